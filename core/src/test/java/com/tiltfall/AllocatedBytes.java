package com.tiltfall;

/** Bytes a piece of warm code allocates on this thread (HotSpot's per-thread counter). */
public final class AllocatedBytes {
    private AllocatedBytes() {}

    /**
     * What {@code work} allocates in one run, tried up to 20 times until a run allocates nothing (the JIT may still be
     * compiling in the first runs; the counter's own call is subtracted): 0, or the last run's bytes.
     */
    public static long inAWarmRun(Runnable work) {
        com.sun.management.ThreadMXBean mx =
                (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        long id = Thread.currentThread().getId();
        mx.getThreadAllocatedBytes(id); // the first call may allocate
        long allocated = -1;
        for (int attempt = 0; attempt < 20 && allocated != 0; attempt++) {
            long before = mx.getThreadAllocatedBytes(id);
            work.run();
            long after = mx.getThreadAllocatedBytes(id);
            allocated = after - before - (mx.getThreadAllocatedBytes(id) - after);
        }
        return allocated;
    }
}
