package com.tiltfall.physics.dynamics;

/**
 * Broad phase: a dynamic AABB tree (Box2D's: surface-area insertion heuristic, AVL-style rotations) over the
 * colliders' fattened bounds, and a move buffer. Only proxies whose fattened bounds had to grow (or that were
 * created / touched) look for new pairs, so a resting pile costs nothing here. Array-based, allocation-free after
 * growth, deterministic (the tree depends only on the sequence of operations).
 *
 * <p>Own implementation because the collision branch had no tree when the dynamics were written; it can be swapped
 * for the collision layer's DynamicTree behind the same four calls.
 */
final class BroadPhase {
    interface PairCallback {
        void pair(int userA, int userB);
    }

    private static final int NULL = -1;
    private int cap, root = NULL, freeList = NULL, nodeCount;
    private float[] minX, minY, maxX, maxY;
    private int[] parent, child1, child2, height, user;
    private boolean[] moved, isStatic;
    private int[] moveBuf = new int[64];
    private int moveCount;
    private int[] stack = new int[64];

    BroadPhase() { grow(16); }

    private void grow(int n) {
        minX = World.grow(minX, n); minY = World.grow(minY, n); maxX = World.grow(maxX, n); maxY = World.grow(maxY, n);
        parent = World.grow(parent, n); child1 = World.grow(child1, n); child2 = World.grow(child2, n);
        height = World.grow(height, n); user = World.grow(user, n); moved = World.grow(moved, n); isStatic = World.grow(isStatic, n);
        for (int i = cap; i < n; i++) { parent[i] = i + 1 < n ? i + 1 : NULL; height[i] = -1; }
        freeList = cap;
        cap = n;
    }

    private int alloc() {
        if (freeList == NULL) grow(cap * 2);
        int id = freeList;
        freeList = parent[id];
        parent[id] = NULL; child1[id] = NULL; child2[id] = NULL; height[id] = 0; user[id] = -1; moved[id] = false;
        nodeCount++;
        return id;
    }

    private void free(int id) {
        parent[id] = freeList; height[id] = -1; freeList = id; nodeCount--;
    }

    int createProxy(int userId, float x0, float y0, float x1, float y1, boolean stat) {
        int p = alloc();
        minX[p] = x0; minY[p] = y0; maxX[p] = x1; maxY[p] = y1; user[p] = userId; isStatic[p] = stat;
        insertLeaf(p);
        if (!stat) bufferMove(p);
        return p;
    }

    void destroyProxy(int p) {
        if (moved[p]) {
            for (int i = 0; i < moveCount; i++) if (moveBuf[i] == p) moveBuf[i] = NULL;
            moved[p] = false;
        }
        removeLeaf(p);
        free(p);
    }

    void moveProxy(int p, float x0, float y0, float x1, float y1) {
        removeLeaf(p);
        minX[p] = x0; minY[p] = y0; maxX[p] = x1; maxY[p] = y1;
        insertLeaf(p);
        bufferMove(p);
    }

    /** Re-examine this proxy's pairs at the next update (filter changes). */
    void touch(int p) { bufferMove(p); }

    private void bufferMove(int p) {
        if (moved[p]) return;
        if (moveCount == moveBuf.length) moveBuf = World.grow(moveBuf, moveCount * 2);
        moveBuf[moveCount++] = p;
        moved[p] = true;
    }

    void updatePairs(PairCallback cb) {
        for (int i = 0; i < moveCount; i++) {
            int p = moveBuf[i];
            if (p == NULL) continue;
            moved[p] = false;
            float x0 = minX[p], y0 = minY[p], x1 = maxX[p], y1 = maxY[p];
            int sp = 0;
            if (root != NULL) stack[sp++] = root;
            while (sp > 0) {
                int n = stack[--sp];
                if (minX[n] > x1 || maxX[n] < x0 || minY[n] > y1 || maxY[n] < y0) continue;
                if (child1[n] == NULL) {
                    if (n != p) cb.pair(user[p], user[n]);
                } else {
                    if (sp + 2 > stack.length) stack = World.grow(stack, stack.length * 2);
                    stack[sp++] = child2[n];
                    stack[sp++] = child1[n];
                }
            }
        }
        moveCount = 0;
    }

    void query(float x0, float y0, float x1, float y1, QueryCallback cb) {
        int sp = 0;
        if (root != NULL) stack[sp++] = root;
        while (sp > 0) {
            int n = stack[--sp];
            if (minX[n] > x1 || maxX[n] < x0 || minY[n] > y1 || maxY[n] < y0) continue;
            if (child1[n] == NULL) {
                if (!cb.report(user[n])) return;
            } else {
                if (sp + 2 > stack.length) stack = World.grow(stack, stack.length * 2);
                stack[sp++] = child2[n];
                stack[sp++] = child1[n];
            }
        }
    }

    int getHeight() { return root == NULL ? 0 : height[root]; }

    // ------------------------------------------------------------------ tree maintenance (Box2D v2.4)
    private static float perimeter(float x0, float y0, float x1, float y1) { return 2f * ((x1 - x0) + (y1 - y0)); }

