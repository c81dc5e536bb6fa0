package com.tiltfall.physics.dynamics;

import com.tiltfall.physics.collision.Aabb;
import com.tiltfall.physics.collision.DynamicTree;
import com.tiltfall.physics.collision.Manifold;
import com.tiltfall.physics.collision.MassData;
import com.tiltfall.physics.collision.Segment;
import com.tiltfall.physics.collision.Shape;
import com.tiltfall.physics.collision.Transform;
import com.tiltfall.physics.collision.TreePairCallback;
import com.tiltfall.physics.collision.TreeQueryCallback;
import com.tiltfall.physics.math.DetMath;

/**
 * The rigid-body world: bodies, colliders (shapes attached to bodies), contacts, joints and force elements, advanced
 * by {@link #step}.
 *
 * <p>Everything is stored in arrays of primitives indexed by int handles (body id, collider id, joint id, spring
 * id, contact id). Handles are recycled after destruction. {@code step} allocates nothing once the arrays have grown
 * to the scene's size; it never reads a clock and iterates only arrays, so a world fed the same inputs produces
 * bit-identical states on the same JVM.
 *
 * <p>The solver is a soft-step sequential-impulse solver modelled on Box2D v3: per step one collision pass, then
 * {@code subSteps} sub-steps of (integrate velocities, warm start, solve with soft bias, integrate positions, relax
 * without bias), then a restitution pass. See docs/physics/dynamics.md.
 */
public final class World {
    public static final int STATIC = 0;
    public static final int KINEMATIC = 1;
    public static final int DYNAMIC = 2;

    /** Position correction of contacts: Box2D v3 soft constraints (default). */
    public static final int CORRECTION_SOFT = 0;
    /** Position correction of contacts: article 003's projection (percent, slop), applied after each sub-step. */
    public static final int CORRECTION_PROJECTION = 1;
    /** Both: soft contacts, then article 003's projection of the penetration left beyond the slop. */
    public static final int CORRECTION_SOFT_AND_PROJECTION = 2;

    // ------------------------------------------------------------------ settings
    double gravityX, gravityY;
    int subSteps = 4;
    Integrator integrator = Integrator.SEMI_IMPLICIT_EULER;
    double contactHertz = 120.0;
    double contactDampingRatio = 10.0;
    double jointHertz = 60.0;
    double jointDampingRatio = 2.0;
    int jointIterations = 2;
    int contactIterations = 1;
    double contactHertzCap = 0.25;
    double contactPushMaxVelocity = 3.0;
    double restitutionThreshold = 1.0;
    double maxLinearSpeed = 400.0;
    double linearSlop = 0.005;
    double speculativeDistance = 4.0 * 0.005;
    double aabbMargin = 0.1;
    boolean warmStarting = true;
    boolean sleepingEnabled = true;
    double timeToSleep = 0.5;
    double sleepVelocity = 0.05;
    int positionCorrection = CORRECTION_SOFT;
    double correctionPercent = 0.4;
    double correctionSlop = 0.01;
    ContactListener listener;

    // ------------------------------------------------------------------ bodies (struct of arrays)
    static final int B_ALIVE = 1, B_AWAKE = 2, B_FIXED_ROT = 4, B_BULLET = 8, B_SLEEP_OK = 16;
    int bodyCap, bodyHigh, bodyFreeTop;
    int[] bodyFree;
    int[] bType, bFlags;
    /** Centre of mass in world space, angle, cos/sin of the angle. */
    double[] px, py, ang, qc, qs;
    /** Centre of mass in body-local coordinates. */
    double[] lcx, lcy;

    double[] fx, fy, tq;
    double[] mass, invMass, inertia, invI;
    double[] linDamp, angDamp, gravScale, sleepTime, maxExtent;
    /** Half the smallest width of the body's colliders: a step longer than half of it may skip a thin wall. */
    double[] minExtent;
    /** This step's sweep: centre of mass and angle at its start, angle change over it (continuous collision). */
    double[] c0x, c0y, a0, sweepDa;
    /** Body origin of the previous step, for render interpolation. */
    double[] prevX, prevY, prevAng;
    /**
     * Body velocity and solver state, interleaved (stride 8, one 32-byte block per body, as Box2D's b2BodyState):
     * linear velocity x, y, angular velocity, then within a step the position delta x, y, rotation delta (cos, sin)
     * and angle delta.
     */
    double[] bs;
    /** Integrator offsets within a step. */
    double[] offX, offY, offA;

    Object[] bUser;
    int[] bColliderHead, bContactHead, bJointHead, bIslandNext, bIslandOf, bIslandParent;
    Transform[] bXf;

    // ------------------------------------------------------------------ colliders
    static final int C_ALIVE = 1, C_SENSOR = 2, C_PRESOLVE = 4;
    int colCap, colHigh, colFreeTop;
    int[] colFree;
    Shape[] colShape;
    int[] colBody, colNext, colFlags, colCategory, colMask, colProxy;
    double[] colDensity, colMuS, colMuD, colRest;
    double[] colFat; // 4 per collider: minX, minY, maxX, maxY
    Object[] colUser;

    // ------------------------------------------------------------------ contacts
    static final int K_TOUCHING = 1, K_ENABLED = 2, K_SENSOR = 4, K_ALIVE = 8, K_SIM = 16;
    int conCap, conHigh, conFreeTop, conCount;
    int[] conFree;
    int[] kColA, kColB, kBodyA, kBodyB, kFlags;
    int[] kEdgePrev, kEdgeNext; // 2 per contact (side A, side B), key = contact * 2 + side
    double[] kMuS, kMuD, kRest;
    Manifold[] kMan;
    /** Per manifold point (2 per contact): feature id, accumulated normal/tangent impulse, max normal impulse. */
    int[] kPid;

    double[] kNImp, kTImp, kMaxImp;
    final PairSet pairs = new PairSet();

    // ------------------------------------------------------------------ contact constraints (built each step)
    int ccCount, ccCap;
    /**
     * Constraint ints, interleaved (stride {@link #CI_STRIDE}): contact id, body A, body B, point count | static flag | pair flag (solved together with the next).
     */
    int[] ccI;

    static final int CI_STRIDE = 4, CI_A = 1, CI_B = 2, CI_PC = 3, CI_POINTS = 3, CI_STATIC = 4, CI_PAIR = 8;
    /**
     * Constraint floats, interleaved (stride {@link #CF_STRIDE} = 32 floats = two cache lines per constraint, as Box2D's
     * b2ContactConstraint): inverse masses and inertias, normal, friction, restitution, then two points of
     * {@link #CP_STRIDE} floats (the anchors rA, rB from the centres of mass as r . n and r x n, adjusted separation, normal/tangent effective mass,
     * accumulated normal/tangent impulse, max normal impulse, pre-step normal velocity).
     */
    double[] cf;
    /** Wavefront levels of the constraints (see prepareContacts): per body, per contact, per level. */
    int[] bLevel, kLevel;

    int[] levelStart = new int[64];
    int ccLevels;
    static final int CF_STRIDE = 32,
            CF_MA = 0,
            CF_IA = 1,
            CF_MB = 2,
            CF_IB = 3,
            CF_NX = 4,
            CF_NY = 5,
            CF_MUS = 6,
            CF_MUD = 7,
            CF_REST = 8,
            CF_P0 = 10;
    static final int CP_STRIDE = 11,
            CP_DA = 0,
            CP_DB = 1,
            CP_RNA = 2,
            CP_RNB = 3,
            CP_SEP = 4,
            CP_NMASS = 5,
            CP_TMASS = 6,
            CP_NIMP = 7,
            CP_TIMP = 8,
            CP_MAXIMP = 9,
            CP_RELV = 10;

    // ------------------------------------------------------------------ joints
    public static final int JOINT_DISTANCE = 1, JOINT_REVOLUTE = 2;
    int jCap, jHigh, jFreeTop;
    int[] jFree;
    int[] jType, jA, jB, jEdgePrev, jEdgeNext;
    boolean[] jAlive, jCollide;
    /** Local anchors relative to the body origins. */
    double[] jLax, jLay, jLbx, jLby;

    double[] jLength, jMin, jMax;
    /** Prepared per step: anchors relative to the centres of mass (rotated), centre delta, axial mass. */
    double[] jRAx, jRAy, jRBx, jRBy, jDcx, jDcy, jAxMass;

    double[] jImp, jLowImp, jUpImp, jImpX, jImpY;

    // ------------------------------------------------------------------ force elements (spring / damper)
    int sCap, sHigh, sFreeTop;
    int[] sFree;
    boolean[] sAlive;
    int[] sA, sB;
    double[] sLax, sLay, sLbx, sLby, sRest, sKs, sKd;

    // ------------------------------------------------------------------ scratch
    int awakeCount;
    int[] awake;
    /** Stage state and derivative accumulators of the integrators (RK4 / explicit Euler), per body. */
    double[] stX, stY, stA, stVX, stVY, stW, efx, efy, etq, sumX, sumY, sumA, sumVX, sumVY, sumW, s0VX, s0VY, s0W;
    /** Broad phase over colFat (bounds as given: the world fattens them itself), with a move buffer. */
    final DynamicTree broad = new DynamicTree();

    final NarrowPhaseAdapter narrow = new NarrowPhaseAdapter();
    final Aabb tmpAabb = new Aabb();
    final MassData tmpMass = new MassData();
    int[] evBegin = new int[64], evEnd = new int[64], evBeginCon = new int[32], evEndCon = new int[32];
    int evBeginCount, evEndCount;
    int[] uf = new int[0];
    double[] ufMinSleep = new double[0];
    long stepCount;

    // softness of the current step
    double cBias, cMassScale, cImpScale, sBias, sMassScale, sImpScale, jBias, jMassScale, jImpScale;

    public World(double gravityX, double gravityY) {
        this.gravityX = gravityX;
        this.gravityY = gravityY;
        growBodies(16);
        growColliders(16);
        growContacts(16);
        growConstraints(16);
        growJoints(4);
        growSprings(4);
    }

    // ================================================================== settings
    public void setGravity(double x, double y) {
        gravityX = x;
        gravityY = y;
        wakeAll();
    }

    public double getGravityX() {
        return gravityX;
    }

    public double getGravityY() {
        return gravityY;
    }
    /** Number of solver sub-steps per {@link #step} (default 4). */
    public void setSubSteps(int n) {
        subSteps = Math.max(1, n);
    }

    public int getSubSteps() {
        return subSteps;
    }

    public void setIntegrator(Integrator i) {
        integrator = i;
    }

    public Integrator getIntegrator() {
        return integrator;
    }
    /** Contact stiffness (default 120 Hz, capped at a quarter of the sub-step rate) and damping ratio (default 10). */
    public void setContactSoftness(double hertz, double dampingRatio) {
        contactHertz = hertz;
        contactDampingRatio = dampingRatio;
    }
    /** Joint stiffness (default 60 Hz, Box2D's) and damping ratio (default 2); chains want 240 Hz / 1; hertz 0 removes the position correction. */
    public void setJointSoftness(double hertz, double dampingRatio) {
        jointHertz = hertz;
        jointDampingRatio = dampingRatio;
    }
    /** Contact solver passes per sub-step in the solve and the relax stages (default 1, Box2D v3's). */
    public void setContactIterations(int n) {
        contactIterations = Math.max(1, n);
    }
    /** Joint solver passes per sub-step, in both the biased solve and the relax stage (default 2). */
    public void setJointIterations(int n) {
        jointIterations = Math.max(1, n);
    }
    /** Largest speed at which overlapping bodies are pushed apart (default 3 m/s). */
    public void setContactPushMaxVelocity(double v) {
        contactPushMaxVelocity = v;
    }
    /** Approach speeds below this bounce with no restitution (default 1 m/s). */
    public void setRestitutionThreshold(double v) {
        restitutionThreshold = v;
    }

    public void setMaxLinearSpeed(double v) {
        maxLinearSpeed = v;
    }

    public void setWarmStarting(boolean on) {
        warmStarting = on;
    }

    public void setSleepingEnabled(boolean on) {
        sleepingEnabled = on;
        if (!on) wakeAll();
    }

    public void setTimeToSleep(double seconds) {
        timeToSleep = seconds;
    }

    public void setSleepVelocity(double v) {
        sleepVelocity = v;
    }
    /** Distance under which separated shapes already get a (speculative) contact (default 0.02 m). */
    public void setSpeculativeDistance(double d) {
        speculativeDistance = d;
    }
    /**
     * {@link #CORRECTION_SOFT} (Box2D v3 soft contacts, default) or {@link #CORRECTION_PROJECTION} (article 003:
     * after each sub-step, move the bodies apart along the normal by percent * max(depth - slop, 0), split by
     * effective inverse mass, angular terms included).
     */
    public void setPositionCorrection(int mode, double percent, double slop) {
        positionCorrection = mode;
        correctionPercent = percent;
        correctionSlop = slop;
    }

    public void setContactListener(ContactListener l) {
        listener = l;
    }

    // ================================================================== growth
    static double[] grow(double[] a, int n) {
        double[] b = new double[n];
        if (a != null) System.arraycopy(a, 0, b, 0, a.length);
        return b;
    }

    static int[] grow(int[] a, int n) {
        int[] b = new int[n];
        if (a != null) System.arraycopy(a, 0, b, 0, a.length);
        return b;
    }

    static boolean[] grow(boolean[] a, int n) {
        boolean[] b = new boolean[n];
        if (a != null) System.arraycopy(a, 0, b, 0, a.length);
        return b;
    }

    static Object[] grow(Object[] a, int n) {
        Object[] b = new Object[n];
        if (a != null) System.arraycopy(a, 0, b, 0, a.length);
        return b;
    }

    private void growBodies(int n) {
        bodyFree = grow(bodyFree, n);
        bType = grow(bType, n);
        bFlags = grow(bFlags, n);
        px = grow(px, n);
        py = grow(py, n);
        ang = grow(ang, n);
        qc = grow(qc, n);
        qs = grow(qs, n);
        lcx = grow(lcx, n);
        lcy = grow(lcy, n);
        bs = grow(bs, 8 * n);
        bLevel = grow(bLevel, n);
        fx = grow(fx, n);
        fy = grow(fy, n);
        tq = grow(tq, n);
        mass = grow(mass, n);
        invMass = grow(invMass, n);
        inertia = grow(inertia, n);
        invI = grow(invI, n);
        linDamp = grow(linDamp, n);
        angDamp = grow(angDamp, n);
        gravScale = grow(gravScale, n);
        sleepTime = grow(sleepTime, n);
        maxExtent = grow(maxExtent, n);
        minExtent = grow(minExtent, n);
        c0x = grow(c0x, n);
        c0y = grow(c0y, n);
        a0 = grow(a0, n);
        sweepDa = grow(sweepDa, n);
        toiFraction = grow(toiFraction, n);
        fastList = grow(fastList, n);
        prevX = grow(prevX, n);
        prevY = grow(prevY, n);
        prevAng = grow(prevAng, n);
        offX = grow(offX, n);
        offY = grow(offY, n);
        offA = grow(offA, n);
        bUser = grow(bUser, n);
        bColliderHead = grow(bColliderHead, n);
        bContactHead = grow(bContactHead, n);
        bJointHead = grow(bJointHead, n);
        bIslandNext = grow(bIslandNext, n);
        bIslandOf = grow(bIslandOf, n);
        bIslandParent = grow(bIslandParent, n);
        Transform[] xf = new Transform[n];
        if (bXf != null) System.arraycopy(bXf, 0, xf, 0, bXf.length);
        for (int i = bXf == null ? 0 : bXf.length; i < n; i++) xf[i] = new Transform();
        bXf = xf;
        awake = grow(awake, n);
        efxTmp = grow(efxTmp, n);
        efyTmp = grow(efyTmp, n);
        etqTmp = grow(etqTmp, n);
        stX = grow(stX, n);
        stY = grow(stY, n);
        stA = grow(stA, n);
        stVX = grow(stVX, n);
        stVY = grow(stVY, n);
        stW = grow(stW, n);
        efx = grow(efx, n);
        efy = grow(efy, n);
        etq = grow(etq, n);
        sumX = grow(sumX, n);
        sumY = grow(sumY, n);
        sumA = grow(sumA, n);
        sumVX = grow(sumVX, n);
        sumVY = grow(sumVY, n);
        sumW = grow(sumW, n);
        s0VX = grow(s0VX, n);
        s0VY = grow(s0VY, n);
        s0W = grow(s0W, n);
        bodyCap = n;
    }

    private void growColliders(int n) {
        colFree = grow(colFree, n);
        Shape[] s = new Shape[n];
        if (colShape != null) System.arraycopy(colShape, 0, s, 0, colShape.length);
        colShape = s;
        colBody = grow(colBody, n);
        colNext = grow(colNext, n);
        colFlags = grow(colFlags, n);
        colCategory = grow(colCategory, n);
        colMask = grow(colMask, n);
        colProxy = grow(colProxy, n);
        colDensity = grow(colDensity, n);
        colMuS = grow(colMuS, n);
        colMuD = grow(colMuD, n);
        colRest = grow(colRest, n);
        colFat = grow(colFat, 4 * n);
        colUser = grow(colUser, n);
        colCap = n;
    }

    private void growContacts(int n) {
        conFree = grow(conFree, n);
        kColA = grow(kColA, n);
        kColB = grow(kColB, n);
        kBodyA = grow(kBodyA, n);
        kBodyB = grow(kBodyB, n);
        kFlags = grow(kFlags, n);
        kEdgePrev = grow(kEdgePrev, 2 * n);
        kEdgeNext = grow(kEdgeNext, 2 * n);
        kMuS = grow(kMuS, n);
        kMuD = grow(kMuD, n);
        kRest = grow(kRest, n);
        Manifold[] m = new Manifold[n];
        if (kMan != null) System.arraycopy(kMan, 0, m, 0, kMan.length);
        for (int i = kMan == null ? 0 : kMan.length; i < n; i++) m[i] = new Manifold();
        kMan = m;
        kLevel = grow(kLevel, n);
        kPid = grow(kPid, 2 * n);
        kNImp = grow(kNImp, 2 * n);
        kTImp = grow(kTImp, 2 * n);
        kMaxImp = grow(kMaxImp, 2 * n);
        conCap = n;
    }

    private void growConstraints(int n) {
        ccI = grow(ccI, CI_STRIDE * n);
        cf = grow(cf, CF_STRIDE * n);
        ccCap = n;
    }

