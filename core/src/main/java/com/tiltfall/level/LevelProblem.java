package com.tiltfall.level;

/** One thing wrong with a level file, precise enough for a designer to find and fix it. */
public final class LevelProblem {
    public final String file;
    /** Tiled object id, or -1 when the problem is about the whole map. */
    public final int objectId;

    public final String objectName;
    public final String message;

    public LevelProblem(String file, int objectId, String objectName, String message) {
        this.file = file;
        this.objectId = objectId;
        this.objectName = objectName == null ? "" : objectName;
        this.message = message;
    }

    @Override
    public String toString() {
        return file + ": " + withoutFile();
    }

    /** The problem without its file: {@code object 12 "lift": ...}, or the message alone for the whole map. */
    public String withoutFile() {
        if (objectId < 0) return message;
        StringBuilder sb = new StringBuilder("object ").append(objectId);
        if (!objectName.isEmpty()) sb.append(" \"").append(objectName).append('"');
        return sb.append(": ").append(message).toString();
    }
}
