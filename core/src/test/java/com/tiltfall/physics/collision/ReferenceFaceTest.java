package com.tiltfall.physics.collision;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link Manifold#referenceEdge}: the narrow phase names the face its polygon contact was clipped against (the
 * dynamics layer keeps such manifolds from that). The oracle is geometry: that edge's outward normal, turned with its
 * shape, is the manifold's normal (from A to B) if the face is A's and its negation if it is B's; every point is then
 * that face's incident vertex or a clipped point, so its id names the face or one of its two end vertices.
 */
class ReferenceFaceTest {
    @Test
    void thePolygonContactsReferenceFaceCarriesItsNormal() {
        Random rnd = new Random(23);
        Collide collide = new Collide();
        Manifold m = new Manifold();
        int faces = 0;
        for (int t = 0; t < 4000; t++) {
            Polygon a = Polygon.box(0.2 + rnd.nextDouble(), 0.2 + rnd.nextDouble());
            Polygon b = Polygon.box(0.2 + rnd.nextDouble(), 0.2 + rnd.nextDouble());
            Transform ta =
                    new Transform(rnd.nextDouble() - 0.5, rnd.nextDouble() - 0.5, 2 * Math.PI * rnd.nextDouble());
            Transform tb = new Transform(
                    ta.x + 3 * (rnd.nextDouble() - 0.5),
                    ta.y + 3 * (rnd.nextDouble() - 0.5),
                    2 * Math.PI * rnd.nextDouble());
            if (!collide.collide(a, ta, b, tb, 0.02, m) || m.pointCount == 0 || m.referenceEdge < 0) continue;
            faces++;
            PolyShape ref = m.referenceOnB ? b : a;
            Transform tr = m.referenceOnB ? tb : ta;
            int e = m.referenceEdge, n = ref.getVertexCount(), next = e + 1 == n ? 0 : e + 1;
            double sign = m.referenceOnB ? -1 : 1;
            double nx = tr.rotateX(ref.getNormalX(e), ref.getNormalY(e)) * sign;
            double ny = tr.rotateY(ref.getNormalX(e), ref.getNormalY(e)) * sign;
            String at = "trial " + t;
            assertEquals(nx, m.normalX, 1e-12, at);
            assertEquals(ny, m.normalY, 1e-12, at);
            for (int i = 0; i < m.pointCount; i++) {
                int id = m.id[i];
                int refType = m.referenceOnB ? ContactId.typeB(id) : ContactId.typeA(id);
                int refIndex = m.referenceOnB ? ContactId.indexB(id) : ContactId.indexA(id);
                boolean incidentVertex = refType == ContactId.FACE && refIndex == e;
                boolean clipped = refType == ContactId.VERTEX && (refIndex == e || refIndex == next);
                assertTrue(incidentVertex || clipped, at + " point " + i + " id " + Integer.toHexString(id));
            }
            // and the same pair seen the other way round names the same face on the other side
            Manifold r = new Manifold();
            assertTrue(collide.collide(b, tb, a, ta, 0.02, r), at);
            if (r.referenceEdge >= 0 && r.referenceOnB != m.referenceOnB)
                assertEquals(m.referenceEdge, r.referenceEdge, at);
        }
        assertTrue(faces > 1000, "face contacts " + faces);
        // a circle's contact has no reference face
        Circle c = new Circle(0.5);
        assertTrue(collide.collide(Polygon.box(1, 1), new Transform(0, 0, 0), c, new Transform(0, 1.4, 0), 0.02, m));
        assertEquals(-1, m.referenceEdge);
    }
}
