package com.tiltfall.physics.collision;

/**
 * Broad phase: a dynamic AABB tree (Box2D v2's b2DynamicTree): insertion picks the sibling by the perimeter (surface
 * area) heuristic; AVL-style rotations keep the tree balanced. Node storage is a set of parallel arrays (the bounds
 * interleaved); allocation happens only when the node pool or a buffer grows. Proxy ids are node indices, stable for
 * a proxy's life. The tree depends only on the sequence of operations (deterministic).
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
 * proxies only (through a {@link TreePairCallback}), so a resting pile costs nothing. A proxy in motion moves by
 * {@link #enlargeProxy} (Box2D v3: it keeps its place and its ancestors grow) and {@link #rebuild}, once per step after
 * the pairs are found, builds the grown part of the tree again; {@code moveProxy} re-inserts (teleports).</li>
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

    /** Node bounds interleaved (minX, minY, maxX, maxY) so one node's box is one cache line. */
    private double[] box;

    private int[] parent, height, userData;
    /** Children side by side (first at 2 n, second at 2 n + 1): a query reads both from one cache line. */
    private int[] child;
    /** Leaf: its kind bits; inner node: the union of its children's (so of every leaf below it). */
    private int[] kind;
    /** In the move buffer (created, moved or touched since the last {@link #updatePairs}). */
    private boolean[] moved;
    /** Within {@link #updatePairs}: this buffered proxy has already reported its pairs. */
    private boolean[] pairsDone;
    /** Grown by {@link #enlargeProxy} since the last {@link #rebuild}: its subtree is rebuilt. */
    private boolean[] enlarged;

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
        box = new double[4 * capacity];
        parent = new int[capacity];
        child = new int[2 * capacity];
        height = new int[capacity];
        userData = new int[capacity];
        kind = new int[capacity];
        moved = new boolean[capacity];
        pairsDone = new boolean[capacity];
        enlarged = new boolean[capacity];
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
            box = ArrayGrowth.grow(box, 4 * capacity);
            parent = ArrayGrowth.grow(parent, capacity);
            child = ArrayGrowth.grow(child, 2 * capacity);
            height = ArrayGrowth.grow(height, capacity);
            userData = ArrayGrowth.grow(userData, capacity);
            kind = ArrayGrowth.grow(kind, capacity);
            moved = ArrayGrowth.grow(moved, capacity);
            pairsDone = ArrayGrowth.grow(pairsDone, capacity);
            enlarged = ArrayGrowth.grow(enlarged, capacity);
            linkFree(old);
        }
        int id = freeList;
        freeList = parent[id];
        parent[id] = NULL;
        child[2 * id] = NULL;
        child[2 * id + 1] = NULL;
        height[id] = 0;
        userData[id] = 0;
        kind[id] = 0;
        moved[id] = false;
        pairsDone[id] = false;
        enlarged[id] = false;
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
        return child[2 * i] == NULL;
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
        if (proxyId < 0 || proxyId >= capacity || height[proxyId] != 0 || child[2 * proxyId] != NULL) {
            throw new IllegalArgumentException("not a live proxy: " + proxyId);
        }
    }

    private void setBox(int id, double minX, double minY, double maxX, double maxY) {
        box[4 * id] = minX;
        box[4 * id + 1] = minY;
        box[4 * id + 2] = maxX;
        box[4 * id + 3] = maxY;
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
        if (box[4 * proxyId] <= aabb.minX
                && box[4 * proxyId + 1] <= aabb.minY
                && aabb.maxX <= box[4 * proxyId + 2]
                && aabb.maxY <= box[4 * proxyId + 3]) {
            double big = 4.0 * margin;
            if (fMinX - big <= box[4 * proxyId]
                    && fMinY - big <= box[4 * proxyId + 1]
                    && box[4 * proxyId + 2] <= fMaxX + big
                    && box[4 * proxyId + 3] <= fMaxY + big) {
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

    /**
     * Box2D v3's move: the proxy takes the new bounds where it is, and every ancestor grows to hold them (and is
     * marked for the next {@link #rebuild}) instead of the leaf being removed and inserted again; buffered as moved.
     * The tree stays valid for queries in between (every node still encloses its leaves).
     */
    public void enlargeProxy(int proxyId, double minX, double minY, double maxX, double maxY) {
        checkProxy(proxyId);
        setBox(proxyId, minX, minY, maxX, maxY);
        enlarged[proxyId] = true;
        int n = parent[proxyId];
        // grow the ancestors until one already holds the box
        while (n != NULL) {
            int o = 4 * n;
            boolean changed = false;
            if (minX < box[o]) {
                box[o] = minX;
                changed = true;
            }
            if (minY < box[o + 1]) {
                box[o + 1] = minY;
                changed = true;
            }
            if (maxX > box[o + 2]) {
                box[o + 2] = maxX;
                changed = true;
            }
            if (maxY > box[o + 3]) {
                box[o + 3] = maxY;
                changed = true;
            }
            enlarged[n] = true;
            n = parent[n];
            if (!changed) break;
        }
        // the rest of the path to the root is rebuilt too (stop where an earlier move marked it)
        while (n != NULL && !enlarged[n]) {
            enlarged[n] = true;
            n = parent[n];
        }
        bufferMove(proxyId);
    }

    /** Whether some node is marked for the next {@link #rebuild} (tests). */
    public boolean hasEnlargedNodes() {
        for (int i = 0; i < capacity; i++) if (height[i] >= 0 && enlarged[i]) return true;
        return false;
    }

    private int[] units = new int[64];
    private double[] unitCx = new double[64], unitCy = new double[64];

    private final class BuildItem {
        int node, childCount, start, split, end;
    }

    private BuildItem[] buildStack = new BuildItem[0];

    /**
     * Box2D v3's partial rebuild ({@code b2DynamicTree_Rebuild}): the inner nodes grown by {@link #enlargeProxy}
     * since the last call are freed; the proxies and the untouched subtrees under them are built into a new top by
     * splitting at the middle of their centres along the longer axis ({@code b2PartitionMid}), which keeps queries
     * fast however far the proxies have moved. Cheap when nothing moved.
     */
    public void rebuild() {
        if (root == NULL || !enlarged[root]) return;
        int count = 0, sp = 0, n = root;
        while (true) {
            if (isLeaf(n) || !enlarged[n]) {
                if (count == units.length) {
                    units = ArrayGrowth.grow(units, 2 * count);
                    unitCx = ArrayGrowth.grow(unitCx, 2 * count);
                    unitCy = ArrayGrowth.grow(unitCy, 2 * count);
                }
                units[count] = n;
                unitCx[count] = 0.5 * (box[4 * n] + box[4 * n + 2]);
                unitCy[count] = 0.5 * (box[4 * n + 1] + box[4 * n + 3]);
                count++;
                enlarged[n] = false;
                parent[n] = NULL;
            } else {
                int doomed = n;
                n = child[2 * doomed];
                push(child[2 * doomed + 1], sp++);
                freeNode(doomed);
                continue;
            }
            if (sp == 0) break;
            n = stack[--sp];
        }
        root = buildTree(count);
    }

    /** Builds a tree over units[0, count) (roots of finished subtrees); returns its root. */
    private int buildTree(int count) {
        if (count == 1) {
            parent[units[0]] = NULL;
            return units[0];
        }
        int top = 0;
        BuildItem item = buildItem(0);
        item.node = newInner();
        item.childCount = -1;
        item.start = 0;
        item.end = count;
        item.split = partitionMid(0, count);
        while (true) {
            item = buildStack[top];
            item.childCount++;
            if (item.childCount == 2) {
                // both children in place: finish this node
                int c1 = child[2 * item.node], c2 = child[2 * item.node + 1];
                height[item.node] = 1 + Math.max(height[c1], height[c2]);
                combineInto(item.node, c1, c2);
                if (top == 0) break;
                BuildItem up = buildStack[top - 1];
                child[2 * up.node + up.childCount] = item.node;
                parent[item.node] = up.node;
                top--;
                continue;
            }
            int start = item.childCount == 0 ? item.start : item.split;
            int end = item.childCount == 0 ? item.split : item.end;
            if (end - start == 1) {
                int leaf = units[start];
                child[2 * item.node + item.childCount] = leaf;
                parent[leaf] = item.node;
            } else {
                top++;
                BuildItem next = buildItem(top);
                next.node = newInner();
                next.childCount = -1;
                next.start = start;
                next.end = end;
                next.split = start + partitionMid(start, end - start);
            }
        }
        return buildStack[0].node;
    }

    private BuildItem buildItem(int i) {
        if (i >= buildStack.length) {
            BuildItem[] grown = new BuildItem[Math.max(16, 2 * buildStack.length)];
            System.arraycopy(buildStack, 0, grown, 0, buildStack.length);
            for (int k = buildStack.length; k < grown.length; k++) grown[k] = new BuildItem();
            buildStack = grown;
        }
        return buildStack[i];
    }

    /** A new inner node, not yet linked (inner nodes carry user data -1, as {@link #insertLeaf} makes them). */
    private int newInner() {
        int id = allocateNode();
        userData[id] = -1;
        return id;
    }

    /**
     * Box2D's b2PartitionMid on units[from, from + count): split at the middle of the centres' bounds along the longer
     * axis (Hoare partition); returns the size of the first part (half when the split leaves one side empty).
     */
    private int partitionMid(int from, int count) {
        if (count <= 2) return count / 2;
        final double[] cx = unitCx, cy = unitCy;
        final int[] units = this.units;
        double loX = cx[from], hiX = loX, loY = cy[from], hiY = loY;
        for (int i = from + 1, end = from + count; i < end; i++) {
            loX = Math.min(loX, cx[i]);
            hiX = Math.max(hiX, cx[i]);
            loY = Math.min(loY, cy[i]);
            hiY = Math.max(hiY, cy[i]);
        }
        boolean alongX = hiX - loX > hiY - loY;
        double[] c = alongX ? cx : cy;
        double pivot = alongX ? 0.5 * (loX + hiX) : 0.5 * (loY + hiY);
        int i1 = from, i2 = from + count;
        while (i1 < i2) {
            while (i1 < i2 && c[i1] < pivot) i1++;
            while (i1 < i2 && c[i2 - 1] >= pivot) i2--;
            if (i1 < i2) {
                swap(i1, i2 - 1);
                i1++;
                i2--;
            }
        }
        int left = i1 - from;
        return left > 0 && left < count ? left : count / 2;
    }

    private void swap(int i, int j) {
        int u = units[i];
        units[i] = units[j];
        units[j] = u;
        double t = unitCx[i];
        unitCx[i] = unitCx[j];
        unitCx[j] = t;
        t = unitCy[i];
        unitCy[i] = unitCy[j];
        unitCy[j] = t;
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
        for (int n = parent[proxyId]; n != NULL; n = parent[n]) kind[n] = kind[child[2 * n]] | kind[child[2 * n + 1]];
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
            descend(box[4 * p], box[4 * p + 1], box[4 * p + 2], box[4 * p + 3], ALL_KINDS, null, callback, p);
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
        out.set(box[4 * proxyId], box[4 * proxyId + 1], box[4 * proxyId + 2], box[4 * proxyId + 3]);
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
        return 2.0 * ((box[4 * i + 2] - box[4 * i]) + (box[4 * i + 3] - box[4 * i + 1]));
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
        double lMinX = box[4 * leaf], lMinY = box[4 * leaf + 1], lMaxX = box[4 * leaf + 2], lMaxY = box[4 * leaf + 3];
        int index = root;
        while (!isLeaf(index)) {
            int c1 = child[2 * index], c2 = child[2 * index + 1];
            double area = perimeter(index);
            double combinedArea = combinedPerimeter(
                    box[4 * index],
                    box[4 * index + 1],
                    box[4 * index + 2],
                    box[4 * index + 3],
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
            if (child[2 * oldParent] == sibling) {
                child[2 * oldParent] = newParent;
            } else {
                child[2 * oldParent + 1] = newParent;
            }
        } else {
            root = newParent;
        }
        child[2 * newParent] = sibling;
        child[2 * newParent + 1] = leaf;
        parent[sibling] = newParent;
        parent[leaf] = newParent;
        fixUpwards(parent[leaf]);
    }

    /** Box2D's cost of descending into child c: its combined perimeter with the leaf, minus its own if inner. */
    private double childCost(int c, double lMinX, double lMinY, double lMaxX, double lMaxY) {
        double combined = combinedPerimeter(
                lMinX, lMinY, lMaxX, lMaxY, box[4 * c], box[4 * c + 1], box[4 * c + 2], box[4 * c + 3]);
        return isLeaf(c) ? combined : combined - perimeter(c);
    }

    private void fixUpwards(int index) {
        while (index != NULL) {
            index = balance(index);
            int c1 = child[2 * index], c2 = child[2 * index + 1];
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
        int sibling = child[2 * p] == leaf ? child[2 * p + 1] : child[2 * p];
        if (grandParent != NULL) {
            if (child[2 * grandParent] == p) {
                child[2 * grandParent] = sibling;
            } else {
                child[2 * grandParent + 1] = sibling;
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
        int iB = child[2 * iA], iC = child[2 * iA + 1];
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
        int iF = child[2 * up], iG = child[2 * up + 1];
        child[2 * up] = iA;
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
        child[2 * up + 1] = keep;
        if (child[2 * iA + 1] == up) {
            child[2 * iA + 1] = give;
        } else {
            child[2 * iA] = give;
        }
        parent[give] = iA;
        combineInto(iA, child[2 * iA], child[2 * iA + 1]);
        combineInto(up, iA, keep);
        height[iA] = 1 + Math.max(height[other], height[give]);
        height[up] = 1 + Math.max(height[iA], height[keep]);
        return up;
    }

    private void replaceChild(int p, int oldChild, int newChild) {
        if (p == NULL) {
            root = newChild;
        } else if (child[2 * p] == oldChild) {
            child[2 * p] = newChild;
        } else {
            child[2 * p + 1] = newChild;
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
            int c1 = child[2 * n];
            if (c1 != NULL) {
                int c2 = child[2 * n + 1];
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
        int o = 4 * n;
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
        int ia = 4 * a, ib = 4 * b;
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
                int c1 = child[2 * a], c2 = child[2 * a + 1];
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
                pushPair(a, child[2 * b], sp);
                sp += 2;
                pushPair(a, child[2 * b + 1], sp);
                sp += 2;
            } else {
                pushPair(child[2 * a], b, sp);
                sp += 2;
                pushPair(child[2 * a + 1], b, sp);
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
            if (box[4 * n] > sMaxX || sMinX > box[4 * n + 2] || box[4 * n + 1] > sMaxY || sMinY > box[4 * n + 3]) {
                continue;
            }
            double cx = 0.5 * (box[4 * n] + box[4 * n + 2]), cy = 0.5 * (box[4 * n + 1] + box[4 * n + 3]);
            double hx = 0.5 * (box[4 * n + 2] - box[4 * n]), hy = 0.5 * (box[4 * n + 3] - box[4 * n + 1]);
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
                push(child[2 * n + 1], sp++);
                push(child[2 * n], sp++);
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
        int c1 = child[2 * n], c2 = child[2 * n + 1];
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
            if (box[4 * k] < box[4 * n]
                    || box[4 * k + 1] < box[4 * n + 1]
                    || box[4 * k + 2] > box[4 * n + 2]
                    || box[4 * k + 3] > box[4 * n + 3]) {
                throw new IllegalStateException("child box not enclosed at " + n);
            }
        }
        return 1 + validate(c1) + validate(c2);
    }
}
