package com.tiltfall.physics.collision;

/**
 * Broad phase: a dynamic AABB tree (Box2D v2's b2DynamicTree): insertion picks the sibling by the perimeter (surface
 * area) heuristic; AVL-style rotations keep the tree balanced. Node storage is a set of parallel arrays (bounds and
 * children interleaved in one); allocation happens only when the node pool or a buffer grows. Proxy ids are node
 * indices, stable for a proxy's life. The tree depends only on the sequence of operations (deterministic).
 *
 * <p>It is the one tree of the engine and serves two callers, hence two sets of methods:
 * <ul>
 * <li>The collision layer's own use (tests, benchmarks, tools): {@link #createProxy(Aabb, int)} and
 * {@link #moveProxy(int, Aabb, double, double)} take the tight AABB and fatten it (margin + predicted displacement), so a
 * body that moves a little needs no tree update; {@link #findPairs} writes every overlapping pair into a
 * {@link PairBuffer} in ascending (proxyA, proxyB) order.</li>
 * <li>The dynamics {@code World}, which fattens its colliders' bounds itself (it needs the fat bounds to end contacts)
 * and finds pairs incrementally: {@link #createProxy(int, double, double, double, double, boolean)} and
 * {@link #moveProxy(int, double, double, double, double)} store the bounds as given; a <em>move buffer</em> remembers the
 * proxies created, moved or {@link #touch touched} since the last {@link #updatePairs}, which looks for pairs of those
 * proxies only (through a {@link TreePairCallback}), so a resting pile costs nothing.</li>
 * </ul>
 * Both sets share the node pool, the insertion and the rotations; {@link #query} and {@link #rayCast} serve both.
 *
 * <p>Every proxy carries <em>kind bits</em> chosen by the caller (the World: one bit per body type) and every inner
 * node the union of its leaves' bits (Box2D v3's category bits in its tree nodes), so that a query for some kinds only
 * ({@link #query(double, double, double, double, int, TreeQueryCallback)}) skips whole subtrees without them, e.g.
 * the continuous phase, which looks for static colliders only, in a tumbler that has none. The bits never change the
 * tree's shape, and the leaves a masked query reports come in the same order as in an unmasked one.
 */
public final class DynamicTree {
    public static final int NULL = -1;
    /** Fattening margin on every side of a proxy's AABB (world units) for {@link #createProxy(Aabb, int)}. */
    public static final double AABB_MARGIN = 0.1;
    /** The fat box is stretched by this times the displacement given to {@link #moveProxy(int, Aabb, double, double)}. */
    public static final double DISPLACEMENT_MULTIPLIER = 4.0;
    /** Kind bits of a proxy created without any ({@link #createProxy(Aabb, int)}), and the mask of every kind. */
    public static final int ALL_KINDS = -1;

    /**
     * Node records interleaved, {@link #NODE} doubles each: the bounds (minX, minY, maxX, maxY), then the two children
     * (as doubles, {@link #NULL} for a leaf). A query tests a child's box and next reads that child's children from
     * the same record, already in cache: one memory access per level instead of two (the children in an array of
     * their own were a second load on the tree walk's critical path).
     */
    private double[] box;

    /** Doubles per node record, and the offsets of the children in it. */
    private static final int NODE = 6, C1 = 4, C2 = 5;

    private int[] parent, height, userData;
    /** Leaf: its kind bits; inner node: the union of its children's (so of every leaf below it). */
    private int[] kind;
    /** In the move buffer (created, moved or touched since the last {@link #updatePairs}). */
    private boolean[] moved;
    /** Within {@link #updatePairs}: this buffered proxy has already reported its pairs. */
    private boolean[] pairsDone;

    private int capacity, nodeCount, freeList, root = NULL;
    private int[] stack = new int[64];
    private int[] moveBuf = new int[64];
    private int moveCount;
    private final double margin;

    public DynamicTree() {
        this(AABB_MARGIN, 16);
    }

