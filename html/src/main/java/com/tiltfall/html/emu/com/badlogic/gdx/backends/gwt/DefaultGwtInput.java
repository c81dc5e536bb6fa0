/*******************************************************************************
 * Copyright 2011 See AUTHORS file.
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *   http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 ******************************************************************************/

/*
 * Tiltfall's web build: libGDX 1.14.2's DefaultGwtInput (Apache 2.0, above) with two changes, for a smaller script
 * (docs/performance/web.md): keyForCode reads a table (com.tiltfall.html.DomKeys) instead of its 120-case switch, and
 * there is no accelerometer or gyroscope: the game reads neither (libGDX started the accelerometer by default, a
 * permission query and a devicemotion listener that nothing read); their readings are 0 and isPeripheralAvailable
 * says no, as libGDX does on a device without them.
 */

package com.badlogic.gdx.backends.gwt;

import com.badlogic.gdx.AbstractInput;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.InputProcessor;
import com.badlogic.gdx.backends.gwt.widgets.TextInputDialogBox;
import com.badlogic.gdx.backends.gwt.widgets.TextInputDialogBox.TextInputDialogListener;
import com.badlogic.gdx.input.NativeInputConfiguration;
import com.badlogic.gdx.utils.IntMap;
import com.badlogic.gdx.utils.TimeUtils;
import com.google.gwt.core.client.JavaScriptObject;
import com.google.gwt.core.client.JsArray;
import com.google.gwt.dom.client.CanvasElement;
import com.google.gwt.dom.client.Document;
import com.google.gwt.dom.client.NativeEvent;
import com.google.gwt.dom.client.Touch;

public class DefaultGwtInput extends AbstractInput implements GwtInput {
    static final int MAX_TOUCHES = 20;
    boolean justTouched = false;
    private IntMap<Integer> touchMap = new IntMap<Integer>(20);
    private boolean[] touched = new boolean[MAX_TOUCHES];
    private int[] touchX = new int[MAX_TOUCHES];
    private int[] touchY = new int[MAX_TOUCHES];
    private int[] deltaX = new int[MAX_TOUCHES];
    private int[] deltaY = new int[MAX_TOUCHES];
    /** Mouse buttons held (Buttons.LEFT to FORWARD), as flags: libGDX's int set class then leaves the script. */
    boolean[] pressedButtons = new boolean[5];

    boolean[] justPressedButtons = new boolean[5];
    InputProcessor processor;
    long currentEventTimeStamp;
    final CanvasElement canvas;
    final GwtApplicationConfiguration config;
    boolean hasFocus = true;

    public DefaultGwtInput(CanvasElement canvas, GwtApplicationConfiguration config) {
        this.canvas = canvas;
        this.config = config;
        hookEvents();

        // backwards compatibility: backspace was caught in older versions
        setCatchKey(Keys.BACKSPACE, true);
    }

    @Override
    public void reset() {
        if (justTouched) {
            justTouched = false;
            for (int i = 0; i < justPressedButtons.length; i++) {
                justPressedButtons[i] = false;
            }
        }
        if (keyJustPressed) {
            keyJustPressed = false;
            for (int i = 0; i < justPressedKeys.length; i++) {
                justPressedKeys[i] = false;
            }
        }
    }

    @Override
    public float getAccelerometerX() {
        return 0;
    }

    @Override
    public float getAccelerometerY() {
        return 0;
    }

    @Override
    public float getAccelerometerZ() {
        return 0;
    }

    @Override
    public float getGyroscopeX() {
        return 0;
    }

    @Override
    public float getGyroscopeY() {
        return 0;
    }

    @Override
    public float getGyroscopeZ() {
        return 0;
    }

    @Override
    public int getMaxPointers() {
        return MAX_TOUCHES;
    }

    @Override
    public int getX() {
        return touchX[0];
    }

    @Override
    public int getX(int pointer) {
        return touchX[pointer];
    }

    @Override
    public int getDeltaX() {
        return deltaX[0];
    }

