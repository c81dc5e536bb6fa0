package com.badlogic.gdx.graphics.glutils;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.GL20;
import com.badlogic.gdx.graphics.Mesh;
import com.badlogic.gdx.graphics.VertexAttribute;
import com.badlogic.gdx.graphics.VertexAttributes.Usage;
import com.badlogic.gdx.math.MathUtils;
import com.badlogic.gdx.math.Matrix4;
import com.badlogic.gdx.utils.Disposable;

/**
 * The web build's ShapeRenderer (GWT super-source, docs/performance/web.md): only what the game draws (the touch
 * controls and the F1 overlay: filled and outlined circles, triangles, rectangles, lines) and what scene2d's debug
 * drawing calls, with its own mesh and a fixed shader instead of libGDX's ImmediateModeRenderer20 and its shader
 * generator. The rotated rectangle of scene2d's debug outlines is drawn unrotated. Same results for what the game
 * calls: positions times projection times transform, packed vertex colours.
 */
public class ShapeRenderer implements Disposable {
    /** The kinds of drawing, as in libGDX. */
    public enum ShapeType {
        Point(GL20.GL_POINTS),
        Line(GL20.GL_LINES),
        Filled(GL20.GL_TRIANGLES);

        private final int glType;

        ShapeType(int glType) {
            this.glType = glType;
        }

        public int getGlType() {
            return glType;
        }
    }

    private static final String VERTEX =
            "attribute vec4 a_position;attribute vec4 a_color;uniform mat4 u_projModelView;"
                    + "varying vec4 v_col;void main(){gl_Position=u_projModelView*a_position;v_col=a_color;"
                    + "v_col.a*=255.0/254.0;gl_PointSize=1.0;}";
    private static final String FRAGMENT =
            "#ifdef GL_ES\nprecision mediump float;\n#endif\n" + "varying vec4 v_col;void main(){gl_FragColor=v_col;}";
    private static final int FLOATS_PER_VERTEX = 3;

    private final Mesh mesh;
    private final ShaderProgram shader;
    private final float[] vertices;
    private int floats;
    private final Matrix4 projection = new Matrix4(), transform = new Matrix4(), combined = new Matrix4();
    private final Color color = new Color(1, 1, 1, 1);
    private float packedColor = color.toFloatBits();
    private ShapeType type;
    private boolean autoType;

    public ShapeRenderer() {
        this(5000);
    }

    public ShapeRenderer(int maxVertices) {
        mesh = new Mesh(
                false,
                maxVertices,
                0,
                new VertexAttribute(Usage.Position, 2, ShaderProgram.POSITION_ATTRIBUTE),
                VertexAttribute.ColorPacked());
        vertices = new float[maxVertices * FLOATS_PER_VERTEX];
        shader = new ShaderProgram(VERTEX, FRAGMENT);
        if (!shader.isCompiled()) throw new IllegalStateException("ShapeRenderer shader: " + shader.getLog());
        projection.setToOrtho2D(0, 0, 640, 480);
    }

    public void setColor(Color color) {
        this.color.set(color);
        packedColor = color.toFloatBits();
    }

    public void setColor(float r, float g, float b, float a) {
        color.set(r, g, b, a);
        packedColor = color.toFloatBits();
    }

    public Color getColor() {
        return color;
    }

    public void setProjectionMatrix(Matrix4 matrix) {
        projection.set(matrix);
        if (type != null) flush();
    }

    public Matrix4 getProjectionMatrix() {
        return projection;
    }

    public void setTransformMatrix(Matrix4 matrix) {
        transform.set(matrix);
        if (type != null) flush();
    }

    public Matrix4 getTransformMatrix() {
        return transform;
    }

    /** With auto shape type, each call switches to the type it needs (scene2d's debug drawing). */
    public void setAutoShapeType(boolean autoType) {
        this.autoType = autoType;
    }

    public void begin() {
        begin(ShapeType.Line);
    }

    public void begin(ShapeType type) {
        if (this.type != null) throw new IllegalStateException("Call end() before beginning a new shape batch.");
        this.type = type;
    }

    public void set(ShapeType type) {
        if (this.type == type) return;
        if (this.type == null) throw new IllegalStateException("begin must be called first.");
        flush();
        this.type = type;
    }

    public boolean isDrawing() {
        return type != null;
    }

    public ShapeType getCurrentType() {
        return type;
    }

    public void end() {
        flush();
        type = null;
    }

    public void flush() {
        if (floats == 0 || type == null) return;
        combined.set(projection).mul(transform);
        shader.bind();
        shader.setUniformMatrix("u_projModelView", combined);
        mesh.setVertices(vertices, 0, floats);
        mesh.render(shader, type.getGlType());
        floats = 0;
    }

    public void line(float x, float y, float x2, float y2) {
        need(ShapeType.Line, 2);
        vertex(x, y);
        vertex(x2, y2);
    }

    public void triangle(float x1, float y1, float x2, float y2, float x3, float y3) {
        if (type == ShapeType.Filled) {
            need(ShapeType.Filled, 3);
            vertex(x1, y1);
            vertex(x2, y2);
            vertex(x3, y3);
        } else {
            line(x1, y1, x2, y2);
            line(x2, y2, x3, y3);
            line(x3, y3, x1, y1);
        }
    }

    public void rect(float x, float y, float width, float height) {
        float x2 = x + width, y2 = y + height;
        if (type == ShapeType.Filled) {
            triangle(x, y, x2, y, x2, y2);
            triangle(x2, y2, x, y2, x, y);
        } else {
            line(x, y, x2, y);
            line(x2, y, x2, y2);
            line(x2, y2, x, y2);
            line(x, y2, x, y);
        }
    }

    /** scene2d's debug outline; drawn without the rotation (the game never shows it). */
    public void rect(
            float x,
            float y,
            float originX,
            float originY,
            float width,
            float height,
            float scaleX,
            float scaleY,
            float degrees) {
        rect(x + originX - originX * scaleX, y + originY - originY * scaleY, width * scaleX, height * scaleY);
    }

    public void circle(float x, float y, float radius, int segments) {
        float step = MathUtils.PI2 / segments, px = x + radius, py = y;
        for (int i = 1; i <= segments; i++) {
            float a = step * i, cx = x + radius * MathUtils.cos(a), cy = y + radius * MathUtils.sin(a);
            if (type == ShapeType.Filled) triangle(x, y, px, py, cx, cy);
            else line(px, py, cx, cy);
            px = cx;
            py = cy;
        }
    }

    private void need(ShapeType wanted, int count) {
        if (type == null) throw new IllegalStateException("begin must be called first.");
        if (type != wanted) {
            if (!autoType) throw new IllegalStateException("Must call begin(ShapeType." + wanted + ").");
            set(wanted);
        }
        if (floats + count * FLOATS_PER_VERTEX > vertices.length) flush();
    }

    private void vertex(float x, float y) {
        vertices[floats++] = x;
        vertices[floats++] = y;
        vertices[floats++] = packedColor;
    }

    @Override
    public void dispose() {
        shader.dispose();
        mesh.dispose();
    }
}
