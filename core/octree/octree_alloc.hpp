#pragma once
// The allocator of the octree's big arrays (pool, nodes, id map, the pair search's copy).
// Arrays of 2 MiB and more are aligned to 2 MiB and marked for transparent huge pages: a build
// of a million objects touches about 100 MB of fresh memory, and with 4 KiB pages the kernel's
// page faults cost more than the build's own work (measured on W2 at N = 1,000,000); with 2 MiB
// pages there are 512 times fewer faults and TLB misses. Smaller arrays, and systems without
// madvise, get plain memory.
//
// Fresh pages still have to be zeroed by the kernel, and on a virtual machine the first touch of
// memory the process gave back costs more again: on this project's machine a build + pair
// search of a million W2 boxes took 480 ms the first time and 160-180 ms once it reused its
// memory, and with only blocks of up to 8 MiB kept, every build still faulted in 114 MB. So
// freed blocks of up to kCacheBlock bytes are kept, kCacheTotal bytes at most, and handed to
// the next allocation of the same size: a tree rebuilt every frame, or the next build's
// scratch, reuses pages already mapped; when the cache is full the oldest blocks go back. The caps
// are what a tree of about a million objects frees (its largest block is the node array reserved at
// build). A user that builds once and keeps its tree calls release() after the build, so that the
// build's scratch does not stay resident beside the tree.
#include <algorithm>
#include <cstddef>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <new>
#include <utility>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace collide {

class OctreeBlockCache {
 public:
  static constexpr std::size_t kCacheBlock = std::size_t{64} << 20;
  static constexpr std::size_t kCacheTotal = std::size_t{256} << 20;

  // Gives every kept block back to the system.
  static void release() {
    State& s = state();
    std::lock_guard<std::mutex> lock(s.mutex);
    for (std::size_t i = 0; i < s.count; ++i)
      std::free(s.blocks[i].p);
    s.count = 0;
    s.total = 0;
  }
  // A kept block of exactly `bytes` (the most recently kept one), or nullptr.
  static void* take(std::size_t bytes) {
    if (bytes > kCacheBlock) return nullptr;
    State& s = state();
    std::lock_guard<std::mutex> lock(s.mutex);
    for (std::size_t i = s.count; i-- > 0;) {
      if (s.blocks[i].bytes != bytes) continue;
      void* p = s.blocks[i].p;
      std::copy(s.blocks + i + 1, s.blocks + s.count, s.blocks + i);
      --s.count;
      s.total -= bytes;
      return p;
    }
    return nullptr;
  }
  // Keeps the block (true), giving the oldest kept blocks back to the system when there is no
  // room: sizes no longer asked for must not keep out the sizes in use (a 100,000-object tree's
  // blocks, kept, would otherwise send every later million-object build to fresh pages). Blocks
  // larger than kCacheBlock are not kept (false: the caller frees them).
  static bool give(void* p, std::size_t bytes) {
    if (bytes > kCacheBlock) return false;
    State& s = state();
    std::lock_guard<std::mutex> lock(s.mutex);
    std::size_t evict = 0, total = s.total;
    while (evict < s.count && (s.count - evict == kSlots || total + bytes > kCacheTotal))
      total -= s.blocks[evict++].bytes;
    for (std::size_t i = 0; i < evict; ++i)
      std::free(s.blocks[i].p);
    std::copy(s.blocks + evict, s.blocks + s.count, s.blocks);
    s.count -= evict;
    s.blocks[s.count++] = {p, bytes};
    s.total = total + bytes;
    return true;
  }
  // The bytes kept (for the tests).
  static std::size_t kept_bytes() {
    State& s = state();
    std::lock_guard<std::mutex> lock(s.mutex);
    return s.total;
  }

 private:
  static constexpr std::size_t kSlots = kCacheTotal / (std::size_t{2} << 20);
  struct Block {
    void* p;
    std::size_t bytes;
  };
  struct State {
    std::mutex mutex;
    Block blocks[kSlots];
    std::size_t count = 0;
    std::size_t total = 0;
  };
  // Never destroyed: blocks may be given back during static destruction of other objects.
  static State& state() {
    static State* s = new State();
    return *s;
  }
};

template <class T>
struct OctreeAllocator {
  using value_type = T;
  static constexpr std::size_t kHuge = std::size_t{2} << 20;

  OctreeAllocator() = default;
  template <class U>
  OctreeAllocator(const OctreeAllocator<U>&) noexcept {}

  T* allocate(std::size_t n) {
    if (n * sizeof(T) < kHuge) return std::allocator<T>{}.allocate(n);
    // No real request comes near this; saying so also tells the compiler that `bytes` below
    // cannot wrap (GCC 12 warns about a path where it does).
    if (n > (std::size_t{1} << 48) / sizeof(T)) throw std::bad_array_new_length();
    std::size_t bytes = rounded(n);
    if (void* p = OctreeBlockCache::take(bytes)) return static_cast<T*>(p);
    void* p = std::aligned_alloc(kHuge, bytes);
    if (p == nullptr) throw std::bad_alloc();
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    madvise(p, bytes, MADV_HUGEPAGE);  // a hint: failure only means small pages
#endif
    return static_cast<T*>(p);
  }
  void deallocate(T* p, std::size_t n) noexcept {
    if (n * sizeof(T) < kHuge) {
      std::allocator<T>{}.deallocate(p, n);
    } else if (!OctreeBlockCache::give(p, rounded(n))) {
      std::free(p);
    }
  }
  template <class U>
  bool operator==(const OctreeAllocator<U>&) const noexcept {
    return true;
  }

 private:
  static std::size_t rounded(std::size_t n) {
    return (n * sizeof(T) + kHuge - 1) / kHuge * kHuge;
  }
};

template <class T>
using OctreeVector = std::vector<T, OctreeAllocator<T>>;

// Allocator A<T> for scratch arrays whose every element is written before it is read: growing
// the vector leaves new elements default-initialised (for numbers: not written), which spares a
// memset of memory about to be overwritten.
template <template <class> class A, class T>
struct DefaultInitAllocator : A<T> {
  template <class U>
  struct rebind {
    using other = DefaultInitAllocator<A, U>;
  };
  DefaultInitAllocator() = default;
  template <class U>
  DefaultInitAllocator(const DefaultInitAllocator<A, U>&) noexcept {}
  template <class U>
  void construct(U* p) noexcept {
    ::new (static_cast<void*>(p)) U;
  }
  template <class U, class... Args>
  void construct(U* p, Args&&... args) {
    ::new (static_cast<void*>(p)) U(std::forward<Args>(args)...);
  }
};

template <class T>
using OctreeScratch = std::vector<T, DefaultInitAllocator<OctreeAllocator, T>>;

}  // namespace collide