    private void insertLeaf(int leaf) {
        if (root == NULL) { root = leaf; parent[leaf] = NULL; return; }
        float lx0 = minX[leaf], ly0 = minY[leaf], lx1 = maxX[leaf], ly1 = maxY[leaf];
        int index = root;
        while (child1[index] != NULL) {
            int c1 = child1[index], c2 = child2[index];
            float area = perimeter(minX[index], minY[index], maxX[index], maxY[index]);
            float cx0 = Math.min(minX[index], lx0), cy0 = Math.min(minY[index], ly0);
            float cx1 = Math.max(maxX[index], lx1), cy1 = Math.max(maxY[index], ly1);
            float combined = perimeter(cx0, cy0, cx1, cy1);
            float cost = 2f * combined;
            float inherit = 2f * (combined - area);
            float cost1 = childCost(c1, lx0, ly0, lx1, ly1) + inherit;
            float cost2 = childCost(c2, lx0, ly0, lx1, ly1) + inherit;
            if (cost < cost1 && cost < cost2) break;
            index = cost1 < cost2 ? c1 : c2;
        }
        int sibling = index;
        int oldParent = parent[sibling];
        int np = alloc();
        parent[np] = oldParent;
        minX[np] = Math.min(lx0, minX[sibling]); minY[np] = Math.min(ly0, minY[sibling]);
        maxX[np] = Math.max(lx1, maxX[sibling]); maxY[np] = Math.max(ly1, maxY[sibling]);
        height[np] = height[sibling] + 1;
        if (oldParent != NULL) {
            if (child1[oldParent] == sibling) child1[oldParent] = np; else child2[oldParent] = np;
        } else root = np;
        child1[np] = sibling; child2[np] = leaf;
        parent[sibling] = np; parent[leaf] = np;
        fixUpwards(parent[leaf]);
    }

    private float childCost(int c, float lx0, float ly0, float lx1, float ly1) {
        float x0 = Math.min(minX[c], lx0), y0 = Math.min(minY[c], ly0), x1 = Math.max(maxX[c], lx1), y1 = Math.max(maxY[c], ly1);
        if (child1[c] == NULL) return perimeter(x0, y0, x1, y1);
        return perimeter(x0, y0, x1, y1) - perimeter(minX[c], minY[c], maxX[c], maxY[c]);
    }

    private void fixUpwards(int index) {
        while (index != NULL) {
            index = balance(index);
            int c1 = child1[index], c2 = child2[index];
            height[index] = 1 + Math.max(height[c1], height[c2]);
            minX[index] = Math.min(minX[c1], minX[c2]); minY[index] = Math.min(minY[c1], minY[c2]);
            maxX[index] = Math.max(maxX[c1], maxX[c2]); maxY[index] = Math.max(maxY[c1], maxY[c2]);
            index = parent[index];
        }
    }

    private void removeLeaf(int leaf) {
        if (leaf == root) { root = NULL; return; }
        int p = parent[leaf];
        int gp = parent[p];
        int sibling = child1[p] == leaf ? child2[p] : child1[p];
        if (gp != NULL) {
            if (child1[gp] == p) child1[gp] = sibling; else child2[gp] = sibling;
            parent[sibling] = gp;
            free(p);
            fixUpwards(gp);
        } else {
            root = sibling;
            parent[sibling] = NULL;
            free(p);
        }
        parent[leaf] = NULL;
    }

    private void setBoundsFromChildren(int n) {
        int c1 = child1[n], c2 = child2[n];
        minX[n] = Math.min(minX[c1], minX[c2]); minY[n] = Math.min(minY[c1], minY[c2]);
        maxX[n] = Math.max(maxX[c1], maxX[c2]); maxY[n] = Math.max(maxY[c1], maxY[c2]);
        height[n] = 1 + Math.max(height[c1], height[c2]);
    }

    /** Box2D v2 b2DynamicTree::Balance: rotate if a subtree is 2+ levels taller. Returns the new subtree root. */
    private int balance(int iA) {
        if (child1[iA] == NULL || height[iA] < 2) return iA;
        int iB = child1[iA], iC = child2[iA];
        int bal = height[iC] - height[iB];
        if (bal > 1) return rotate(iA, iC, iB);
        if (bal < -1) return rotate(iA, iB, iC);
        return iA;
    }

    /** Promote child 'up' of A (the taller one); 'other' is A's other child. */
    private int rotate(int iA, int up, int other) {
        int iF = child1[up], iG = child2[up];
        // up becomes the parent of A
        child1[up] = iA;
        parent[up] = parent[iA];
        parent[iA] = up;
        if (parent[up] != NULL) {
            if (child1[parent[up]] == iA) child1[parent[up]] = up; else child2[parent[up]] = up;
        } else root = up;
        // A keeps 'other' and takes the shorter of F, G; up keeps the taller
        boolean upWasChild2 = child2[iA] == up;
        int keep, give;
        if (height[iF] > height[iG]) { keep = iF; give = iG; } else { keep = iG; give = iF; }
        child2[up] = keep;
        if (upWasChild2) { child1[iA] = other; child2[iA] = give; } else { child1[iA] = give; child2[iA] = other; }
        parent[give] = iA;
        parent[keep] = up;
        setBoundsFromChildren(iA);
        setBoundsFromChildren(up);
        return up;
    }
}
