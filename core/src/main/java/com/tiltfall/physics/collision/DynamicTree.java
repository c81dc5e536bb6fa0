package com.tiltfall.physics.collision;

/**
 * Broad phase: a dynamic AABB tree (Box2D's b2DynamicTree): leaves hold fattened AABBs (margin + predicted
 * displacement) so that a body that moves a little needs no tree update; insertion picks the sibling by the
 * perimeter (surface area) heuristic; AVL-style rotations keep the tree balanced. Node storage is a set of parallel
 * arrays; allocation happens only when the node pool grows. Proxy ids are node indices, stable for a proxy's life.
 *
 * <p>{@link #findPairs} writes every pair of proxies whose fat AABBs overlap (touching counts) into a
 * {@link PairBuffer} in ascending (proxyA, proxyB) order: n tree queries of O(log n + k) each.
 */
public final class DynamicTree {
    public static final int NULL = -1;
    /** Fattening margin on every side of a proxy's AABB (world units). */
    public static final float AABB_MARGIN = 0.1f;
    /** The fat box is stretched by this times the displacement given to {@link #moveProxy}. */
    public static final float DISPLACEMENT_MULTIPLIER = 4f;

    private float[] minX, minY, maxX, maxY;
    private int[] parent, child1, child2, height, userData;
    private boolean[] moved;
    private int capacity, nodeCount, freeList, root = NULL;
    private int[] stack = new int[64];
    private int[] scratch = new int[64];
    private final float margin;

    public DynamicTree() {
        this(AABB_MARGIN, 16);
    }

    public DynamicTree(float margin, int initialCapacity) {
        this.margin = margin;
        capacity = Math.max(4, initialCapacity);
        minX = new float[capacity];
        minY = new float[capacity];
        maxX = new float[capacity];
        maxY = new float[capacity];
        parent = new int[capacity];
        child1 = new int[capacity];
        child2 = new int[capacity];
        height = new int[capacity];
        userData = new int[capacity];
        moved = new boolean[capacity];
        linkFree(0);
    }

    private void linkFree(int from) {
        for (int i = from; i < capacity - 1; i++) {
            parent[i] = i + 1;
            height[i] = -1;
        }
        parent[capacity - 1] = NULL;
        height[capacity - 1] = -1;
        freeList = from;
    }

    private int allocateNode() {
        if (freeList == NULL) {
            int old = capacity;
            capacity *= 2;
            minX = grow(minX);
            minY = grow(minY);
            maxX = grow(maxX);
            maxY = grow(maxY);
            parent = grow(parent);
            child1 = grow(child1);
            child2 = grow(child2);
            height = grow(height);
            userData = grow(userData);
            boolean[] nm = new boolean[capacity];
            System.arraycopy(moved, 0, nm, 0, old);
            moved = nm;
            linkFree(old);
        }
        int id = freeList;
        freeList = parent[id];
        parent[id] = NULL;
        child1[id] = NULL;
        child2[id] = NULL;
        height[id] = 0;
        userData[id] = 0;
        moved[id] = false;
        nodeCount++;
        return id;
    }

    private float[] grow(float[] a) {
        float[] n = new float[capacity];
        System.arraycopy(a, 0, n, 0, a.length);
        return n;
    }

    private int[] grow(int[] a) {
        int[] n = new int[capacity];
        System.arraycopy(a, 0, n, 0, a.length);
        return n;
    }

    private void freeNode(int id) {
        parent[id] = freeList;
        height[id] = -1;
        freeList = id;
        nodeCount--;
    }

    private boolean isLeaf(int i) {
        return child1[i] == NULL;
    }

    /** Adds a proxy for the tight AABB; the tree stores it fattened by the margin. Returns the proxy id. */
    public int createProxy(Aabb aabb, int data) {
        int id = allocateNode();
        minX[id] = aabb.minX - margin;
        minY[id] = aabb.minY - margin;
        maxX[id] = aabb.maxX + margin;
        maxY[id] = aabb.maxY + margin;
        userData[id] = data;
        height[id] = 0;
        moved[id] = true;
        insertLeaf(id);
        return id;
    }

