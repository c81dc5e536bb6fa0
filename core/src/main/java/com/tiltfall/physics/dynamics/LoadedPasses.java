package com.tiltfall.physics.dynamics;

import static com.tiltfall.physics.dynamics.ContactSolver.CF_MA;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_MB;
import static com.tiltfall.physics.dynamics.ContactSolver.CF_STRIDE;
import static com.tiltfall.physics.dynamics.ContactSolver.CI_A;
import static com.tiltfall.physics.dynamics.ContactSolver.CI_B;
import static com.tiltfall.physics.dynamics.ContactSolver.CI_STRIDE;

import com.tiltfall.physics.collision.ArrayGrowth;

/**
 * Extra Gauss-Seidel passes for heavy bodies on light ones (issue 23 part 2, docs/physics/limits.md "Mass ratios"):
 * the constraints of every group of dynamic bodies in contact that holds a pair at least {@link
 * ShockProjection#MIN_RATIO} apart in mass (a plank on light boxes, a pile under a heavy plate). A plank on boxes is a
 * chain plank - box - ground at each box, and one pass hands an impulse along it at the rate m_light / (m_heavy +
 * m_light): the plank's sideways friction never reached the ground, the set swayed and the sway grew (a 6 m plank 500x
 * the boxes' density, 0.7 m off centre: the boxes moved 0.97 m and tilted 0.23 rad in 10 s). {@link #PASSES} passes
 * per solve and relax hold it at every offset up to 1000x, and of heavy plates dropped on piles of light boxes a
 * fifth as many are left moving (3 of 60 instead of 15). The whole group, not only the light bodies' own constraints, so that a box under a box under
 * the plate is included. Constraints in a {@link SupportBlocks} block are solved exactly already and are left out.
 * Worlds without such a pair (every shipped level) select none: their states stay bit-identical.
 */
final class LoadedPasses {
    /** Passes per solve over the selected constraints, the solver's own pass included. */
    static final int PASSES = 6;

    /** The selected constraints of this step, in constraint order (Gauss-Seidel's order stays the solver's). */
    int[] members = new int[16];
    /** How many constraints are selected this step. */
    int count;

    private final World world;
    /** Per body touched this step: its group's parent (union-find), and whether its group holds a heavy-light pair. */
    private int[] root = new int[0];

    private boolean[] loaded = new boolean[0];

    LoadedPasses(World world) {
        this.world = world;
    }

    /** Chooses this step's constraints (after {@link SupportBlocks#select}). */
    void select(ContactSolver solver) {
        count = 0;
        if (!solver.mayHaveHeavyOnLight) return;
        final Bodies bodies = world.bodies;
        if (root.length < bodies.cap) {
            root = new int[bodies.cap];
            loaded = new boolean[bodies.cap];
        }
        final double[] mass = bodies.mass.mass, cf = solver.cf;
        final int[] ccI = solver.ccI;
        final int n = solver.ccCount;
        // the groups of dynamic bodies in contact (static and kinematic bodies join nothing)
        for (int c = 0; c < n; c++) {
            int a = ccI[CI_STRIDE * c + CI_A], b = ccI[CI_STRIDE * c + CI_B];
            root[a] = a;
            root[b] = b;
            loaded[a] = false;
            loaded[b] = false;
        }
        boolean any = false;
        for (int c = 0; c < n; c++) {
            int o = CF_STRIDE * c;
            if (cf[o + CF_MA] == 0 || cf[o + CF_MB] == 0) continue;
            int a = find(ccI[CI_STRIDE * c + CI_A]), b = find(ccI[CI_STRIDE * c + CI_B]);
            if (a != b) root[a] = b;
        }
        for (int c = 0; c < n; c++) {
            int o = CF_STRIDE * c;
            if (cf[o + CF_MA] == 0 || cf[o + CF_MB] == 0) continue;
            int a = ccI[CI_STRIDE * c + CI_A], b = ccI[CI_STRIDE * c + CI_B];
            if (ShockProjection.apartInMass(mass, a, b)) {
                loaded[find(a)] = true;
                any = true;
            }
        }
        if (!any) return;
        final int[] blocked = solver.supportBlocks.count > 0 ? solver.supportBlocks.partner : null;
        if (members.length < n) members = ArrayGrowth.grow(members, n);
        for (int c = 0; c < n; c++) {
            if (blocked != null && blocked[c] >= 0) continue;
            int o = CF_STRIDE * c;
            int body = ccI[CI_STRIDE * c + (cf[o + CF_MA] != 0 ? CI_A : CI_B)];
            if (loaded[find(body)]) members[count++] = c;
        }
    }

    /** The group's root of body b, halving the path on the way. */
    private int find(int b) {
        final int[] root = this.root;
        while (root[b] != b) {
            root[b] = root[root[b]];
            b = root[b];
        }
        return b;
    }
}
