package com.tiltfall.html;

import com.badlogic.gdx.backends.gwt.DefaultGwtInput;
import com.badlogic.gdx.backends.gwt.GwtApplicationConfiguration;
import com.google.gwt.dom.client.CanvasElement;

/** libGDX's browser input with its key codes mapped by {@link DomKeys}: the same keys in less script. */
public final class WebInput extends DefaultGwtInput {
    public WebInput(CanvasElement canvas, GwtApplicationConfiguration config) {
        super(canvas, config);
    }

    @Override
    protected int keyForCode(int keyCode, int location) {
        return DomKeys.toGdx(keyCode, location);
    }
}
