package com.tiltfall.physics.collision;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a simple (possibly concave) polygon into convex {@link Polygon}s, as article 002 prescribes for concave
 * shapes: ear-clipping triangulation, then Hertel-Mehlhorn merging (remove a diagonal whenever the union of the two
 * pieces on its sides stays convex; at most 4x the optimal piece count), with pieces capped at
 * {@link Polygon#MAX_VERTICES}. Construction time only: allocates freely.
 *
 * <p>Input: interleaved x, y of a simple polygon, either winding, no repeated vertex, no self-intersection; collinear
 * vertices are dropped. Invalid input is refused with an {@link IllegalArgumentException} naming the problem.
 */
public final class ConvexDecomposition {
    private ConvexDecomposition() {}

    /** Convex pieces whose union is the polygon and whose interiors are disjoint. */
    public static List<Polygon> decompose(double... xy) {
        Prepared p = prepare(xy);
        List<int[]> tris = earClip(p);
        List<List<Integer>> pieces = new ArrayList<>();
        for (int[] t : tris) {
            List<Integer> piece = new ArrayList<>();
            piece.add(t[0]);
            piece.add(t[1]);
            piece.add(t[2]);
            pieces.add(piece);
        }
        merge(p, pieces);
        List<Polygon> out = new ArrayList<>();
        for (List<Integer> piece : pieces) {
            out.add(toPolygon(p, piece));
        }
        return out;
    }

    /** Triangle vertex indices (into the input's vertex list, CCW triangles), 3 per triangle. */
    public static int[] triangulate(double... xy) {
        Prepared p = prepare(xy);
        List<int[]> tris = earClip(p);
        int[] out = new int[tris.size() * 3];
        for (int i = 0; i < tris.size(); i++) {
            for (int k = 0; k < 3; k++) {
                out[3 * i + k] = p.original[tris.get(i)[k]];
            }
        }
        return out;
    }

    /** CCW vertices with collinear ones removed; original[i] maps back to the input index. */
    private static final class Prepared {
        double[] x, y;
        int[] original;
        int n;
        double scale;
    }

    private static double cross(double ox, double oy, double ax, double ay, double bx, double by) {
        return (ax - ox) * (by - oy) - (ay - oy) * (bx - ox);
    }

    private static Prepared prepare(double[] xy) {
        if (xy == null || (xy.length & 1) != 0) {
            throw new IllegalArgumentException("outline needs x,y pairs");
        }
        int n = xy.length / 2;
        if (n < 3) {
            throw new IllegalArgumentException("outline needs at least 3 vertices, got " + n);
        }
        double area2 = 0, scale = 0;
        for (int i = 0; i < xy.length; i++) {
            if (Double.isNaN(xy[i]) || Double.isInfinite(xy[i])) {
                throw new IllegalArgumentException("outline vertex " + (i / 2) + " is not finite: " + xy[i]);
            }
            scale = Math.max(scale, Math.abs(xy[i]));
        }
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            area2 += (double) xy[2 * i] * xy[2 * j + 1] - (double) xy[2 * j] * xy[2 * i + 1];
            double dx = xy[2 * j] - xy[2 * i], dy = xy[2 * j + 1] - xy[2 * i + 1];
            if (Math.sqrt(dx * dx + dy * dy) <= Math.max(1e-6, scale * 1e-6)) {
                throw new IllegalArgumentException("outline vertices " + i + " and " + j + " coincide");
            }
        }
        // simple: no two non-adjacent edges intersect
        for (int i = 0; i < n; i++) {
            for (int k = i + 1; k < n; k++) {
                if (k == i + 1 || (i == 0 && k == n - 1)) {
                    continue;
                }
                if (segmentsIntersect(xy, i, (i + 1) % n, k, (k + 1) % n)) {
                    throw new IllegalArgumentException(
                            "outline is self-intersecting: edges " + i + " and " + k + " cross");
                }
            }
        }
        if (Math.abs(area2) <= 1e-12 * Math.max(1, scale * scale)) {
            throw new IllegalArgumentException("outline has zero area");
        }
        boolean reverse = area2 < 0;
        double[] x = new double[n], y = new double[n];
        int[] orig = new int[n];
        for (int i = 0; i < n; i++) {
            int s = reverse ? n - 1 - i : i;
            x[i] = xy[2 * s];
            y[i] = xy[2 * s + 1];
            orig[i] = s;
        }
        // drop collinear vertices
        Prepared p = new Prepared();
        p.scale = Math.max(scale, 1e-9);
        int m = n;
        boolean changed = true;
        while (changed && m > 3) {
            changed = false;
            for (int i = 0; i < m && m > 3; i++) {
                int h = (i + m - 1) % m, j = (i + 1) % m;
                double ex = x[j] - x[h], ey = y[j] - y[h];
                double len = Math.sqrt(ex * ex + ey * ey);
                double c = cross(x[h], y[h], x[i], y[i], x[j], y[j]);
                boolean between =
                        (x[i] - x[h]) * ex + (y[i] - y[h]) * ey > 0 && (x[j] - x[i]) * ex + (y[j] - y[i]) * ey > 0;
                if (Math.abs(c) <= 1e-6 * len * len && between) {
                    System.arraycopy(x, i + 1, x, i, m - i - 1);
                    System.arraycopy(y, i + 1, y, i, m - i - 1);
                    System.arraycopy(orig, i + 1, orig, i, m - i - 1);
                    m--;
                    changed = true;
                }
            }
        }
        p.x = x;
        p.y = y;
        p.original = orig;
        p.n = m;
        return p;
    }

    private static boolean segmentsIntersect(double[] xy, int a, int b, int c, int d) {
        double ax = xy[2 * a], ay = xy[2 * a + 1], bx = xy[2 * b], by = xy[2 * b + 1];
        double cx = xy[2 * c], cy = xy[2 * c + 1], dx = xy[2 * d], dy = xy[2 * d + 1];
        double d1 = cross(ax, ay, bx, by, cx, cy), d2 = cross(ax, ay, bx, by, dx, dy);
        double d3 = cross(cx, cy, dx, dy, ax, ay), d4 = cross(cx, cy, dx, dy, bx, by);
        if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
            return true;
        }
        return (d1 == 0 && onSeg(ax, ay, bx, by, cx, cy))
                || (d2 == 0 && onSeg(ax, ay, bx, by, dx, dy))
                || (d3 == 0 && onSeg(cx, cy, dx, dy, ax, ay))
                || (d4 == 0 && onSeg(cx, cy, dx, dy, bx, by));
    }

    private static boolean onSeg(double ax, double ay, double bx, double by, double px, double py) {
        return Math.min(ax, bx) <= px && px <= Math.max(ax, bx) && Math.min(ay, by) <= py && py <= Math.max(ay, by);
    }

    private static List<int[]> earClip(Prepared p) {
        int n = p.n;
        int[] prev = new int[n], next = new int[n];
        for (int i = 0; i < n; i++) {
            prev[i] = (i + n - 1) % n;
            next[i] = (i + 1) % n;
        }
        List<int[]> tris = new ArrayList<>();
        int remaining = n, i = 0, guard = 0;
        double eps = 1e-12 * p.scale * p.scale;
        while (remaining > 3) {
            int h = prev[i], j = next[i];
            if (isEar(p, prev, next, h, i, j, eps)) {
                tris.add(new int[] {h, i, j});
                next[h] = j;
                prev[j] = h;
                remaining--;
                i = j;
                guard = 0;
            } else {
                i = next[i];
                if (++guard > remaining) {
                    // numerically no strict ear: clip the most convex vertex (keeps progress on near-degenerate input)
                    int best = i;
                    double bestC = Double.NEGATIVE_INFINITY;
                    int k = i;
                    for (int c = 0; c < remaining; c++) {
                        double cr = cross(p.x[prev[k]], p.y[prev[k]], p.x[k], p.y[k], p.x[next[k]], p.y[next[k]]);
                        if (cr > bestC) {
                            bestC = cr;
                            best = k;
                        }
                        k = next[k];
                    }
                    h = prev[best];
                    j = next[best];
                    tris.add(new int[] {h, best, j});
                    next[h] = j;
                    prev[j] = h;
                    remaining--;
                    i = j;
                    guard = 0;
                }
            }
        }
        tris.add(new int[] {prev[i], i, next[i]});
        return tris;
    }

    private static boolean isEar(Prepared p, int[] prev, int[] next, int h, int i, int j, double eps) {
        double ax = p.x[h], ay = p.y[h], bx = p.x[i], by = p.y[i], cx = p.x[j], cy = p.y[j];
        if (cross(ax, ay, bx, by, cx, cy) <= eps) {
            return false; // reflex or flat
        }
        for (int k = next[j]; k != h; k = next[k]) {
            double px = p.x[k], py = p.y[k];
            if ((px == ax && py == ay) || (px == bx && py == by) || (px == cx && py == cy)) {
                continue;
            }
            if (cross(ax, ay, bx, by, px, py) >= 0
                    && cross(bx, by, cx, cy, px, py) >= 0
                    && cross(cx, cy, ax, ay, px, py) >= 0) {
                return false;
            }
        }
        return true;
    }

    private static void merge(Prepared p, List<List<Integer>> pieces) {
        boolean merged = true;
        while (merged) {
            merged = false;
            outer:
            for (int a = 0; a < pieces.size(); a++) {
                List<Integer> pa = pieces.get(a);
                for (int ea = 0; ea < pa.size(); ea++) {
                    int i = pa.get(ea), j = pa.get((ea + 1) % pa.size());
                    for (int b = a + 1; b < pieces.size(); b++) {
                        List<Integer> pb = pieces.get(b);
                        int eb = -1;
                        for (int k = 0; k < pb.size(); k++) {
                            if (pb.get(k) == j && pb.get((k + 1) % pb.size()) == i) {
                                eb = k;
                                break;
                            }
                        }
                        if (eb < 0) {
                            continue;
                        }
                        List<Integer> m = new ArrayList<>();
                        // pa from j round to i, then pb strictly between i and j
                        for (int k = 0; k < pa.size(); k++) {
                            m.add(pa.get((ea + 1 + k) % pa.size()));
                        }
                        for (int k = 2; k < pb.size(); k++) {
                            m.add(pb.get((eb + k) % pb.size()));
                        }
                        if (countCorners(p, m) <= Polygon.MAX_VERTICES && isConvex(p, m)) {
                            pieces.set(a, m);
                            pieces.remove(b);
                            merged = true;
                            break outer;
                        }
                    }
                }
            }
        }
    }

    private static double turn(Prepared p, List<Integer> m, int k) {
        int s = m.size();
        int h = m.get((k + s - 1) % s), i = m.get(k), j = m.get((k + 1) % s);
        return cross(p.x[h], p.y[h], p.x[i], p.y[i], p.x[j], p.y[j]);
    }

    private static boolean isCollinearCorner(Prepared p, List<Integer> m, int k) {
        int s = m.size();
        int h = m.get((k + s - 1) % s), j = m.get((k + 1) % s);
        double ex = p.x[j] - p.x[h], ey = p.y[j] - p.y[h];
        return Math.abs(turn(p, m, k)) <= 1e-5 * (ex * ex + ey * ey);
    }

    private static boolean isConvex(Prepared p, List<Integer> m) {
        for (int k = 0; k < m.size(); k++) {
            if (turn(p, m, k) < 0 && !isCollinearCorner(p, m, k)) {
                return false;
            }
        }
        return true;
    }

    private static int countCorners(Prepared p, List<Integer> m) {
        int c = 0;
        for (int k = 0; k < m.size(); k++) {
            if (!isCollinearCorner(p, m, k)) {
                c++;
            }
        }
        return c;
    }

    private static Polygon toPolygon(Prepared p, List<Integer> m) {
        int c = countCorners(p, m);
        double[] xy = new double[2 * c];
        int w = 0;
        for (int k = 0; k < m.size(); k++) {
            if (!isCollinearCorner(p, m, k)) {
                xy[w++] = p.x[m.get(k)];
                xy[w++] = p.y[m.get(k)];
            }
        }
        return new Polygon(xy);
    }
}
