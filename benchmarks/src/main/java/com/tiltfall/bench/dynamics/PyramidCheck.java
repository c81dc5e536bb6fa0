package com.tiltfall.bench.dynamics;

import com.tiltfall.physics.dynamics.World;
import org.dyn4j.dynamics.Body;

/**
 * Standing check of the Box2D benchmark pyramids over a fixed number of steps from a fresh scene, both engines:
 * {@code java -cp benchmarks/target/benchmarks.jar com.tiltfall.bench.dynamics.PyramidCheck 100 500}.
 * Prints the top box height before and after and the mean wall time per step (informative only).
 */
public final class PyramidCheck {
    public static void main(String[] args) {
        int base = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        int steps = args.length > 1 ? Integer.parseInt(args[1]) : 500;
        World w = TiltfallScenes.newWorld();
        int top = TiltfallScenes.pyramid(w, base);
        double y0 = w.getY(top);
        long t0 = System.nanoTime();
        for (int i = 0; i < steps; i++) w.step(1.0 / 60.0);
        long t1 = System.nanoTime();
        double y1 = w.getY(top);
        System.out.println("tiltfall pyramid-" + base + ": top y " + y0 + " -> " + y1 + " (sink "
                + (100.0 * (y0 - y1) / y0) + " %), " + ((t1 - t0) / 1e6 / steps) + " ms/step");
        org.dyn4j.world.World<Body> d = Dyn4jScenes.newWorld();
        Body dt = Dyn4jScenes.pyramid(d, base);
        double d0 = dt.getTransform().getTranslationY();
        t0 = System.nanoTime();
        for (int i = 0; i < steps; i++) d.step(1);
        t1 = System.nanoTime();
        double d1 = dt.getTransform().getTranslationY();
        System.out.println("dyn4j    pyramid-" + base + ": top y " + d0 + " -> " + d1 + " (sink "
                + (100.0 * (d0 - d1) / d0) + " %), " + ((t1 - t0) / 1e6 / steps) + " ms/step");
    }
}
