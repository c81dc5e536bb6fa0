package com.tiltfall;

import com.badlogic.gdx.Game;
import com.tiltfall.input.InputSource;
import com.tiltfall.input.KeyboardInput;
import com.tiltfall.screen.GameScreen;

/** The application: owns the screens. Launchers (desktop, web, tests) create it and hand it to a backend. */
public class TiltfallGame extends Game {
    public static final String TITLE = "Tiltfall";

    private final InputSource input;
    private GameScreen gameScreen;

    public TiltfallGame() {
        this(new KeyboardInput());
    }

    public TiltfallGame(InputSource input) {
        this.input = input;
    }

    @Override
    public void create() {
        gameScreen = new GameScreen(input);
        setScreen(gameScreen);
    }

    @Override
    public void dispose() {
        super.dispose();
        if (gameScreen != null) gameScreen.dispose();
    }

    /** See {@link GameScreen#describe()}; "starting" until the first screen exists. */
    public String describe() {
        return gameScreen == null ? "starting" : gameScreen.describe();
    }
}