    public void destroyProxy(int proxyId) {
        checkProxy(proxyId);
        removeLeaf(proxyId);
        freeNode(proxyId);
    }

    private void checkProxy(int proxyId) {
        if (proxyId < 0 || proxyId >= capacity || height[proxyId] != 0 || child1[proxyId] != NULL) {
            throw new IllegalArgumentException("not a live proxy: " + proxyId);
        }
    }

    /**
     * Updates a proxy for its new tight AABB and the displacement since the last step. If the stored fat box still
     * contains the new box (and is not much too large) nothing changes and false is returned; otherwise the leaf is
     * re-inserted with a new fat box (margin plus DISPLACEMENT_MULTIPLIER * displacement) and true is returned.
     */
    public boolean moveProxy(int proxyId, Aabb aabb, float dx, float dy) {
        checkProxy(proxyId);
        float fMinX = aabb.minX - margin, fMinY = aabb.minY - margin;
        float fMaxX = aabb.maxX + margin, fMaxY = aabb.maxY + margin;
        float ddx = DISPLACEMENT_MULTIPLIER * dx, ddy = DISPLACEMENT_MULTIPLIER * dy;
        if (ddx < 0f) {
            fMinX += ddx;
        } else {
            fMaxX += ddx;
        }
        if (ddy < 0f) {
            fMinY += ddy;
        } else {
            fMaxY += ddy;
        }
        if (minX[proxyId] <= aabb.minX && minY[proxyId] <= aabb.minY && aabb.maxX <= maxX[proxyId]
                && aabb.maxY <= maxY[proxyId]) {
            float big = 4f * margin;
            if (fMinX - big <= minX[proxyId] && fMinY - big <= minY[proxyId] && maxX[proxyId] <= fMaxX + big
                    && maxY[proxyId] <= fMaxY + big) {
                return false;
            }
        }
        removeLeaf(proxyId);
        minX[proxyId] = fMinX;
        minY[proxyId] = fMinY;
        maxX[proxyId] = fMaxX;
        maxY[proxyId] = fMaxY;
        insertLeaf(proxyId);
        moved[proxyId] = true;
        return true;
    }

    public int getUserData(int proxyId) {
        return userData[proxyId];
    }

    public void getFatAabb(int proxyId, Aabb out) {
        out.set(minX[proxyId], minY[proxyId], maxX[proxyId], maxY[proxyId]);
    }

    public boolean wasMoved(int proxyId) {
        return moved[proxyId];
    }

    public void clearMoved(int proxyId) {
        moved[proxyId] = false;
    }

    public int getProxyCount() {
        return (nodeCount + 1) / 2;
    }

    /** Height of the tree (0 for a single leaf, -1 when empty). */
    public int getHeight() {
        return root == NULL ? -1 : height[root];
    }

    private float perimeter(int i) {
        return 2f * ((maxX[i] - minX[i]) + (maxY[i] - minY[i]));
    }

    private static float combinedPerimeter(float aMinX, float aMinY, float aMaxX, float aMaxY, float bMinX,
            float bMinY, float bMaxX, float bMaxY) {
        return 2f * ((Math.max(aMaxX, bMaxX) - Math.min(aMinX, bMinX)) + (Math.max(aMaxY, bMaxY)
                - Math.min(aMinY, bMinY)));
    }

    private void combineInto(int dst, int a, int b) {
        minX[dst] = Math.min(minX[a], minX[b]);
        minY[dst] = Math.min(minY[a], minY[b]);
        maxX[dst] = Math.max(maxX[a], maxX[b]);
        maxY[dst] = Math.max(maxY[a], maxY[b]);
    }