    private void growJoints(int n) {
        jFree = grow(jFree, n);
        jType = grow(jType, n);
        jA = grow(jA, n);
        jB = grow(jB, n);
        jEdgePrev = grow(jEdgePrev, 2 * n);
        jEdgeNext = grow(jEdgeNext, 2 * n);
        jAlive = grow(jAlive, n);
        jCollide = grow(jCollide, n);
        jLax = grow(jLax, n);
        jLay = grow(jLay, n);
        jLbx = grow(jLbx, n);
        jLby = grow(jLby, n);
        jLength = grow(jLength, n);
        jMin = grow(jMin, n);
        jMax = grow(jMax, n);
        jRAx = grow(jRAx, n);
        jRAy = grow(jRAy, n);
        jRBx = grow(jRBx, n);
        jRBy = grow(jRBy, n);
        jDcx = grow(jDcx, n);
        jDcy = grow(jDcy, n);
        jAxMass = grow(jAxMass, n);
        jImp = grow(jImp, n);
        jLowImp = grow(jLowImp, n);
        jUpImp = grow(jUpImp, n);
        jImpX = grow(jImpX, n);
        jImpY = grow(jImpY, n);
        jCap = n;
    }

    private void growSprings(int n) {
        sFree = grow(sFree, n);
        sAlive = grow(sAlive, n);
        sA = grow(sA, n);
        sB = grow(sB, n);
        sLax = grow(sLax, n);
        sLay = grow(sLay, n);
        sLbx = grow(sLbx, n);
        sLby = grow(sLby, n);
        sRest = grow(sRest, n);
        sKs = grow(sKs, n);
        sKd = grow(sKd, n);
        sCap = n;
    }

    // ================================================================== bodies
    /** Creates a body of the given type ({@link #STATIC}, {@link #KINEMATIC}, {@link #DYNAMIC}) with its origin at (x, y). */
    public int createBody(int type, double x, double y, double angle) {
        int id;
        if (bodyFreeTop > 0) id = bodyFree[--bodyFreeTop];
        else {
            if (bodyHigh == bodyCap) growBodies(bodyCap * 2);
            id = bodyHigh++;
        }
        bType[id] = type;
        bFlags[id] = B_ALIVE | B_SLEEP_OK | (type == STATIC ? 0 : B_AWAKE);
        px[id] = x;
        py[id] = y;
        ang[id] = angle;
        qc[id] = DetMath.cos(angle);
        qs[id] = DetMath.sin(angle);
        lcx[id] = 0;
        lcy[id] = 0;
        bs[8 * id] = 0;
        bs[8 * id + 1] = 0;
        bs[8 * id + 2] = 0;
        fx[id] = 0;
        fy[id] = 0;
        tq[id] = 0;
        linDamp[id] = 0;
        angDamp[id] = 0;
        gravScale[id] = 1;
        sleepTime[id] = 0;
        maxExtent[id] = 0;
        bs[8 * id + 3] = 0;
        bs[8 * id + 4] = 0;
        bs[8 * id + 5] = 1;
        bs[8 * id + 6] = 0;
        bs[8 * id + 7] = 0;
        offX[id] = 0;
        offY[id] = 0;
        offA[id] = 0;
        bUser[id] = null;
        bColliderHead[id] = -1;
        bContactHead[id] = -1;
        bJointHead[id] = -1;
        bIslandNext[id] = -1;
        bIslandOf[id] = -1;
        if (type == DYNAMIC) {
            mass[id] = 1;
            invMass[id] = 1;
            inertia[id] = 0;
            invI[id] = 0;
        } else {
            mass[id] = 0;
            invMass[id] = 0;
            inertia[id] = 0;
            invI[id] = 0;
        }
        prevX[id] = x;
        prevY[id] = y;
        prevAng[id] = angle;
        bXf[id].set(x, y, angle);
        return id;
    }

    /** Destroys a body, its colliders, its joints, springs and contacts. */
    public void destroyBody(int b) {
        if (!isBodyAlive(b)) return;
        wakeBody(b);
        // joints
        while (bJointHead[b] != -1) destroyJoint(bJointHead[b] >> 1);
        for (int s = 0; s < sHigh; s++) if (sAlive[s] && (sA[s] == b || sB[s] == b)) destroySpring(s);
        while (bColliderHead[b] != -1) destroyCollider(bColliderHead[b]);
        bFlags[b] = 0;
        bUser[b] = null;
        bodyFree[bodyFreeTop++] = b;
    }

    public boolean isBodyAlive(int b) {
        return b >= 0 && b < bodyHigh && (bFlags[b] & B_ALIVE) != 0;
    }

    public int getBodyType(int b) {
        return bType[b];
    }

    /** Changes the body type; mass is recomputed from the colliders. */
    public void setBodyType(int b, int type) {
        if (bType[b] == type) return;
        wakeBody(b);
        bType[b] = type;
        if (type == STATIC) {
            bs[8 * b] = 0;
            bs[8 * b + 1] = 0;
            bs[8 * b + 2] = 0;
            bFlags[b] &= ~B_AWAKE;
        } else bFlags[b] |= B_AWAKE;
        resetMassData(b);
        // contacts may no longer be valid for this pair of types: drop them, the broad phase recreates them
        while (bContactHead[b] != -1) destroyContact(bContactHead[b] >> 1);
        for (int c = bColliderHead[b]; c != -1; c = colNext[c]) broad.touch(colProxy[c]);
    }

    /** Body origin (the point the shapes are defined around), x. */
    public double getX(int b) {
        return px[b] - (qc[b] * lcx[b] - qs[b] * lcy[b]);
    }

    public double getY(int b) {
        return py[b] - (qs[b] * lcx[b] + qc[b] * lcy[b]);
    }

    public double getAngle(int b) {
        return ang[b];
    }

    public double getCenterX(int b) {
        return px[b];
    }

    public double getCenterY(int b) {
        return py[b];
    }

    public double getLocalCenterX(int b) {
        return lcx[b];
    }

    public double getLocalCenterY(int b) {
        return lcy[b];
    }

    public double getVelocityX(int b) {
        return bs[8 * b];
    }

    public double getVelocityY(int b) {
        return bs[8 * b + 1];
    }

    public double getAngularVelocity(int b) {
        return bs[8 * b + 2];
    }

    public double getMass(int b) {
        return mass[b];
    }
    /** Rotational inertia about the centre of mass. */
    public double getInertia(int b) {
        return inertia[b];
    }

    public Transform getTransform(int b) {
        return bXf[b];
    }

    public Object getUserData(int b) {
        return bUser[b];
    }

    public void setUserData(int b, Object o) {
        bUser[b] = o;
    }

    public boolean isAwake(int b) {
        return (bFlags[b] & B_AWAKE) != 0;
    }

    /** Previous step's origin and angle, and interpolation between it and the current state (alpha in [0, 1]). */
    public double getPreviousX(int b) {
        return prevX[b];
    }

    public double getPreviousY(int b) {
        return prevY[b];
    }

    public double getPreviousAngle(int b) {
        return prevAng[b];
    }

    public double getInterpolatedX(int b, double alpha) {
        return prevX[b] + alpha * (getX(b) - prevX[b]);
    }

    public double getInterpolatedY(int b, double alpha) {
        return prevY[b] + alpha * (getY(b) - prevY[b]);
    }

    public double getInterpolatedAngle(int b, double alpha) {
        return prevAng[b] + alpha * (ang[b] - prevAng[b]);
    }

    /** Teleports the body origin (also resets the interpolation history). */
    public void setTransform(int b, double x, double y, double angle) {
        double c = DetMath.cos(angle), s = DetMath.sin(angle);
        ang[b] = angle;
        qc[b] = c;
        qs[b] = s;
        px[b] = x + (c * lcx[b] - s * lcy[b]);
        py[b] = y + (s * lcx[b] + c * lcy[b]);
        prevX[b] = x;
        prevY[b] = y;
        prevAng[b] = angle;
        bXf[b].set(x, y, angle);
        wakeBody(b);
        refreshProxies(b, true);
    }

    public void setLinearVelocity(int b, double x, double y) {
        if (bType[b] == STATIC) return;
        bs[8 * b] = x;
        bs[8 * b + 1] = y;
        if (x != 0 || y != 0) wakeBody(b);
        if (bType[b] == KINEMATIC) wakeTouching(b);
    }

    public void setAngularVelocity(int b, double v) {
        if (bType[b] == STATIC || (bFlags[b] & B_FIXED_ROT) != 0) return;
        bs[8 * b + 2] = v;
        if (v != 0) wakeBody(b);
        if (bType[b] == KINEMATIC) wakeTouching(b);
    }

    /** Force (N) at the centre of mass, cleared after the next step. */
    public void applyForceToCenter(int b, double x, double y) {
        if (bType[b] != DYNAMIC) return;
        fx[b] += x;
        fy[b] += y;
        wakeBody(b);
    }

    /** Force at a world point: adds the torque (p - c) x F. */
    public void applyForce(int b, double x, double y, double wx, double wy) {
        if (bType[b] != DYNAMIC) return;
        fx[b] += x;
        fy[b] += y;
        tq[b] += (wx - px[b]) * y - (wy - py[b]) * x;
        wakeBody(b);
    }

    public void applyTorque(int b, double t) {
        if (bType[b] != DYNAMIC) return;
        tq[b] += t;
        wakeBody(b);
    }

    public void applyLinearImpulseToCenter(int b, double x, double y) {
        if (bType[b] != DYNAMIC) return;
        bs[8 * b] += invMass[b] * x;
        bs[8 * b + 1] += invMass[b] * y;
        wakeBody(b);
    }

    public void applyLinearImpulse(int b, double x, double y, double wx, double wy) {
        if (bType[b] != DYNAMIC) return;
        bs[8 * b] += invMass[b] * x;
        bs[8 * b + 1] += invMass[b] * y;
        bs[8 * b + 2] += invI[b] * ((wx - px[b]) * y - (wy - py[b]) * x);
        wakeBody(b);
    }

    public void applyAngularImpulse(int b, double j) {
        if (bType[b] != DYNAMIC) return;
        bs[8 * b + 2] += invI[b] * j;
        wakeBody(b);
    }

    public void setLinearDamping(int b, double d) {
        linDamp[b] = d;
    }

    public void setAngularDamping(int b, double d) {
        angDamp[b] = d;
    }

    public void setGravityScale(int b, double s) {
        gravScale[b] = s;
    }

    /** A fixed-rotation body never turns (infinite inertia): the player capsule. */
    /**
     * A bullet is swept against every other body, dynamic ones included, when it moves fast (Box2D's isBullet); other
     * fast bodies are swept against static bodies only. Costs a time-of-impact query per nearby collider per step.
     */
    public void setBullet(int b, boolean bullet) {
        if (bullet) bFlags[b] |= B_BULLET;
        else bFlags[b] &= ~B_BULLET;
    }

    public boolean isBullet(int b) {
        return (bFlags[b] & B_BULLET) != 0;
    }

    public void setFixedRotation(int b, boolean fixed) {
        if (fixed) {
            bFlags[b] |= B_FIXED_ROT;
            bs[8 * b + 2] = 0;
        } else bFlags[b] &= ~B_FIXED_ROT;
        resetMassData(b);
    }

    public boolean isFixedRotation(int b) {
        return (bFlags[b] & B_FIXED_ROT) != 0;
    }

    /** Allows or forbids this body to fall asleep. */
    public void setSleepAllowed(int b, boolean ok) {
        if (ok) bFlags[b] |= B_SLEEP_OK;
        else {
            bFlags[b] &= ~B_SLEEP_OK;
            wakeBody(b);
        }
    }

    /**
     * Overrides the mass properties: mass (kg), centre of mass in body coordinates and rotational inertia about
     * that centre. Colliders added later recompute them.
     */
    public void setMassData(int b, double m, double cx, double cy, double inertiaAboutCenter) {
        if (bType[b] != DYNAMIC) return;
        double ox = getX(b), oy = getY(b);
        mass[b] = m > 0 ? m : 1;
        invMass[b] = 1.0 / mass[b];
        lcx[b] = cx;
        lcy[b] = cy;
        if (inertiaAboutCenter > 0 && (bFlags[b] & B_FIXED_ROT) == 0) {
            inertia[b] = inertiaAboutCenter;
            invI[b] = 1.0 / inertiaAboutCenter;
        } else {
            inertia[b] = 0;
            invI[b] = 0;
        }
        px[b] = ox + (qc[b] * cx - qs[b] * cy);
        py[b] = oy + (qs[b] * cx + qc[b] * cy);
    }

    /** Recomputes mass, centre of mass and inertia from the colliders' shapes and densities. */
    public void resetMassData(int b) {
        double ox = getX(b), oy = getY(b);
        double m = 0, mx = 0, my = 0, iOrigin = 0;
        double ext = 0, inner = Double.MAX_VALUE;
        for (int c = bColliderHead[b]; c != -1; c = colNext[c]) {
            Shape s = colShape[c];
            if ((colFlags[c] & C_SENSOR) == 0) inner = Math.min(inner, TimeOfImpact.innerExtent(s));
            colShape[c].computeAabb(identity, tmpAabb);
            ext = Math.max(
                    ext,
                    Math.max(
                            Math.max(Math.abs(tmpAabb.minX), Math.abs(tmpAabb.maxX)),
                            Math.max(Math.abs(tmpAabb.minY), Math.abs(tmpAabb.maxY))));
            if ((colFlags[c] & C_SENSOR) != 0 || colDensity[c] <= 0) continue;
            s.computeMass(colDensity[c], tmpMass);
            double mm = tmpMass.mass;
            m += mm;
            mx += mm * tmpMass.centroidX;
            my += mm * tmpMass.centroidY;
            // parallel axis: inertia about the body origin
            iOrigin += tmpMass.inertia
                    + mm * (tmpMass.centroidX * tmpMass.centroidX + tmpMass.centroidY * tmpMass.centroidY);
        }
        maxExtent[b] = ext;
        minExtent[b] = inner == Double.MAX_VALUE ? 0 : inner;
        if (bType[b] != DYNAMIC) {
            mass[b] = 0;
            invMass[b] = 0;
            inertia[b] = 0;
            invI[b] = 0;
            lcx[b] = 0;
            lcy[b] = 0;
            px[b] = ox;
            py[b] = oy;
            return;
        }
        double cx = 0, cy = 0;
        if (m > 0) {
            cx = mx / m;
            cy = my / m;
        }
        double ic = iOrigin - m * (cx * cx + cy * cy);
        if (m <= 0) {
            m = 1;
            ic = 0;
        }
        mass[b] = m;
        invMass[b] = 1.0 / m;
        lcx[b] = cx;
        lcy[b] = cy;
        if (ic > 0 && (bFlags[b] & B_FIXED_ROT) == 0) {
            inertia[b] = ic;
            invI[b] = 1.0 / ic;
        } else {
            inertia[b] = 0;
            invI[b] = 0;
        }
        px[b] = ox + (qc[b] * cx - qs[b] * cy);
        py[b] = oy + (qs[b] * cx + qc[b] * cy);
    }

    private final Transform identity = new Transform();

    // ================================================================== colliders
    /**
     * Attaches a shape (body-local coordinates) to a body. Density in kg/m^2 (0 for massless), friction is both the
     * static and dynamic coefficient (see {@link #setColliderFriction}), restitution in [0, 1].
     */
    public int createCollider(int b, Shape shape, double density, double friction, double restitution) {
        int c;
        if (colFreeTop > 0) c = colFree[--colFreeTop];
        else {
            if (colHigh == colCap) growColliders(colCap * 2);
            c = colHigh++;
        }
        colShape[c] = shape;
        colBody[c] = b;
        colFlags[c] = C_ALIVE;
        colCategory[c] = 1;
        colMask[c] = -1;
        colDensity[c] = density;
        colMuS[c] = friction;
        colMuD[c] = friction;
        colRest[c] = restitution;
        colUser[c] = null;
        colNext[c] = bColliderHead[b];
        bColliderHead[b] = c;
        computeFat(c, true);
        colProxy[c] = broad.createProxy(
                c, colFat[4 * c], colFat[4 * c + 1], colFat[4 * c + 2], colFat[4 * c + 3], bType[b] == STATIC);
        resetMassData(b);
        if (bType[b] != STATIC) wakeBody(b);
        else if (stepCount > 0) addStaticAfterStart(c);
        return c;
    }

    /**
     * A static proxy never looks for pairs itself (moving proxies find it), but a body already at rest beside it
     * does not move: look from the static side once (Box2D v3's forced pair creation) and wake the bodies it
     * overlaps, so that a wall dropped onto a sleeping crate pushes it. Level loading (before the first step) skips
     * this: its pairs are found from the dynamic side anyway, in the same order as always.
     */
    private void addStaticAfterStart(int c) {
        broad.touch(colProxy[c]);
        broad.query(colFat[4 * c], colFat[4 * c + 1], colFat[4 * c + 2], colFat[4 * c + 3], wakeOverlapped);
    }

    private final TreeQueryCallback wakeOverlapped = new TreeQueryCallback() {
        @Override
        public boolean reportProxy(int proxyId) {
            wakeBody(colBody[broad.getUserData(proxyId)]);
            return true;
        }
    };

    public void destroyCollider(int c) {
        if (c < 0 || c >= colHigh || (colFlags[c] & C_ALIVE) == 0) return;
        int b = colBody[c];
        // contacts of this collider
        for (int e = bContactHead[b]; e != -1; ) {
            int k = e >> 1;
            int next = kEdgeNext[e];
            if (kColA[k] == c || kColB[k] == c) {
                if ((kFlags[k] & K_TOUCHING) != 0) pushEnd(k);
                destroyContact(k);
                next = bContactHead[b]; // list changed: restart (rare path)
            }
            e = next;
        }
        broad.destroyProxy(colProxy[c]);
        // unlink
        if (bColliderHead[b] == c) bColliderHead[b] = colNext[c];
        else
            for (int p = bColliderHead[b]; p != -1; p = colNext[p])
                if (colNext[p] == c) {
                    colNext[p] = colNext[c];
                    break;
                }
        colFlags[c] = 0;
        colShape[c] = null;
        colUser[c] = null;
        colFree[colFreeTop++] = c;
        resetMassData(b);
        wakeBody(b);
    }

