package com.tiltfall.html.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Class literals batched on a start script and a part shaped like GWT 2.11's output after terser, with GWT's
 * runtime for them written out (createForClass, the prototypes' table, defineClass taking up a literal made before
 * its class): the variables read elsewhere stay, the others go (an unread interface literal is not made at all), and
 * in Node.js every class's prototype gets the same literal (its name by type id) before and after, the classes of
 * the part included.
 */
class ClassLiteralsTest {
    /** GWT's runtime (minified as terser writes it), then classes and literals in GWT's order. */
    private static final String START = "var $wnd=globalThis,ZU={},Avb=0;function Evb(){}"
            + "function Fvb(t){var n;return(n=new Evb).g=Avb++,n.k=\"Class$\"+(t?\"S\"+t:\"\"+n.g),n}"
            + "function Lvb(t){var n=ZU[t.j];return n instanceof Array?null:n}"
            + "function Ovb(t,n){if(t){n.j=t;var i=Lvb(n);i?i.eg=n:ZU[t]=[n]}}"
            + "function Gvb(t){var n;return Ovb(t,n=Fvb(t)),n}"
            + "function Ivb(){var t;return(t=Fvb(null)).e=2,t}"
            + "function $U(t){var n=ZU[t],i=n instanceof Array?n[0]:null;n&&!i||(ZU[t]=n={}),i&&(n.eg=i)}"
            + "$U(1);var Avb=1,SS=Gvb(1),AS=Gvb(32),IJ=Ivb();$U(32);$U(810);"
            + "var rT=Gvb(810),WT=Ivb();$U(824);var izb,jzb,CT=Gvb(824);"
            + "var named=\"QQ=Gvb(5)\";var IK=Ivb();function gwtOnLoad(){return AS.k+IK.k}";
    /** A part: classes defined before and after their literals, one literal read here (c7), one in a function. */
    private static final String PART = "$U(900);var a7=Gvb(900);var b7=Gvb(901),c7=Gvb(902);$U(901);$U(902);"
            + "function lazy(){return d7||(d7=Gvb(903))}var d7;var seen=c7.k;";

    @TempDir
    Path dir;

    @Test
    void unreadLiteralsAreMadeInOneCallAndEveryPrototypeGetsTheSameLiteral() throws Exception {
        List<String> batched = ClassLiterals.batch(List.of(START, PART));
        String start = batched.get(0), part = batched.get(1);
        // read by gwtOnLoad: AS stays; all the unread ones are made after the first statement they came from
        assertTrue(start.contains(";var Avb=1,AS=Gvb(32);[1,810,824].forEach(Gvb);$U(32);"), start);
        // an unread interface literal (no type id: put nowhere) is not made; a read one is
        assertTrue(start.contains(";$U(810);$U(824);var izb,jzb;var named"), start);
        assertTrue(start.contains("var IK=Ivb();"), start);
        assertTrue(start.contains("\"QQ=Gvb(5)\""), "a string is not a declaration: " + start);
        // all of a part's unread literals in one call, after the first statement they came from
        assertTrue(part.startsWith("$U(900);[900,901].forEach(Gvb);var c7=Gvb(902);$U(901);"), part);
        assertTrue(part.contains("d7=Gvb(903)"), "in a function: left as it is: " + part);

        // the same literal on every prototype; only the interface's made-up name (its sequence number) moves:
        // 7th literal made before, 5th after (two unread interface literals not made, three typed ones earlier)
        String before = runInNode(START, PART), after = runInNode(start, part);
        String expected = "1 Class$S1|32 Class$S32|810 Class$S810|824 Class$S824|900 Class$S900|901 Class$S901|"
                + "902 Class$S902|seen Class$S902|onLoad Class$S32Class$";
        assertEquals(expected + "7", before.trim());
        assertEquals(expected + "5", after.trim());
    }

    @Test
    void withoutGwtsFunctionNothingChanges() {
        List<String> codes = List.of("var a=f(1);var b=g(2),c=g(3);", "var d=g(4);");
        assertSame(codes, ClassLiterals.batch(codes));
        String start = START.replace("function Gvb(t){var n;return Ovb(t,n=Fvb(t)),n}", "function Gvb(t){return 1}");
        assertFalse(ClassLiterals.batch(List.of(start, PART)).get(0).contains("forEach"));
    }

    /** Runs both codes in one global scope (as GWT's loader installs a part), then prints each prototype's literal. */
    private String runInNode(String start, String part) throws IOException, InterruptedException {
        Path a = dir.resolve("start.js"), b = dir.resolve("part.js");
        Files.write(a, start.getBytes(StandardCharsets.UTF_8));
        Files.write(b, part.getBytes(StandardCharsets.UTF_8));
        String js = "const fs = require('fs');\n"
                + "(0, eval)(fs.readFileSync(process.argv[1], 'utf8'));\n"
                + "(0, eval)(fs.readFileSync(process.argv[2], 'utf8'));\n"
                + "console.log([1, 32, 810, 824, 900, 901, 902].map(t => t + ' ' + ZU[t].eg.k).join('|')"
                + " + '|seen ' + seen + '|onLoad ' + gwtOnLoad());\n";
        return NodeScript.run(js, a.toString(), b.toString());
    }
}