    private void insertLeaf(int leaf) {
        if (root == NULL) {
            root = leaf;
            parent[leaf] = NULL;
            return;
        }
        float lMinX = minX[leaf], lMinY = minY[leaf], lMaxX = maxX[leaf], lMaxY = maxY[leaf];
        int index = root;
        while (!isLeaf(index)) {
            int c1 = child1[index], c2 = child2[index];
            float area = perimeter(index);
            float combinedArea = combinedPerimeter(minX[index], minY[index], maxX[index], maxY[index], lMinX, lMinY,
                    lMaxX, lMaxY);
            float cost = 2f * combinedArea;
            float inheritanceCost = 2f * (combinedArea - area);
            float cost1 = combinedPerimeter(lMinX, lMinY, lMaxX, lMaxY, minX[c1], minY[c1], maxX[c1], maxY[c1])
                    + inheritanceCost;
            if (!isLeaf(c1)) {
                cost1 -= perimeter(c1);
            }
            float cost2 = combinedPerimeter(lMinX, lMinY, lMaxX, lMaxY, minX[c2], minY[c2], maxX[c2], maxY[c2])
                    + inheritanceCost;
            if (!isLeaf(c2)) {
                cost2 -= perimeter(c2);
            }
            if (cost < cost1 && cost < cost2) {
                break;
            }
            index = cost1 < cost2 ? c1 : c2;
        }
        int sibling = index;
        int oldParent = parent[sibling];
        int newParent = allocateNode();
        parent[newParent] = oldParent;
        userData[newParent] = -1;
        combineInto(newParent, leaf, sibling);
        height[newParent] = height[sibling] + 1;
        if (oldParent != NULL) {
            if (child1[oldParent] == sibling) {
                child1[oldParent] = newParent;
            } else {
                child2[oldParent] = newParent;
            }
        } else {
            root = newParent;
        }
        child1[newParent] = sibling;
        child2[newParent] = leaf;
        parent[sibling] = newParent;
        parent[leaf] = newParent;
        fixUpwards(parent[leaf]);
    }

    private void fixUpwards(int index) {
        while (index != NULL) {
            index = balance(index);
            int c1 = child1[index], c2 = child2[index];
            height[index] = 1 + Math.max(height[c1], height[c2]);
            combineInto(index, c1, c2);
            index = parent[index];
        }
    }

    private void removeLeaf(int leaf) {
        if (leaf == root) {
            root = NULL;
            return;
        }
        int p = parent[leaf];
        int grandParent = parent[p];
        int sibling = child1[p] == leaf ? child2[p] : child1[p];
        if (grandParent != NULL) {
            if (child1[grandParent] == p) {
                child1[grandParent] = sibling;
            } else {
                child2[grandParent] = sibling;
            }
            parent[sibling] = grandParent;
            freeNode(p);
            fixUpwards(grandParent);
        } else {
            root = sibling;
            parent[sibling] = NULL;
            freeNode(p);
        }
    }

    /** Box2D's AVL rotation: if A's children differ in height by more than 1, rotate the taller one up. */
    private int balance(int iA) {
        if (isLeaf(iA) || height[iA] < 2) {
            return iA;
        }
        int iB = child1[iA], iC = child2[iA];
        int bal = height[iC] - height[iB];
        if (bal > 1) {
            int iF = child1[iC], iG = child2[iC];
            child1[iC] = iA;
            parent[iC] = parent[iA];
            parent[iA] = iC;
            replaceChild(parent[iC], iA, iC);
            if (height[iF] > height[iG]) {
                child2[iC] = iF;
                child2[iA] = iG;
                parent[iG] = iA;
                combineInto(iA, iB, iG);
                combineInto(iC, iA, iF);
                height[iA] = 1 + Math.max(height[iB], height[iG]);
                height[iC] = 1 + Math.max(height[iA], height[iF]);
            } else {
                child2[iC] = iG;
                child2[iA] = iF;
                parent[iF] = iA;
                combineInto(iA, iB, iF);
                combineInto(iC, iA, iG);
                height[iA] = 1 + Math.max(height[iB], height[iF]);
                height[iC] = 1 + Math.max(height[iA], height[iG]);
            }
            return iC;
        }
        if (bal < -1) {
            int iD = child1[iB], iE = child2[iB];
            child1[iB] = iA;
            parent[iB] = parent[iA];
            parent[iA] = iB;
            replaceChild(parent[iB], iA, iB);
            if (height[iD] > height[iE]) {
                child2[iB] = iD;
                child1[iA] = iE;
                parent[iE] = iA;
                combineInto(iA, iC, iE);
                combineInto(iB, iA, iD);
                height[iA] = 1 + Math.max(height[iC], height[iE]);
                height[iB] = 1 + Math.max(height[iA], height[iD]);
            } else {
                child2[iB] = iE;
                child1[iA] = iD;
                parent[iD] = iA;
                combineInto(iA, iC, iD);
                combineInto(iB, iA, iE);
                height[iA] = 1 + Math.max(height[iC], height[iD]);
                height[iB] = 1 + Math.max(height[iA], height[iE]);
            }
            return iB;
        }
        return iA;
    }

