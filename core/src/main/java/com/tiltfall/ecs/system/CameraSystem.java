package com.tiltfall.ecs.system;

import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.EntitySystem;
import com.tiltfall.ecs.Mappers;
import com.tiltfall.ecs.StepTime;
import com.tiltfall.ecs.component.TransformComponent;
import com.tiltfall.physics.math.DetMath;

/**
 * The camera as simulation state, advanced once per fixed step (so it is deterministic and testable): it follows
 * the player with a dead zone (the player moves freely in a box around the centre) and a look-ahead in the running
 * direction, eases towards that target exponentially, and keeps the view inside the level bounds. The renderer
 * reads {@link #interpolatedX} / {@link #interpolatedY}; it never changes this state.
 */
public class CameraSystem extends EntitySystem {
    /** Half extents of the dead zone, m. */
    public double deadZoneX = 1.0, deadZoneY = 1.0;
    /** Look-ahead distance in the running direction, m, and how fast it turns around (1/s). */
    public double lookAhead = 3.0, lookAheadRate = 2.0;
    /** Easing rate towards the target, 1/s (time constant 1/rate). */
    public double followRate = 8.0;
    /** The speed up to which the look-ahead distance holds; faster, it reaches further in proportion, m/s. */
    static final double RUN_SPEED = 7.0;

    /** Above this horizontal speed the look-ahead points in the running direction, m/s. */
    public double lookAheadSpeed = 1.0;

    private final Entity target;
    private final double viewW, viewH;
    private final double minX, minY, maxX, maxY;
    private double x, y, prevX, prevY, focusX, focusY, ahead;

    private final StepTime time;

    public CameraSystem(
            StepTime time,
            Entity target,
            double viewW,
            double viewH,
            double minX,
            double minY,
            double maxX,
            double maxY) {
        super(SystemOrder.CAMERA);
        this.time = time;
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
    public void snapTo(double px, double py) {
        focusX = px;
        focusY = py;
        ahead = 0.0;
        x = prevX = clampX(px);
        y = prevY = clampY(py);
    }

    @Override
    public void update(float ashleyDelta) {
        double dt = time.dt;
        if (dt <= 0.0) return;
        prevX = x;
        prevY = y;
        TransformComponent t = Mappers.TRANSFORM.get(target);
        double px = t.x, py = t.y;
        // a teleport (respawn) is a cut, not a pan
        if (Math.abs(px - t.prevX) > 5.0 || Math.abs(py - t.prevY) > 5.0) {
            snapTo(px, py);
            return;
        }
        // dead zone: the focus only moves when the player pushes against the zone's edges
        if (px > focusX + deadZoneX) focusX = px - deadZoneX;
        else if (px < focusX - deadZoneX) focusX = px + deadZoneX;
        if (py > focusY + deadZoneY) focusY = py - deadZoneY;
        else if (py < focusY - deadZoneY) focusY = py + deadZoneY;
        // look-ahead towards the running direction
        double vx = (px - t.prevX) / dt;
        // further ahead the faster the run (up to twice at 14 m/s): what comes is on screen as long before it
        double reach = lookAhead * Math.min(2.0, Math.max(1.0, Math.abs(vx) / RUN_SPEED));
        double want = vx > lookAheadSpeed ? reach : (vx < -lookAheadSpeed ? -reach : ahead);
        ahead += (want - ahead) * (1.0 - DetMath.exp(-lookAheadRate * dt));
        double k = 1.0 - DetMath.exp(-followRate * dt);
        x += (clampX(focusX + ahead) - x) * k;
        y += (clampY(focusY) - y) * k;
        x = clampX(x);
        y = clampY(y);
    }

    private double clampX(double v) {
        return fit(v, viewW, minX, maxX);
    }

    private double clampY(double v) {
        return fit(v, viewH, minY, maxY);
    }

    /**
     * The centre nearest {@code v} of a view {@code view} m across that stays between {@code min} and {@code max}; a
     * view wider than that span is centred on it.
     */
    static double fit(double v, double view, double min, double max) {
        if (max - min <= view) return (min + max) / 2.0;
        return Math.max(min + view / 2.0, Math.min(max - view / 2.0, v));
    }

    /**
     * Where the renderer centres a view of {@code viewW} x {@code viewH} m (a wider or taller window than the
     * simulated 16 x 9 m) around the camera's {@code cx}, {@code cy}, so that it never shows past the level's sides
     * or below its bottom; a view taller than the level rests on its bottom. Render only: the state is not changed.
     */
    public double drawnX(double cx, double viewW) {
        return fit(cx, viewW, minX, maxX);
    }

    public double drawnY(double cy, double viewH) {
        return maxY - minY <= viewH ? minY + viewH / 2.0 : fit(cy, viewH, minY, maxY);
    }

    public double x() {
        return x;
    }

    public double y() {
        return y;
    }

    public double interpolatedX(double alpha) {
        return prevX + alpha * (x - prevX);
    }

    public double interpolatedY(double alpha) {
        return prevY + alpha * (y - prevY);
    }

    public double viewWidth() {
        return viewW;
    }

    public double viewHeight() {
        return viewH;
    }
}
