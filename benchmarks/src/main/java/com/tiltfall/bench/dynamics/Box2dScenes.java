package com.tiltfall.bench.dynamics;

import com.tiltfall.physics.collision.Circle;
import com.tiltfall.physics.collision.Polygon;
import com.tiltfall.physics.dynamics.BodyDef;
import com.tiltfall.physics.dynamics.BodyType;
import com.tiltfall.physics.dynamics.ColliderDef;
import com.tiltfall.physics.dynamics.RevoluteJointDef;
import com.tiltfall.physics.dynamics.World;
import com.tiltfall.physics.math.DetMath;

/**
 * The scenes of Box2D v3's {@code benchmark} app ({@code shared/benchmarks.c}: CreateLargePyramid, CreateTumbler,
 * CreateJointGrid) on Tiltfall's World, for {@link Box2dProtocol}. Every use of the World API by that runner is in this
 * one class (building, stepping, state hash), so an API change is ported here only.
 *
 * <p>Box2D's defaults are kept where the scene relies on them: gravity (0, -10), friction 0.6, density 1, restitution
 * 0, 1/60 s steps, 4 sub-steps. The engine's own solver settings (softness, iterations) are its defaults. Deviations
 * from Box2D's scenes are documented in docs/performance/dynamics.md ("Box2D v3 protocol").
 */
public final class Box2dScenes {
    private Box2dScenes() {}

    /** Box2D's benchmark app steps at 60 Hz with 4 sub-steps (benchmark/main.c). */
    public static final double TIME_STEP = 1.0 / 60.0;

    public static final int SUB_STEPS = 4;

    /** A freshly built scene: the world and its bodies in creation order. */
    public static final class Scene {
        private final World world;
        private final int[] bodies;
        private final int joints;

        Scene(World world, int[] bodies, int joints) {
            this.world = world;
            this.bodies = bodies;
            this.joints = joints;
        }

        /** One 1/60 s step. */
        public void step() {
            world.step(TIME_STEP);
        }

        public int bodyCount() {
            return bodies.length;
        }

        public int jointCount() {
            return joints;
        }

        /** Dynamic bodies asleep now (0 expected: two scenes turn sleeping off, nothing rests in the tumbler). */
        public int sleepingDynamicCount() {
            int n = 0;
            for (int b : bodies) if (world.getBodyType(b) == BodyType.DYNAMIC && !world.isAwake(b)) n++;
            return n;
        }

        /**
         * 64-bit hash of every body's position (body origin) and angle in creation order. The values are widened to
         * double before their bits are folded in, so the same code hashes double and double states; equal hashes mean
         * bit-identical states (up to hash collisions).
         */
        public long stateHash() {
            long h = 0xcbf29ce484222325L;
            for (int b : bodies) {
                h = fold(h, world.getX(b));
                h = fold(h, world.getY(b));
                h = fold(h, world.getAngle(b));
            }
            return h;
        }

        private static long fold(long h, double v) {
            h ^= Double.doubleToRawLongBits(v);
            h *= 0x9e3779b97f4a7c15L;
            return h ^ (h >>> 29);
        }
    }

    /** Builds a scene by its Box2D benchmark name: large_pyramid, tumbler or joint_grid. */
    public static Scene create(String name) {
        switch (name) {
            case "large_pyramid":
                return largePyramid(100);
            case "tumbler":
                return tumbler(45);
            case "joint_grid":
                return jointGrid(100);
            default:
                throw new IllegalArgumentException("unknown scene " + name);
        }
    }

    static World newWorld(boolean sleeping) {
        World w = new World(0, -10.0); // b2DefaultWorldDef: gravity (0, -10)
        w.setSubSteps(SUB_STEPS);
        w.setSleepingEnabled(sleeping);
        return w;
    }

