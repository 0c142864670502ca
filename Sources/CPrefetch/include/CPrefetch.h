#ifndef LAYOUTBENCH_PREFETCH_H
#define LAYOUTBENCH_PREFETCH_H

/// Asks the processor to start bringing the cache line at `address` in for reading, and goes
/// on without waiting. A hint: it never faults, whatever the address, and changes no value.
/// Inline, so that Swift callers compile it to the one instruction.
static inline __attribute__((always_inline)) void layoutbench_prefetch(const void *address) {
  __builtin_prefetch(address, 0, 3);
}

#endif
