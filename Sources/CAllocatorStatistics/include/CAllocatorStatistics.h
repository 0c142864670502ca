#ifndef LAYOUTBENCH_ALLOCATOR_STATISTICS_H
#define LAYOUTBENCH_ALLOCATOR_STATISTICS_H

/// Bytes the process's heap allocator holds for live allocations (allocated and not yet freed),
/// as the allocator counts them: glibc's mallinfo2 (arena bytes in use plus mmapped chunks) or
/// macOS's malloc_zone_statistics (size in use of every zone). -1 where neither is available.
long long layoutbench_allocated_bytes(void);

#endif