    public int getColliderBody(int c) {
        return colBody[c];
    }
    /** A body's colliders as a list: the first, then {@link #getNextCollider} until -1 (for debug drawing and tools). */
    public int getFirstCollider(int b) {
        return bColliderHead[b];
    }

    public int getNextCollider(int c) {
        return colNext[c];
    }

    public Shape getColliderShape(int c) {
        return colShape[c];
    }

    public Object getColliderUserData(int c) {
        return colUser[c];
    }

    public void setColliderUserData(int c, Object o) {
        colUser[c] = o;
    }

    /** Static and dynamic friction coefficients (article 003's rule; pair value sqrt(muA^2 + muB^2)). */
    public void setColliderFriction(int c, double staticFriction, double dynamicFriction) {
        colMuS[c] = staticFriction;
        colMuD[c] = dynamicFriction;
    }

    public void setColliderRestitution(int c, double e) {
        colRest[c] = e;
    }

    public void setColliderDensity(int c, double d) {
        colDensity[c] = d;
        resetMassData(colBody[c]);
    }
    /** Collision filtering: a pair collides iff (catA &amp; maskB) != 0 and (catB &amp; maskA) != 0. */
    public void setColliderFilter(int c, int category, int mask) {
        colCategory[c] = category;
        colMask[c] = mask;
        refilter(c);
    }
    /** A sensor reports overlaps (begin/end events) but never pushes. */
    public void setColliderSensor(int c, boolean sensor) {
        if (sensor) colFlags[c] |= C_SENSOR;
        else colFlags[c] &= ~C_SENSOR;
        refilter(c);
        resetMassData(colBody[c]);
    }

    public boolean isColliderSensor(int c) {
        return (colFlags[c] & C_SENSOR) != 0;
    }
    /** Ask for {@link ContactListener#preSolve} calls on the contacts of this collider (one-way platforms). */
    public void setColliderPreSolve(int c, boolean on) {
        if (on) colFlags[c] |= C_PRESOLVE;
        else colFlags[c] &= ~C_PRESOLVE;
    }

    /** Per-body shortcut: sets friction and restitution on every collider of the body. */
    public void setBodyMaterial(int b, double staticFriction, double dynamicFriction, double restitution) {
        for (int c = bColliderHead[b]; c != -1; c = colNext[c]) {
            colMuS[c] = staticFriction;
            colMuD[c] = dynamicFriction;
            colRest[c] = restitution;
        }
    }

    private void refilter(int c) {
        int b = colBody[c];
        for (int e = bContactHead[b]; e != -1; ) {
            int k = e >> 1;
            int next = kEdgeNext[e];
            if (kColA[k] == c || kColB[k] == c) {
                if ((kFlags[k] & K_TOUCHING) != 0) pushEnd(k);
                destroyContact(k);
                next = bContactHead[b];
            }
            e = next;
        }
        broad.touch(colProxy[c]);
        wakeBody(b);
    }

    private void computeFat(int c, boolean force) {
        int b = colBody[c];
        colShape[c].computeAabb(bXf[b], tmpAabb);
        int o = 4 * c;
        double minX = tmpAabb.minX, minY = tmpAabb.minY, maxX = tmpAabb.maxX, maxY = tmpAabb.maxY;
        if (bType[b] != STATIC) {
            // predictive: extend by one step of displacement so that fast bodies meet what lies ahead (speculative
            // contacts); the box must hold this look-ahead every step, not only the body, or it goes stale
            double ex = bs[8 * b] * lastDt, ey = bs[8 * b + 1] * lastDt;
            if (ex < 0) minX += ex;
            else maxX += ex;
            if (ey < 0) minY += ey;
            else maxY += ey;
        }
        if (!force && minX >= colFat[o] && minY >= colFat[o + 1] && maxX <= colFat[o + 2] && maxY <= colFat[o + 3])
            return;
        double m = bType[b] == STATIC ? 0.0 : aabbMargin;
        minX -= m;
        minY -= m;
        maxX += m;
        maxY += m;
        colFat[o] = minX;
        colFat[o + 1] = minY;
        colFat[o + 2] = maxX;
        colFat[o + 3] = maxY;
        if (!force) broad.moveProxy(colProxy[c], minX, minY, maxX, maxY);
    }

    double lastDt = 1.0 / 60.0;

    private void refreshProxies(int b, boolean force) {
        for (int c = bColliderHead[b]; c != -1; c = colNext[c]) {
            if (force) {
                computeFat(c, true);
                broad.moveProxy(colProxy[c], colFat[4 * c], colFat[4 * c + 1], colFat[4 * c + 2], colFat[4 * c + 3]);
            } else computeFat(c, false);
        }
    }

    // ================================================================== sleeping
    /** Wakes a body and the whole sleeping island it belongs to. */
    public void wakeBody(int b) {
        if (bType[b] == STATIC || (bFlags[b] & B_ALIVE) == 0) return;
        sleepTime[b] = 0;
        if ((bFlags[b] & B_AWAKE) != 0) return;
        int head = bIslandOf[b];
        if (head < 0) {
            wakeOne(b);
            return;
        }
        for (int k = head; k != -1; ) {
            int n = bIslandNext[k];
            wakeOne(k);
            k = n;
        }
    }

    private void wakeOne(int b) {
        bFlags[b] |= B_AWAKE;
        sleepTime[b] = 0;
        bIslandOf[b] = -1;
        bIslandNext[b] = -1;
    }

    private void wakeTouching(int b) {
        for (int e = bContactHead[b]; e != -1; e = kEdgeNext[e]) {
            int k = e >> 1;
            wakeBody(kBodyA[k] == b ? kBodyB[k] : kBodyA[k]);
        }
    }

    public void wakeAll() {
        for (int b = 0; b < bodyHigh; b++) if ((bFlags[b] & B_ALIVE) != 0 && bType[b] != STATIC) wakeOne(b);
    }

    // ================================================================== joints
    /**
     * Distance joint between two body-local anchors (relative to the body origins). {@code minLength == maxLength}
     * gives article 003's fixed-length joint (rod); {@code minLength = 0} gives a rope (maximum length only).
     */
    public int createDistanceJoint(
            int a, int b, double ax, double ay, double bx, double by, double minLength, double maxLength) {
        int j = allocJoint(JOINT_DISTANCE, a, b, ax, ay, bx, by);
        jMin[j] = Math.max(0, minLength);
        jMax[j] = Math.max(jMin[j], maxLength);
        jLength[j] = jMax[j];
        return j;
    }

    /** Fixed-length joint with the current distance between the anchors as its length. */
    public int createFixedDistanceJoint(int a, int b, double ax, double ay, double bx, double by) {
        double L = anchorDistance(a, b, ax, ay, bx, by);
        return createDistanceJoint(a, b, ax, ay, bx, by, L, L);
    }

    /** Rope: the anchors may come closer but never further apart than maxLength. */
    public int createRopeJoint(int a, int b, double ax, double ay, double bx, double by, double maxLength) {
        return createDistanceJoint(a, b, ax, ay, bx, by, 0, maxLength);
    }

    /** Revolute pin joining the world point (wx, wy) of both bodies; they may turn freely around it. */
    public int createRevoluteJoint(int a, int b, double wx, double wy) {
        double lax = toLocalX(a, wx, wy), lay = toLocalY(a, wx, wy);
        double lbx = toLocalX(b, wx, wy), lby = toLocalY(b, wx, wy);
        return allocJoint(JOINT_REVOLUTE, a, b, lax, lay, lbx, lby);
    }

    /** Whether the bodies joined by this joint still collide with each other (default false). */
    public void setJointCollideConnected(int j, boolean on) {
        jCollide[j] = on;
    }

    public int getJointType(int j) {
        return jType[j];
    }

    public int getJointBodyA(int j) {
        return jA[j];
    }

    public int getJointBodyB(int j) {
        return jB[j];
    }
    /** Current world distance between the anchors of a joint. */
    public double getJointAnchorDistance(int j) {
        return anchorDistance(jA[j], jB[j], jLax[j], jLay[j], jLbx[j], jLby[j]);
    }
    /** Last step's constraint impulse (N s): axial for distance joints, magnitude for revolute joints. */
    public double getJointImpulse(int j) {
        if (jType[j] == JOINT_REVOLUTE) return Math.sqrt(jImpX[j] * jImpX[j] + jImpY[j] * jImpY[j]);
        return jImp[j] + jLowImp[j] - jUpImp[j];
    }

    public void destroyJoint(int j) {
        if (j < 0 || j >= jHigh || !jAlive[j]) return;
        wakeBody(jA[j]);
        wakeBody(jB[j]);
        unlinkJointEdge(j, 0);
        unlinkJointEdge(j, 1);
        jAlive[j] = false;
        jFree[jFreeTop++] = j;
    }

    public double toLocalX(int b, double wx, double wy) {
        double dx = wx - getX(b), dy = wy - getY(b);
        return qc[b] * dx + qs[b] * dy;
    }

    public double toLocalY(int b, double wx, double wy) {
        double dx = wx - getX(b), dy = wy - getY(b);
        return -qs[b] * dx + qc[b] * dy;
    }

    public double toWorldX(int b, double lx, double ly) {
        return getX(b) + qc[b] * lx - qs[b] * ly;
    }

    public double toWorldY(int b, double lx, double ly) {
        return getY(b) + qs[b] * lx + qc[b] * ly;
    }

    private double anchorDistance(int a, int b, double ax, double ay, double bx, double by) {
        double dx = toWorldX(b, bx, by) - toWorldX(a, ax, ay), dy = toWorldY(b, bx, by) - toWorldY(a, ax, ay);
        return Math.sqrt(dx * dx + dy * dy);
    }

    private int allocJoint(int type, int a, int b, double ax, double ay, double bx, double by) {
        int j;
        if (jFreeTop > 0) j = jFree[--jFreeTop];
        else {
            if (jHigh == jCap) growJoints(jCap * 2);
            j = jHigh++;
        }
        jType[j] = type;
        jA[j] = a;
        jB[j] = b;
        jAlive[j] = true;
        jCollide[j] = false;
        jLax[j] = ax;
        jLay[j] = ay;
        jLbx[j] = bx;
        jLby[j] = by;
        jImp[j] = 0;
        jLowImp[j] = 0;
        jUpImp[j] = 0;
        jImpX[j] = 0;
        jImpY[j] = 0;
        // edges: key = j * 2 + side
        linkJointEdge(j, 0, a);
        linkJointEdge(j, 1, b);
        // connected bodies stop colliding: drop their contacts
        if (!jCollide[j]) {
            for (int e = bContactHead[a]; e != -1; ) {
                int k = e >> 1;
                int next = kEdgeNext[e];
                if ((kBodyA[k] == a && kBodyB[k] == b) || (kBodyA[k] == b && kBodyB[k] == a)) {
                    if ((kFlags[k] & K_TOUCHING) != 0) pushEnd(k);
                    destroyContact(k);
                    next = bContactHead[a];
                }
                e = next;
            }
        }
        wakeBody(a);
        wakeBody(b);
        return j;
    }

    private void linkJointEdge(int j, int side, int b) {
        linkEdge(jEdgePrev, jEdgeNext, bJointHead, 2 * j + side, b);
    }

    private void unlinkJointEdge(int j, int side) {
        unlinkEdge(jEdgePrev, jEdgeNext, bJointHead, 2 * j + side, side == 0 ? jA[j] : jB[j]);
    }

    /**
     * Pushes edge {@code key} onto body b's doubly linked list (joints and contacts each keep one per body; an edge
     * key is 2 * index + side, so a constraint sits in both of its bodies' lists).
     */
    private static void linkEdge(int[] prev, int[] next, int[] head, int key, int b) {
        prev[key] = -1;
        next[key] = head[b];
        if (head[b] != -1) prev[head[b]] = key;
        head[b] = key;
    }

    private static void unlinkEdge(int[] prev, int[] next, int[] head, int key, int b) {
        int p = prev[key], n = next[key];
        if (p != -1) next[p] = n;
        else head[b] = n;
        if (n != -1) prev[n] = p;
    }

    /** True if a joint without collideConnected joins a and b. */
    boolean jointPreventsCollision(int a, int b) {
        // walk the shorter list is not needed: joint lists are short
        for (int e = bJointHead[a]; e != -1; e = jEdgeNext[e]) {
            int j = e >> 1;
            int other = (e & 1) == 0 ? jB[j] : jA[j];
            if (other == b && !jCollide[j]) return true;
        }
        return false;
    }

    // ================================================================== springs and dampers (force elements)
    /**
     * Article 003's spring (Hooke, stiffness ks, rest length) and damper (coefficient kd on the relative velocity
     * along the axis) between body-local anchors (relative to the body origins). Either coefficient may be 0.
     */
    public int createSpringDamper(
            int a, int b, double ax, double ay, double bx, double by, double restLength, double ks, double kd) {
        int s;
        if (sFreeTop > 0) s = sFree[--sFreeTop];
        else {
            if (sHigh == sCap) growSprings(sCap * 2);
            s = sHigh++;
        }
        sAlive[s] = true;
        sA[s] = a;
        sB[s] = b;
        sLax[s] = ax;
        sLay[s] = ay;
        sLbx[s] = bx;
        sLby[s] = by;
        sRest[s] = restLength;
        sKs[s] = ks;
        sKd[s] = kd;
        wakeBody(a);
        wakeBody(b);
        return s;
    }

    public int createSpring(int a, int b, double ax, double ay, double bx, double by, double restLength, double ks) {
        return createSpringDamper(a, b, ax, ay, bx, by, restLength, ks, 0);
    }

    public int createDamper(int a, int b, double ax, double ay, double bx, double by, double kd) {
        return createSpringDamper(a, b, ax, ay, bx, by, 0, 0, kd);
    }

    public void destroySpring(int s) {
        if (s < 0 || s >= sHigh || !sAlive[s]) return;
        sAlive[s] = false;
        sFree[sFreeTop++] = s;
    }

    int springLiveCount() {
        int n = 0;
        for (int s = 0; s < sHigh; s++) if (sAlive[s]) n++;
        return n;
    }

    // ================================================================== contacts: storage
    private int allocContact(int ca, int cb) {
        int k;
        if (conFreeTop > 0) k = conFree[--conFreeTop];
        else {
            if (conHigh == conCap) growContacts(conCap * 2);
            k = conHigh++;
        }
        conCount++;
        int ba = colBody[ca], bb = colBody[cb];
        kColA[k] = ca;
        kColB[k] = cb;
        kBodyA[k] = ba;
        kBodyB[k] = bb;
        boolean sensor = ((colFlags[ca] | colFlags[cb]) & C_SENSOR) != 0;
        kFlags[k] = K_ALIVE | (sensor ? K_SENSOR : 0);
        kMuS[k] = Math.sqrt(colMuS[ca] * colMuS[ca] + colMuS[cb] * colMuS[cb]);
        kMuD[k] = Math.sqrt(colMuD[ca] * colMuD[ca] + colMuD[cb] * colMuD[cb]);
        kRest[k] = Math.min(colRest[ca], colRest[cb]);
        kMan[k].pointCount = 0;
        kPid[2 * k] = -1;
        kPid[2 * k + 1] = -1;
        kNImp[2 * k] = 0;
        kNImp[2 * k + 1] = 0;
        kTImp[2 * k] = 0;
        kTImp[2 * k + 1] = 0;
        kMaxImp[2 * k] = 0;
        kMaxImp[2 * k + 1] = 0;
        linkContactEdge(k, 0, ba);
        linkContactEdge(k, 1, bb);
        pairs.put(pairKey(ca, cb), k);
        return k;
    }

    void destroyContact(int k) {
        pairs.remove(pairKey(kColA[k], kColB[k]));
        unlinkContactEdge(k, 0);
        unlinkContactEdge(k, 1);
        kFlags[k] = 0;
        conFree[conFreeTop++] = k;
        conCount--;
    }

    static long pairKey(int a, int b) {
        return a < b ? (((long) a) << 32) | (b & 0xffffffffL) : (((long) b) << 32) | (a & 0xffffffffL);
    }

    private void linkContactEdge(int k, int side, int b) {
        linkEdge(kEdgePrev, kEdgeNext, bContactHead, 2 * k + side, b);
    }

    private void unlinkContactEdge(int k, int side) {
        unlinkEdge(kEdgePrev, kEdgeNext, bContactHead, 2 * k + side, side == 0 ? kBodyA[k] : kBodyB[k]);
    }

    private void pushBegin(int k) {
        if (2 * evBeginCount + 2 > evBegin.length) {
            evBegin = grow(evBegin, evBegin.length * 2);
            evBeginCon = grow(evBeginCon, evBeginCon.length * 2);
        }
        evBegin[2 * evBeginCount] = kColA[k];
        evBegin[2 * evBeginCount + 1] = kColB[k];
        evBeginCon[evBeginCount] = k;
        evBeginCount++;
    }

    private void pushEnd(int k) {
        if (2 * evEndCount + 2 > evEnd.length) {
            evEnd = grow(evEnd, evEnd.length * 2);
            evEndCon = grow(evEndCon, evEndCon.length * 2);
        }
        evEnd[2 * evEndCount] = kColA[k];
        evEnd[2 * evEndCount + 1] = kColB[k];
        evEndCon[evEndCount] = k;
        evEndCount++;
    }

    // ================================================================== contacts: queries for gameplay
    /** First contact edge of a body, or -1. An edge key encodes the contact ({@code edge >> 1}) and the side. */
    public int getFirstContactEdge(int b) {
        return bContactHead[b];
    }

    public int getNextContactEdge(int edge) {
        return kEdgeNext[edge];
    }

    public static int edgeContact(int edge) {
        return edge >> 1;
    }
    /** The other body of an edge. */
    public int getEdgeOtherBody(int edge) {
        int k = edge >> 1;
        return (edge & 1) == 0 ? kBodyB[k] : kBodyA[k];
    }
    /** Contact normal pointing from the other body towards this edge's body ("up" for a body standing on ground). */
    public double getEdgeNormalX(int edge) {
        int k = edge >> 1;
        double n = kMan[k].normalX;
        return (edge & 1) == 0 ? -n : n;
    }

    public double getEdgeNormalY(int edge) {
        int k = edge >> 1;
        double n = kMan[k].normalY;
        return (edge & 1) == 0 ? -n : n;
    }

