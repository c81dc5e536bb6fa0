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

    /** Node bounds interleaved (minX, minY, maxX, maxY) so one node's box is one cache line. */
    private float[] box;
    private int[] parent, child1, child2, height, userData;
    private boolean[] moved;
    private int capacity, nodeCount, freeList, root = NULL;
    private int[] stack = new int[64];
    private final float margin;

    public DynamicTree() {
        this(AABB_MARGIN, 16);
    }

    public DynamicTree(float margin, int initialCapacity) {
        this.margin = margin;
        capacity = Math.max(4, initialCapacity);
        box = new float[4 * capacity];
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
            float[] nb = new float[4 * capacity];
            System.arraycopy(box, 0, nb, 0, box.length);
            box = nb;
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
        box[4 * id] = aabb.minX - margin;
        box[4 * id + 1] = aabb.minY - margin;
        box[4 * id + 2] = aabb.maxX + margin;
        box[4 * id + 3] = aabb.maxY + margin;
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
        if (box[4 * proxyId] <= aabb.minX && box[4 * proxyId + 1] <= aabb.minY && aabb.maxX <= box[4 * proxyId + 2]
                && aabb.maxY <= box[4 * proxyId + 3]) {
            float big = 4f * margin;
            if (fMinX - big <= box[4 * proxyId] && fMinY - big <= box[4 * proxyId + 1] && box[4 * proxyId + 2] <= fMaxX + big
                    && box[4 * proxyId + 3] <= fMaxY + big) {
                return false;
            }
        }
        removeLeaf(proxyId);
        box[4 * proxyId] = fMinX;
        box[4 * proxyId + 1] = fMinY;
        box[4 * proxyId + 2] = fMaxX;
        box[4 * proxyId + 3] = fMaxY;
        insertLeaf(proxyId);
        moved[proxyId] = true;
        return true;
    }

    public int getUserData(int proxyId) {
        return userData[proxyId];
    }

    public void getFatAabb(int proxyId, Aabb out) {
        out.set(box[4 * proxyId], box[4 * proxyId + 1], box[4 * proxyId + 2], box[4 * proxyId + 3]);
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
        return 2f * ((box[4 * i + 2] - box[4 * i]) + (box[4 * i + 3] - box[4 * i + 1]));
    }

    private static float combinedPerimeter(float aMinX, float aMinY, float aMaxX, float aMaxY, float bMinX,
            float bMinY, float bMaxX, float bMaxY) {
        return 2f * ((Math.max(aMaxX, bMaxX) - Math.min(aMinX, bMinX)) + (Math.max(aMaxY, bMaxY)
                - Math.min(aMinY, bMinY)));
    }

    private void combineInto(int dst, int a, int b) {
        box[4 * dst] = Math.min(box[4 * a], box[4 * b]);
        box[4 * dst + 1] = Math.min(box[4 * a + 1], box[4 * b + 1]);
        box[4 * dst + 2] = Math.max(box[4 * a + 2], box[4 * b + 2]);
        box[4 * dst + 3] = Math.max(box[4 * a + 3], box[4 * b + 3]);
    }

    private void insertLeaf(int leaf) {
        if (root == NULL) {
            root = leaf;
            parent[leaf] = NULL;
            return;
        }
        float lMinX = box[4 * leaf], lMinY = box[4 * leaf + 1], lMaxX = box[4 * leaf + 2], lMaxY = box[4 * leaf + 3];
        int index = root;
        while (!isLeaf(index)) {
            int c1 = child1[index], c2 = child2[index];
            float area = perimeter(index);
            float combinedArea = combinedPerimeter(box[4 * index], box[4 * index + 1], box[4 * index + 2], box[4 * index + 3], lMinX, lMinY,
                    lMaxX, lMaxY);
            float cost = 2f * combinedArea;
            float inheritanceCost = 2f * (combinedArea - area);
            float cost1 = combinedPerimeter(lMinX, lMinY, lMaxX, lMaxY, box[4 * c1], box[4 * c1 + 1], box[4 * c1 + 2], box[4 * c1 + 3])
                    + inheritanceCost;
            if (!isLeaf(c1)) {
                cost1 -= perimeter(c1);
            }
            float cost2 = combinedPerimeter(lMinX, lMinY, lMaxX, lMaxY, box[4 * c2], box[4 * c2 + 1], box[4 * c2 + 2], box[4 * c2 + 3])
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
            if (box[4 * n] > qMaxX || qMinX > box[4 * n + 2] || box[4 * n + 1] > qMaxY || qMinY > box[4 * n + 3]) {
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

    private int[] pairStack = new int[128];
    private long[] keys = new long[256], keysTmp = new long[256];
    private final int[] radixCount = new int[256];

    private void pushPair(int a, int b, int sp) {
        if (sp + 2 > pairStack.length) {
            int[] n = new int[pairStack.length * 2];
            System.arraycopy(pairStack, 0, n, 0, sp);
            pairStack = n;
        }
        pairStack[sp] = a;
        pairStack[sp + 1] = b;
    }

    private boolean overlap(int a, int b) {
        int ia = 4 * a, ib = 4 * b;
        return box[ia] <= box[ib + 2] && box[ib] <= box[ia + 2] && box[ia + 1] <= box[ib + 3]
                && box[ib + 1] <= box[ia + 3];
    }

    /**
     * Writes every pair of proxies whose fat AABBs overlap (touching counts) into out (cleared first), ordered by
     * ascending proxyA then proxyB, proxyA &lt; proxyB. One simultaneous descent of the tree against itself (visits
     * only overlapping node pairs: about O(n + pairs) for a balanced tree), then an LSD radix sort of the pair keys
     * for a deterministic order. No allocation once the internal buffers have grown to the scene.
     */
    public void findPairs(PairBuffer out) {
        out.clear();
        if (root == NULL || isLeaf(root)) {
            return;
        }
        int count = 0;
        int sp = 0;
        pushPair(root, root, sp);
        sp += 2;
        while (sp > 0) {
            sp -= 2;
            int a = pairStack[sp], b = pairStack[sp + 1];
            if (a == b) {
                if (isLeaf(a)) {
                    continue;
                }
                int c1 = child1[a], c2 = child2[a];
                pushPair(c1, c1, sp);
                sp += 2;
                pushPair(c2, c2, sp);
                sp += 2;
                pushPair(c1, c2, sp);
                sp += 2;
                continue;
            }
            if (!overlap(a, b)) {
                continue;
            }
            boolean la = isLeaf(a), lb = isLeaf(b);
            if (la && lb) {
                if (count == keys.length) {
                    long[] nk = new long[count * 2];
                    System.arraycopy(keys, 0, nk, 0, count);
                    keys = nk;
                    keysTmp = new long[count * 2];
                }
                int lo = Math.min(a, b), hi = Math.max(a, b);
                keys[count++] = ((long) lo << 32) | hi;
            } else if (la || (!lb && perimeter(b) > perimeter(a))) {
                pushPair(a, child1[b], sp);
                sp += 2;
                pushPair(a, child2[b], sp);
                sp += 2;
            } else {
                pushPair(child1[a], b, sp);
                sp += 2;
                pushPair(child2[a], b, sp);
                sp += 2;
            }
        }
        if (keysTmp.length < keys.length) {
            keysTmp = new long[keys.length];
        }
        // LSD radix sort, 8 bits a pass, over the bits node indices can use (both halves of the key)
        int bits = 32 - Integer.numberOfLeadingZeros(capacity);
        long[] src = keys, dst = keysTmp;
        for (int half = 0; half < 2; half++) {
            for (int shift = 0; shift < bits; shift += 8) {
                int sh = half * 32 + shift;
                java.util.Arrays.fill(radixCount, 0);
                for (int k = 0; k < count; k++) {
                    radixCount[(int) (src[k] >>> sh) & 0xFF]++;
                }
                int sum = 0;
                for (int d = 0; d < 256; d++) {
                    int c = radixCount[d];
                    radixCount[d] = sum;
                    sum += c;
                }
                for (int k = 0; k < count; k++) {
                    long v = src[k];
                    dst[radixCount[(int) (v >>> sh) & 0xFF]++] = v;
                }
                long[] t = src;
                src = dst;
                dst = t;
            }
        }
        for (int k = 0; k < count; k++) {
            long v = src[k];
            out.add((int) (v >>> 32), (int) v);
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
            if (box[4 * n] > sMaxX || sMinX > box[4 * n + 2] || box[4 * n + 1] > sMaxY || sMinY > box[4 * n + 3]) {
                continue;
            }
            float cx = 0.5f * (box[4 * n] + box[4 * n + 2]), cy = 0.5f * (box[4 * n + 1] + box[4 * n + 3]);
            float hx = 0.5f * (box[4 * n + 2] - box[4 * n]), hy = 0.5f * (box[4 * n + 3] - box[4 * n + 1]);
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
            if (box[4 * k] < box[4 * n] || box[4 * k + 1] < box[4 * n + 1] || box[4 * k + 2] > box[4 * n + 2] || box[4 * k + 3] > box[4 * n + 3]) {
                throw new IllegalStateException("child box not enclosed at " + n);
            }
        }
        return 1 + validate(c1) + validate(c2);
    }
}
