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
        int m = px / 2 + 2; // room for overhangs around each glyph while it is measured
        int cellW = fm.getMaxAdvance() + 2 * m, cellH = ascent + descent + 2 * m;
        // each glyph drawn alone, cropped to its ink (so cap height, descent and spacing come out right in libGDX)
        BufferedImage[] ink = new BufferedImage[127];
        int[] ox = new int[127], oy = new int[127];
        for (char c = 33; c < 127; c++) {
            BufferedImage cell = new BufferedImage(cellW, cellH, BufferedImage.TYPE_INT_ARGB);
            Graphics2D g = cell.createGraphics();
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_OFF);
            g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
            g.setFont(font);
            g.setColor(Color.WHITE);
            g.drawString(String.valueOf(c), m, m + ascent);
            g.dispose();
            int x0 = cellW, y0 = cellH, x1 = -1, y1 = -1;
            for (int y = 0; y < cellH; y++)
                for (int x = 0; x < cellW; x++)
                    if ((cell.getRGB(x, y) >>> 24) != 0) {
                        x0 = Math.min(x0, x);
                        y0 = Math.min(y0, y);
                        x1 = Math.max(x1, x);
                        y1 = Math.max(y1, y);
                    }
            if (x1 < 0) continue;
            ink[c] = cell.getSubimage(x0, y0, x1 - x0 + 1, y1 - y0 + 1);
            ox[c] = x0 - m; // from the pen position
            oy[c] = y0 - m; // from the line's top
        }
        // shelf-pack, 1 px apart, into the smallest power-of-two page that holds them
        int width = 64, height;
        int[] px0 = new int[127], py0 = new int[127];
        while (true) {
            int x = 1, y = 1, shelf = 0;
            for (char c = 33; c < 127; c++) {
                if (ink[c] == null) continue;
                int w = ink[c].getWidth(), h = ink[c].getHeight();
                if (x + w + 1 > width) {
                    x = 1;
                    y += shelf + 1;
                    shelf = 0;
                }
                px0[c] = x;
                py0[c] = y;
                x += w + 1;
                shelf = Math.max(shelf, h);
            }
            int used = y + shelf + 1;
            if (used <= width) {
                height = 16;
                while (height < used) height *= 2;
                break;
            }
            width *= 2;
        }
        BufferedImage page = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = page.createGraphics();
        StringBuilder chars = new StringBuilder();
        int count = 0;
        for (char c = 32; c < 127; c++) {
            int adv = fm.charWidth(c);
            count++;
            if (ink[c] == null) {
                chars.append("char id=").append((int) c).append(" x=0 y=0 width=0 height=0 xoffset=0 yoffset=0 xadvance=")
                        .append(adv).append(" page=0 chnl=15\n");
                continue;
            }
            g.drawImage(ink[c], px0[c], py0[c], null);
            chars.append("char id=").append((int) c)
                    .append(" x=").append(px0[c]).append(" y=").append(py0[c])
                    .append(" width=").append(ink[c].getWidth()).append(" height=").append(ink[c].getHeight())
                    .append(" xoffset=").append(ox[c]).append(" yoffset=").append(oy[c])
                    .append(" xadvance=").append(adv).append(" page=0 chnl=15\n");
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
            out.println("chars count=" + count);
            out.print(chars);
        }
        System.out.println(name + ": " + px + " px, page " + width + "x" + height);
    }
}