    /** Touching: the manifold has a point with separation &lt;= 0 (sensors: the shapes overlap) and it is enabled. */
    public boolean isContactTouching(int k) {
        return (kFlags[k] & K_TOUCHING) != 0;
    }

    public boolean isContactEnabled(int k) {
        return (kFlags[k] & K_ENABLED) != 0;
    }

    public boolean isContactSensor(int k) {
        return (kFlags[k] & K_SENSOR) != 0;
    }

    public int getContactColliderA(int k) {
        return kColA[k];
    }

    public int getContactColliderB(int k) {
        return kColB[k];
    }

    public int getContactBodyA(int k) {
        return kBodyA[k];
    }

    public int getContactBodyB(int k) {
        return kBodyB[k];
    }
    /** The manifold (normal from A to B, points, separations). Read only. */
    public Manifold getContactManifold(int k) {
        return kMan[k];
    }
    /**
     * Overrides the pair's friction coefficients (normally sqrt(muA^2 + muB^2), fixed when the contact is created).
     * Call it from {@link ContactListener#preSolve} to set the friction of this step (e.g. a character controller
     * that brakes by itself and wants no friction while running); it stays until the contact ends or is set again.
     */
    public void setContactFriction(int k, double staticFriction, double dynamicFriction) {
        kMuS[k] = staticFriction;
        kMuD[k] = dynamicFriction;
    }

    public double getContactStaticFriction(int k) {
        return kMuS[k];
    }

    public double getContactNormalX(int k) {
        return kMan[k].normalX;
    }

    public double getContactNormalY(int k) {
        return kMan[k].normalY;
    }

    public int getContactPointCount(int k) {
        return kMan[k].pointCount;
    }
    /** Accumulated normal impulse (N s) of point i in the last step. */
    public double getContactNormalImpulse(int k, int i) {
        return kNImp[2 * k + i];
    }

    public double getContactTangentImpulse(int k, int i) {
        return kTImp[2 * k + i];
    }
    /** Largest normal impulse of point i applied in any sub-step of the last step. */
    public double getContactMaxNormalImpulse(int k, int i) {
        return kMaxImp[2 * k + i];
    }
    /** Number of live contacts (touching or not). */
    public int getContactCount() {
        return conCount;
    }

    /** Begin/end events of the last step: count and collider pairs (valid until the next step). */
    public int getBeginEventCount() {
        return evBeginCount;
    }

    public int getBeginEventColliderA(int i) {
        return evBegin[2 * i];
    }

    public int getBeginEventColliderB(int i) {
        return evBegin[2 * i + 1];
    }

    public int getEndEventCount() {
        return evEndCount;
    }

    public int getEndEventColliderA(int i) {
        return evEnd[2 * i];
    }

    public int getEndEventColliderB(int i) {
        return evEnd[2 * i + 1];
    }

    public int getBodyCount() {
        int n = 0;
        for (int b = 0; b < bodyHigh; b++) if ((bFlags[b] & B_ALIVE) != 0) n++;
        return n;
    }

    /** Upper bound (exclusive) of body ids in use, for iteration with {@link #isBodyAlive}. */
    public int getBodyIdBound() {
        return bodyHigh;
    }

    // ================================================================== queries
    private final RayCaster rayCaster = new RayCaster(this);

    /**
     * Closest hit of the segment (x1, y1) -> (x2, y2) with the colliders whose category intersects {@code mask}.
     * Sensors are ignored. Returns out.hit.
     */
    public boolean rayCast(double x1, double y1, double x2, double y2, int mask, RayHit out) {
        return rayCaster.cast(x1, y1, x2, y2, mask, out);
    }

    /** Reports the colliders whose fattened bounds overlap the box. */
    public void queryAabb(double minX, double minY, double maxX, double maxY, QueryCallback cb) {
        queryAdapter.target = cb;
        broad.query(minX, minY, maxX, maxY, queryAdapter);
        queryAdapter.target = null;
    }

    private final QueryAdapter queryAdapter = new QueryAdapter();

    /** Tree proxies to collider ids. */
    private final class QueryAdapter implements TreeQueryCallback {
        QueryCallback target;

        @Override
        public boolean reportProxy(int proxyId) {
            return target.report(broad.getUserData(proxyId));
        }
    }

    // ================================================================== the step
    /** Advances the world by dt seconds (the game calls it at a fixed 60 Hz). */
    public void step(double dt) {
        if (dt <= 0) return;
        lastDt = dt;
        evBeginCount = 0;
        evEndCount = 0;
        stepCount++;
        for (int b = 0; b < bodyHigh; b++) {
            if ((bFlags[b] & B_AWAKE) == 0) continue;
            prevX[b] = getX(b);
            prevY[b] = getY(b);
            prevAng[b] = ang[b];
            c0x[b] = px[b];
            c0y[b] = py[b];
            a0[b] = ang[b];
        }
        updatePairs();
        updateContacts();

        int n = subSteps;
        double h = dt / n;
        double invH = 1.0 / h;
        makeSoftness(h);

        // awake list
        int na = 0;
        for (int b = 0; b < bodyHigh; b++) {
            if ((bFlags[b] & B_AWAKE) == 0) continue;
            awake[na++] = b;
            bs[8 * b + 3] = 0;
            bs[8 * b + 4] = 0;
            bs[8 * b + 5] = 1;
            bs[8 * b + 6] = 0;
            bs[8 * b + 7] = 0;
            offX[b] = 0;
            offY[b] = 0;
            offA[b] = 0;
        }
        awakeCount = na;

        prepareJoints();
        prepareContacts();
        boolean soft = positionCorrection != CORRECTION_PROJECTION;
        boolean project = positionCorrection != CORRECTION_SOFT;
        for (int i = 0; i < n; i++) {
            integrateVelocities(h);
            if (warmStarting) {
                warmStartJoints();
                warmStartContacts();
            }
            for (int it = 0; it < jointIterations; it++) solveJoints(h, invH, true);
            for (int it = 0; it < contactIterations; it++) solveContacts(invH, soft);
            integratePositions(h);
            if (project) projectContacts();
            for (int it = 0; it < jointIterations; it++) solveJoints(h, invH, false);
            for (int it = 0; it < contactIterations; it++) solveContacts(invH, false);
        }
        applyRestitution();
        storeImpulses();
        finalizeBodies(dt);
        solveContinuous();
        updateSleep(dt);
        dispatchEvents();
    }

    private void makeSoftness(double h) {
        double hz = Math.min(contactHertz, contactHertzCap / h);
        double[] s = soft(hz, contactDampingRatio, h);
        cBias = s[0];
        cMassScale = s[1];
        cImpScale = s[2];
        s = soft(2.0 * hz, contactDampingRatio, h);
        sBias = s[0];
        sMassScale = s[1];
        sImpScale = s[2];
        s = soft(jointHertz, jointDampingRatio, h);
        jBias = s[0];
        jMassScale = s[1];
        jImpScale = s[2];
    }

    private final double[] softTmp = new double[3];

    /** Box2D v3's soft constraint coefficients: bias rate, mass scale, impulse scale. */
    private double[] soft(double hertz, double zeta, double h) {
        if (hertz <= 0) {
            softTmp[0] = 0;
            softTmp[1] = 1;
            softTmp[2] = 0;
            return softTmp;
        }
        double omega = 2.0 * DetMath.PI * hertz;
        double a1 = 2.0 * zeta + h * omega;
        double a2 = h * omega * a1;
        double a3 = 1.0 / (1.0 + a2);
        softTmp[0] = omega / a1;
        softTmp[1] = a2 * a3;
        softTmp[2] = a3;
        return softTmp;
    }

    // ------------------------------------------------------------------ broad phase and narrow phase
    private final PairSink pairSink = new PairSink();

    private final class PairSink implements TreePairCallback {
        @Override
        public void addPair(int ca, int cb) {
            if (ca == cb) return;
            int ba = colBody[ca], bb = colBody[cb];
            if (ba == bb) return;
            if (bType[ba] != DYNAMIC && bType[bb] != DYNAMIC) return;
            if ((colCategory[ca] & colMask[cb]) == 0 || (colCategory[cb] & colMask[ca]) == 0) return;
            if ((colFlags[ca] & C_SENSOR) != 0 && (colFlags[cb] & C_SENSOR) != 0) return;
            if (pairs.get(pairKey(ca, cb)) >= 0) return;
            if (bJointHead[ba] != -1 && bJointHead[bb] != -1 && jointPreventsCollision(ba, bb)) return;
            // deterministic orientation: A is the lower collider id
            if (ca < cb) allocContact(ca, cb);
            else allocContact(cb, ca);
        }
    }

    private void updatePairs() {
        broad.updatePairs(pairSink);
    }

    private void updateContacts() {
        for (int k = 0; k < conHigh; k++) {
            int f = kFlags[k];
            if ((f & K_ALIVE) == 0) continue;
            int ca = kColA[k], cb = kColB[k];
            int ba = kBodyA[k], bb = kBodyB[k];
            boolean awakeA = (bFlags[ba] & B_AWAKE) != 0, awakeB = (bFlags[bb] & B_AWAKE) != 0;
            if (!awakeA && !awakeB) continue;
            // fat bounds no longer overlap: the contact ends
            int oa = 4 * ca, ob = 4 * cb;
            if (colFat[oa] > colFat[ob + 2]
                    || colFat[ob] > colFat[oa + 2]
                    || colFat[oa + 1] > colFat[ob + 3]
                    || colFat[ob + 1] > colFat[oa + 3]) {
                if ((f & K_TOUCHING) != 0) pushEnd(k);
                destroyContact(k);
                continue;
            }
            Manifold m = kMan[k];
            boolean touching;
            if ((f & K_SENSOR) != 0) {
                touching = narrow.collide(colShape[ca], bXf[ba], colShape[cb], bXf[bb], 0.0, m)
                        && m.pointCount > 0
                        && isTouchingManifold(m);
                m.pointCount = 0;
            } else {
                // speculative margin grows with the closing speed so that fast bodies meet thin walls
                double rvx = bs[8 * bb] - bs[8 * ba], rvy = bs[8 * bb + 1] - bs[8 * ba + 1];
                double rs = Math.sqrt(rvx * rvx + rvy * rvy)
                        + Math.abs(bs[8 * ba + 2]) * maxExtent[ba]
                        + Math.abs(bs[8 * bb + 2]) * maxExtent[bb];
                double spec = Math.max(speculativeDistance, rs * lastDt + speculativeDistance);
                int o = 2 * k;
                int id0 = kPid[o], id1 = kPid[o + 1];
                double n0 = kNImp[o], n1 = kNImp[o + 1], t0 = kTImp[o], t1 = kTImp[o + 1];
                narrow.collide(colShape[ca], bXf[ba], colShape[cb], bXf[bb], spec, m);
                if (m.pointCount > 0 && spec > speculativeDistance && !willMeet(k, m)) m.pointCount = 0;
                int pc = m.pointCount;
                touching = pc > 0;
                for (int i = 0; i < 2; i++) {
                    double ni = 0, ti = 0;
                    int id = -1;
                    if (i < pc) {
                        id = m.id[i];
                        if (id == id0) {
                            ni = n0;
                            ti = t0;
                        } else if (id == id1) {
                            ni = n1;
                            ti = t1;
                        }
                    }
                    kPid[o + i] = id;
                    kNImp[o + i] = ni;
                    kTImp[o + i] = ti;
                    kMaxImp[o + i] = 0;
                }
            }
            boolean enabled = true;
            if (touching
                    && listener != null
                    && (f & K_SENSOR) == 0
                    && ((colFlags[ca] | colFlags[cb]) & C_PRESOLVE) != 0) {
                enabled = listener.preSolve(this, k, m);
            }
            boolean wasTouching = (f & K_TOUCHING) != 0;
            // "touching" for events: a point with separation <= 0 (speculative points do not count)
            boolean reallyTouching = touching && ((f & K_SENSOR) != 0 || minSeparation(m) <= linearSlop);
            f &= ~(K_TOUCHING | K_ENABLED | K_SIM);
            if (reallyTouching) f |= K_TOUCHING;
            if (enabled) f |= K_ENABLED;
            if (touching && enabled && (f & K_SENSOR) == 0) f |= K_SIM;
            kFlags[k] = f;
            if (reallyTouching && !wasTouching) pushBegin(k);
            else if (!reallyTouching && wasTouching) pushEnd(k);
            if ((f & K_SIM) != 0) {
                // waking on contact: a sleeping body hit by an awake one joins the step
                if (!awakeA && bType[ba] != STATIC) wakeBody(ba);
                if (!awakeB && bType[bb] != STATIC) wakeBody(bb);
            }
        }
    }

    /**
     * A contact found only thanks to the speed-scaled margin is kept only if the shapes really meet within the step
     * when both keep their velocities (time of impact): two bodies passing each other fast, corner by corner, would
     * otherwise collide with a ghost, since the speculative constraint along the corner-to-corner line does not know
     * that they slide past.
     */
    private boolean willMeet(int k, Manifold m) {
        if (m.minSeparation() <= speculativeDistance) return true;
        int ca = kColA[k], cb = kColB[k], ba = kBodyA[k], bb = kBodyB[k];
        double h = lastDt;
        double t = toi.solve(
                colShape[ca],
                lcx[ba],
                lcy[ba],
                px[ba],
                py[ba],
                ang[ba],
                h * bs[8 * ba],
                h * bs[8 * ba + 1],
                h * bs[8 * ba + 2],
                colShape[cb],
                lcx[bb],
                lcy[bb],
                px[bb],
                py[bb],
                ang[bb],
                h * bs[8 * bb],
                h * bs[8 * bb + 1],
                h * bs[8 * bb + 2],
                1.0);
        return t < 1.0;
    }

    private static boolean isTouchingManifold(Manifold m) {
        for (int i = 0; i < m.pointCount; i++) if (m.separation[i] <= 0) return true;
        return false;
    }

    private static double minSeparation(Manifold m) {
        double s = Double.MAX_VALUE;
        for (int i = 0; i < m.pointCount; i++) s = Math.min(s, m.separation[i]);
        return s;
    }

    // ------------------------------------------------------------------ contact solver
    /**
     * Builds the contact constraints in wavefront order. Gauss-Seidel's result depends only on the relative order of
     * constraints that share a dynamic body (static and kinematic bodies are never written), so the constraints are
     * grouped by level = 1 + the level of the latest earlier constraint on either dynamic body, contact order within a
     * level. The order is a topological order of the original one, hence bit-identical results; but consecutive
     * constraints within a level share no dynamic body, so the CPU overlaps them instead of waiting for each other's
     * velocity writes. (Single thread: the levels only order the loop.)
     */
    private void prepareContacts() {
        final double[] bs = this.bs;
        final int[] kFlags = this.kFlags,
                kBodyA = this.kBodyA,
                kBodyB = this.kBodyB,
                bFlags = this.bFlags,
                bLevel = this.bLevel;
        final double[] invMass = this.invMass;
        for (int k = 0; k < conHigh; k++) {
            if ((kFlags[k] & K_SIM) == 0) continue;
            bLevel[kBodyA[k]] = 0;
            bLevel[kBodyB[k]] = 0;
        }
        int total = 0, levels = 0;
        for (int k = 0; k < conHigh; k++) {
            if ((kFlags[k] & K_SIM) == 0) continue;
            int ba = kBodyA[k], bb = kBodyB[k];
            if ((bFlags[ba] & B_AWAKE) == 0 && (bFlags[bb] & B_AWAKE) == 0) continue;
            boolean dynA = invMass[ba] != 0, dynB = invMass[bb] != 0;
            int level = Math.max(dynA ? bLevel[ba] : 0, dynB ? bLevel[bb] : 0);
            if (dynA) bLevel[ba] = level + 1;
            if (dynB) bLevel[bb] = level + 1;
            kLevel[k] = level;
            if (level >= levels) {
                if (level >= levelStart.length) levelStart = grow(levelStart, 2 * levelStart.length);
                levelStart[level] = 0;
                levels = level + 1;
            }
            levelStart[level]++;
            total++;
        }
        if (total > ccCap) {
            int cap = ccCap;
            while (cap < total) cap *= 2;
            growConstraints(cap);
        }
        // level counts -> first slot of each level
        final int[] levelStart = this.levelStart;
        for (int i = 0, start = 0; i < levels; i++) {
            int n = levelStart[i];
            levelStart[i] = start;
            start += n;
        }
        ccLevels = levels;
        for (int k = 0; k < conHigh; k++) {
            if ((kFlags[k] & K_SIM) == 0) continue;
            int ba = kBodyA[k], bb = kBodyB[k];
            if ((bFlags[ba] & B_AWAKE) == 0 && (bFlags[bb] & B_AWAKE) == 0) continue;
            Manifold m = kMan[k];
            int c = levelStart[kLevel[k]]++;
            int pc = m.pointCount;
            double mA = invMass[ba], iA = invI[ba], mB = invMass[bb], iB = invI[bb];
            int ci = CI_STRIDE * c;
            ccI[ci] = k;
            ccI[ci + CI_A] = ba;
            ccI[ci + CI_B] = bb;
            ccI[ci + CI_PC] = pc | (mA == 0 || mB == 0 ? CI_STATIC : 0);
            final double[] cf = this.cf;
            int o = CF_STRIDE * c;
            cf[o + CF_MA] = mA;
            cf[o + CF_IA] = iA;
            cf[o + CF_MB] = mB;
            cf[o + CF_IB] = iB;
            double nx = m.normalX, ny = m.normalY;
            cf[o + CF_NX] = nx;
            cf[o + CF_NY] = ny;
            cf[o + CF_MUS] = kMuS[k];
            cf[o + CF_MUD] = kMuD[k];
            cf[o + CF_REST] = kRest[k];
            double vAx = bs[8 * ba], vAy = bs[8 * ba + 1], wA = bs[8 * ba + 2];
            double vBx = bs[8 * bb], vBy = bs[8 * bb + 1], wB = bs[8 * bb + 2];
            for (int i = 0; i < pc; i++) {
                int p = o + CF_P0 + CP_STRIDE * i;
                double rAx = m.x[i] - px[ba], rAy = m.y[i] - py[ba];
                double rBx = m.x[i] - px[bb], rBy = m.y[i] - py[bb];
                double dA = rAx * nx + rAy * ny, dB = rBx * nx + rBy * ny;
                double rnA = rAx * ny - rAy * nx, rnB = rBx * ny - rBy * nx;
                cf[p + CP_DA] = dA;
                cf[p + CP_DB] = dB;
                cf[p + CP_RNA] = rnA;
                cf[p + CP_RNB] = rnB;
                // separation adjusted so that s = dot(n, dpB - dpA + rB' - rA') + adjusted
                cf[p + CP_SEP] = m.separation[i] - (dB - dA);
                double kn = mA + mB + iA * rnA * rnA + iB * rnB * rnB;
                cf[p + CP_NMASS] = kn > 0 ? 1.0 / kn : 0;
                // r x t = -(r . n) for t = (ny, -nx)
                double kt = mA + mB + iA * dA * dA + iB * dB * dB;
                cf[p + CP_TMASS] = kt > 0 ? 1.0 / kt : 0;
                cf[p + CP_NIMP] = warmStarting ? kNImp[2 * k + i] : 0;
                cf[p + CP_TIMP] = warmStarting ? kTImp[2 * k + i] : 0;
                cf[p + CP_MAXIMP] = 0;
                // relative normal velocity before the step, for restitution
                cf[p + CP_RELV] = (vBx - vAx) * nx + (vBy - vAy) * ny + wB * rnB - wA * rnA;
            }
        }
        ccCount = total;
        // pair consecutive 2-point constraints on disjoint bodies for the interleaved solver kernel
        final int[] ccI = this.ccI;
        for (int c = 0; c + 1 < total; c++) {
            int ci = CI_STRIDE * c, cj = ci + CI_STRIDE;
            if ((ccI[ci + CI_PC] & CI_POINTS) != 2 || (ccI[cj + CI_PC] & CI_POINTS) != 2) continue;
            int a0 = ccI[ci + CI_A], b0 = ccI[ci + CI_B], a1 = ccI[cj + CI_A], b1 = ccI[cj + CI_B];
            if (a0 == a1 || a0 == b1 || b0 == a1 || b0 == b1) continue;
            ccI[ci + CI_PC] |= CI_PAIR;
            c++;
        }
    }

