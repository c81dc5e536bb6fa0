package com.tiltfall.replay;

import com.badlogic.ashley.core.ComponentMapper;
import com.badlogic.ashley.core.ComponentType;
import com.badlogic.ashley.core.Family;
import com.badlogic.gdx.utils.ObjectMap;
import com.badlogic.gdx.utils.ObjectSet;
import com.tiltfall.level.LevelData;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import sun.misc.Unsafe;

/**
 * A tool for {@link ReplaySearch} (test code, desktop JVM only: reflection and {@code sun.misc.Unsafe}, never in
 * {@code core}'s main code): a deep copy of an object graph, e.g. a whole {@code Simulation} with its Ashley engine
 * and physics world, so that a search can continue several inputs from one state instead of re-simulating the run
 * from the start for every candidate. The copy steps bit-identically to the original ({@code WorldForkTest}).
 *
 * <p>Every object reachable through instance fields is copied once (shared references and cycles stay shared and
 * cyclic); static fields are not (they are shared: the simulation keeps no state in them between steps, which the
 * test checks). Immutable JDK values (strings, boxed numbers, enums, classes) and the level's data are shared. A
 * lambda (a hidden class) is rebuilt through its constructor from copies of what it captured, so
 * {@code this::collect} calls the copy.
 */
final class WorldFork {
    private static final Unsafe UNSAFE = unsafe();
    /** How to copy each class met so far (the search forks thousands of worlds of the same few hundred classes). */
    private static final ClassValue<Plan> PLANS = new ClassValue<Plan>() {
        @Override
        protected Plan computeValue(Class<?> c) {
            return new Plan(c);
        }
    };
    /** The last copy's object count: the next map is made that big at once (growing it was a fifth of the time). */
    private static int lastSize = 1024;

    private final IdentityHashMap<Object, Object> copies = new IdentityHashMap<>(lastSize);

    private WorldFork() {}

    /** A deep copy of {@code root}. */
    static <T> T copy(T root) {
        return new WorldFork().deep(root);
    }

    /** A deep copy of {@code root}, and the copy of {@code alsoFind} (reachable from it) in {@code found[0]}. */
    static <T> T copy(T root, Object alsoFind, Object[] found) {
        WorldFork f = new WorldFork();
        T c = f.deep(root);
        found[0] = f.copies.get(alsoFind);
        return c;
    }

    @SuppressWarnings("unchecked")
    private <T> T deep(T root) {
        ArrayDeque<Object> todo = new ArrayDeque<>(lastSize);
        T result = (T) shallow(root, todo);
        List<Object> hashed = new ArrayList<>();
        while (!todo.isEmpty()) {
            Object original = todo.pop();
            Object copy = copies.get(original);
            fill(original, copy, plan(original.getClass()), todo);
            if (copy instanceof ObjectSet || copy instanceof ObjectMap) hashed.add(copy);
        }
        for (Object h : hashed) rehash(h);
        lastSize = copies.size();
        return result;
    }

    /** The copy of {@code o}: made now (fields still to fill, queued) or earlier. */
    private Object shallow(Object o, ArrayDeque<Object> todo) {
        if (o == null) return null;
        Plan plan = plan(o.getClass());
        if (plan.kind == Plan.SHARED) return o;
        Object done = copies.get(o);
        if (done != null) return done;
        Object copy;
        switch (plan.kind) {
            case Plan.PRIMITIVE_ARRAY:
                copy = primitiveArrayCopy(o);
                copies.put(o, copy);
                return copy; // nothing to fill
            case Plan.OBJECT_ARRAY:
                copy = ((Object[]) o).clone(); // elements replaced by their copies in fill
                break;
            case Plan.LAMBDA:
                copy = lambdaCopy(o, todo);
                copies.put(o, copy);
                return copy;
            default:
                try {
                    copy = UNSAFE.allocateInstance(o.getClass());
                } catch (InstantiationException e) {
                    throw new IllegalStateException(
                            "cannot copy a " + o.getClass().getName(), e);
                }
        }
        copies.put(o, copy);
        todo.push(o);
        return copy;
    }

    private void fill(Object original, Object copy, Plan plan, ArrayDeque<Object> todo) {
        if (plan.kind == Plan.OBJECT_ARRAY) {
            Object[] from = (Object[]) original, to = (Object[]) copy;
            for (int i = 0; i < from.length; i++) to[i] = shallow(from[i], todo);
            return;
        }
        long[] offsets = plan.offsets;
        byte[] types = plan.types;
        for (int i = 0; i < offsets.length; i++) {
            long offset = offsets[i];
            switch (types[i]) {
                case Plan.REFERENCE:
                    UNSAFE.putObject(copy, offset, shallow(UNSAFE.getObject(original, offset), todo));
                    break;
                case Plan.DOUBLE:
                case Plan.LONG:
                    UNSAFE.putLong(copy, offset, UNSAFE.getLong(original, offset)); // the bits, as they are
                    break;
                case Plan.INT:
                case Plan.FLOAT:
                    UNSAFE.putInt(copy, offset, UNSAFE.getInt(original, offset));
                    break;
                case Plan.SHORT:
                case Plan.CHAR:
                    UNSAFE.putShort(copy, offset, UNSAFE.getShort(original, offset));
                    break;
                default: // boolean, byte
                    UNSAFE.putByte(copy, offset, UNSAFE.getByte(original, offset));
            }
        }
    }