    private void replaceChild(int p, int oldChild, int newChild) {
        if (p == NULL) {
            root = newChild;
        } else if (child1[p] == oldChild) {
            child1[p] = newChild;
        } else {
            child2[p] = newChild;
        }
    }

    private void push(int v, int sp) {
        if (sp == stack.length) {
            int[] n = new int[sp * 2];
            System.arraycopy(stack, 0, n, 0, sp);
            stack = n;
        }
        stack[sp] = v;
    }

    /** Reports every proxy whose fat AABB overlaps the box (touching counts). Not re-entrant. */
    public void query(Aabb box, TreeQueryCallback callback) {
        query(box.minX, box.minY, box.maxX, box.maxY, callback);
    }

    public void query(float qMinX, float qMinY, float qMaxX, float qMaxY, TreeQueryCallback callback) {
        if (root == NULL) {
            return;
        }
        int sp = 0;
        push(root, sp++);
        while (sp > 0) {
            int n = stack[--sp];
            if (minX[n] > qMaxX || qMinX > maxX[n] || minY[n] > qMaxY || qMinY > maxY[n]) {
                continue;
            }
            if (isLeaf(n)) {
                if (!callback.reportProxy(n)) {
                    return;
                }
            } else {
                push(child1[n], sp++);
                push(child2[n], sp++);
            }
        }
    }

    /**
     * Writes every pair of proxies whose fat AABBs overlap into out (cleared first), ordered by ascending proxyA then
     * proxyB, proxyA &lt; proxyB. No allocation once the buffers are big enough.
     */
    public void findPairs(PairBuffer out) {
        out.clear();
        if (root == NULL) {
            return;
        }
        for (int i = 0; i < capacity; i++) {
            if (height[i] != 0 || child1[i] != NULL) {
                continue; // free node or internal node
            }
            int found = 0;
            float qMinX = minX[i], qMinY = minY[i], qMaxX = maxX[i], qMaxY = maxY[i];
            int sp = 0;
            push(root, sp++);
            while (sp > 0) {
                int n = stack[--sp];
                if (minX[n] > qMaxX || qMinX > maxX[n] || minY[n] > qMaxY || qMinY > maxY[n]) {
                    continue;
                }
                if (isLeaf(n)) {
                    if (n > i) {
                        if (found == scratch.length) {
                            int[] ns = new int[found * 2];
                            System.arraycopy(scratch, 0, ns, 0, found);
                            scratch = ns;
                        }
                        scratch[found++] = n;
                    }
                } else {
                    push(child1[n], sp++);
                    push(child2[n], sp++);
                }
            }
            // insertion sort (few candidates per proxy) for a deterministic order
            for (int k = 1; k < found; k++) {
                int v = scratch[k];
                int j = k - 1;
                while (j >= 0 && scratch[j] > v) {
                    scratch[j + 1] = scratch[j];
                    j--;
                }
                scratch[j + 1] = v;
            }
            for (int k = 0; k < found; k++) {
                out.add(i, scratch[k]);
            }
        }
    }