    private void warmStartContacts() {
        final double[] bs = this.bs, cf = this.cf;
        final int[] ccI = this.ccI;
        for (int c = 0, n = ccCount; c < n; c++) {
            int ci = CI_STRIDE * c;
            int a = 8 * ccI[ci + CI_A], b = 8 * ccI[ci + CI_B], pc = ccI[ci + CI_PC] & CI_POINTS;
            int o = CF_STRIDE * c;
            double mA = cf[o + CF_MA], iA = cf[o + CF_IA], mB = cf[o + CF_MB], iB = cf[o + CF_IB];
            double nx = cf[o + CF_NX], ny = cf[o + CF_NY], tx = ny, ty = -nx;
            double vAx = bs[a], vAy = bs[a + 1], wA = bs[a + 2], vBx = bs[b], vBy = bs[b + 1], wB = bs[b + 2];
            for (int i = 0; i < pc; i++) {
                int p = o + CF_P0 + CP_STRIDE * i;
                // rotated anchors are not needed for warm starting precision; use the fixed ones as Box2D does
                double jn = cf[p + CP_NIMP], jt = cf[p + CP_TIMP];
                double Px = jn * nx + jt * tx, Py = jn * ny + jt * ty;
                // r x P = jn (r x n) + jt (r x t) = jn rn - jt d
                wA -= iA * (jn * cf[p + CP_RNA] - jt * cf[p + CP_DA]);
                vAx -= mA * Px;
                vAy -= mA * Py;
                wB += iB * (jn * cf[p + CP_RNB] - jt * cf[p + CP_DB]);
                vBx += mB * Px;
                vBy += mB * Py;
            }
            // static and kinematic sides are not written: no false dependency between constraints sharing the ground
            if (mA != 0) {
                bs[a] = vAx;
                bs[a + 1] = vAy;
                bs[a + 2] = wA;
            }
            if (mB != 0) {
                bs[b] = vBx;
                bs[b + 1] = vBy;
                bs[b + 2] = wB;
            }
        }
    }

    private int solvePass;

    /**
     * One Gauss-Seidel pass over the contact constraints (normal points, then friction). Per point the anchors enter
     * only through d = r . n and rn = r x n (prepared once per step): the relative normal velocity is
     * dv . n + wB rnB - wA rnA, the tangential one (t = (ny, -nx)) dv . t - wB dB + wA dA, and the current separation
     * n . (dpB - dpA) + (cB dB + sB rnB) - (cA dA + sA rnA) + s0 with the rotation deltas (c, s) of the bodies.
     */
    private void solveContacts(double invH, boolean useBias) {
        final int[] ccI = this.ccI;
        final boolean flip = (solvePass++ & 1) != 0;
        // alternate the point order between passes so that Gauss-Seidel adds no systematic torque
        final int pFirst = flip ? CF_P0 + CP_STRIDE : CF_P0, pSecond = flip ? CF_P0 : CF_P0 + CP_STRIDE;
        // the kernels are separate methods: each compiles quickly, and a path first taken late in a run (a 1-point
        // manifold, an unpaired constraint) recompiles only a small method
        for (int c = 0, n = ccCount; c < n; ) {
            if ((ccI[CI_STRIDE * c + CI_PC] & CI_PAIR) != 0) c = solvePairs(c, n, invH, useBias, pFirst, pSecond);
            else {
                solveSingle(c, invH, useBias, pFirst, pSecond);
                c++;
            }
        }
    }

    /**
     * Solves the run of paired constraints starting at c: two 2-point constraints on disjoint dynamic bodies at a
     * time, interleaved statement by statement: the same arithmetic as two single solves (they commute), but the CPU
     * sees two independent dependency chains. Returns the first constraint after the run.
     */
    private int solvePairs(int c, int n, double invH, boolean useBias, int pFirst, int pSecond) {
        final double[] bs = this.bs, cf = this.cf;
        final int[] ccI = this.ccI;
        final double pushMax = contactPushMaxVelocity;
        final double cBias = this.cBias, cMassScale = this.cMassScale, cImpScale = this.cImpScale;
        final double sBias = this.sBias, sMassScale = this.sMassScale, sImpScale = this.sImpScale;
        for (; c < n && (ccI[CI_STRIDE * c + CI_PC] & CI_PAIR) != 0; c += 2) {
            int c1 = c, c2 = c + 1;
            int ci1 = CI_STRIDE * c1;
            int ci2 = CI_STRIDE * c2;
            int a1 = 8 * ccI[ci1 + CI_A], b1 = 8 * ccI[ci1 + CI_B];
            int a2 = 8 * ccI[ci2 + CI_A], b2 = 8 * ccI[ci2 + CI_B];
            boolean st1 = (ccI[ci1 + CI_PC] & CI_STATIC) != 0;
            boolean st2 = (ccI[ci2 + CI_PC] & CI_STATIC) != 0;
            int o1 = CF_STRIDE * c1;
            int o2 = CF_STRIDE * c2;
            double mA1 = cf[o1 + CF_MA], iA1 = cf[o1 + CF_IA], mB1 = cf[o1 + CF_MB], iB1 = cf[o1 + CF_IB];
            double mA2 = cf[o2 + CF_MA], iA2 = cf[o2 + CF_IA], mB2 = cf[o2 + CF_MB], iB2 = cf[o2 + CF_IB];
            double nx1 = cf[o1 + CF_NX], ny1 = cf[o1 + CF_NY];
            double nx2 = cf[o2 + CF_NX], ny2 = cf[o2 + CF_NY];
            double bias1 = st1 ? sBias : cBias,
                    massScale1 = st1 ? sMassScale : cMassScale,
                    impScale1 = st1 ? sImpScale : cImpScale;
            double bias2 = st2 ? sBias : cBias,
                    massScale2 = st2 ? sMassScale : cMassScale,
                    impScale2 = st2 ? sImpScale : cImpScale;
            double vAx1 = bs[a1], vAy1 = bs[a1 + 1], wA1 = bs[a1 + 2];
            double vAx2 = bs[a2], vAy2 = bs[a2 + 1], wA2 = bs[a2 + 2];
            double qAc1 = bs[a1 + 5], qAs1 = bs[a1 + 6];
            double qAc2 = bs[a2 + 5], qAs2 = bs[a2 + 6];
            double vBx1 = bs[b1], vBy1 = bs[b1 + 1], wB1 = bs[b1 + 2];
            double vBx2 = bs[b2], vBy2 = bs[b2 + 1], wB2 = bs[b2 + 2];
            double qBc1 = bs[b1 + 5], qBs1 = bs[b1 + 6];
            double qBc2 = bs[b2 + 5], qBs2 = bs[b2 + 6];
            double dn1 = (bs[b1 + 3] - bs[a1 + 3]) * nx1 + (bs[b1 + 4] - bs[a1 + 4]) * ny1;
            double dn2 = (bs[b2 + 3] - bs[a2 + 3]) * nx2 + (bs[b2 + 4] - bs[a2 + 4]) * ny2;
            int p1_0 = o1 + pFirst;
            int p2_0 = o2 + pFirst;
            double dA1_0 = cf[p1_0 + CP_DA],
                    dB1_0 = cf[p1_0 + CP_DB],
                    rnA1_0 = cf[p1_0 + CP_RNA],
                    rnB1_0 = cf[p1_0 + CP_RNB];
            double dA2_0 = cf[p2_0 + CP_DA],
                    dB2_0 = cf[p2_0 + CP_DB],
                    rnA2_0 = cf[p2_0 + CP_RNA],
                    rnB2_0 = cf[p2_0 + CP_RNB];
            double s1_0 = dn1 + (qBc1 * dB1_0 + qBs1 * rnB1_0) - (qAc1 * dA1_0 + qAs1 * rnA1_0) + cf[p1_0 + CP_SEP];
            double s2_0 = dn2 + (qBc2 * dB2_0 + qBs2 * rnB2_0) - (qAc2 * dA2_0 + qAs2 * rnA2_0) + cf[p2_0 + CP_SEP];
            double vb1_0 = 0, ms1_0 = 1, is1_0 = 0;
            double vb2_0 = 0, ms2_0 = 1, is2_0 = 0;
            if (s1_0 > 0) vb1_0 = s1_0 * invH;
            else if (useBias) {
                vb1_0 = Math.max(bias1 * s1_0, -pushMax);
                ms1_0 = massScale1;
                is1_0 = impScale1;
            }
            if (s2_0 > 0) vb2_0 = s2_0 * invH;
            else if (useBias) {
                vb2_0 = Math.max(bias2 * s2_0, -pushMax);
                ms2_0 = massScale2;
                is2_0 = impScale2;
            }
            double vn1_0 = (vBx1 - vAx1) * nx1 + (vBy1 - vAy1) * ny1 + (wB1 * rnB1_0 - wA1 * rnA1_0);
            double vn2_0 = (vBx2 - vAx2) * nx2 + (vBy2 - vAy2) * ny2 + (wB2 * rnB2_0 - wA2 * rnA2_0);
            double old1_0 = cf[p1_0 + CP_NIMP];
            double old2_0 = cf[p2_0 + CP_NIMP];
            double imp1_0 = -cf[p1_0 + CP_NMASS] * ms1_0 * (vn1_0 + vb1_0) - is1_0 * old1_0;
            double imp2_0 = -cf[p2_0 + CP_NMASS] * ms2_0 * (vn2_0 + vb2_0) - is2_0 * old2_0;
            double nw1_0 = Math.max(old1_0 + imp1_0, 0.0);
            double nw2_0 = Math.max(old2_0 + imp2_0, 0.0);
            imp1_0 = nw1_0 - old1_0;
            imp2_0 = nw2_0 - old2_0;
            cf[p1_0 + CP_NIMP] = nw1_0;
            cf[p2_0 + CP_NIMP] = nw2_0;
            if (nw1_0 > cf[p1_0 + CP_MAXIMP]) cf[p1_0 + CP_MAXIMP] = nw1_0;
            if (nw2_0 > cf[p2_0 + CP_MAXIMP]) cf[p2_0 + CP_MAXIMP] = nw2_0;
            double Px1_0 = imp1_0 * nx1, Py1_0 = imp1_0 * ny1;
            double Px2_0 = imp2_0 * nx2, Py2_0 = imp2_0 * ny2;
            vAx1 -= mA1 * Px1_0;
            vAy1 -= mA1 * Py1_0;
            wA1 -= iA1 * (imp1_0 * rnA1_0);
            vAx2 -= mA2 * Px2_0;
            vAy2 -= mA2 * Py2_0;
            wA2 -= iA2 * (imp2_0 * rnA2_0);
            vBx1 += mB1 * Px1_0;
            vBy1 += mB1 * Py1_0;
            wB1 += iB1 * (imp1_0 * rnB1_0);
            vBx2 += mB2 * Px2_0;
            vBy2 += mB2 * Py2_0;
            wB2 += iB2 * (imp2_0 * rnB2_0);
            int p1_1 = o1 + pSecond;
            int p2_1 = o2 + pSecond;
            double dA1_1 = cf[p1_1 + CP_DA],
                    dB1_1 = cf[p1_1 + CP_DB],
                    rnA1_1 = cf[p1_1 + CP_RNA],
                    rnB1_1 = cf[p1_1 + CP_RNB];
            double dA2_1 = cf[p2_1 + CP_DA],
                    dB2_1 = cf[p2_1 + CP_DB],
                    rnA2_1 = cf[p2_1 + CP_RNA],
                    rnB2_1 = cf[p2_1 + CP_RNB];
            double s1_1 = dn1 + (qBc1 * dB1_1 + qBs1 * rnB1_1) - (qAc1 * dA1_1 + qAs1 * rnA1_1) + cf[p1_1 + CP_SEP];
            double s2_1 = dn2 + (qBc2 * dB2_1 + qBs2 * rnB2_1) - (qAc2 * dA2_1 + qAs2 * rnA2_1) + cf[p2_1 + CP_SEP];
            double vb1_1 = 0, ms1_1 = 1, is1_1 = 0;
            double vb2_1 = 0, ms2_1 = 1, is2_1 = 0;
            if (s1_1 > 0) vb1_1 = s1_1 * invH;
            else if (useBias) {
                vb1_1 = Math.max(bias1 * s1_1, -pushMax);
                ms1_1 = massScale1;
                is1_1 = impScale1;
            }
            if (s2_1 > 0) vb2_1 = s2_1 * invH;
            else if (useBias) {
                vb2_1 = Math.max(bias2 * s2_1, -pushMax);
                ms2_1 = massScale2;
                is2_1 = impScale2;
            }
            double vn1_1 = (vBx1 - vAx1) * nx1 + (vBy1 - vAy1) * ny1 + (wB1 * rnB1_1 - wA1 * rnA1_1);
            double vn2_1 = (vBx2 - vAx2) * nx2 + (vBy2 - vAy2) * ny2 + (wB2 * rnB2_1 - wA2 * rnA2_1);
            double old1_1 = cf[p1_1 + CP_NIMP];
            double old2_1 = cf[p2_1 + CP_NIMP];
            double imp1_1 = -cf[p1_1 + CP_NMASS] * ms1_1 * (vn1_1 + vb1_1) - is1_1 * old1_1;
            double imp2_1 = -cf[p2_1 + CP_NMASS] * ms2_1 * (vn2_1 + vb2_1) - is2_1 * old2_1;
            double nw1_1 = Math.max(old1_1 + imp1_1, 0.0);
            double nw2_1 = Math.max(old2_1 + imp2_1, 0.0);
            imp1_1 = nw1_1 - old1_1;
            imp2_1 = nw2_1 - old2_1;
            cf[p1_1 + CP_NIMP] = nw1_1;
            cf[p2_1 + CP_NIMP] = nw2_1;
            if (nw1_1 > cf[p1_1 + CP_MAXIMP]) cf[p1_1 + CP_MAXIMP] = nw1_1;
            if (nw2_1 > cf[p2_1 + CP_MAXIMP]) cf[p2_1 + CP_MAXIMP] = nw2_1;
            double Px1_1 = imp1_1 * nx1, Py1_1 = imp1_1 * ny1;
            double Px2_1 = imp2_1 * nx2, Py2_1 = imp2_1 * ny2;
            vAx1 -= mA1 * Px1_1;
            vAy1 -= mA1 * Py1_1;
            wA1 -= iA1 * (imp1_1 * rnA1_1);
            vAx2 -= mA2 * Px2_1;
            vAy2 -= mA2 * Py2_1;
            wA2 -= iA2 * (imp2_1 * rnA2_1);
            vBx1 += mB1 * Px1_1;
            vBy1 += mB1 * Py1_1;
            wB1 += iB1 * (imp1_1 * rnB1_1);
            vBx2 += mB2 * Px2_1;
            vBy2 += mB2 * Py2_1;
            wB2 += iB2 * (imp2_1 * rnB2_1);
            double muS1 = cf[o1 + CF_MUS], muD1 = cf[o1 + CF_MUD];
            double muS2 = cf[o2 + CF_MUS], muD2 = cf[o2 + CF_MUD];
            int q1_0 = o1 + CF_P0 + CP_STRIDE * 0;
            int q2_0 = o2 + CF_P0 + CP_STRIDE * 0;
            double fA1_0 = cf[q1_0 + CP_DA], fB1_0 = cf[q1_0 + CP_DB];
            double fA2_0 = cf[q2_0 + CP_DA], fB2_0 = cf[q2_0 + CP_DB];
            double vt1_0 = (vBx1 - vAx1) * ny1 - (vBy1 - vAy1) * nx1 + (wA1 * fA1_0 - wB1 * fB1_0);
            double vt2_0 = (vBx2 - vAx2) * ny2 - (vBy2 - vAy2) * nx2 + (wA2 * fA2_0 - wB2 * fB2_0);
            double told1_0 = cf[q1_0 + CP_TIMP];
            double told2_0 = cf[q2_0 + CP_TIMP];
            double cand1_0 = told1_0 - cf[q1_0 + CP_TMASS] * vt1_0;
            double cand2_0 = told2_0 - cf[q2_0 + CP_TMASS] * vt2_0;
            double jn1_0 = cf[q1_0 + CP_NIMP];
            double jn2_0 = cf[q2_0 + CP_NIMP];
            double tnw1_0;
            double tnw2_0;
            if (Math.abs(cand1_0) <= muS1 * jn1_0) tnw1_0 = cand1_0;
            else {
                double lim = muD1 * jn1_0;
                tnw1_0 = cand1_0 > lim ? lim : (cand1_0 < -lim ? -lim : cand1_0);
            }
            if (Math.abs(cand2_0) <= muS2 * jn2_0) tnw2_0 = cand2_0;
            else {
                double lim = muD2 * jn2_0;
                tnw2_0 = cand2_0 > lim ? lim : (cand2_0 < -lim ? -lim : cand2_0);
            }
            double timp1_0 = tnw1_0 - told1_0;
            double timp2_0 = tnw2_0 - told2_0;
            cf[q1_0 + CP_TIMP] = tnw1_0;
            cf[q2_0 + CP_TIMP] = tnw2_0;
            double Tx1_0 = timp1_0 * ny1, Ty1_0 = -timp1_0 * nx1;
            double Tx2_0 = timp2_0 * ny2, Ty2_0 = -timp2_0 * nx2;
            vAx1 -= mA1 * Tx1_0;
            vAy1 -= mA1 * Ty1_0;
            wA1 += iA1 * (timp1_0 * fA1_0);
            vAx2 -= mA2 * Tx2_0;
            vAy2 -= mA2 * Ty2_0;
            wA2 += iA2 * (timp2_0 * fA2_0);
            vBx1 += mB1 * Tx1_0;
            vBy1 += mB1 * Ty1_0;
            wB1 -= iB1 * (timp1_0 * fB1_0);
            vBx2 += mB2 * Tx2_0;
            vBy2 += mB2 * Ty2_0;
            wB2 -= iB2 * (timp2_0 * fB2_0);
            int q1_1 = o1 + CF_P0 + CP_STRIDE * 1;
            int q2_1 = o2 + CF_P0 + CP_STRIDE * 1;
            double fA1_1 = cf[q1_1 + CP_DA], fB1_1 = cf[q1_1 + CP_DB];
            double fA2_1 = cf[q2_1 + CP_DA], fB2_1 = cf[q2_1 + CP_DB];
            double vt1_1 = (vBx1 - vAx1) * ny1 - (vBy1 - vAy1) * nx1 + (wA1 * fA1_1 - wB1 * fB1_1);
            double vt2_1 = (vBx2 - vAx2) * ny2 - (vBy2 - vAy2) * nx2 + (wA2 * fA2_1 - wB2 * fB2_1);
            double told1_1 = cf[q1_1 + CP_TIMP];
            double told2_1 = cf[q2_1 + CP_TIMP];
            double cand1_1 = told1_1 - cf[q1_1 + CP_TMASS] * vt1_1;
            double cand2_1 = told2_1 - cf[q2_1 + CP_TMASS] * vt2_1;
            double jn1_1 = cf[q1_1 + CP_NIMP];
            double jn2_1 = cf[q2_1 + CP_NIMP];
            double tnw1_1;
            double tnw2_1;
            if (Math.abs(cand1_1) <= muS1 * jn1_1) tnw1_1 = cand1_1;
            else {
                double lim = muD1 * jn1_1;
                tnw1_1 = cand1_1 > lim ? lim : (cand1_1 < -lim ? -lim : cand1_1);
            }
            if (Math.abs(cand2_1) <= muS2 * jn2_1) tnw2_1 = cand2_1;
            else {
                double lim = muD2 * jn2_1;
                tnw2_1 = cand2_1 > lim ? lim : (cand2_1 < -lim ? -lim : cand2_1);
            }
            double timp1_1 = tnw1_1 - told1_1;
            double timp2_1 = tnw2_1 - told2_1;
            cf[q1_1 + CP_TIMP] = tnw1_1;
            cf[q2_1 + CP_TIMP] = tnw2_1;
            double Tx1_1 = timp1_1 * ny1, Ty1_1 = -timp1_1 * nx1;
            double Tx2_1 = timp2_1 * ny2, Ty2_1 = -timp2_1 * nx2;
            vAx1 -= mA1 * Tx1_1;
            vAy1 -= mA1 * Ty1_1;
            wA1 += iA1 * (timp1_1 * fA1_1);
            vAx2 -= mA2 * Tx2_1;
            vAy2 -= mA2 * Ty2_1;
            wA2 += iA2 * (timp2_1 * fA2_1);
            vBx1 += mB1 * Tx1_1;
            vBy1 += mB1 * Ty1_1;
            wB1 -= iB1 * (timp1_1 * fB1_1);
            vBx2 += mB2 * Tx2_1;
            vBy2 += mB2 * Ty2_1;
            wB2 -= iB2 * (timp2_1 * fB2_1);
            if (mA1 != 0) {
                bs[a1] = vAx1;
                bs[a1 + 1] = vAy1;
                bs[a1 + 2] = wA1;
            }
            if (mA2 != 0) {
                bs[a2] = vAx2;
                bs[a2 + 1] = vAy2;
                bs[a2 + 2] = wA2;
            }
            if (mB1 != 0) {
                bs[b1] = vBx1;
                bs[b1 + 1] = vBy1;
                bs[b1 + 2] = wB1;
            }
            if (mB2 != 0) {
                bs[b2] = vBx2;
                bs[b2 + 1] = vBy2;
                bs[b2 + 2] = wB2;
            }
        }
        return c;
    }

