package com.tiltfall.ecs.system;

import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntitySystem;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.component.TransformComponent;

/**
 * The camera as simulation state, advanced once per fixed step (so it is deterministic and testable): it follows
 * the player with a dead zone (the player moves freely in a box around the centre) and a look-ahead in the running
 * direction, eases towards that target exponentially, and keeps the view inside the level bounds. The renderer
 * reads {@link #interpolatedX(float)} / {@link #interpolatedY(float)}; it never changes this state.
 */
public class CameraSystem extends EntitySystem {
    /** Half extents of the dead zone, m. */
    public float deadZoneX = 1.0f, deadZoneY = 1.0f;
    /** Look-ahead distance in the running direction, m, and how fast it turns around (1/s). */
    public float lookAhead = 3f, lookAheadRate = 2f;
    /** Easing rate towards the target, 1/s (time constant 1/rate). */
    public float followRate = 8f;
    /** Above this horizontal speed the look-ahead points in the running direction, m/s. */
    public float lookAheadSpeed = 1f;

    private final Entity target;
    private final float viewW, viewH;
    private final float minX, minY, maxX, maxY;
    private float x, y, prevX, prevY, focusX, focusY, ahead;

    public CameraSystem(Entity target, float viewW, float viewH, float minX, float minY, float maxX, float maxY) {
        super(SystemOrder.CAMERA);
        this.target = target;
        this.viewW = viewW;
        this.viewH = viewH;
        this.minX = minX;
        this.minY = minY;
        this.maxX = maxX;
        this.maxY = maxY;
        TransformComponent t = Mappers.TRANSFORM.get(target);
        snapTo(t.x, t.y);
    }

    /** Jumps to the player without easing (level start, respawn). */
    public void snapTo(float px, float py) {
        focusX = px;
        focusY = py;
        ahead = 0f;
        x = prevX = clampX(px);
        y = prevY = clampY(py);
    }

    @Override
    public void update(float dt) {
        if (dt <= 0f) return;
        prevX = x;
        prevY = y;
        TransformComponent t = Mappers.TRANSFORM.get(target);
        float px = t.x, py = t.y;
        // a teleport (respawn) is a cut, not a pan
        if (Math.abs(px - t.prevX) > 5f || Math.abs(py - t.prevY) > 5f) {
            snapTo(px, py);
            return;
        }
        // dead zone: the focus only moves when the player pushes against the zone's edges
        if (px > focusX + deadZoneX) focusX = px - deadZoneX;
        else if (px < focusX - deadZoneX) focusX = px + deadZoneX;
        if (py > focusY + deadZoneY) focusY = py - deadZoneY;
        else if (py < focusY - deadZoneY) focusY = py + deadZoneY;
        // look-ahead towards the running direction
        float vx = (px - t.prevX) / dt;
        float want = vx > lookAheadSpeed ? lookAhead : (vx < -lookAheadSpeed ? -lookAhead : ahead);
        ahead += (want - ahead) * (1f - (float) Math.exp(-lookAheadRate * dt));
        float k = 1f - (float) Math.exp(-followRate * dt);
        x += (clampX(focusX + ahead) - x) * k;
        y += (clampY(focusY) - y) * k;
        x = clampX(x);
        y = clampY(y);
    }

    private float clampX(float v) {
        if (maxX - minX <= viewW) return (minX + maxX) / 2f;
        return Math.max(minX + viewW / 2f, Math.min(maxX - viewW / 2f, v));
    }

    private float clampY(float v) {
        if (maxY - minY <= viewH) return (minY + maxY) / 2f;
        return Math.max(minY + viewH / 2f, Math.min(maxY - viewH / 2f, v));
    }

    public float x() {
        return x;
    }

    public float y() {
        return y;
    }

    public float interpolatedX(float alpha) {
        return prevX + alpha * (x - prevX);
    }

    public float interpolatedY(float alpha) {
        return prevY + alpha * (y - prevY);
    }

    public float viewWidth() {
        return viewW;
    }

    public float viewHeight() {
        return viewH;
    }
}
