package java.io;

/**
 * The web build's character reader over a byte stream: the whole stream is read at the first call and decoded as
 * UTF-8 by GWT's own {@code String} decoding (which the browser's file reads use already). Replaces libGDX's copy,
 * which decodes in pieces through its {@code Utf8Decoder} tables: 1.4 KB raw in the level code that only libGDX's
 * XML reader reached (it reads a {@code .tsx} or template through a {@code Reader}; docs/performance/web.md). Valid
 * UTF-8 gives the same characters either way; the level files are checked for it before they are parsed.
 */
public class InputStreamReader extends Reader {
    private final InputStream in;
    private String text;
    private int position;

    public InputStreamReader(InputStream in) {
        this.in = in;
    }

    public InputStreamReader(InputStream in, String encoding) throws UnsupportedEncodingException {
        this(in);
    }

    public int read(char[] b, int offset, int length) throws IOException {
        if (text == null) text = readAll();
        if (position >= text.length()) return -1;
        int n = Math.min(length, text.length() - position);
        text.getChars(position, position + n, b, offset);
        position += n;
        return n;
    }

    private String readAll() throws IOException {
        byte[] all = new byte[4096];
        int size = 0, count;
        while ((count = in.read(all, size, all.length - size)) > 0) {
            size += count;
            if (size == all.length) {
                byte[] bigger = new byte[2 * size];
                System.arraycopy(all, 0, bigger, 0, size);
                all = bigger;
            }
        }
        return new String(all, 0, size, "UTF-8");
    }

    public void close() throws IOException {
        in.close();
    }
}