    /** One constraint (1 or 2 points), the same arithmetic as the pair kernel. */
    private void solveSingle(int c, double invH, boolean useBias, int pFirst, int pSecond) {
        final double[] bs = this.bs, cf = this.cf;
        final int[] ccI = this.ccI;
        final double pushMax = contactPushMaxVelocity;
        final double cBias = this.cBias, cMassScale = this.cMassScale, cImpScale = this.cImpScale;
        final double sBias = this.sBias, sMassScale = this.sMassScale, sImpScale = this.sImpScale;
        int pc = ccI[CI_STRIDE * c + CI_PC] & CI_POINTS;
        if (pc == 2) {
            int ci = CI_STRIDE * c;
            int a = 8 * ccI[ci + CI_A], b = 8 * ccI[ci + CI_B];
            boolean st = (ccI[ci + CI_PC] & CI_STATIC) != 0;
            int o = CF_STRIDE * c;
            double mA = cf[o + CF_MA], iA = cf[o + CF_IA], mB = cf[o + CF_MB], iB = cf[o + CF_IB];
            double nx = cf[o + CF_NX], ny = cf[o + CF_NY];
            double bias = st ? sBias : cBias,
                    massScale = st ? sMassScale : cMassScale,
                    impScale = st ? sImpScale : cImpScale;
            double vAx = bs[a], vAy = bs[a + 1], wA = bs[a + 2];
            double qAc = bs[a + 5], qAs = bs[a + 6];
            double vBx = bs[b], vBy = bs[b + 1], wB = bs[b + 2];
            double qBc = bs[b + 5], qBs = bs[b + 6];
            double dn = (bs[b + 3] - bs[a + 3]) * nx + (bs[b + 4] - bs[a + 4]) * ny;
            int p0 = o + pFirst;
            double dA0 = cf[p0 + CP_DA], dB0 = cf[p0 + CP_DB], rnA0 = cf[p0 + CP_RNA], rnB0 = cf[p0 + CP_RNB];
            double s0 = dn + (qBc * dB0 + qBs * rnB0) - (qAc * dA0 + qAs * rnA0) + cf[p0 + CP_SEP];
            double vb0 = 0, ms0 = 1, is0 = 0;
            if (s0 > 0) vb0 = s0 * invH;
            else if (useBias) {
                vb0 = Math.max(bias * s0, -pushMax);
                ms0 = massScale;
                is0 = impScale;
            }
            double vn0 = (vBx - vAx) * nx + (vBy - vAy) * ny + (wB * rnB0 - wA * rnA0);
            double old0 = cf[p0 + CP_NIMP];
            double imp0 = -cf[p0 + CP_NMASS] * ms0 * (vn0 + vb0) - is0 * old0;
            double nw0 = Math.max(old0 + imp0, 0.0);
            imp0 = nw0 - old0;
            cf[p0 + CP_NIMP] = nw0;
            if (nw0 > cf[p0 + CP_MAXIMP]) cf[p0 + CP_MAXIMP] = nw0;
            double Px0 = imp0 * nx, Py0 = imp0 * ny;
            vAx -= mA * Px0;
            vAy -= mA * Py0;
            wA -= iA * (imp0 * rnA0);
            vBx += mB * Px0;
            vBy += mB * Py0;
            wB += iB * (imp0 * rnB0);
            int p1 = o + pSecond;
            double dA1 = cf[p1 + CP_DA], dB1 = cf[p1 + CP_DB], rnA1 = cf[p1 + CP_RNA], rnB1 = cf[p1 + CP_RNB];
            double s1 = dn + (qBc * dB1 + qBs * rnB1) - (qAc * dA1 + qAs * rnA1) + cf[p1 + CP_SEP];
            double vb1 = 0, ms1 = 1, is1 = 0;
            if (s1 > 0) vb1 = s1 * invH;
            else if (useBias) {
                vb1 = Math.max(bias * s1, -pushMax);
                ms1 = massScale;
                is1 = impScale;
            }
            double vn1 = (vBx - vAx) * nx + (vBy - vAy) * ny + (wB * rnB1 - wA * rnA1);
            double old1 = cf[p1 + CP_NIMP];
            double imp1 = -cf[p1 + CP_NMASS] * ms1 * (vn1 + vb1) - is1 * old1;
            double nw1 = Math.max(old1 + imp1, 0.0);
            imp1 = nw1 - old1;
            cf[p1 + CP_NIMP] = nw1;
            if (nw1 > cf[p1 + CP_MAXIMP]) cf[p1 + CP_MAXIMP] = nw1;
            double Px1 = imp1 * nx, Py1 = imp1 * ny;
            vAx -= mA * Px1;
            vAy -= mA * Py1;
            wA -= iA * (imp1 * rnA1);
            vBx += mB * Px1;
            vBy += mB * Py1;
            wB += iB * (imp1 * rnB1);
            double muS = cf[o + CF_MUS], muD = cf[o + CF_MUD];
            int q0 = o + CF_P0 + CP_STRIDE * 0;
            double fA0 = cf[q0 + CP_DA], fB0 = cf[q0 + CP_DB];
            double vt0 = (vBx - vAx) * ny - (vBy - vAy) * nx + (wA * fA0 - wB * fB0);
            double told0 = cf[q0 + CP_TIMP];
            double cand0 = told0 - cf[q0 + CP_TMASS] * vt0;
            double jn0 = cf[q0 + CP_NIMP];
            double tnw0;
            if (Math.abs(cand0) <= muS * jn0) tnw0 = cand0;
            else {
                double lim = muD * jn0;
                tnw0 = cand0 > lim ? lim : (cand0 < -lim ? -lim : cand0);
            }
            double timp0 = tnw0 - told0;
            cf[q0 + CP_TIMP] = tnw0;
            double Tx0 = timp0 * ny, Ty0 = -timp0 * nx;
            vAx -= mA * Tx0;
            vAy -= mA * Ty0;
            wA += iA * (timp0 * fA0);
            vBx += mB * Tx0;
            vBy += mB * Ty0;
            wB -= iB * (timp0 * fB0);
            int q1 = o + CF_P0 + CP_STRIDE * 1;
            double fA1 = cf[q1 + CP_DA], fB1 = cf[q1 + CP_DB];
            double vt1 = (vBx - vAx) * ny - (vBy - vAy) * nx + (wA * fA1 - wB * fB1);
            double told1 = cf[q1 + CP_TIMP];
            double cand1 = told1 - cf[q1 + CP_TMASS] * vt1;
            double jn1 = cf[q1 + CP_NIMP];
            double tnw1;
            if (Math.abs(cand1) <= muS * jn1) tnw1 = cand1;
            else {
                double lim = muD * jn1;
                tnw1 = cand1 > lim ? lim : (cand1 < -lim ? -lim : cand1);
            }
            double timp1 = tnw1 - told1;
            cf[q1 + CP_TIMP] = tnw1;
            double Tx1 = timp1 * ny, Ty1 = -timp1 * nx;
            vAx -= mA * Tx1;
            vAy -= mA * Ty1;
            wA += iA * (timp1 * fA1);
            vBx += mB * Tx1;
            vBy += mB * Ty1;
            wB -= iB * (timp1 * fB1);
            if (mA != 0) {
                bs[a] = vAx;
                bs[a + 1] = vAy;
                bs[a + 2] = wA;
            }
            if (mB != 0) {
                bs[b] = vBx;
                bs[b + 1] = vBy;
                bs[b + 2] = wB;
            }

        } else if (pc == 1) {
            int ci = CI_STRIDE * c;
            int a = 8 * ccI[ci + CI_A], b = 8 * ccI[ci + CI_B];
            boolean st = (ccI[ci + CI_PC] & CI_STATIC) != 0;
            int o = CF_STRIDE * c;
            double mA = cf[o + CF_MA], iA = cf[o + CF_IA], mB = cf[o + CF_MB], iB = cf[o + CF_IB];
            double nx = cf[o + CF_NX], ny = cf[o + CF_NY];
            double bias = st ? sBias : cBias,
                    massScale = st ? sMassScale : cMassScale,
                    impScale = st ? sImpScale : cImpScale;
            double vAx = bs[a], vAy = bs[a + 1], wA = bs[a + 2];
            double qAc = bs[a + 5], qAs = bs[a + 6];
            double vBx = bs[b], vBy = bs[b + 1], wB = bs[b + 2];
            double qBc = bs[b + 5], qBs = bs[b + 6];
            double dn = (bs[b + 3] - bs[a + 3]) * nx + (bs[b + 4] - bs[a + 4]) * ny;
            int p0 = o + CF_P0;
            double dA0 = cf[p0 + CP_DA], dB0 = cf[p0 + CP_DB], rnA0 = cf[p0 + CP_RNA], rnB0 = cf[p0 + CP_RNB];
            double s0 = dn + (qBc * dB0 + qBs * rnB0) - (qAc * dA0 + qAs * rnA0) + cf[p0 + CP_SEP];
            double vb0 = 0, ms0 = 1, is0 = 0;
            if (s0 > 0) vb0 = s0 * invH;
            else if (useBias) {
                vb0 = Math.max(bias * s0, -pushMax);
                ms0 = massScale;
                is0 = impScale;
            }
            double vn0 = (vBx - vAx) * nx + (vBy - vAy) * ny + (wB * rnB0 - wA * rnA0);
            double old0 = cf[p0 + CP_NIMP];
            double imp0 = -cf[p0 + CP_NMASS] * ms0 * (vn0 + vb0) - is0 * old0;
            double nw0 = Math.max(old0 + imp0, 0.0);
            imp0 = nw0 - old0;
            cf[p0 + CP_NIMP] = nw0;
            if (nw0 > cf[p0 + CP_MAXIMP]) cf[p0 + CP_MAXIMP] = nw0;
            double Px0 = imp0 * nx, Py0 = imp0 * ny;
            vAx -= mA * Px0;
            vAy -= mA * Py0;
            wA -= iA * (imp0 * rnA0);
            vBx += mB * Px0;
            vBy += mB * Py0;
            wB += iB * (imp0 * rnB0);
            double muS = cf[o + CF_MUS], muD = cf[o + CF_MUD];
            int q0 = o + CF_P0 + CP_STRIDE * 0;
            double fA0 = cf[q0 + CP_DA], fB0 = cf[q0 + CP_DB];
            double vt0 = (vBx - vAx) * ny - (vBy - vAy) * nx + (wA * fA0 - wB * fB0);
            double told0 = cf[q0 + CP_TIMP];
            double cand0 = told0 - cf[q0 + CP_TMASS] * vt0;
            double jn0 = cf[q0 + CP_NIMP];
            double tnw0;
            if (Math.abs(cand0) <= muS * jn0) tnw0 = cand0;
            else {
                double lim = muD * jn0;
                tnw0 = cand0 > lim ? lim : (cand0 < -lim ? -lim : cand0);
            }
            double timp0 = tnw0 - told0;
            cf[q0 + CP_TIMP] = tnw0;
            double Tx0 = timp0 * ny, Ty0 = -timp0 * nx;
            vAx -= mA * Tx0;
            vAy -= mA * Ty0;
            wA += iA * (timp0 * fA0);
            vBx += mB * Tx0;
            vBy += mB * Ty0;
            wB -= iB * (timp0 * fB0);
            if (mA != 0) {
                bs[a] = vAx;
                bs[a + 1] = vAy;
                bs[a + 2] = wA;
            }
            if (mB != 0) {
                bs[b] = vBx;
                bs[b + 1] = vBy;
                bs[b + 2] = wB;
            }
        }
    }

    /** Article 003's positional correction, with the angular terms in the effective mass. */
    private void projectContacts() {
        final double percent = correctionPercent, slop = correctionSlop;
        final double[] bs = this.bs, cf = this.cf;
        for (int c = 0; c < ccCount; c++) {
            int ci = CI_STRIDE * c;
            int a = ccI[ci + CI_A], b = ccI[ci + CI_B], pc = ccI[ci + CI_PC] & CI_POINTS;
            int o = CF_STRIDE * c;
            double mA = cf[o + CF_MA], iA = cf[o + CF_IA], mB = cf[o + CF_MB], iB = cf[o + CF_IB];
            double nx = cf[o + CF_NX], ny = cf[o + CF_NY];
            for (int i = 0; i < pc; i++) {
                int p = o + CF_P0 + CP_STRIDE * i;
                double dA = cf[p + CP_DA], dB = cf[p + CP_DB], rnA = cf[p + CP_RNA], rnB = cf[p + CP_RNB];
                double qAc = bs[8 * a + 5], qAs = bs[8 * a + 6], qBc = bs[8 * b + 5], qBs = bs[8 * b + 6];
                // rotated anchors R(q) r: n . R(q) r = c d + s rn, R(q) r x n = c rn - s d
                double s = (bs[8 * b + 3] - bs[8 * a + 3]) * nx
                        + (bs[8 * b + 4] - bs[8 * a + 4]) * ny
                        + (qBc * dB + qBs * rnB)
                        - (qAc * dA + qAs * rnA)
                        + cf[p + CP_SEP];
                double depth = -s - slop;
                if (depth <= 0) continue;
                double prnA = qAc * rnA - qAs * dA, prnB = qBc * rnB - qBs * dB;
                double k = mA + mB + iA * prnA * prnA + iB * prnB * prnB;
                if (k <= 0) continue;
                double P = percent * depth / k;
                double Px = P * nx, Py = P * ny;
                bs[8 * a + 3] -= mA * Px;
                bs[8 * a + 4] -= mA * Py;
                bs[8 * b + 3] += mB * Px;
                bs[8 * b + 4] += mB * Py;
                rotateDelta(a, -iA * (P * prnA));
                rotateDelta(b, iB * (P * prnB));
            }
        }
    }