    /**
     * Casts a ray against the fat AABBs (Box2D's separating-axis test of the segment against each box), calling back
     * for leaves; the callback's return value clips the ray (see {@link TreeRayCastCallback}). Not re-entrant.
     */
    public void rayCast(RayCastInput input, TreeRayCastCallback callback) {
        if (root == NULL) {
            return;
        }
        float p1x = input.p1x, p1y = input.p1y;
        float rx = input.p2x - p1x, ry = input.p2y - p1y;
        float len = (float) Math.sqrt(rx * rx + ry * ry);
        if (len == 0f) {
            return;
        }
        // v is perpendicular to the segment
        float vx = -ry / len, vy = rx / len;
        float absVx = Math.abs(vx), absVy = Math.abs(vy);
        float maxFraction = input.maxFraction;
        float saveMax = input.maxFraction;
        float tx = p1x + maxFraction * rx, ty = p1y + maxFraction * ry;
        float sMinX = Math.min(p1x, tx), sMinY = Math.min(p1y, ty), sMaxX = Math.max(p1x, tx), sMaxY = Math.max(p1y, ty);
        int sp = 0;
        push(root, sp++);
        while (sp > 0) {
            int n = stack[--sp];
            if (minX[n] > sMaxX || sMinX > maxX[n] || minY[n] > sMaxY || sMinY > maxY[n]) {
                continue;
            }
            float cx = 0.5f * (minX[n] + maxX[n]), cy = 0.5f * (minY[n] + maxY[n]);
            float hx = 0.5f * (maxX[n] - minX[n]), hy = 0.5f * (maxY[n] - minY[n]);
            float sep = Math.abs(vx * (p1x - cx) + vy * (p1y - cy)) - (absVx * hx + absVy * hy);
            if (sep > 0f) {
                continue;
            }
            if (isLeaf(n)) {
                input.maxFraction = maxFraction;
                float value = callback.reportRay(input, n);
                input.maxFraction = saveMax;
                if (value == 0f) {
                    return;
                }
                if (value > 0f) {
                    maxFraction = value;
                    tx = p1x + maxFraction * rx;
                    ty = p1y + maxFraction * ry;
                    sMinX = Math.min(p1x, tx);
                    sMinY = Math.min(p1y, ty);
                    sMaxX = Math.max(p1x, tx);
                    sMaxY = Math.max(p1y, ty);
                }
            } else {
                push(child1[n], sp++);
                push(child2[n], sp++);
            }
        }
    }

    /** Checks the tree's invariants (parents, heights, enclosing boxes, node count); throws IllegalStateException. */
    public void validate() {
        if (root == NULL) {
            return;
        }
        if (parent[root] != NULL) {
            throw new IllegalStateException("root has a parent");
        }
        int counted = validate(root);
        if (counted != nodeCount) {
            throw new IllegalStateException("node count " + nodeCount + " but " + counted + " reachable");
        }
    }

    private int validate(int n) {
        if (isLeaf(n)) {
            if (height[n] != 0) {
                throw new IllegalStateException("leaf height " + height[n]);
            }
            return 1;
        }
        int c1 = child1[n], c2 = child2[n];
        if (parent[c1] != n || parent[c2] != n) {
            throw new IllegalStateException("bad parent link at " + n);
        }
        if (height[n] != 1 + Math.max(height[c1], height[c2])) {
            throw new IllegalStateException("bad height at " + n);
        }
        for (int c = 0; c < 2; c++) {
            int k = c == 0 ? c1 : c2;
            if (minX[k] < minX[n] || minY[k] < minY[n] || maxX[k] > maxX[n] || maxY[k] > maxY[n]) {
                throw new IllegalStateException("child box not enclosed at " + n);
            }
        }
        return 1 + validate(c1) + validate(c2);
    }
}
