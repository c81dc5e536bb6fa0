package com.tiltfall.ui;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.utils.Align;
import com.badlogic.gdx.utils.Array;

/**
 * The menus' rows and columns: Scene2D's {@code Table} layout (the same sizes and places, rounded to whole logical
 * pixels as Table rounds them) with only what the pages use: padding, fixed and least sizes, column spans, filling
 * and aligning within a cell, a background, the contents centred. A few KB less web script than Table, its Cell and
 * Value. Each column is as wide as its widest cell wants; where the grid is smaller than that, every column and row
 * gets its least size plus a share of the room left in proportion to how much more it wants.
 */
public class Grid extends Node {
    private final Array<Slot> slots = new Array<>();
    private int columns, rows;
    /** The last row was ended only to lay it out: the next {@link #add} continues it. */
    private boolean implicitEnd;

    private boolean sizeInvalid = true;
    private float[] colMin = new float[0], colPref = colMin, rowMin = colMin, rowPref = colMin;
    private float[] colWidth = colMin, rowHeight = colMin;
    private float minWidth, prefWidth, minHeight, prefHeight;
    private Patch background;

    public Grid() {
        touchable = false; // only its cells are hit
    }

    /** A new cell holding {@code actor} (null: an empty cell) at the end of the current row. */
    public Slot add(Node actor) {
        Slot s = new Slot(this, actor);
        if (implicitEnd) {
            implicitEnd = false;
            rows--;
            slots.peek().endRow = false;
        }
        if (slots.size > 0) {
            Slot last = slots.peek();
            s.column = last.endRow ? 0 : last.column + last.colspan;
            s.row = last.endRow ? last.row + 1 : last.row;
        }
        slots.add(s);
        if (actor != null) addActor(actor);
        else invalidate();
        return s;
    }

    /** An empty cell. */
    public Slot add() {
        return add(null);
    }

    /** Ends the current row: the next cell starts a new one. */
    public void row() {
        if (slots.size > 0) {
            if (!implicitEnd) {
                if (slots.peek().endRow) return;
                endRow();
            }
            invalidate();
        }
        implicitEnd = false;
    }

    private void endRow() {
        int rowColumns = 0;
        for (int i = slots.size - 1; i >= 0; i--) {
            Slot s = slots.get(i);
            if (s.endRow) break;
            rowColumns += s.colspan;
        }
        columns = Math.max(columns, rowColumns);
        rows++;
        slots.peek().endRow = true;
    }

    /** The cell holding {@code actor}, or null. */
    public Slot getCell(Node actor) {
        for (Slot s : slots) if (s.actor == actor) return s;
        return null;
    }

    /** Drawn behind the cells, stretched over the grid; its padding pads the grid. Null: none. */
    public void setBackground(Patch background) {
        if (this.background == background) return;
        float top = padTop(), left = padLeft(), bottom = padBottom(), right = padRight();
        this.background = background;
        if (top + bottom != padTop() + padBottom() || left + right != padLeft() + padRight()) invalidateHierarchy();
        else if (top != padTop() || left != padLeft() || bottom != padBottom() || right != padRight()) invalidate();
    }

    private float padTop() {
        return background == null ? 0f : background.topHeight;
    }

    private float padLeft() {
        return background == null ? 0f : background.leftWidth;
    }

    private float padBottom() {
        return background == null ? 0f : background.bottomHeight;
    }

    private float padRight() {
        return background == null ? 0f : background.rightWidth;
    }

    /** Empties the grid: no cells, no children. */
    public void clear() {
        slots.clear();
        rows = columns = 0;
        implicitEnd = false;
        clearChildren();
        invalidate();
    }

    @Override
    public void invalidate() {
        sizeInvalid = true;
        super.invalidate();
    }

    @Override
    public float getPrefWidth() {
        if (sizeInvalid) computeSize();
        return background != null ? Math.max(prefWidth, background.minWidth) : prefWidth;
    }

    @Override
    public float getPrefHeight() {
        if (sizeInvalid) computeSize();
        return background != null ? Math.max(prefHeight, background.minHeight) : prefHeight;
    }

    @Override
    public float getMinWidth() {
        if (sizeInvalid) computeSize();
        return minWidth;
    }

    @Override
    public float getMinHeight() {
        if (sizeInvalid) computeSize();
        return minHeight;
    }

    private static float[] zeroed(float[] a, int size) {
        if (a.length < size) return new float[size];
        for (int i = 0; i < size; i++) a[i] = 0f;
        return a;
    }