    private void rotateDelta(int b, double da) {
        if (da == 0) return;
        bs[8 * b + 7] += da;
        double c = bs[8 * b + 5], s = bs[8 * b + 6];
        double nc = c - da * s, ns = s + da * c;
        double mag = Math.sqrt(nc * nc + ns * ns);
        double inv = mag > 0 ? 1.0 / mag : 0;
        bs[8 * b + 5] = nc * inv;
        bs[8 * b + 6] = ns * inv;
    }

    private void applyRestitution() {
        final double threshold = restitutionThreshold;
        final double[] bs = this.bs, cf = this.cf;
        for (int c = 0; c < ccCount; c++) {
            int o = CF_STRIDE * c;
            double e = cf[o + CF_REST];
            if (e == 0) continue;
            int ci = CI_STRIDE * c;
            int a = 8 * ccI[ci + CI_A], b = 8 * ccI[ci + CI_B], pc = ccI[ci + CI_PC] & CI_POINTS;
            double mA = cf[o + CF_MA], iA = cf[o + CF_IA], mB = cf[o + CF_MB], iB = cf[o + CF_IB];
            double nx = cf[o + CF_NX], ny = cf[o + CF_NY];
            double vAx = bs[a], vAy = bs[a + 1], wA = bs[a + 2], vBx = bs[b], vBy = bs[b + 1], wB = bs[b + 2];
            for (int i = 0; i < pc; i++) {
                int p = o + CF_P0 + CP_STRIDE * i;
                if (cf[p + CP_RELV] > -threshold || cf[p + CP_MAXIMP] == 0) continue;
                double rnA = cf[p + CP_RNA], rnB = cf[p + CP_RNB];
                double vn = (vBx - vAx) * nx + (vBy - vAy) * ny + wB * rnB - wA * rnA;
                // article 003: j = -(1 + e) vn / K, here as the target vn' = -e vn0 on top of the solved velocity
                double imp = -cf[p + CP_NMASS] * (vn + e * cf[p + CP_RELV]);
                double old = cf[p + CP_NIMP];
                double nw = Math.max(old + imp, 0.0);
                imp = nw - old;
                cf[p + CP_NIMP] = nw;
                if (nw > cf[p + CP_MAXIMP]) cf[p + CP_MAXIMP] = nw;
                double Px = imp * nx, Py = imp * ny;
                vAx -= mA * Px;
                vAy -= mA * Py;
                wA -= iA * (imp * rnA);
                vBx += mB * Px;
                vBy += mB * Py;
                wB += iB * (imp * rnB);
            }
            if (mA != 0) {
                bs[a] = vAx;
                bs[a + 1] = vAy;
                bs[a + 2] = wA;
            }
            if (mB != 0) {
                bs[b] = vBx;
                bs[b + 1] = vBy;
                bs[b + 2] = wB;
            }
        }
    }

    private void storeImpulses() {
        final double[] cf = this.cf;
        for (int c = 0; c < ccCount; c++) {
            int ci = CI_STRIDE * c;
            int k = ccI[ci], pc = ccI[ci + CI_PC] & CI_POINTS;
            for (int i = 0; i < pc; i++) {
                int p = CF_STRIDE * c + CF_P0 + CP_STRIDE * i;
                kNImp[2 * k + i] = cf[p + CP_NIMP];
                kTImp[2 * k + i] = cf[p + CP_TIMP];
                kMaxImp[2 * k + i] = cf[p + CP_MAXIMP];
            }
        }
    }

    // ------------------------------------------------------------------ joint solver (soft, Box2D v3 style)
    private void prepareJoints() {
        for (int j = 0; j < jHigh; j++) {
            if (!jAlive[j]) continue;
            int a = jA[j], b = jB[j];
            if ((bFlags[a] & B_AWAKE) == 0 && (bFlags[b] & B_AWAKE) == 0) continue;
            // anchors relative to the centres of mass, in world orientation
            double ax = jLax[j] - lcx[a], ay = jLay[j] - lcy[a];
            double bx = jLbx[j] - lcx[b], by = jLby[j] - lcy[b];
            double rAx = qc[a] * ax - qs[a] * ay, rAy = qs[a] * ax + qc[a] * ay;
            double rBx = qc[b] * bx - qs[b] * by, rBy = qs[b] * bx + qc[b] * by;
            jRAx[j] = rAx;
            jRAy[j] = rAy;
            jRBx[j] = rBx;
            jRBy[j] = rBy;
            jDcx[j] = px[b] - px[a];
            jDcy[j] = py[b] - py[a];
            if (jType[j] == JOINT_DISTANCE) {
                double dx = jDcx[j] + rBx - rAx, dy = jDcy[j] + rBy - rAy;
                double len = Math.sqrt(dx * dx + dy * dy);
                double ux = len > 1e-6 ? dx / len : 1, uy = len > 1e-6 ? dy / len : 0;
                double crA = rAx * uy - rAy * ux, crB = rBx * uy - rBy * ux;
                double k = invMass[a] + invMass[b] + invI[a] * crA * crA + invI[b] * crB * crB;
                jAxMass[j] = k > 0 ? 1.0 / k : 0;
            }
            if (!warmStarting) {
                jImp[j] = 0;
                jLowImp[j] = 0;
                jUpImp[j] = 0;
                jImpX[j] = 0;
                jImpY[j] = 0;
            }
        }
    }

    private boolean jointActive(int j) {
        return jAlive[j] && ((bFlags[jA[j]] & B_AWAKE) != 0 || (bFlags[jB[j]] & B_AWAKE) != 0);
    }

    private void warmStartJoints() {
        for (int j = 0; j < jHigh; j++) {
            if (!jointActive(j)) continue;
            int a = jA[j], b = jB[j];
            double rAx = bs[8 * a + 5] * jRAx[j] - bs[8 * a + 6] * jRAy[j],
                    rAy = bs[8 * a + 6] * jRAx[j] + bs[8 * a + 5] * jRAy[j];
            double rBx = bs[8 * b + 5] * jRBx[j] - bs[8 * b + 6] * jRBy[j],
                    rBy = bs[8 * b + 6] * jRBx[j] + bs[8 * b + 5] * jRBy[j];
            double Px, Py;
            if (jType[j] == JOINT_DISTANCE) {
                double dx = bs[8 * b + 3] - bs[8 * a + 3] + jDcx[j] + rBx - rAx,
                        dy = bs[8 * b + 4] - bs[8 * a + 4] + jDcy[j] + rBy - rAy;
                double len = Math.sqrt(dx * dx + dy * dy);
                double ux = len > 1e-6 ? dx / len : 1, uy = len > 1e-6 ? dy / len : 0;
                double axial = jImp[j] + jLowImp[j] - jUpImp[j];
                Px = axial * ux;
                Py = axial * uy;
            } else {
                Px = jImpX[j];
                Py = jImpY[j];
            }
            applyPair(a, b, rAx, rAy, rBx, rBy, Px, Py);
        }
    }

    private void applyPair(int a, int b, double rAx, double rAy, double rBx, double rBy, double Px, double Py) {
        double mA = invMass[a], iA = invI[a], mB = invMass[b], iB = invI[b];
        bs[8 * a] -= mA * Px;
        bs[8 * a + 1] -= mA * Py;
        bs[8 * a + 2] -= iA * (rAx * Py - rAy * Px);
        bs[8 * b] += mB * Px;
        bs[8 * b + 1] += mB * Py;
        bs[8 * b + 2] += iB * (rBx * Py - rBy * Px);
    }

    private void solveJoints(double h, double invH, boolean useBias) {
        for (int j = 0; j < jHigh; j++) {
            if (!jointActive(j)) continue;
            int a = jA[j], b = jB[j];
            double mA = invMass[a], iA = invI[a], mB = invMass[b], iB = invI[b];
            double rAx = bs[8 * a + 5] * jRAx[j] - bs[8 * a + 6] * jRAy[j],
                    rAy = bs[8 * a + 6] * jRAx[j] + bs[8 * a + 5] * jRAy[j];
            double rBx = bs[8 * b + 5] * jRBx[j] - bs[8 * b + 6] * jRBy[j],
                    rBy = bs[8 * b + 6] * jRBx[j] + bs[8 * b + 5] * jRBy[j];
            double dx = bs[8 * b + 3] - bs[8 * a + 3] + jDcx[j] + rBx - rAx,
                    dy = bs[8 * b + 4] - bs[8 * a + 4] + jDcy[j] + rBy - rAy;
            double vrx = bs[8 * b] - bs[8 * b + 2] * rBy - bs[8 * a] + bs[8 * a + 2] * rAy;
            double vry = bs[8 * b + 1] + bs[8 * b + 2] * rBx - bs[8 * a + 1] - bs[8 * a + 2] * rAx;
            if (jType[j] == JOINT_REVOLUTE) {
                double bx = 0, by = 0, ms = 1, is = 0;
                if (useBias) {
                    bx = jBias * dx;
                    by = jBias * dy;
                    ms = jMassScale;
                    is = jImpScale;
                }
                double k11 = mA + mB + rAy * rAy * iA + rBy * rBy * iB;
                double k12 = -rAy * rAx * iA - rBy * rBx * iB;
                double k22 = mA + mB + rAx * rAx * iA + rBx * rBx * iB;
                double det = k11 * k22 - k12 * k12;
                if (det != 0) det = 1.0 / det;
                double cx = vrx + bx, cy = vry + by;
                double sx = det * (k22 * cx - k12 * cy), sy = det * (k11 * cy - k12 * cx);
                double ix = -ms * sx - is * jImpX[j], iy = -ms * sy - is * jImpY[j];
                jImpX[j] += ix;
                jImpY[j] += iy;
                applyPair(a, b, rAx, rAy, rBx, rBy, ix, iy);
                continue;
            }
            double len = Math.sqrt(dx * dx + dy * dy);
            if (len < 1e-6) continue;
            double ux = dx / len, uy = dy / len;
            double crA = rAx * uy - rAy * ux, crB = rBx * uy - rBy * ux;
            double kk = mA + mB + iA * crA * crA + iB * crB * crB;
            double axialMass = kk > 0 ? 1.0 / kk : 0;
            double minL = jMin[j], maxL = jMax[j];
            if (minL == maxL) {
                // equality: article 003's fixed-length joint as a velocity constraint
                double C = len - maxL;
                double bias = 0, ms = 1, is = 0;
                if (useBias) {
                    bias = jBias * C;
                    ms = jMassScale;
                    is = jImpScale;
                }
                double vn = ux * vrx + uy * vry;
                double imp = -ms * axialMass * (vn + bias) - is * jImp[j];
                jImp[j] += imp;
                applyPair(a, b, rAx, rAy, rBx, rBy, imp * ux, imp * uy);
                continue;
            }
            // lower limit (length >= min)
            if (minL > 0) {
                double C = len - minL;
                double bias = 0, ms = 1, is = 0;
                if (C > 0) bias = C * invH;
                else if (useBias) {
                    bias = jBias * C;
                    ms = jMassScale;
                    is = jImpScale;
                }
                vrx = bs[8 * b] - bs[8 * b + 2] * rBy - bs[8 * a] + bs[8 * a + 2] * rAy;
                vry = bs[8 * b + 1] + bs[8 * b + 2] * rBx - bs[8 * a + 1] - bs[8 * a + 2] * rAx;
                double vn = ux * vrx + uy * vry;
                double imp = -ms * axialMass * (vn + bias) - is * jLowImp[j];
                double nw = Math.max(0.0, jLowImp[j] + imp);
                imp = nw - jLowImp[j];
                jLowImp[j] = nw;
                applyPair(a, b, rAx, rAy, rBx, rBy, imp * ux, imp * uy);
            }
            // upper limit (length <= max): the rope
            {
                double C = maxL - len;
                double bias = 0, ms = 1, is = 0;
                if (C > 0) bias = C * invH;
                else if (useBias) {
                    bias = jBias * C;
                    ms = jMassScale;
                    is = jImpScale;
                }
                vrx = bs[8 * b] - bs[8 * b + 2] * rBy - bs[8 * a] + bs[8 * a + 2] * rAy;
                vry = bs[8 * b + 1] + bs[8 * b + 2] * rBx - bs[8 * a + 1] - bs[8 * a + 2] * rAx;
                double vn = -(ux * vrx + uy * vry);
                double imp = -ms * axialMass * (vn + bias) - is * jUpImp[j];
                double nw = Math.max(0.0, jUpImp[j] + imp);
                imp = nw - jUpImp[j];
                jUpImp[j] = nw;
                applyPair(a, b, rAx, rAy, rBx, rBy, -imp * ux, -imp * uy);
            }
        }
    }

    // ------------------------------------------------------------------ integration
    private void integrateVelocities(double h) {
        Integrator in = integrator;
        if (in == Integrator.SEMI_IMPLICIT_EULER) integrateSemiImplicit(h);
        else if (in == Integrator.EXPLICIT_EULER) integrateExplicit(h);
        else integrateRk4(h);
    }

    private boolean hasSprings() {
        for (int s = 0; s < sHigh; s++) if (sAlive[s]) return true;
        return false;
    }

    /** Loads the live state (x = x0 + dp, angle = angle0 + dAngle, v) into the stage arrays for spring bodies. */
    private void loadStageFromLive() {
        for (int s = 0; s < sHigh; s++) {
            if (!sAlive[s]) continue;
            loadLive(sA[s]);
            loadLive(sB[s]);
        }
    }

    private void loadLive(int b) {
        stX[b] = px[b] + bs[8 * b + 3];
        stY[b] = py[b] + bs[8 * b + 4];
        stA[b] = ang[b] + bs[8 * b + 7];
        stVX[b] = bs[8 * b];
        stVY[b] = bs[8 * b + 1];
        stW[b] = bs[8 * b + 2];
    }

    /** Spring and damper forces at the stage state into efx/efy/etq (which the caller has zeroed). */
    private void springForces() {
        for (int s = 0; s < sHigh; s++) {
            if (!sAlive[s]) continue;
            int a = sA[s], b = sB[s];
            double ca = DetMath.cos(stA[a]), sa = DetMath.sin(stA[a]);
            double cb = DetMath.cos(stA[b]), sb = DetMath.sin(stA[b]);
            double ax = sLax[s] - lcx[a], ay = sLay[s] - lcy[a], bx = sLbx[s] - lcx[b], by = sLby[s] - lcy[b];
            double rAx = ca * ax - sa * ay, rAy = sa * ax + ca * ay;
            double rBx = cb * bx - sb * by, rBy = sb * bx + cb * by;
            double dx = stX[b] + rBx - stX[a] - rAx, dy = stY[b] + rBy - stY[a] - rAy;
            double len = Math.sqrt(dx * dx + dy * dy);
            if (len < 1e-6) continue;
            double ux = dx / len, uy = dy / len;
            double vrx = stVX[b] - stW[b] * rBy - stVX[a] + stW[a] * rAy;
            double vry = stVY[b] + stW[b] * rBx - stVY[a] - stW[a] * rAx;
            // tension > 0 pulls the anchors together: Hooke on the stretch, damper on the axial relative velocity
            double tension = sKs[s] * (len - sRest[s]) + sKd[s] * (vrx * ux + vry * uy);
            double Fx = tension * ux, Fy = tension * uy; // force on A; -F on B
            efx[a] += Fx;
            efy[a] += Fy;
            etq[a] += rAx * Fy - rAy * Fx;
            efx[b] -= Fx;
            efy[b] -= Fy;
            etq[b] -= rBx * Fy - rBy * Fx;
        }
    }

    private void clearExtForces() {
        for (int s = 0; s < sHigh; s++) {
            if (!sAlive[s]) continue;
            int a = sA[s], b = sB[s];
            efx[a] = 0;
            efy[a] = 0;
            etq[a] = 0;
            efx[b] = 0;
            efy[b] = 0;
            etq[b] = 0;
        }
    }

    private void integrateSemiImplicit(double h) {
        boolean springs = hasSprings();
        if (springs) {
            clearExtForces();
            loadStageFromLive();
            springForces();
        }
        final double gx = gravityX, gy = gravityY, maxV = maxLinearSpeed;
        for (int i = 0; i < awakeCount; i++) {
            int b = awake[i];
            if (bType[b] != DYNAMIC) continue;
            double im = invMass[b], ii = invI[b];
            double Fx = fx[b], Fy = fy[b], T = tq[b];
            if (springs) {
                Fx += efx[b];
                Fy += efy[b];
                T += etq[b];
            }
            double gs = gravScale[b];
            double ldf = 1.0 / (1.0 + h * linDamp[b]), adf = 1.0 / (1.0 + h * angDamp[b]);
            double nvx = (bs[8 * b] + h * (im * Fx + gs * gx)) * ldf;
            double nvy = (bs[8 * b + 1] + h * (im * Fy + gs * gy)) * ldf;
            double v2 = nvx * nvx + nvy * nvy;
            if (v2 > maxV * maxV) {
                double r = maxV / Math.sqrt(v2);
                nvx *= r;
                nvy *= r;
            }
            bs[8 * b] = nvx;
            bs[8 * b + 1] = nvy;
            bs[8 * b + 2] = (bs[8 * b + 2] + h * ii * T) * adf;
        }
    }

    /** Derivative of the velocity at the stage state: (ax, ay, alpha) into sumVX... via out arrays. */
    private void stageAcceleration(int b, double[] ox, double[] oy, double[] ow, boolean springs) {
        double im = invMass[b], ii = invI[b];
        double Fx = fx[b], Fy = fy[b], T = tq[b];
        if (springs) {
            Fx += efx[b];
            Fy += efy[b];
            T += etq[b];
        }
        double gs = gravScale[b];
        ox[b] = im * Fx + gs * gravityX - linDamp[b] * stVX[b];
        oy[b] = im * Fy + gs * gravityY - linDamp[b] * stVY[b];
        ow[b] = ii * T - angDamp[b] * stW[b];
    }