    public DynamicTree(double margin, int initialCapacity) {
        this.margin = margin;
        capacity = Math.max(4, initialCapacity);
        box = new double[NODE * capacity];
        parent = new int[capacity];
        height = new int[capacity];
        userData = new int[capacity];
        kind = new int[capacity];
        moved = new boolean[capacity];
        pairsDone = new boolean[capacity];
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
            box = ArrayGrowth.grow(box, NODE * capacity);
            parent = ArrayGrowth.grow(parent, capacity);
            height = ArrayGrowth.grow(height, capacity);
            userData = ArrayGrowth.grow(userData, capacity);
            kind = ArrayGrowth.grow(kind, capacity);
            moved = ArrayGrowth.grow(moved, capacity);
            pairsDone = ArrayGrowth.grow(pairsDone, capacity);
            linkFree(old);
        }
        int id = freeList;
        freeList = parent[id];
        parent[id] = NULL;
        box[NODE * id + C1] = NULL;
        box[NODE * id + C2] = NULL;
        height[id] = 0;
        userData[id] = 0;
        kind[id] = 0;
        moved[id] = false;
        pairsDone[id] = false;
        nodeCount++;
        return id;
    }

    private void freeNode(int id) {
        parent[id] = freeList;
        height[id] = -1;
        freeList = id;
        nodeCount--;
    }

    private boolean isLeaf(int i) {
        return (int) box[NODE * i + C1] == NULL;
    }

    /** Adds a proxy for the tight AABB; the tree stores it fattened by the margin. Returns the proxy id. */
    public int createProxy(Aabb aabb, int data) {
        return createProxy(data, aabb.minX - margin, aabb.minY - margin, aabb.maxX + margin, aabb.maxY + margin, false);
    }

    /**
     * Adds a proxy for the bounds exactly as given (the caller has fattened them), of every kind. Returns the proxy
     * id. A static proxy is not put in the move buffer: it never looks for pairs itself, moving proxies find it.
     */
    public int createProxy(int data, double minX, double minY, double maxX, double maxY, boolean isStatic) {
        return createProxy(data, minX, minY, maxX, maxY, isStatic, ALL_KINDS);
    }

    /** As {@link #createProxy(int, double, double, double, double, boolean)}, with the proxy's kind bits. */
    public int createProxy(
            int data, double minX, double minY, double maxX, double maxY, boolean isStatic, int kindBits) {
        int id = allocateNode();
        setBox(id, minX, minY, maxX, maxY);
        userData[id] = data;
        kind[id] = kindBits;
        insertLeaf(id);
        if (!isStatic) {
            bufferMove(id);
        }
        return id;
    }

    public void destroyProxy(int proxyId) {
        checkProxy(proxyId);
        if (moved[proxyId]) {
            for (int i = 0; i < moveCount; i++) {
                if (moveBuf[i] == proxyId) {
                    moveBuf[i] = NULL;
                }
            }
            moved[proxyId] = false;
        }
        removeLeaf(proxyId);
        freeNode(proxyId);
    }

    private void checkProxy(int proxyId) {
        if (proxyId < 0 || proxyId >= capacity || height[proxyId] != 0 || (int) box[NODE * proxyId + C1] != NULL) {
            throw new IllegalArgumentException("not a live proxy: " + proxyId);
        }
    }

    private void setBox(int id, double minX, double minY, double maxX, double maxY) {
        box[NODE * id] = minX;
        box[NODE * id + 1] = minY;
        box[NODE * id + 2] = maxX;
        box[NODE * id + 3] = maxY;
    }

    /**
     * Updates a proxy for its new tight AABB and the displacement since the last step. If the stored fat box still
     * contains the new box (and is not much too large) nothing changes and false is returned; otherwise the leaf is
     * re-inserted with a new fat box (margin plus DISPLACEMENT_MULTIPLIER * displacement), buffered as moved, and true
     * is returned.
     */
    public boolean moveProxy(int proxyId, Aabb aabb, double dx, double dy) {
        checkProxy(proxyId);
        double fMinX = aabb.minX - margin, fMinY = aabb.minY - margin;
        double fMaxX = aabb.maxX + margin, fMaxY = aabb.maxY + margin;
        double ddx = DISPLACEMENT_MULTIPLIER * dx, ddy = DISPLACEMENT_MULTIPLIER * dy;
        if (ddx < 0.0) {
            fMinX += ddx;
        } else {
            fMaxX += ddx;
        }
        if (ddy < 0.0) {
            fMinY += ddy;
        } else {
            fMaxY += ddy;
        }
        if (box[NODE * proxyId] <= aabb.minX
                && box[NODE * proxyId + 1] <= aabb.minY
                && aabb.maxX <= box[NODE * proxyId + 2]
                && aabb.maxY <= box[NODE * proxyId + 3]) {
            double big = 4.0 * margin;
            if (fMinX - big <= box[NODE * proxyId]
                    && fMinY - big <= box[NODE * proxyId + 1]
                    && box[NODE * proxyId + 2] <= fMaxX + big
                    && box[NODE * proxyId + 3] <= fMaxY + big) {
                return false;
            }
        }
        reinsert(proxyId, fMinX, fMinY, fMaxX, fMaxY);
        return true;
    }

    /** Re-inserts the proxy with the bounds exactly as given (the caller fattens) and buffers it as moved. */
    public void moveProxy(int proxyId, double minX, double minY, double maxX, double maxY) {
        checkProxy(proxyId);
        reinsert(proxyId, minX, minY, maxX, maxY);
    }

    private void reinsert(int proxyId, double minX, double minY, double maxX, double maxY) {
        removeLeaf(proxyId);
        setBox(proxyId, minX, minY, maxX, maxY);
        insertLeaf(proxyId);
        bufferMove(proxyId);
    }

    /** Changes a proxy's kind bits (e.g. its body changed type); the tree's shape stays. */
    public void setKind(int proxyId, int kindBits) {
        checkProxy(proxyId);
        kind[proxyId] = kindBits;
        for (int n = parent[proxyId]; n != NULL; n = parent[n])
            kind[n] = kind[(int) box[NODE * n + C1]] | kind[(int) box[NODE * n + C2]];
    }

    public int getKind(int proxyId) {
        return kind[proxyId];
    }

    /** Buffers the proxy so that the next {@link #updatePairs} re-examines its pairs (e.g. after a filter change). */
    public void touch(int proxyId) {
        checkProxy(proxyId);
        bufferMove(proxyId);
    }

    private void bufferMove(int proxyId) {
        if (moved[proxyId]) {
            return;
        }
        if (moveCount == moveBuf.length) {
            moveBuf = ArrayGrowth.grow(moveBuf, moveCount * 2);
        }
        moveBuf[moveCount++] = proxyId;
        moved[proxyId] = true;
    }

    /**
     * Reports, for every proxy in the move buffer (in buffer order), each other proxy whose box overlaps its box
     * (touching counts) as {@code callback.addPair(userData of the buffered proxy, userData of the other)}, then
     * empties the buffer. A pair of two buffered proxies is reported once, by the one earlier in the buffer (overlap
     * is symmetric, so the later one would find the same pair again; the callback keeps its own pair set).
     */
    public void updatePairs(TreePairCallback callback) {
        for (int i = 0; i < moveCount; i++) {
            int p = moveBuf[i];
            if (p == NULL) {
                continue;
            }
            moved[p] = false;
            descend(
                    box[NODE * p],
                    box[NODE * p + 1],
                    box[NODE * p + 2],
                    box[NODE * p + 3],
                    ALL_KINDS,
                    null,
                    callback,
                    p);
            pairsDone[p] = true;
        }
        for (int i = 0; i < moveCount; i++) {
            if (moveBuf[i] != NULL) {
                pairsDone[moveBuf[i]] = false;
            }
        }
        moveCount = 0;
    }

    public int getUserData(int proxyId) {
        return userData[proxyId];
    }

    public void getFatAabb(int proxyId, Aabb out) {
        out.set(box[NODE * proxyId], box[NODE * proxyId + 1], box[NODE * proxyId + 2], box[NODE * proxyId + 3]);
    }

    /** Whether the proxy is in the move buffer (created, moved or touched since the last {@link #updatePairs}). */
    public boolean wasMoved(int proxyId) {
        return moved[proxyId];
    }

    public int getProxyCount() {
        return (nodeCount + 1) / 2;
    }

    /** Height of the tree (0 for a single leaf, -1 when empty). */
    public int getHeight() {
        return root == NULL ? -1 : height[root];
    }

    private double perimeter(int i) {
        return 2.0 * ((box[NODE * i + 2] - box[NODE * i]) + (box[NODE * i + 3] - box[NODE * i + 1]));
    }

    private static double combinedPerimeter(
            double aMinX,
            double aMinY,
            double aMaxX,
            double aMaxY,
            double bMinX,
            double bMinY,
            double bMaxX,
            double bMaxY) {
        return 2.0
                * ((Math.max(aMaxX, bMaxX) - Math.min(aMinX, bMinX))
                        + (Math.max(aMaxY, bMaxY) - Math.min(aMinY, bMinY)));
    }

    /** Inner node dst encloses a and b: their combined box and kind bits. */
    private void combineInto(int dst, int a, int b) {
        kind[dst] = kind[a] | kind[b];
        box[NODE * dst] = Math.min(box[NODE * a], box[NODE * b]);
        box[NODE * dst + 1] = Math.min(box[NODE * a + 1], box[NODE * b + 1]);
        box[NODE * dst + 2] = Math.max(box[NODE * a + 2], box[NODE * b + 2]);
        box[NODE * dst + 3] = Math.max(box[NODE * a + 3], box[NODE * b + 3]);
    }

    private void insertLeaf(int leaf) {
        if (root == NULL) {
            root = leaf;
            parent[leaf] = NULL;
            return;
        }
        double lMinX = box[NODE * leaf],
                lMinY = box[NODE * leaf + 1],
                lMaxX = box[NODE * leaf + 2],
                lMaxY = box[NODE * leaf + 3];
        int index = root;
        while (!isLeaf(index)) {
            int c1 = (int) box[NODE * index + C1], c2 = (int) box[NODE * index + C2];
            double area = perimeter(index);
            double combinedArea = combinedPerimeter(
                    box[NODE * index],
                    box[NODE * index + 1],
                    box[NODE * index + 2],
                    box[NODE * index + 3],
                    lMinX,
                    lMinY,
                    lMaxX,
                    lMaxY);
            double cost = 2.0 * combinedArea;
            double inheritanceCost = 2.0 * (combinedArea - area);
            double cost1 = childCost(c1, lMinX, lMinY, lMaxX, lMaxY) + inheritanceCost;
            double cost2 = childCost(c2, lMinX, lMinY, lMaxX, lMaxY) + inheritanceCost;
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
            if ((int) box[NODE * oldParent + C1] == sibling) {
                box[NODE * oldParent + C1] = newParent;
            } else {
                box[NODE * oldParent + C2] = newParent;
            }
        } else {
            root = newParent;
        }
        box[NODE * newParent + C1] = sibling;
        box[NODE * newParent + C2] = leaf;
        parent[sibling] = newParent;
        parent[leaf] = newParent;
        fixUpwards(parent[leaf]);
    }

    /** Box2D's cost of descending into child c: its combined perimeter with the leaf, minus its own if inner. */
    private double childCost(int c, double lMinX, double lMinY, double lMaxX, double lMaxY) {
        double combined = combinedPerimeter(
                lMinX, lMinY, lMaxX, lMaxY, box[NODE * c], box[NODE * c + 1], box[NODE * c + 2], box[NODE * c + 3]);
        return isLeaf(c) ? combined : combined - perimeter(c);
    }

    private void fixUpwards(int index) {
        while (index != NULL) {
            index = balance(index);
            int c1 = (int) box[NODE * index + C1], c2 = (int) box[NODE * index + C2];
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
        int sibling = (int) box[NODE * p + C1] == leaf ? (int) box[NODE * p + C2] : (int) box[NODE * p + C1];
        if (grandParent != NULL) {
            if ((int) box[NODE * grandParent + C1] == p) {
                box[NODE * grandParent + C1] = sibling;
            } else {
                box[NODE * grandParent + C2] = sibling;
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
        int iB = (int) box[NODE * iA + C1], iC = (int) box[NODE * iA + C2];
        int bal = height[iC] - height[iB];
        if (bal > 1) {
            return rotate(iA, iC, iB);
        }
        if (bal < -1) {
            return rotate(iA, iB, iC);
        }
        return iA;
    }

    /**
     * Promotes A's taller child {@code up} to A's place; {@code other} is A's other child. Up keeps the taller of its
     * children (ties: the second) and hands the shorter one to A, in the slot where up was. Returns up.
     */
    private int rotate(int iA, int up, int other) {
        int iF = (int) box[NODE * up + C1], iG = (int) box[NODE * up + C2];
        box[NODE * up + C1] = iA;
        parent[up] = parent[iA];
        parent[iA] = up;
        replaceChild(parent[up], iA, up);
        int keep, give;
        if (height[iF] > height[iG]) {
            keep = iF;
            give = iG;
        } else {
            keep = iG;
            give = iF;
        }
        box[NODE * up + C2] = keep;
        if ((int) box[NODE * iA + C2] == up) {
            box[NODE * iA + C2] = give;
        } else {
            box[NODE * iA + C1] = give;
        }
        parent[give] = iA;
        combineInto(iA, (int) box[NODE * iA + C1], (int) box[NODE * iA + C2]);
        combineInto(up, iA, keep);
        height[iA] = 1 + Math.max(height[other], height[give]);
        height[up] = 1 + Math.max(height[iA], height[keep]);
        return up;
    }

    private void replaceChild(int p, int oldChild, int newChild) {
        if (p == NULL) {
            root = newChild;
        } else if ((int) box[NODE * p + C1] == oldChild) {
            box[NODE * p + C1] = newChild;
        } else {
            box[NODE * p + C2] = newChild;
        }
    }

    private void push(int v, int sp) {
        if (sp == stack.length) {
            stack = ArrayGrowth.grow(stack, sp * 2);
        }
        stack[sp] = v;
    }

    /**
     * Reports every proxy whose box overlaps the query box (touching counts), depth first, first child before second.
     * Not re-entrant.
     */
    public void query(Aabb box, TreeQueryCallback callback) {
        query(box.minX, box.minY, box.maxX, box.maxY, callback);
    }

    public void query(double qMinX, double qMinY, double qMaxX, double qMaxY, TreeQueryCallback callback) {
        descend(qMinX, qMinY, qMaxX, qMaxY, ALL_KINDS, callback, null, NULL);
    }

    /**
     * As {@link #query(double, double, double, double, TreeQueryCallback)}, for the proxies with a kind bit in
     * kindMask only: subtrees without one are skipped whole; the others are reported in the same order.
     */
    public void query(
            double qMinX, double qMinY, double qMaxX, double qMaxY, int kindMask, TreeQueryCallback callback) {
        descend(qMinX, qMinY, qMaxX, qMaxY, kindMask, callback, null, NULL);
    }

    /**
     * Depth first over the leaves of a kind in kindMask whose box overlaps the query box (touching counts), first child
     * before second. Each leaf goes to queryCallback (false stops), or, when pairCallback is given, to it with the user
     * data of the proxy {@code self}, which is itself skipped, as are the proxies that have reported their pairs
     * already in this {@link #updatePairs}.
     *
     * <p>An inner node tests both children at once and goes straight on into the first one that overlaps (the second,
     * if it overlaps too, waits on the stack): the same nodes are tested and the leaves come in the same order as
     * when every child is pushed and tested when popped, but the two children's boxes load together and most steps
     * skip the stack.
     */
    private void descend(
            double qMinX,
            double qMinY,
            double qMaxX,
            double qMaxY,
            int kindMask,
            TreeQueryCallback queryCallback,
            TreePairCallback pairCallback,
            int self) {
        if (root == NULL || !overlapsQuery(root, qMinX, qMinY, qMaxX, qMaxY, kindMask)) {
            return;
        }
        int selfData = self == NULL ? 0 : userData[self];
        int sp = 0;
        int n = root;
        while (true) {
            // n overlaps the query
            int c1 = (int) box[NODE * n + C1];
            if (c1 != NULL) {
                int c2 = (int) box[NODE * n + C2];
                boolean in1 = overlapsQuery(c1, qMinX, qMinY, qMaxX, qMaxY, kindMask);
                boolean in2 = overlapsQuery(c2, qMinX, qMinY, qMaxX, qMaxY, kindMask);
                if (in1) {
                    if (in2) {
                        push(c2, sp++);
                    }
                    n = c1;
                    continue;
                }
                if (in2) {
                    n = c2;
                    continue;
                }
            } else if (pairCallback != null) {
                if (n != self && !pairsDone[n]) {
                    pairCallback.addPair(selfData, userData[n]);
                }
            } else if (!queryCallback.reportProxy(n)) {
                return;
            }
            if (sp == 0) {
                return;
            }
            n = stack[--sp];
        }
    }

    /** Node n has a kind in kindMask and its box overlaps the query box (touching counts). */
    private boolean overlapsQuery(int n, double qMinX, double qMinY, double qMaxX, double qMaxY, int kindMask) {
        int o = NODE * n;
        return (kindMask == ALL_KINDS || (kind[n] & kindMask) != 0)
                && box[o] <= qMaxX
                && qMinX <= box[o + 2]
                && box[o + 1] <= qMaxY
                && qMinY <= box[o + 3];
    }

    private int[] pairStack = new int[128];
    private long[] keys = new long[256], keysTmp = new long[256];
    private final int[] radixCount = new int[256];

    private void pushPair(int a, int b, int sp) {
        if (sp + 2 > pairStack.length) {
            pairStack = ArrayGrowth.grow(pairStack, pairStack.length * 2);
        }
        pairStack[sp] = a;
        pairStack[sp + 1] = b;
    }

    private boolean overlap(int a, int b) {
        int ia = NODE * a, ib = NODE * b;
        return box[ia] <= box[ib + 2]
                && box[ib] <= box[ia + 2]
                && box[ia + 1] <= box[ib + 3]
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
                int c1 = (int) box[NODE * a + C1], c2 = (int) box[NODE * a + C2];
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
                pushPair(a, (int) box[NODE * b + C1], sp);
                sp += 2;
                pushPair(a, (int) box[NODE * b + C2], sp);
                sp += 2;
            } else {
                pushPair((int) box[NODE * a + C1], b, sp);
                sp += 2;
                pushPair((int) box[NODE * a + C2], b, sp);
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
        double p1x = input.p1x, p1y = input.p1y;
        double rx = input.p2x - p1x, ry = input.p2y - p1y;
        double len = Math.sqrt(rx * rx + ry * ry);
        if (len == 0.0) {
            return;
        }
        // v is perpendicular to the segment
        double vx = -ry / len, vy = rx / len;
        double absVx = Math.abs(vx), absVy = Math.abs(vy);
        double maxFraction = input.maxFraction;
        double saveMax = input.maxFraction;
        double tx = p1x + maxFraction * rx, ty = p1y + maxFraction * ry;
        double sMinX = Math.min(p1x, tx),
                sMinY = Math.min(p1y, ty),
                sMaxX = Math.max(p1x, tx),
                sMaxY = Math.max(p1y, ty);
        int sp = 0;
        push(root, sp++);
        while (sp > 0) {
            int n = stack[--sp];
            if (box[NODE * n] > sMaxX
                    || sMinX > box[NODE * n + 2]
                    || box[NODE * n + 1] > sMaxY
                    || sMinY > box[NODE * n + 3]) {
                continue;
            }
            double cx = 0.5 * (box[NODE * n] + box[NODE * n + 2]), cy = 0.5 * (box[NODE * n + 1] + box[NODE * n + 3]);
            double hx = 0.5 * (box[NODE * n + 2] - box[NODE * n]), hy = 0.5 * (box[NODE * n + 3] - box[NODE * n + 1]);
            double sep = Math.abs(vx * (p1x - cx) + vy * (p1y - cy)) - (absVx * hx + absVy * hy);
            if (sep > 0.0) {
                continue;
            }
            if (isLeaf(n)) {
                input.maxFraction = maxFraction;
                double value = callback.reportRay(input, n);
                input.maxFraction = saveMax;
                if (value == 0.0) {
                    return;
                }
                if (value > 0.0) {
                    maxFraction = value;
                    tx = p1x + maxFraction * rx;
                    ty = p1y + maxFraction * ry;
                    sMinX = Math.min(p1x, tx);
                    sMinY = Math.min(p1y, ty);
                    sMaxX = Math.max(p1x, tx);
                    sMaxY = Math.max(p1y, ty);
                }
            } else {
                push((int) box[NODE * n + C2], sp++);
                push((int) box[NODE * n + C1], sp++);
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
        int c1 = (int) box[NODE * n + C1], c2 = (int) box[NODE * n + C2];
        if (parent[c1] != n || parent[c2] != n) {
            throw new IllegalStateException("bad parent link at " + n);
        }
        if (height[n] != 1 + Math.max(height[c1], height[c2])) {
            throw new IllegalStateException("bad height at " + n);
        }
        if (kind[n] != (kind[c1] | kind[c2])) {
            throw new IllegalStateException("kind bits of " + n + " are not the union of its children's");
        }
        for (int c = 0; c < 2; c++) {
            int k = c == 0 ? c1 : c2;
            if (box[NODE * k] < box[NODE * n]
                    || box[NODE * k + 1] < box[NODE * n + 1]
                    || box[NODE * k + 2] > box[NODE * n + 2]
                    || box[NODE * k + 3] > box[NODE * n + 3]) {
                throw new IllegalStateException("child box not enclosed at " + n);
            }
        }
        return 1 + validate(c1) + validate(c2);
    }
}