    /** Each column's and row's least and wanted size (Table's computeSize, without spacing, expanding, uniform). */
    private void computeSize() {
        sizeInvalid = false;
        if (slots.size > 0 && !slots.peek().endRow) {
            endRow();
            implicitEnd = true;
        }
        colMin = zeroed(colMin, columns);
        colPref = zeroed(colPref, columns);
        colWidth = zeroed(colWidth, columns);
        rowMin = zeroed(rowMin, rows);
        rowPref = zeroed(rowPref, rows);
        rowHeight = zeroed(rowHeight, rows);
        for (Slot s : slots) {
            float minW = (float) Math.ceil(s.minW()), minH = (float) Math.ceil(s.minH());
            float prefW = (float) Math.ceil(s.prefW()), prefH = (float) Math.ceil(s.prefH());
            if (s.colspan == 1) {
                float h = s.padLeft + s.padRight;
                colPref[s.column] = Math.max(colPref[s.column], prefW + h);
                colMin[s.column] = Math.max(colMin[s.column], minW + h);
            }
            float v = s.padTop + s.padBottom;
            rowPref[s.row] = Math.max(rowPref[s.row], prefH + v);
            rowMin[s.row] = Math.max(rowMin[s.row], minH + v);
        }
        // a cell spanning columns: what its columns lack of its size, shared out evenly
        for (Slot s : slots) {
            if (s.colspan == 1) continue;
            float minW = (float) Math.ceil(s.minW()), prefW = (float) Math.ceil(s.prefW());
            float spannedMin = -(s.padLeft + s.padRight), spannedPref = spannedMin;
            for (int c = s.column; c < s.column + s.colspan; c++) {
                spannedMin += colMin[c];
                spannedPref += colPref[c];
            }
            float extraMin = Math.max(0f, minW - spannedMin), extraPref = Math.max(0f, prefW - spannedPref);
            float share = 1f / s.colspan;
            for (int c = s.column; c < s.column + s.colspan; c++) {
                colMin[c] += extraMin * share;
                colPref[c] += extraPref * share;
            }
        }
        minWidth = prefWidth = padLeft() + padRight();
        for (int c = 0; c < columns; c++) {
            minWidth += colMin[c];
            prefWidth += colPref[c];
        }
        minHeight = prefHeight = padTop() + padBottom();
        for (int r = 0; r < rows; r++) {
            minHeight += rowMin[r];
            prefHeight += Math.max(rowMin[r], rowPref[r]);
        }
        prefWidth = Math.max(minWidth, prefWidth);
        prefHeight = Math.max(minHeight, prefHeight);
    }

    /** Between least and wanted: each gets its least size and a share of the room in proportion to what it wants more. */
    private static float[] weighted(float[] min, float[] pref, int n, float total, float totalMin, float totalPref) {
        float grow = totalPref - totalMin;
        if (grow == 0f) return min;
        float extra = Math.min(grow, Math.max(0f, total - totalMin));
        float[] out = new float[n];
        for (int i = 0; i < n; i++) out[i] = min[i] + extra * ((pref[i] - min[i]) / grow);
        return out;
    }

    @Override
    public void layout() {
        if (sizeInvalid) computeSize();
        float width = getWidth(), height = getHeight();
        float[] colWeighted = weighted(colMin, colPref, columns, width, minWidth, prefWidth);
        float[] rowWeighted = weighted(rowMin, rowPref, rows, height, minHeight, prefHeight);
        for (Slot s : slots) {
            float spanned = 0f;
            for (int c = s.column; c < s.column + s.colspan; c++) spanned += colWeighted[c];
            float rowWeight = rowWeighted[s.row];
            s.actorW = Math.min(spanned - s.padLeft - s.padRight, s.prefW());
            s.actorH = Math.min(rowWeight - s.padTop - s.padBottom, s.prefH());
            if (s.colspan == 1) colWidth[s.column] = Math.max(colWidth[s.column], spanned);
            rowHeight[s.row] = Math.max(rowHeight[s.row], rowWeight);
        }
        for (Slot s : slots) { // room a spanning cell has beyond its columns' widths, shared out evenly
            if (s.colspan == 1) continue;
            float extra = 0f;
            for (int c = s.column; c < s.column + s.colspan; c++) extra += colWeighted[c] - colWidth[c];
            extra -= Math.max(0f, s.padLeft + s.padRight);
            extra /= s.colspan;
            if (extra > 0f) for (int c = s.column; c < s.column + s.colspan; c++) colWidth[c] += extra;
        }
        float gridWidth = padLeft() + padRight(), gridHeight = padTop() + padBottom();
        for (int c = 0; c < columns; c++) gridWidth += colWidth[c];
        for (int r = 0; r < rows; r++) gridHeight += rowHeight[r];
        float x = padLeft() + (width - gridWidth) / 2f, y = padTop() + (height - gridHeight) / 2f;
        float cx = x, cy = y;
        for (Slot s : slots) {
            float cellWidth = 0f;
            for (int c = s.column; c < s.column + s.colspan; c++) cellWidth += colWidth[c];
            cellWidth -= s.padLeft + s.padRight;
            cx += s.padLeft;
            if (s.fillX) {
                s.actorW = Math.max(cellWidth, s.minW());
                if (s.maxW() > 0f) s.actorW = Math.min(s.actorW, s.maxW());
            }
            float rowH = rowHeight[s.row];
            if (s.fillY) {
                s.actorH = Math.max(rowH - s.padTop - s.padBottom, s.minH());
                if (s.maxH() > 0f) s.actorH = Math.min(s.actorH, s.maxH());
            }
            float ax, ay;
            if ((s.align & Align.left) != 0) ax = cx;
            else if ((s.align & Align.right) != 0) ax = cx + cellWidth - s.actorW;
            else ax = cx + (cellWidth - s.actorW) / 2f;
            if ((s.align & Align.top) != 0) ay = s.padTop;
            else if ((s.align & Align.bottom) != 0) ay = rowH - s.actorH - s.padBottom;
            else ay = (rowH - s.actorH + s.padTop - s.padBottom) / 2f;
            ay = height - cy - ay - s.actorH;
            if (s.actor != null)
                s.actor.setBounds((float) Math.floor(ax), (float) Math.floor(ay), (float) Math.ceil(s.actorW), (float)
                        Math.ceil(s.actorH));
            if (s.endRow) {
                cx = x;
                cy += rowH;
            } else cx += cellWidth + s.padRight;
        }
        for (Node child : children) child.validate();
    }

