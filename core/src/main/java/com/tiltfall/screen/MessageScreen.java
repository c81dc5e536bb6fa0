package com.tiltfall.screen;

/** A screen of text with what confirm (Enter/Space/Start) and back (Esc) do: title, level complete, game over. */
public final class MessageScreen extends TextScreen {
    private final String heading;
    private final String[] lines;
    private final Runnable confirm, back;
    private int extraKey = -1;
    private Runnable extra;

    public MessageScreen(Ui ui, String heading, String[] lines, Runnable confirm, Runnable back) {
        super(ui);
        this.heading = heading;
        this.lines = lines;
        this.confirm = confirm;
        this.back = back;
    }

    /** A third choice on one more key (e.g. G: race a verified run as a ghost). */
    public MessageScreen withKey(int keycode, Runnable action) {
        extraKey = keycode;
        extra = action;
        return this;
    }

    @Override
    protected boolean otherKey(int keycode) {
        if (extra == null || keycode != extraKey) return false;
        extra.run();
        return true;
    }

    @Override
    protected String heading() {
        return heading;
    }

    @Override
    protected String[] lines() {
        return lines;
    }

    @Override
    protected void confirm() {
        confirm.run();
    }

    @Override
    protected void back() {
        back.run();
    }
}
