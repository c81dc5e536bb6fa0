package com.tiltfall.level;

import com.badlogic.gdx.Files.FileType;
import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.utils.GdxRuntimeException;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.io.UnsupportedEncodingException;

/**
 * A level file that exists only in memory: a map a designer dropped into the browser, or one a test wrote. It holds
 * the file's bytes as they were (the loader decodes them exactly as it decodes a file on disk, so a UTF-16 or
 * byte-order-marked map gives the same message everywhere). Relative references in it (tilesets, templates) resolve
 * against {@code parent}, normally the game's own {@code levels/} folder, so the map can use the shipped tilesets.
 */
public final class TextFileHandle extends FileHandle {
    private final String name;
    private final byte[] bytes;
    /** The file's real size when only its first bytes were kept (a file over the size limit). */
    private final long length;

    private final FileHandle parent;

    public TextFileHandle(String name, String text, FileHandle parent) {
        this(name, utf8(text), parent);
    }

    public TextFileHandle(String name, byte[] bytes, FileHandle parent) {
        this(name, bytes, bytes.length, parent);
    }

    /** A file of {@code length} bytes of which only {@code bytes} (its beginning) are kept. */
    public TextFileHandle(String name, byte[] bytes, long length, FileHandle parent) {
        this.name = name;
        this.bytes = bytes;
        this.length = Math.max(length, bytes.length);
        this.parent = parent;
    }

    private static byte[] utf8(String text) {
        try {
            return text.getBytes("UTF-8");
        } catch (UnsupportedEncodingException e) {
            throw new GdxRuntimeException(e);
        }
    }

    private String text() {
        try {
            return new String(bytes, "UTF-8");
        } catch (UnsupportedEncodingException e) {
            throw new GdxRuntimeException(e);
        }
    }

    @Override
    public String path() {
        return name;
    }

    @Override
    public String name() {
        int slash = Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\'));
        return slash < 0 ? name : name.substring(slash + 1);
    }

    @Override
    public String extension() {
        String n = name();
        int dot = n.lastIndexOf('.');
        return dot < 0 ? "" : n.substring(dot + 1);
    }

    @Override
    public String nameWithoutExtension() {
        String n = name();
        int dot = n.lastIndexOf('.');
        return dot < 0 ? n : n.substring(0, dot);
    }

    @Override
    public FileType type() {
        return FileType.Internal;
    }

    @Override
    public boolean exists() {
        return true;
    }

    @Override
    public long length() {
        return length;
    }

    @Override
    public InputStream read() {
        return new ByteArrayInputStream(bytes);
    }

    @Override
    public byte[] readBytes() {
        byte[] copy = new byte[bytes.length];
        System.arraycopy(bytes, 0, copy, 0, bytes.length);
        return copy;
    }

    @Override
    public Reader reader() {
        return new StringReader(text());
    }

    @Override
    public Reader reader(String charset) {
        return new StringReader(text());
    }

    @Override
    public String readString() {
        return text();
    }

    @Override
    public String readString(String charset) {
        return text();
    }

    @Override
    public FileHandle parent() {
        return parent;
    }

    @Override
    public FileHandle sibling(String sibling) {
        return parent.child(sibling);
    }

    @Override
    public String toString() {
        return name;
    }
}
