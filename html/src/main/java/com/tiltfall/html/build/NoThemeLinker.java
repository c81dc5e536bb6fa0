package com.tiltfall.html.build;

import com.google.gwt.core.ext.LinkerContext;
import com.google.gwt.core.ext.TreeLogger;
import com.google.gwt.core.ext.UnableToCompleteException;
import com.google.gwt.core.ext.linker.AbstractLinker;
import com.google.gwt.core.ext.linker.ArtifactSet;
import com.google.gwt.core.ext.linker.EmittedArtifact;
import com.google.gwt.core.ext.linker.LinkerOrder;
import com.google.gwt.core.ext.linker.StylesheetReference;

/**
 * Drops the GWT "chrome" theme that libGDX's backend inherits (gwt/chrome/chrome.css, 30 KB, and its images): the
 * page would load it before the game and it restyles the loading bar. The game has its own styles.css. Runs in the
 * GWT compiler before the page's linker, so the loader script never references the stylesheet.
 */
@LinkerOrder(LinkerOrder.Order.PRE)
public class NoThemeLinker extends AbstractLinker {
    @Override
    public String getDescription() {
        return "Tiltfall: no GWT theme stylesheet";
    }

    @Override
    public ArtifactSet link(TreeLogger logger, LinkerContext context, ArtifactSet artifacts)
            throws UnableToCompleteException {
        ArtifactSet result = new ArtifactSet(artifacts);
        for (StylesheetReference css : artifacts.find(StylesheetReference.class)) {
            if (css.getSrc().startsWith("gwt/")) result.remove(css);
        }
        for (EmittedArtifact file : artifacts.find(EmittedArtifact.class)) {
            // the theme, and libGDX's own logo (the page shows the game's)
            String path = file.getPartialPath();
            if (path.startsWith("gwt/") || path.equals("logo.png")) result.remove(file);
        }
        return result;
    }
}