    @Override
    public int getDeltaX(int pointer) {
        return deltaX[pointer];
    }

    @Override
    public int getY() {
        return touchY[0];
    }

    @Override
    public int getY(int pointer) {
        return touchY[pointer];
    }

    @Override
    public int getDeltaY() {
        return deltaY[0];
    }

    @Override
    public int getDeltaY(int pointer) {
        return deltaY[pointer];
    }

    @Override
    public boolean isTouched() {
        for (int pointer = 0; pointer < MAX_TOUCHES; pointer++) {
            if (touched[pointer]) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean justTouched() {
        return justTouched;
    }

    @Override
    public boolean isTouched(int pointer) {
        return touched[pointer];
    }

    @Override
    public boolean isButtonPressed(int button) {
        return button >= 0 && button < pressedButtons.length && pressedButtons[button] && touched[0];
    }

    @Override
    public boolean isButtonJustPressed(int button) {
        if (button < 0 || button >= justPressedButtons.length) return false;
        return justPressedButtons[button];
    }

    @Override
    public float getPressure() {
        return getPressure(0);
    }

    @Override
    public float getPressure(int pointer) {
        return isTouched(pointer) ? 1 : 0;
    }

    @Override
    public void getTextInput(TextInputListener listener, String title, String text, String hint) {
        getTextInput(listener, title, text, hint, OnscreenKeyboardType.Default);
    }

    @Override
    public void getTextInput(
            TextInputListener listener, String title, String text, String hint, OnscreenKeyboardType type) {
        TextInputDialogBox dialog = new TextInputDialogBox(title, text, hint);
        final TextInputListener capturedListener = listener;
        dialog.setInputType(getGwtInputType(type));
        dialog.setListener(new TextInputDialogListener() {
            @Override
            public void onPositive(String text) {
                if (capturedListener != null) {
                    capturedListener.input(text);
                }
            }

            @Override
            public void onNegative() {
                if (capturedListener != null) {
                    capturedListener.canceled();
                }
            }
        });
    }

    public static String getGwtInputType(OnscreenKeyboardType type) {
        switch (type) {
            case NumberPad:
                return "number";
            case Email:
                return "email";
            case URI:
                return "url";
            case Password:
                return "password";
            case PhonePad:
                return "tel";
            case Default:
            default:
                return "text";
        }
    }

    @Override
    public void setOnscreenKeyboardVisible(boolean visible) {}

    @Override
    public void setOnscreenKeyboardVisible(boolean visible, OnscreenKeyboardType type) {}

    @Override
    public void openTextInputField(NativeInputConfiguration configuration) {}

    @Override
    public void closeTextInputField(boolean sendReturn) {}

    @Override
    public void setKeyboardHeightObserver(KeyboardHeightObserver observer) {}

    @Override
    public void vibrate(int milliseconds) {}

    @Override
    public void vibrate(int milliseconds, boolean fallback) {}

    @Override
    public void vibrate(int milliseconds, int amplitude, boolean fallback) {}

    @Override
    public void vibrate(VibrationType vibrationType) {}

    @Override
    public float getAzimuth() {
        return 0;
    }

    @Override
    public float getPitch() {
        return 0;
    }

    @Override
    public float getRoll() {
        return 0;
    }

    @Override
    public void getRotationMatrix(float[] matrix) {}

    @Override
    public long getCurrentEventTime() {
        return currentEventTimeStamp;
    }

    @Override
    public void setInputProcessor(InputProcessor processor) {
        this.processor = processor;
    }

    @Override
    public InputProcessor getInputProcessor() {
        return processor;
    }

    @Override
    public boolean isPeripheralAvailable(Peripheral peripheral) {
        if (peripheral == Peripheral.Gyroscope || peripheral == Peripheral.Accelerometer) return false;
        if (peripheral == Peripheral.Compass) return false;
        if (peripheral == Peripheral.HardwareKeyboard) return !GwtApplication.isMobileDevice();
        if (peripheral == Peripheral.MultitouchScreen) return isTouchScreen();
        if (peripheral == Peripheral.OnscreenKeyboard) return GwtApplication.isMobileDevice();
        if (peripheral == Peripheral.Vibrator) return false;
        return false;
    }

    @Override
    public native int getRotation() /*-{
		if ("screen" in $wnd) {
			// https://www.w3.org/TR/screen-orientation/#angle-attribute-get-orientation-angle
			return ($wnd.screen.orientation || {}).angle || 0;
		}
		return 0;
	}-*/;

    @Override
    public native Orientation getNativeOrientation() /*-{
		if ("screen" in $wnd) {
			var type = $wnd.screen.msOrientation
				|| $wnd.screen.mozOrientation
				|| ($wnd.screen.orientation || {}).type;
			// https://www.w3.org/TR/screen-orientation/#reading-the-screen-orientation
			switch (this.@com.badlogic.gdx.backends.gwt.GwtInput::getRotation()()) {
				case 0:
					if (type === "portrait-primary") {
						return @com.badlogic.gdx.Input.Orientation::Portrait;
					} else {
						return @com.badlogic.gdx.Input.Orientation::Landscape;
					}
				case 180:
					if (type === "portrait-secondary") {
						return @com.badlogic.gdx.Input.Orientation::Portrait;
					} else {
						return @com.badlogic.gdx.Input.Orientation::Landscape;
					}
				case 90:
					if (type === "landscape-primary") {
						return @com.badlogic.gdx.Input.Orientation::Portrait;
					} else {
						return @com.badlogic.gdx.Input.Orientation::Landscape;
					}
				case 270:
					if (type === "landscape-secondary") {
						return @com.badlogic.gdx.Input.Orientation::Portrait;
					} else {
						return @com.badlogic.gdx.Input.Orientation::Landscape;
					}
			}
		}
		return @com.badlogic.gdx.Input.Orientation::Landscape;
	}-*/;

    /** from https://github.com/toji/game-shim/blob/master/game-shim.js
     * @return is Cursor catched */
    private native boolean isCursorCatchedJSNI(CanvasElement canvas) /*-{
		if (!navigator.pointer) {
			navigator.pointer = navigator.pointer || navigator.webkitPointer || navigator.mozPointer;
		}
		if (navigator.pointer) {
			if (typeof (navigator.pointer.isLocked) === "boolean") {
				// Chrome initially launched with this interface
				return navigator.pointer.isLocked;
			} else if (typeof (navigator.pointer.isLocked) === "function") {
				// Some older builds might provide isLocked as a function
				return navigator.pointer.isLocked();
			} else if (typeof (navigator.pointer.islocked) === "function") {
				// For compatibility with early Firefox build
				return navigator.pointer.islocked();
			}
		}

		if ($doc.pointerLockElement === canvas || $doc.mozPointerLockElement === canvas) {
			return true;
		}

		return false;
	}-*/;

    /** from https://github.com/toji/game-shim/blob/master/game-shim.js
     * @param element Canvas */
    private native void setCursorCatchedJSNI(CanvasElement element) /*-{
		// Navigator pointer is not the right interface according to spec.
		// Here for backwards compatibility only
		if (!navigator.pointer) {
			navigator.pointer = navigator.pointer || navigator.webkitPointer || navigator.mozPointer;
		}
		// element.requestPointerLock
		if (!element.requestPointerLock) {
			element.requestPointerLock = (function() {
				return element.webkitRequestPointerLock
						|| element.mozRequestPointerLock || function() {
							if (navigator.pointer) {
								navigator.pointer.lock(element);
							}
						};
			})();
		}
		element.requestPointerLock();
	}-*/;

    /** from https://github.com/toji/game-shim/blob/master/game-shim.js */
    private native void exitCursorCatchedJSNI() /*-{
		if (!$doc.exitPointerLock) {
			$doc.exitPointerLock = (function() {
				return $doc.webkitExitPointerLock || $doc.mozExitPointerLock
						|| function() {
							if (navigator.pointer) {
								var elem = this;
								navigator.pointer.unlock();
							}
						};
			})();
		}
	}-*/;

    /** from https://github.com/toji/game-shim/blob/master/game-shim.js
     * @param event JavaScript Mouse Event
     * @return movement in x direction */
    private native float getMovementXJSNI(NativeEvent event) /*-{
		return event.movementX || event.webkitMovementX || 0;
	}-*/;

    /** from https://github.com/toji/game-shim/blob/master/game-shim.js
     * @param event JavaScript Mouse Event
     * @return movement in y direction */
    private native float getMovementYJSNI(NativeEvent event) /*-{
		return event.movementY || event.webkitMovementY || 0;
	}-*/;

    private native int getKeyLocationJSNI(NativeEvent event) /*-{
		return event.location || 0;
	}-*/;

    private static native boolean isTouchScreen() /*-{
		return (('ontouchstart' in window) || (navigator.msMaxTouchPoints > 0));
	}-*/;

    /** works only for Chrome > Version 18 with enabled Mouse Lock enable in about:flags or start Chrome with the
     * --enable-pointer-lock flag */
    @Override
    public void setCursorCatched(boolean catched) {
        if (catched) setCursorCatchedJSNI(canvas);
        else exitCursorCatchedJSNI();
    }

    @Override
    public boolean isCursorCatched() {
        return isCursorCatchedJSNI(canvas);
    }

    @Override
    public void setCursorPosition(int x, int y) {
        // FIXME??
    }

    // kindly borrowed from our dear playn friends...
    static native void addEventListener(
            JavaScriptObject target, String name, DefaultGwtInput handler, boolean capture) /*-{
		target
				.addEventListener(
						name,
						function(e) {
							handler.@com.badlogic.gdx.backends.gwt.DefaultGwtInput::handleEvent(Lcom/google/gwt/dom/client/NativeEvent;)(e);
						}, capture);
	}-*/;

    private static native float getMouseWheelVelocity(NativeEvent evt) /*-{
		var delta = 0.0;
		var agentInfo = @com.badlogic.gdx.backends.gwt.GwtApplication::agentInfo()();

		if (agentInfo.isFirefox) {
			if (agentInfo.isMacOS) {
				delta = 1.0 * evt.detail;
			} else {
				delta = 1.0 * evt.detail / 3;
			}
		} else if (agentInfo.isOpera) {
			if (agentInfo.isLinux) {
				delta = -1.0 * evt.wheelDelta / 80;
			} else {
				// on mac
				delta = -1.0 * evt.wheelDelta / 40;
			}
		} else if (agentInfo.isChrome || agentInfo.isSafari || agentInfo.isIE) {
			delta = -1.0 * evt.wheelDelta / 120;
			// handle touchpad for chrome
			if (Math.abs(delta) < 1) {
				if (agentInfo.isWindows) {
					delta = -1.0 * evt.wheelDelta;
				} else if (agentInfo.isMacOS) {
					delta = -1.0 * evt.wheelDelta / 3;
				}
			}
		}
		return delta;
	}-*/;

    /** Kindly borrowed from PlayN. **/
    protected static native String getMouseWheelEvent() /*-{
		if (navigator.userAgent.toLowerCase().indexOf('firefox') != -1) {
			return "DOMMouseScroll";
		} else {
			return "mousewheel";
		}
	}-*/;

    /** Kindly borrowed from PlayN. **/
    protected int getRelativeX(NativeEvent e, CanvasElement target) {
        float xScaleRatio = target.getWidth() * 1f / target.getClientWidth(); // Correct for canvas CSS scaling
        return Math.round(xScaleRatio
                * (e.getClientX()
                        - target.getAbsoluteLeft()
                        + target.getScrollLeft()
                        + target.getOwnerDocument().getScrollLeft()));
    }

    /** Kindly borrowed from PlayN. **/
    protected int getRelativeY(NativeEvent e, CanvasElement target) {
        float yScaleRatio = target.getHeight() * 1f / target.getClientHeight(); // Correct for canvas CSS scaling
        return Math.round(yScaleRatio
                * (e.getClientY()
                        - target.getAbsoluteTop()
                        + target.getScrollTop()
                        + target.getOwnerDocument().getScrollTop()));
    }

    protected int getRelativeX(Touch touch, CanvasElement target) {
        float xScaleRatio = target.getWidth() * 1f / target.getClientWidth(); // Correct for canvas CSS scaling
        return Math.round(xScaleRatio * touch.getRelativeX(target));
    }

    protected int getRelativeY(Touch touch, CanvasElement target) {
        float yScaleRatio = target.getHeight() * 1f / target.getClientHeight(); // Correct for canvas CSS scaling
        return Math.round(yScaleRatio * touch.getRelativeY(target));
    }

    private static native JavaScriptObject getWindow() /*-{
		return $wnd;
	}-*/;

    private void hookEvents() {
        addEventListener(canvas, "mousedown", this, true);
        addEventListener(Document.get(), "mousedown", this, true);
        addEventListener(canvas, "mouseup", this, true);
        addEventListener(Document.get(), "mouseup", this, true);
        addEventListener(canvas, "mousemove", this, true);
        addEventListener(Document.get(), "mousemove", this, true);
        addEventListener(canvas, getMouseWheelEvent(), this, true);
        addEventListener(Document.get(), "keydown", this, false);
        addEventListener(Document.get(), "keyup", this, false);
        addEventListener(Document.get(), "keypress", this, false);
        addEventListener(getWindow(), "blur", this, false);

        addEventListener(canvas, "touchstart", this, true);
        addEventListener(canvas, "touchmove", this, true);
        addEventListener(canvas, "touchcancel", this, true);
        addEventListener(canvas, "touchend", this, true);
    }

    private int getButton(int button) {
        if (button == NativeEvent.BUTTON_LEFT) return Buttons.LEFT;
        if (button == NativeEvent.BUTTON_RIGHT) return Buttons.RIGHT;
        if (button == NativeEvent.BUTTON_MIDDLE) return Buttons.MIDDLE;
        return Buttons.LEFT;
    }

    private void handleEvent(NativeEvent e) {
        if (e.getType().equals("mousedown")) {
            if (!e.getEventTarget().equals(canvas) || pressedButtons[getButton(e.getButton())]) {
                float mouseX = getRelativeX(e, canvas);
                float mouseY = getRelativeY(e, canvas);
                if (mouseX < 0 || mouseX > Gdx.graphics.getWidth() || mouseY < 0 || mouseY > Gdx.graphics.getHeight()) {
                    hasFocus = false;
                }
                return;
            }
            hasFocus = true;
            this.justTouched = true;
            this.touched[0] = true;
            final int button = getButton(e.getButton());
            this.pressedButtons[button] = true;
            justPressedButtons[button] = true;
            this.deltaX[0] = 0;
            this.deltaY[0] = 0;
            if (isCursorCatched()) {
                this.touchX[0] += getMovementXJSNI(e);
                this.touchY[0] += getMovementYJSNI(e);
            } else {
                this.touchX[0] = getRelativeX(e, canvas);
                this.touchY[0] = getRelativeY(e, canvas);
            }
            this.currentEventTimeStamp = TimeUtils.nanoTime();
            if (processor != null) processor.touchDown(touchX[0], touchY[0], 0, getButton(e.getButton()));
        }

        if (e.getType().equals("mousemove")) {
            if (isCursorCatched()) {
                this.deltaX[0] = (int) getMovementXJSNI(e);
                this.deltaY[0] = (int) getMovementYJSNI(e);
                this.touchX[0] += getMovementXJSNI(e);
                this.touchY[0] += getMovementYJSNI(e);
            } else {
                this.deltaX[0] = getRelativeX(e, canvas) - touchX[0];
                this.deltaY[0] = getRelativeY(e, canvas) - touchY[0];
                this.touchX[0] = getRelativeX(e, canvas);
                this.touchY[0] = getRelativeY(e, canvas);
            }
            this.currentEventTimeStamp = TimeUtils.nanoTime();
            if (processor != null) {
                if (touched[0]) processor.touchDragged(touchX[0], touchY[0], 0);
                else processor.mouseMoved(touchX[0], touchY[0]);
            }
        }

        if (e.getType().equals("mouseup")) {
            if (!pressedButtons[getButton(e.getButton())]) return;
            this.pressedButtons[getButton(e.getButton())] = false;
            this.touched[0] = pressedButtons[0]
                    || pressedButtons[1]
                    || pressedButtons[2]
                    || pressedButtons[3]
                    || pressedButtons[4];
            if (isCursorCatched()) {
                this.deltaX[0] = (int) getMovementXJSNI(e);
                this.deltaY[0] = (int) getMovementYJSNI(e);
                this.touchX[0] += getMovementXJSNI(e);
                this.touchY[0] += getMovementYJSNI(e);
            } else {
                this.deltaX[0] = getRelativeX(e, canvas) - touchX[0];
                this.deltaY[0] = getRelativeY(e, canvas) - touchY[0];
                this.touchX[0] = getRelativeX(e, canvas);
                this.touchY[0] = getRelativeY(e, canvas);
            }
            this.currentEventTimeStamp = TimeUtils.nanoTime();
            this.touched[0] = false;
            if (processor != null) processor.touchUp(touchX[0], touchY[0], 0, getButton(e.getButton()));
        }
        if (e.getType().equals(getMouseWheelEvent())) {
            if (processor != null) {
                processor.scrolled(0, (int) getMouseWheelVelocity(e));
            }
            this.currentEventTimeStamp = TimeUtils.nanoTime();
            e.preventDefault();
        }

        if (hasFocus && !e.getType().equals("blur")) {
            if (e.getType().equals("keydown")) {
                // Gdx.app.log("DefaultGwtInput", "keydown");
                int code = keyForCode(e.getKeyCode(), getKeyLocationJSNI(e));
                if (isCatchKey(code)) {
                    e.preventDefault();
                }
                if (code == Keys.BACKSPACE) {
                    if (processor != null) {
                        processor.keyDown(code);
                        processor.keyTyped('\b');
                    }
                } else {
                    if (!pressedKeys[code]) {
                        pressedKeyCount++;
                        pressedKeys[code] = true;
                        keyJustPressed = true;
                        justPressedKeys[code] = true;
                        if (processor != null) {
                            processor.keyDown(code);
                        }
                    }
                }
            }

            if (e.getType().equals("keypress")) {
                // Gdx.app.log("DefaultGwtInput", "keypress");
                char c = (char) e.getCharCode();
                // usually, browsers don't send a keypress event for tab, so we emulate it in
                // keyup event. Just in case this changes in the future, we sort this out here
                // to avoid sending the event twice.
                if (c != '\t') {
                    if (processor != null) processor.keyTyped(c);
                }
            }

            if (e.getType().equals("keyup")) {
                // Gdx.app.log("DefaultGwtInput", "keyup");
                int code = keyForCode(e.getKeyCode(), getKeyLocationJSNI(e));
                if (isCatchKey(code)) {
                    e.preventDefault();
                }
                if (processor != null && code == Keys.TAB) {
                    // js does not raise keypress event for tab, so emulate this here for
                    // platform-independant behaviour
                    processor.keyTyped('\t');
                }
                if (pressedKeys[code]) {
                    pressedKeyCount--;
                    pressedKeys[code] = false;
                }
                if (processor != null) {
                    processor.keyUp(code);
                }
            }
        } else if (pressedKeyCount > 0) {
            // Gdx.app.log("DefaultGwtInput", "unfocused");
            // every key still held is let go (in key code order; libGDX walked a set of them)
            for (int code = 0; code < pressedKeys.length; code++) {
                if (!pressedKeys[code]) continue;
                pressedKeyCount--;
                pressedKeys[code] = false;
                if (processor != null) {
                    processor.keyUp(code);
                }
            }
        }

        if (e.getType().equals("touchstart")) {
            this.justTouched = true;
            JsArray<Touch> touches = e.getChangedTouches();
            for (int i = 0, j = touches.length(); i < j; i++) {
                Touch touch = touches.get(i);
                int real = touch.getIdentifier();
                int touchId;
                touchMap.put(real, touchId = getAvailablePointer());
                touched[touchId] = true;
                touchX[touchId] = getRelativeX(touch, canvas);
                touchY[touchId] = getRelativeY(touch, canvas);
                deltaX[touchId] = 0;
                deltaY[touchId] = 0;
                if (processor != null) {
                    processor.touchDown(touchX[touchId], touchY[touchId], touchId, Buttons.LEFT);
                }
            }
            this.currentEventTimeStamp = TimeUtils.nanoTime();
            e.preventDefault();
        }
        if (e.getType().equals("touchmove")) {
            JsArray<Touch> touches = e.getChangedTouches();
            for (int i = 0, j = touches.length(); i < j; i++) {
                Touch touch = touches.get(i);
                int real = touch.getIdentifier();
                int touchId = touchMap.get(real);
                deltaX[touchId] = getRelativeX(touch, canvas) - touchX[touchId];
                deltaY[touchId] = getRelativeY(touch, canvas) - touchY[touchId];
                touchX[touchId] = getRelativeX(touch, canvas);
                touchY[touchId] = getRelativeY(touch, canvas);
                if (processor != null) {
                    processor.touchDragged(touchX[touchId], touchY[touchId], touchId);
                }
            }
            this.currentEventTimeStamp = TimeUtils.nanoTime();
            e.preventDefault();
        }
        if (e.getType().equals("touchcancel")) {
            JsArray<Touch> touches = e.getChangedTouches();
            for (int i = 0, j = touches.length(); i < j; i++) {
                Touch touch = touches.get(i);
                int real = touch.getIdentifier();
                int touchId = touchMap.get(real);
                touchMap.remove(real);
                touched[touchId] = false;
                deltaX[touchId] = getRelativeX(touch, canvas) - touchX[touchId];
                deltaY[touchId] = getRelativeY(touch, canvas) - touchY[touchId];
                touchX[touchId] = getRelativeX(touch, canvas);
                touchY[touchId] = getRelativeY(touch, canvas);
                if (processor != null) {
                    processor.touchUp(touchX[touchId], touchY[touchId], touchId, Buttons.LEFT);
                }
            }
            this.currentEventTimeStamp = TimeUtils.nanoTime();
            e.preventDefault();
        }
        if (e.getType().equals("touchend")) {
            JsArray<Touch> touches = e.getChangedTouches();
            for (int i = 0, j = touches.length(); i < j; i++) {
                Touch touch = touches.get(i);
                int real = touch.getIdentifier();
                int touchId = touchMap.get(real);
                touchMap.remove(real);
                touched[touchId] = false;
                deltaX[touchId] = getRelativeX(touch, canvas) - touchX[touchId];
                deltaY[touchId] = getRelativeY(touch, canvas) - touchY[touchId];
                touchX[touchId] = getRelativeX(touch, canvas);
                touchY[touchId] = getRelativeY(touch, canvas);
                if (processor != null) {
                    processor.touchUp(touchX[touchId], touchY[touchId], touchId, Buttons.LEFT);
                }
            }
            this.currentEventTimeStamp = TimeUtils.nanoTime();
            e.preventDefault();
        }
        // if(hasFocus) e.preventDefault();
    }

    private int getAvailablePointer() {
        for (int i = 0; i < MAX_TOUCHES; i++) {
            if (!touchMap.containsValue(i, false)) return i;
        }
        return -1;
    }
    /** libGDX's 120-case switch as a table: {@link com.tiltfall.html.DomKeys}. */
    protected int keyForCode(int keyCode, int location) {
        return com.tiltfall.html.DomKeys.gdxKey(keyCode, location);
    }
}
