#pragma once
// The allocator of the octree's big arrays (pool, nodes, id map). Arrays of 2 MiB and more are
// aligned to 2 MiB and marked for transparent huge pages: a build of a million objects touches
// about 100 MB of fresh memory, and with 4 KiB pages the kernel's page faults cost more than
// the build's own work (measured on W2 at N = 1,000,000); with 2 MiB pages there are 512 times
// fewer faults and TLB misses. Smaller arrays, and systems without madvise, get plain memory.
#include <cstddef>
#include <cstdlib>
#include <memory>
#include <new>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace collide {

template <class T>
struct OctreeAllocator {
  using value_type = T;
  static constexpr std::size_t kHuge = std::size_t{2} << 20;

  OctreeAllocator() = default;
  template <class U>
  OctreeAllocator(const OctreeAllocator<U>&) noexcept {}

  T* allocate(std::size_t n) {
    if (n * sizeof(T) < kHuge) return std::allocator<T>{}.allocate(n);
    std::size_t bytes = (n * sizeof(T) + kHuge - 1) / kHuge * kHuge;
    void* p = std::aligned_alloc(kHuge, bytes);
    if (p == nullptr) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    madvise(p, bytes, MADV_HUGEPAGE);  // a hint: failure only means small pages
#endif
    return static_cast<T*>(p);
  }
  void deallocate(T* p, std::size_t n) noexcept {
    if (n * sizeof(T) < kHuge)
      std::allocator<T>{}.deallocate(p, n);
    else
      std::free(p);
  }
  template <class U>
  bool operator==(const OctreeAllocator<U>&) const noexcept {
    return true;
  }
};

template <class T>
using OctreeVector = std::vector<T, OctreeAllocator<T>>;

}  // namespace collide
