package com.tiltfall.platform;

/**
 * A game file the server does not serve (it answers 404 or 5xx): the game's files are incomplete there, which no
 * retry by the player can fix. The browser's download code tells it apart from a network failure.
 */
public final class FileMissingOnServer extends RuntimeException {
    /** The file as the player may quote it to the site's owner. */
    public final String file;
    /** The server's HTTP status for it. */
    public final int status;

    public FileMissingOnServer(String file, int status) {
        super(file + ": HTTP " + status);
        this.file = file;
        this.status = status;
    }
}