    private Object lambdaCopy(Object lambda, ArrayDeque<Object> todo) {
        Class<?> c = lambda.getClass();
        try {
            Field[] captured = c.getDeclaredFields();
            List<Object> args = new ArrayList<>();
            Constructor<?> ctor = c.getDeclaredConstructors()[0];
            for (Field f : captured) {
                if (Modifier.isStatic(f.getModifiers())) continue;
                f.setAccessible(true);
                args.add(f.get(lambda));
            }
            if (args.size() != ctor.getParameterCount()) {
                throw new IllegalStateException("lambda " + c.getName() + ": fields do not match its constructor");
            }
            Object[] copiedArgs = new Object[args.size()];
            for (int i = 0; i < copiedArgs.length; i++) copiedArgs[i] = shallow(args.get(i), todo);
            ctor.setAccessible(true);
            return ctor.newInstance(copiedArgs);
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException("cannot copy the lambda " + c.getName(), e);
        }
    }

    /**
     * Puts a copied hash set's or map's entries back where their (new) hash codes say: a key without its own
     * hashCode (an Ashley entity) hashes by identity, and the copy is another object than the one that was stored.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void rehash(Object hashed) {
        Class<?> c = hashed.getClass();
        if (c != ObjectSet.class && c != ObjectMap.class) {
            throw new IllegalStateException("a " + c.getName() + " in the graph: add a rule to rehash it");
        }
        try {
            Field keys = field(c, "keyTable");
            Object[] keyTable = ((Object[]) keys.get(hashed)).clone();
            if (hashed instanceof ObjectSet) {
                ObjectSet set = (ObjectSet) hashed;
                set.clear();
                for (Object k : keyTable) if (k != null) set.add(k);
            } else {
                Object[] valueTable = ((Object[]) field(c, "valueTable").get(hashed)).clone();
                ObjectMap map = (ObjectMap) hashed;
                map.clear();
                for (int i = 0; i < keyTable.length; i++) if (keyTable[i] != null) map.put(keyTable[i], valueTable[i]);
            }
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot rehash a " + c.getName(), e);
        }
    }

    private static Field field(Class<?> c, String name) throws NoSuchFieldException {
        Field f = c.getDeclaredField(name);
        f.setAccessible(true);
        return f;
    }

    private static Object primitiveArrayCopy(Object a) {
        if (a instanceof double[]) return ((double[]) a).clone();
        if (a instanceof int[]) return ((int[]) a).clone();
        if (a instanceof long[]) return ((long[]) a).clone();
        if (a instanceof boolean[]) return ((boolean[]) a).clone();
        if (a instanceof float[]) return ((float[]) a).clone();
        if (a instanceof byte[]) return ((byte[]) a).clone();
        if (a instanceof short[]) return ((short[]) a).clone();
        return ((char[]) a).clone();
    }

    private static boolean immutable(Class<?> c) {
        return c == String.class
                || c == Class.class
                || c == Family.class // Ashley's families, component types and mappers are static, shared and fixed
                || c == ComponentType.class
                || c == ComponentMapper.class
                || c == LevelData.class // the level as loaded: built from, never written by the simulation
                || c.isEnum()
                || (c.getSuperclass() != null && c.getSuperclass().isEnum())
                || c == Double.class
                || c == Integer.class
                || c == Long.class
                || c == Boolean.class
                || c == Float.class
                || c == Short.class
                || c == Byte.class
                || c == Character.class;
    }

    /** The copy plan of {@code c}, made on first use. */
    private static Plan plan(Class<?> c) {
        return PLANS.get(c);
    }

    /**
     * How to copy the objects of one class: share it (an immutable value), clone it (an array), rebuild it (a
     * lambda), or copy its instance fields (those of its superclasses too) by offset and type; a JDK class other than
     * the values {@link #immutable} names is refused.
     */
    private static final class Plan {
        static final byte SHARED = 0, PRIMITIVE_ARRAY = 1, OBJECT_ARRAY = 2, LAMBDA = 3, FIELDS = 4;
        static final byte REFERENCE = 0, DOUBLE = 1, LONG = 2, INT = 3, FLOAT = 4, SHORT = 5, CHAR = 6, SMALL = 7;

        final byte kind;
        long[] offsets = new long[0];
        byte[] types = new byte[0];

        Plan(Class<?> c) {
            if (immutable(c)) kind = SHARED;
            else if (c.isArray()) kind = c.getComponentType().isPrimitive() ? PRIMITIVE_ARRAY : OBJECT_ARRAY;
            else if (c.getName().contains("$$Lambda")) kind = LAMBDA; // a hidden class (Class.isHidden is Java 15)
            else {
                kind = FIELDS;
                List<Field> all = new ArrayList<>();
                for (Class<?> k = c; k != null && k != Object.class; k = k.getSuperclass()) {
                    if (k.getName().startsWith("java.") || k.getName().startsWith("jdk.")) {
                        throw new IllegalStateException(
                                "a JDK object in the graph (" + c.getName() + "): add a rule for it");
                    }
                    for (Field f : k.getDeclaredFields()) {
                        if (!Modifier.isStatic(f.getModifiers())) all.add(f);
                    }
                }
                offsets = new long[all.size()];
                types = new byte[all.size()];
                for (int i = 0; i < offsets.length; i++) {
                    offsets[i] = UNSAFE.objectFieldOffset(all.get(i));
                    types[i] = type(all.get(i).getType());
                }
            }
        }

        private static byte type(Class<?> t) {
            if (!t.isPrimitive()) return REFERENCE;
            if (t == double.class) return DOUBLE;
            if (t == long.class) return LONG;
            if (t == int.class) return INT;
            if (t == float.class) return FLOAT;
            if (t == short.class) return SHORT;
            if (t == char.class) return CHAR;
            return SMALL;
        }
    }

    private static Unsafe unsafe() {
        try {
            Field f = Unsafe.class.getDeclaredField("theUnsafe");
            f.setAccessible(true);
            return (Unsafe) f.get(null);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