    @Override
    public void draw(Batch batch, float ox, float oy) {
        validate();
        if (background != null) {
            batch.setColor(Color.WHITE);
            background.draw(batch, ox + x, oy + y, width, height);
        }
        drawChildren(batch, ox + x, oy + y);
    }

    /**
     * One cell: its actor, padding, sizes (fixed, or NaN: the actor's own), span, fill and alignment. The setters
     * return the cell, to chain them.
     */
    public static final class Slot {
        private final Grid grid;
        final Node actor;
        int column, row, colspan = 1, align = Align.center;
        boolean endRow, fillX, fillY;
        float padTop, padLeft, padBottom, padRight;
        private float minWidth = Float.NaN, prefWidth = Float.NaN, maxWidth = Float.NaN;
        private float minHeight = Float.NaN, prefHeight = Float.NaN, maxHeight = Float.NaN;
        /** The actor's size in the last layout, before rounding. */
        float actorW, actorH;

        Slot(Grid grid, Node actor) {
            this.grid = grid;
            this.actor = actor;
        }

        /** Exactly this wide. */
        public Slot width(float w) {
            minWidth = prefWidth = maxWidth = w;
            return this;
        }

        /** Exactly this tall. */
        public Slot height(float h) {
            minHeight = prefHeight = maxHeight = h;
            return this;
        }

        /** At least this wide. */
        public Slot minWidth(float w) {
            minWidth = w;
            return this;
        }

        public Slot pad(float p) {
            padTop = padLeft = padBottom = padRight = p;
            return this;
        }

        public Slot padTop(float p) {
            padTop = p;
            return this;
        }

        public Slot padLeft(float p) {
            padLeft = p;
            return this;
        }

        public Slot padBottom(float p) {
            padBottom = p;
            return this;
        }

        public Slot padRight(float p) {
            padRight = p;
            return this;
        }

        /** Spans this many columns. */
        public Slot colspan(int n) {
            colspan = n;
            return this;
        }

        /** The actor as wide as the cell (less its padding). */
        public Slot fillX() {
            fillX = true;
            return this;
        }

        /** The actor as tall as the row (less its padding). */
        public Slot fillY() {
            fillY = true;
            return this;
        }

        public Slot left() {
            align = (align | Align.left) & ~Align.right;
            return this;
        }

        public Slot right() {
            align = (align | Align.right) & ~Align.left;
            return this;
        }

        public Slot top() {
            align = (align | Align.top) & ~Align.bottom;
            return this;
        }

        public Slot bottom() {
            align = (align | Align.bottom) & ~Align.top;
            return this;
        }

        /** Ends the row after this cell. */
        public void row() {
            grid.row();
        }

        float minW() {
            return minWidth == minWidth ? minWidth : actor == null ? 0f : actor.getMinWidth();
        }

        float minH() {
            return minHeight == minHeight ? minHeight : actor == null ? 0f : actor.getMinHeight();
        }

        /** The wanted width: at least the least, at most the most (0: no most). */
        float prefW() {
            float pref = prefWidth == prefWidth ? prefWidth : actor == null ? 0f : actor.getPrefWidth();
            float min = minW(), max = maxW();
            if (pref < min) pref = min;
            return max > 0f && pref > max ? max : pref;
        }

        float prefH() {
            float pref = prefHeight == prefHeight ? prefHeight : actor == null ? 0f : actor.getPrefHeight();
            float min = minH(), max = maxH();
            if (pref < min) pref = min;
            return max > 0f && pref > max ? max : pref;
        }

        float maxW() {
            return maxWidth == maxWidth ? maxWidth : actor == null ? 0f : actor.getMaxWidth();
        }

        float maxH() {
            return maxHeight == maxHeight ? maxHeight : actor == null ? 0f : actor.getMaxHeight();
        }
    }
}
