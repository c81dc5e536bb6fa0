package com.tiltfall.ecs.component;

import com.badlogic.ashley.core.Component;

/**
 * Touching it hurts the player as an enemy's hit does (a lost life, knocked away, a moment of invulnerability), from
 * any side: unlike an enemy it cannot be stomped (a wrecking ball).
 */
public class HarmComponent implements Component {}