    /**
     * CreateLargePyramid: static ground box (half-extents 100 x 1) at (0, -1), a pyramid of 0.5 m half-extent boxes
     * with the given base (100: 5,050 boxes), sleeping off.
     */
    static Scene largePyramid(int base) {
        World w = newWorld(false);
        int[] bodies = new int[1 + base * (base + 1) / 2];
        int n = 0;
        int ground = w.createBody(new BodyDef().type(BodyType.STATIC).position(0, -1.0));
        w.createCollider(
                ground, new ColliderDef(Polygon.box(100.0, 1.0)).density(1.0).friction(0.6));
        bodies[n++] = ground;
        double a = 0.5;
        Polygon box = Polygon.box(a, a);
        double shift = 1.0 * a;
        for (int i = 0; i < base; i++) {
            double y = (2.0 * i + 1.0) * shift;
            for (int j = i; j < base; j++) {
                double x = (i + 1.0) * shift + 2.0 * (j - i) * shift - a * base;
                int b = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(x, y));
                w.createCollider(b, new ColliderDef(box).density(1.0).friction(0.6));
                bodies[n++] = b;
            }
        }
        return new Scene(w, bodies, 0);
    }

    /**
     * CreateTumbler: a 20 m drum of 4 walls (density 50) centred at (0, 10) turning at 25 deg/s, and grid x grid boxes
     * of half-extent 0.125 on a 0.4 m grid inside (45: 2,025). Box2D's drum is dynamic, pinned to the ground by a
     * revolute joint with a motor (25 deg/s, max torque 1e8); Tiltfall has no joint motor, so the drum is kinematic
     * with that angular velocity. Sleeping stays on, as in Box2D's scene (nothing comes to rest in a turning drum).
     */
    static Scene tumbler(int grid) {
        World w = newWorld(true);
        int[] bodies = new int[1 + grid * grid];
        int n = 0;
        int drum = w.createBody(new BodyDef().type(BodyType.KINEMATIC).position(0, 10.0));
        w.createCollider(
                drum,
                new ColliderDef(Polygon.box(0.5, 10.0, 10.0, 0, 0))
                        .density(50.0)
                        .friction(0.6));
        w.createCollider(
                drum,
                new ColliderDef(Polygon.box(0.5, 10.0, -10.0, 0, 0))
                        .density(50.0)
                        .friction(0.6));
        w.createCollider(
                drum,
                new ColliderDef(Polygon.box(10.0, 0.5, 0, 10.0, 0))
                        .density(50.0)
                        .friction(0.6));
        w.createCollider(
                drum,
                new ColliderDef(Polygon.box(10.0, 0.5, 0, -10.0, 0))
                        .density(50.0)
                        .friction(0.6));
        w.setAngularVelocity(drum, (DetMath.PI / 180.0) * 25.0);
        bodies[n++] = drum;
        Polygon box = Polygon.box(0.125, 0.125);
        double y = -0.2 * grid + 10.0;
        for (int i = 0; i < grid; i++) {
            double x = -0.2 * grid;
            for (int j = 0; j < grid; j++) {
                int b = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(x, y));
                w.createCollider(b, new ColliderDef(box).density(1.0).friction(0.6));
                bodies[n++] = b;
                x += 0.4;
            }
            y += 0.4;
        }
        return new Scene(w, bodies, 0);
    }

    /**
     * CreateJointGrid: n x n circles of radius 0.4 at (k, -i), each pinned to its upper and left neighbour by a revolute
     * joint at the midpoint; the 7 top bodies around the middle column are static. Density 1, the circles do not
     * collide with each other (Box2D: category 2, mask ~2), gravity on, sleeping off.
     */
    static Scene jointGrid(int size) {
        World w = newWorld(false);
        int[] bodies = new int[size * size];
        Circle circle = new Circle(0.4);
        int joints = 0;
        int index = 0;
        for (int k = 0; k < size; k++) {
            for (int i = 0; i < size; i++) {
                double fk = k, fi = i;
                boolean fixed = k >= size / 2 - 3 && k <= size / 2 + 3 && i == 0;
                int b = w.createBody(new BodyDef()
                        .type(fixed ? BodyType.STATIC : BodyType.DYNAMIC)
                        .position(fk, -fi));
                int c = w.createCollider(b, new ColliderDef(circle).density(1.0).friction(0.6));
                w.setColliderFilter(c, 2, ~2);
                if (i > 0) {
                    w.createRevoluteJoint(new RevoluteJointDef(bodies[index - 1], b, fk, -fi + 0.5));
                    joints++;
                }
                if (k > 0) {
                    w.createRevoluteJoint(new RevoluteJointDef(bodies[index - size], b, fk - 0.5, -fi));
                    joints++;
                }
                bodies[index++] = b;
            }
        }
        return new Scene(w, bodies, joints);
    }
}
