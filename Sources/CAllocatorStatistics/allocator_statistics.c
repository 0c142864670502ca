// The one C file of the package: Swift's Glibc module does not export mallinfo2, and the
// allocator's own count is the only figure of retained memory that is exact and comparable
// across engines (resident memory only grows, and freed pages are reused).
#include "CAllocatorStatistics.h"
// Any C library header defines the macros that tell which library this is (__GLIBC__).
#include <stdlib.h>

#if defined(__APPLE__)
#include <malloc/malloc.h>

long long layoutbench_allocated_bytes(void) {
  malloc_statistics_t statistics;
  malloc_zone_statistics(NULL, &statistics);
  return (long long)statistics.size_in_use;
}

#elif defined(__GLIBC__)
#include <malloc.h>

long long layoutbench_allocated_bytes(void) {
#if __GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33)
  struct mallinfo2 info = mallinfo2();
  return (long long)info.uordblks + (long long)info.hblkhd;
#else
  // mallinfo's int fields wrap past 2 GiB; good enough for the engines this measures.
  struct mallinfo info = mallinfo();
  return (long long)(unsigned int)info.uordblks + (long long)(unsigned int)info.hblkhd;
#endif
}

#else
long long layoutbench_allocated_bytes(void) { return -1; }
#endif
