package com.tiltfall.screen;

/** A screen of text with what confirm (Enter/Space/Start) and back (Esc) do: title, level complete, game over. */
public final class MessageScreen extends TextScreen {
    private final String heading;
    private final String[] lines;
    private final Runnable confirm, back;

    public MessageScreen(Ui ui, String heading, String[] lines, Runnable confirm, Runnable back) {
        super(ui);
        this.heading = heading;
        this.lines = lines;
        this.confirm = confirm;
        this.back = back;
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
