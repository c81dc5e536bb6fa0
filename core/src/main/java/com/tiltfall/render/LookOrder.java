package com.tiltfall.render;

import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.utils.ImmutableArray;
import com.tiltfall.ecs.component.LookComponent;
import com.tiltfall.kinds.Look;

/**
 * The one loop that draws entities: every entity with a look, back to front by the look's layer (joints behind the
 * bodies they hold, the hero in front), in the order they were added within a layer. No kind is named here.
 */
final class LookOrder {
    /** Draws one entity; told when a layer begins (the renderer fades stomped walkers in before the front layer). */
    interface Painter {
        void layer(int layer);

        void draw(Entity e, Look look);
    }

    private LookOrder() {}

    static void each(ImmutableArray<Entity> looks, Painter painter) {
        for (int layer = 0; layer < Look.LAYERS; layer++) {
            painter.layer(layer);
            for (int i = 0; i < looks.size(); i++) {
                Entity e = looks.get(i);
                Look look = e.getComponent(LookComponent.class).look;
                if (look.layer == layer) painter.draw(e, look);
            }
        }
    }
}
