import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import javax.imageio.ImageIO;

/**
 * Renders the game's UI fonts (assets/fonts/) from a TTF, once per size, as libGDX BitmapFont files (text .fnt +
 * one white-on-transparent PNG page each): the game picks the copy drawn at 1x, 2x or 3x its logical size, so text
 * is never scaled and stays crisp. Run from the repository root:
 *
 *   java scripts/MakeFonts.java [/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf]
 *
 * The default TTF is DejaVu Sans Bold (Debian package fonts-dejavu-core; licence in assets/LICENSES.md).
 */
public class MakeFonts {
    /** name, logical pixel size: body text and headings. */
    static final String[] NAMES = {"body", "heading"};
    static final int[] SIZES = {18, 40};
    static final int[] SCALES = {1, 2, 3};

    public static void main(String[] args) throws Exception {
        String ttf = args.length > 0 ? args[0] : "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
        Font base = Font.createFont(Font.TRUETYPE_FONT, new File(ttf));
        for (int n = 0; n < NAMES.length; n++)
            for (int scale : SCALES) write(base, NAMES[n] + "-" + scale + "x", SIZES[n] * scale);
    }

    static void write(Font base, String name, int px) throws Exception {
        Font font = base.deriveFont((float) px);
        BufferedImage probe = new BufferedImage(1, 1, BufferedImage.TYPE_INT_ARGB);
        Graphics2D pg = probe.createGraphics();
        pg.setFont(font);
        FontMetrics fm = pg.getFontMetrics();
        int ascent = fm.getAscent(), descent = fm.getDescent(), lineHeight = fm.getHeight();
        int pad = Math.max(1, px / 16);
        int cellH = ascent + descent + 2 * pad;
        // shelf-pack the glyphs into a square-ish power-of-two page
        int width = 128;
        while (true) {
            int x = 0, y = 0;
            for (char c = 32; c < 127; c++) {
                int w = fm.charWidth(c) + 2 * pad;
                if (x + w > width) { x = 0; y += cellH + 1; }
                x += w + 1;
            }
            if (y + cellH <= width) break;
            width *= 2;
        }
        int height = 16;
        {
            int x = 0, y = 0;
            for (char c = 32; c < 127; c++) {
                int w = fm.charWidth(c) + 2 * pad;
                if (x + w > width) { x = 0; y += cellH + 1; }
                x += w + 1;
            }
            while (height < y + cellH) height *= 2;
        }
        BufferedImage page = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = page.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_OFF);
        g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
        g.setFont(font);
        g.setColor(Color.WHITE);
        StringBuilder chars = new StringBuilder();
        int x = 0, y = 0;
        for (char c = 32; c < 127; c++) {
            int adv = fm.charWidth(c), w = adv + 2 * pad;
            if (x + w > width) { x = 0; y += cellH + 1; }
            if (c != ' ') g.drawString(String.valueOf(c), x + pad, y + pad + ascent);
            // the cell is drawn at xoffset -pad, its top pad above the line's top
            chars.append("char id=").append((int) c)
                    .append(" x=").append(x).append(" y=").append(y)
                    .append(" width=").append(c == ' ' ? 0 : w).append(" height=").append(c == ' ' ? 0 : cellH)
                    .append(" xoffset=").append(-pad).append(" yoffset=").append(-pad)
                    .append(" xadvance=").append(adv).append(" page=0 chnl=15\n");
            x += w + 1;
        }
        g.dispose();
        File dir = new File("assets/fonts");
        dir.mkdirs();
        ImageIO.write(page, "png", new File(dir, name + ".png"));
        try (PrintWriter out = new PrintWriter(new File(dir, name + ".fnt"), StandardCharsets.UTF_8)) {
            out.println("info face=\"" + base.getFontName() + "\" size=" + px
                    + " bold=1 italic=0 charset=\"\" unicode=1 stretchH=100 smooth=1 aa=1 padding=0,0,0,0 spacing=1,1");
            out.println("common lineHeight=" + lineHeight + " base=" + ascent + " scaleW=" + width + " scaleH=" + height
                    + " pages=1 packed=0");
            out.println("page id=0 file=\"" + name + ".png\"");
            out.println("chars count=95");
            out.print(chars);
        }
        System.out.println(name + ": " + px + " px, page " + width + "x" + height);
    }
}