    private void integrateExplicit(double h) {
        boolean springs = hasSprings();
        for (int i = 0; i < awakeCount; i++) loadLive(awake[i]);
        if (springs) {
            clearExtForces();
            loadStageFromLive();
            springForces();
        }
        for (int i = 0; i < awakeCount; i++) {
            int b = awake[i];
            if (bType[b] != DYNAMIC) continue;
            stageAcceleration(b, sumVX, sumVY, sumW, springs);
            double v0x = bs[8 * b], v0y = bs[8 * b + 1], w0 = bs[8 * b + 2];
            double nvx = v0x + h * sumVX[b], nvy = v0y + h * sumVY[b], nw = w0 + h * sumW[b];
            bs[8 * b] = nvx;
            bs[8 * b + 1] = nvy;
            bs[8 * b + 2] = (bFlags[b] & B_FIXED_ROT) != 0 ? 0 : nw;
            // position must advance with the OLD velocity: offset against the x += h v(new) of integratePositions
            offX[b] = h * (v0x - nvx);
            offY[b] = h * (v0y - nvy);
            offA[b] = h * (w0 - bs[8 * b + 2]);
        }
    }

    private void integrateRk4(double h) {
        boolean springs = hasSprings();
        int na = awakeCount;
        for (int i = 0; i < na; i++) {
            int b = awake[i];
            loadLive(b);
            s0VX[b] = bs[8 * b];
            s0VY[b] = bs[8 * b + 1];
            s0W[b] = bs[8 * b + 2];
            sumX[b] = 0;
            sumY[b] = 0;
            sumA[b] = 0;
            sumVX[b] = 0;
            sumVY[b] = 0;
            sumW[b] = 0;
        }
        for (int stage = 0; stage < 4; stage++) {
            double weight = (stage == 0 || stage == 3) ? 1.0 : 2.0;
            if (springs) {
                clearExtForces();
                springForces();
            }
            // k = (v_stage, a(stage)); accumulate; then build the next stage state from the base state
            for (int i = 0; i < na; i++) {
                int b = awake[i];
                double kx = stVX[b], ky = stVY[b], ka = stW[b];
                double kvx = 0, kvy = 0, kw = 0;
                if (bType[b] == DYNAMIC) {
                    stageAcceleration(b, efxTmp, efyTmp, etqTmp, springs);
                    kvx = efxTmp[b];
                    kvy = efyTmp[b];
                    kw = (bFlags[b] & B_FIXED_ROT) != 0 ? 0 : etqTmp[b];
                }
                sumX[b] += weight * kx;
                sumY[b] += weight * ky;
                sumA[b] += weight * ka;
                sumVX[b] += weight * kvx;
                sumVY[b] += weight * kvy;
                sumW[b] += weight * kw;
                if (stage < 3) {
                    double c = stage == 2 ? h : 0.5 * h;
                    stX[b] = px[b] + bs[8 * b + 3] + c * kx;
                    stY[b] = py[b] + bs[8 * b + 4] + c * ky;
                    stA[b] = ang[b] + bs[8 * b + 7] + c * ka;
                    stVX[b] = s0VX[b] + c * kvx;
                    stVY[b] = s0VY[b] + c * kvy;
                    stW[b] = s0W[b] + c * kw;
                }
            }
        }
        double h6 = h / 6.0;
        final double maxV = maxLinearSpeed;
        for (int i = 0; i < na; i++) {
            int b = awake[i];
            if (bType[b] != DYNAMIC) continue;
            double nvx = s0VX[b] + h6 * sumVX[b], nvy = s0VY[b] + h6 * sumVY[b], nw = s0W[b] + h6 * sumW[b];
            double v2 = nvx * nvx + nvy * nvy;
            if (v2 > maxV * maxV) {
                double r = maxV / Math.sqrt(v2);
                nvx *= r;
                nvy *= r;
            }
            bs[8 * b] = nvx;
            bs[8 * b + 1] = nvy;
            bs[8 * b + 2] = nw;
            offX[b] = h6 * sumX[b] - h * nvx;
            offY[b] = h6 * sumY[b] - h * nvy;
            offA[b] = h6 * sumA[b] - h * nw;
        }
    }

    double[] efxTmp, efyTmp, etqTmp;

    private void integratePositions(double h) {
        boolean offsets = integrator != Integrator.SEMI_IMPLICIT_EULER;
        for (int i = 0; i < awakeCount; i++) {
            int b = awake[i];
            if ((bFlags[b] & B_FIXED_ROT) != 0) bs[8 * b + 2] = 0;
            double ddx = h * bs[8 * b], ddy = h * bs[8 * b + 1], da = h * bs[8 * b + 2];
            if (offsets) {
                ddx += offX[b];
                ddy += offY[b];
                da += offA[b];
                offX[b] = 0;
                offY[b] = 0;
                offA[b] = 0;
            }
            bs[8 * b + 3] += ddx;
            bs[8 * b + 4] += ddy;
            if (da != 0) {
                bs[8 * b + 7] += da;
                double c = bs[8 * b + 5], s = bs[8 * b + 6];
                double nc = c - da * s, ns = s + da * c;
                double mag = Math.sqrt(nc * nc + ns * ns);
                double inv = mag > 0 ? 1.0 / mag : 0;
                bs[8 * b + 5] = nc * inv;
                bs[8 * b + 6] = ns * inv;
            }
        }
    }

    private void finalizeBodies(double dt) {
        final double sv2 = sleepVelocity * sleepVelocity;
        for (int i = 0; i < awakeCount; i++) {
            int b = awake[i];
            px[b] += bs[8 * b + 3];
            py[b] += bs[8 * b + 4];
            double a = ang[b] + bs[8 * b + 7];
            // keep the angle bounded without changing the orientation
            if (a > 1e4 || a < -1e4) a = (a - 2 * DetMath.PI * Math.floor((a + DetMath.PI) / (2 * DetMath.PI)));
            ang[b] = a;
            sweepDa[b] = bs[8 * b + 7];
            Transform xf = bXf[b];
            if (bs[8 * b + 7] != 0) {
                xf.set(xf.x, xf.y, a); // one cos/sin per turning body per step
                qc[b] = xf.cos;
                qs[b] = xf.sin;
            }
            bs[8 * b + 3] = 0;
            bs[8 * b + 4] = 0;
            bs[8 * b + 5] = 1;
            bs[8 * b + 6] = 0;
            bs[8 * b + 7] = 0;
            double ox = px[b] - (qc[b] * lcx[b] - qs[b] * lcy[b]);
            double oy = py[b] - (qs[b] * lcx[b] + qc[b] * lcy[b]);
            xf.setPosition(ox, oy);
            fx[b] = 0;
            fy[b] = 0;
            tq[b] = 0;
            // sleep bookkeeping
            double v2 = bs[8 * b] * bs[8 * b] + bs[8 * b + 1] * bs[8 * b + 1];
            double ext = maxExtent[b];
            if (!sleepingEnabled
                    || (bFlags[b] & B_SLEEP_OK) == 0
                    || v2 > sv2
                    || bs[8 * b + 2] * bs[8 * b + 2] * ext * ext > sv2) sleepTime[b] = 0;
            else sleepTime[b] += dt;
            for (int c = bColliderHead[b]; c != -1; c = colNext[c]) computeFat(c, false);
            // continuous collision: a body that moved more than half its smallest width may have skipped something
            if (bType[b] == DYNAMIC) {
                double mx = px[b] - c0x[b], my = py[b] - c0y[b];
                double travel = Math.sqrt(mx * mx + my * my) + Math.abs(sweepDa[b]) * maxExtent[b];
                if (travel > 0.5 * minExtent[b]) fastList[fastCount++] = b;
            }
        }
    }

    // ------------------------------------------------------------------ continuous collision
    final TimeOfImpact toi = new TimeOfImpact();
    int[] fastList;
    int fastCount;
    /** Fraction of its step each fast body keeps (1: no impact), filled before any body is moved back. */
    double[] toiFraction;

    private int[] candidates = new int[16];
    private int candidateCount;
    private final TreeQueryCallback collectCandidates = proxyId -> {
        if (candidateCount == candidates.length) candidates = grow(candidates, 2 * candidates.length);
        candidates[candidateCount++] = broad.getUserData(proxyId);
        return true;
    };

    /**
     * Box2D v3's continuous phase: every fast body is swept from its pose at the start of the step to its final pose
     * against static colliders (bullets: against every body, the others' sweeps included); one that would touch
     * something on the way is moved back to the time of impact, keeping its velocity, and the next step's speculative
     * contact stops it. All fractions are found before any body moves, so the result does not depend on body order.
     * Colliders with a pre-solve rule (one-way platforms) are left to the contact solver, which decides per step.
     */
    private void solveContinuous() {
        if (fastCount == 0) return;
        for (int i = 0; i < fastCount; i++) toiFraction[fastList[i]] = sweepFraction(fastList[i]);
        for (int i = 0; i < fastCount; i++) {
            int b = fastList[i];
            double t = toiFraction[b];
            if (t >= 1.0) continue;
            double a = a0[b] + t * sweepDa[b];
            px[b] = c0x[b] + t * (px[b] - c0x[b]);
            py[b] = c0y[b] + t * (py[b] - c0y[b]);
            ang[b] = a;
            Transform xf = bXf[b];
            xf.set(xf.x, xf.y, a);
            qc[b] = xf.cos;
            qs[b] = xf.sin;
            xf.setPosition(px[b] - (qc[b] * lcx[b] - qs[b] * lcy[b]), py[b] - (qs[b] * lcx[b] + qc[b] * lcy[b]));
            for (int c = bColliderHead[b]; c != -1; c = colNext[c]) computeFat(c, false);
        }
        fastCount = 0;
    }

    /** A one-sided segment is solid from its front only: a body whose centre started behind it passes. */
    private boolean behindOneSided(int segmentCollider, int b) {
        Shape s = colShape[segmentCollider];
        if (!(s instanceof Segment) || !((Segment) s).oneSided) return false;
        Segment seg = (Segment) s;
        Transform xf = bXf[colBody[segmentCollider]];
        double nx = xf.rotateX(seg.frontNormalX(), seg.frontNormalY()),
                ny = xf.rotateY(seg.frontNormalX(), seg.frontNormalY());
        double vx = xf.toWorldX(seg.x1, seg.y1), vy = xf.toWorldY(seg.x1, seg.y1);
        return nx * (c0x[b] - vx) + ny * (c0y[b] - vy) < 0.0;
    }

    /** Smallest time of impact in (0, 1) of body b's colliders over this step, or 1. */
    private double sweepFraction(int b) {
        boolean bullet = (bFlags[b] & B_BULLET) != 0;
        double dcx = px[b] - c0x[b], dcy = py[b] - c0y[b], da = sweepDa[b];
        double t = 1.0;
        for (int c = bColliderHead[b]; c != -1; c = colNext[c]) {
            if ((colFlags[c] & C_SENSOR) != 0) continue;
            int o = 4 * c;
            // swept box: the final tight box (inside the fat one) and the start box
            colShape[c].computeAabb(bXf[b], tmpAabb);
            double minX = Math.min(tmpAabb.minX, tmpAabb.minX - dcx), maxX = Math.max(tmpAabb.maxX, tmpAabb.maxX - dcx);
            double minY = Math.min(tmpAabb.minY, tmpAabb.minY - dcy), maxY = Math.max(tmpAabb.maxY, tmpAabb.maxY - dcy);
            double grow = Math.abs(da) * maxExtent[b];
            candidateCount = 0;
            broad.query(minX - grow, minY - grow, maxX + grow, maxY + grow, collectCandidates);
            for (int i = 0; i < candidateCount; i++) {
                int oc = candidates[i];
                int ob = colBody[oc];
                if (ob == b || ((colFlags[oc] & (C_SENSOR | C_PRESOLVE)) != 0)) continue;
                if (bType[ob] != STATIC && !bullet) continue;
                if ((colCategory[c] & colMask[oc]) == 0 || (colCategory[oc] & colMask[c]) == 0) continue;
                if (bJointHead[b] != -1 && bJointHead[ob] != -1 && jointPreventsCollision(b, ob)) continue;
                if (behindOneSided(oc, b)) continue;
                boolean moving = bType[ob] != STATIC && (bFlags[ob] & B_AWAKE) != 0;
                double oc0x = moving ? c0x[ob] : px[ob], oc0y = moving ? c0y[ob] : py[ob];
                double oa0 = moving ? a0[ob] : ang[ob], oda = moving ? sweepDa[ob] : 0.0;
                double f = toi.solve(
                        colShape[oc],
                        lcx[ob],
                        lcy[ob],
                        oc0x,
                        oc0y,
                        oa0,
                        px[ob] - oc0x,
                        py[ob] - oc0y,
                        oda,
                        colShape[c],
                        lcx[b],
                        lcy[b],
                        c0x[b],
                        c0y[b],
                        a0[b],
                        dcx,
                        dcy,
                        da,
                        t);
                if (f == 0.0) {
                    // already touching at the start: the contact solver has it, unless the core passes through
                    f = toi.solveCore(
                            colShape[oc],
                            lcx[ob],
                            lcy[ob],
                            oc0x,
                            oc0y,
                            oa0,
                            px[ob] - oc0x,
                            py[ob] - oc0y,
                            oda,
                            colShape[c],
                            lcx[b],
                            lcy[b],
                            c0x[b],
                            c0y[b],
                            a0[b],
                            dcx,
                            dcy,
                            da,
                            t);
                }
                if (f > 0.0 && f < t) t = f;
            }
        }
        return t;
    }

    // ------------------------------------------------------------------ islands and sleep
    private int find(int x) {
        int[] p = bIslandParent;
        while (p[x] != x) {
            p[x] = p[p[x]];
            x = p[x];
        }
        return x;
    }

    private void updateSleep(double dt) {
        if (!sleepingEnabled) return;
        if (ufMinSleep.length < bodyCap) ufMinSleep = new double[bodyCap];
        int na = awakeCount;
        for (int i = 0; i < na; i++) {
            int b = awake[i];
            bIslandParent[b] = b;
        }
        for (int b = 0; b < bodyHigh; b++) if ((bFlags[b] & B_AWAKE) == 0) bIslandParent[b] = b;
        // kinematic bodies and static bodies do not join islands
        for (int c = 0; c < ccCount; c++) {
            int a = ccI[CI_STRIDE * c + CI_A], b = ccI[CI_STRIDE * c + CI_B];
            if (bType[a] != DYNAMIC || bType[b] != DYNAMIC) continue;
            int ra = find(a), rb = find(b);
            if (ra != rb) {
                if (ra < rb) bIslandParent[rb] = ra;
                else bIslandParent[ra] = rb;
            }
        }
        for (int j = 0; j < jHigh; j++) {
            if (!jAlive[j]) continue;
            int a = jA[j], b = jB[j];
            if (bType[a] != DYNAMIC || bType[b] != DYNAMIC) continue;
            if ((bFlags[a] & B_AWAKE) == 0 || (bFlags[b] & B_AWAKE) == 0) continue;
            int ra = find(a), rb = find(b);
            if (ra != rb) {
                if (ra < rb) bIslandParent[rb] = ra;
                else bIslandParent[ra] = rb;
            }
        }
        for (int i = 0; i < na; i++) {
            int b = awake[i];
            ufMinSleep[find(b)] = Double.MAX_VALUE;
        }
        for (int i = 0; i < na; i++) {
            int b = awake[i];
            int r = find(b);
            double st = sleepTime[b];
            // a kinematic body keeps whatever it touches awake while it moves; it is its own island
            if (bType[b] == KINEMATIC) {
                ufMinSleep[r] = 0;
                continue;
            }
            if (st < ufMinSleep[r]) ufMinSleep[r] = st;
        }
        // a body touching a moving kinematic body must not sleep
        for (int c = 0; c < ccCount; c++) {
            int a = ccI[CI_STRIDE * c + CI_A], b = ccI[CI_STRIDE * c + CI_B];
            if (bType[a] == KINEMATIC && sleepTime[a] < timeToSleep && bType[b] == DYNAMIC) ufMinSleep[find(b)] = 0;
            if (bType[b] == KINEMATIC && sleepTime[b] < timeToSleep && bType[a] == DYNAMIC) ufMinSleep[find(a)] = 0;
        }
        // put islands to sleep, linking their bodies behind the root for waking
        for (int i = 0; i < na; i++) {
            int b = awake[i];
            if (bType[b] != DYNAMIC) continue;
            int r = find(b);
            if (ufMinSleep[r] < timeToSleep || r != b) continue;
            bIslandOf[b] = b;
            bIslandNext[b] = -1;
        }
        for (int i = 0; i < na; i++) {
            int b = awake[i];
            if (bType[b] != DYNAMIC) continue;
            int r = find(b);
            if (ufMinSleep[r] < timeToSleep) continue;
            bFlags[b] &= ~B_AWAKE;
            bs[8 * b] = 0;
            bs[8 * b + 1] = 0;
            bs[8 * b + 2] = 0;
            if (r != b) {
                bIslandOf[b] = r;
                bIslandNext[b] = bIslandNext[r];
                bIslandNext[r] = b;
            }
        }
    }

    // ------------------------------------------------------------------ events
    private void dispatchEvents() {
        if (listener == null) return;
        for (int i = 0; i < evBeginCount; i++)
            listener.beginContact(this, evBeginCon[i], evBegin[2 * i], evBegin[2 * i + 1]);
        for (int i = 0; i < evEndCount; i++) listener.endContact(this, evEndCon[i], evEnd[2 * i], evEnd[2 * i + 1]);
    }

    /**
     * Hash of the whole dynamic state (positions, angles, velocities of every body) from the exact double bits:
     * equal hashes mean bit-identical states.
     */
    public long stateHash() {
        long h = 1125899906842597L;
        for (int b = 0; b < bodyHigh; b++) {
            if ((bFlags[b] & B_ALIVE) == 0) continue;
            h = 31 * h + Double.doubleToLongBits(px[b]);
            h = 31 * h + Double.doubleToLongBits(py[b]);
            h = 31 * h + Double.doubleToLongBits(ang[b]);
            h = 31 * h + Double.doubleToLongBits(bs[8 * b]);
            h = 31 * h + Double.doubleToLongBits(bs[8 * b + 1]);
            h = 31 * h + Double.doubleToLongBits(bs[8 * b + 2]);
        }
        return h;
    }
}
