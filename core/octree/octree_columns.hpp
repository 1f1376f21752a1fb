#pragma once
// Boxes stored as six float columns (min x, y, z, max x, y, z) plus ids, and the loop the pair
// search spends its time in: which boxes of a run overlap one box. It tests eight boxes at a
// time with AVX2 where the processor has it, four with SSE otherwise (octree_columns.cpp), and
// branches once per group, not once per box: most tests of the search miss, and a
// mispredicted branch costs more than the test. The comparisons are those of
// octree_box::overlaps (closed, <=), so the answers are the same on either path.
#include <algorithm>
#include <cstdint>
#include <vector>

#include "../shapes/shapes.hpp"
#include "octree_alloc.hpp"

namespace collide::octree_columns {

// A run of n boxes: column k of box i is col[k][i]. Readable up to 7 boxes past n (the lanes
// beyond n are loaded and masked off), which Columns guarantees by its padding.
struct Span {
  const float* col[6];
  const std::uint32_t* id;
  std::uint32_t n;

  Span from(std::uint32_t i) const {
    return {
        {col[0] + i, col[1] + i, col[2] + i, col[3] + i, col[4] + i, col[5] + i}, id + i, n - i};
  }
  Aabb<float> box(std::uint32_t i) const {
    return {{col[0][i], col[1][i], col[2][i]}, {col[3][i], col[4][i], col[5][i]}};
  }
};

// Growable column storage. Storage is left uninitialised when it grows (zeroing 2.4 MB per pair
// search at N = 100,000 showed in its profile); seal() initialises the padding after the last
// box, which is all a Span reads beyond the boxes pushed.
class Columns {
 public:
  static constexpr std::uint32_t kPad = 8;

  // Empties the columns and makes room for `capacity` boxes.
  void reset(std::uint32_t capacity) {
    size_ = 0;
    reserve(capacity);
  }
  // Room for `capacity` boxes in all, keeping the contents.
  void reserve(std::uint32_t capacity) {
    if (capacity + kPad <= stride_) return;
    std::uint32_t stride = std::max<std::uint32_t>(capacity + kPad, stride_ * 2);
    Floats data(std::size_t{stride} * 6);
    for (std::size_t k = 0; k < 6; ++k)
      std::copy_n(data_.data() + k * stride_, size_, data.data() + k * stride);
    data_.swap(data);
    ids_.resize(stride);
    stride_ = stride;
  }
  // The caller has made room (reset or reserve).
  void push(const Aabb<float>& b, std::uint32_t id) {
    float* d = data_.data() + size_;
    const std::size_t s = stride_;
    d[0] = b.min.x;
    d[s] = b.min.y;
    d[2 * s] = b.min.z;
    d[3 * s] = b.max.x;
    d[4 * s] = b.max.y;
    d[5 * s] = b.max.z;
    ids_[size_++] = id;
  }
  // Appends every box of s; the caller has made room.
  void append(const Span& s) {
    for (std::size_t k = 0; k < 6; ++k)
      std::copy_n(s.col[k], s.n, data_.data() + k * stride_ + size_);
    std::copy_n(s.id, s.n, ids_.data() + size_);
    size_ += s.n;
  }
  // Initialises the padding after the last box; call before reading spans that reach the end.
  void seal() {
    for (std::size_t k = 0; k < 6; ++k)
      std::fill_n(data_.data() + k * stride_ + size_, kPad, 0.0f);
    std::fill_n(ids_.data() + size_, kPad, 0u);
  }
  std::uint32_t size() const { return size_; }
  Span span(std::uint32_t begin, std::uint32_t count) const {
    const float* d = data_.data() + begin;
    const std::size_t s = stride_;
    return {{d, d + s, d + 2 * s, d + 3 * s, d + 4 * s, d + 5 * s}, ids_.data() + begin, count};
  }
  Span all() const { return span(0, size_); }

 private:
  // Floats on the octree's allocator (a fresh copy per search reuses the last one's pages);
  // ids on the plain one, so that nothing of a big search is held back (octree_alloc.hpp).
  using Floats = OctreeScratch<float>;
  Floats data_;
  std::vector<std::uint32_t, DefaultInitAllocator<std::allocator, std::uint32_t>> ids_;
  std::uint32_t stride_ = 0;
  std::uint32_t size_ = 0;
};

// The indices j of the boxes of s that overlap `a` (closed), ascending, into hits (room for s.n);
// returns how many.
std::uint32_t overlapping(const Aabb<float>& a, const Span& s, std::uint32_t* hits);

// The loop as built for one instruction set; overlapping() runs the widest one available().
// Exposed so that tests hold every build to the same answers.
enum class Isa { plain, sse, avx2 };
bool available(Isa isa);
std::uint32_t overlapping(Isa isa, const Aabb<float>& a, const Span& s, std::uint32_t* hits);

// Emits (smaller id, larger id) for every box of s that overlaps box a (id ida); hits is
// scratch with room for s.n.
template <class Emit>
void pairs_with(const Aabb<float>& a, std::uint32_t ida, const Span& s, std::uint32_t* hits,
                Emit& emit) {
  const std::uint32_t m = overlapping(a, s, hits);
  for (std::uint32_t k = 0; k < m; ++k) {
    std::uint32_t idb = s.id[hits[k]];
    emit(std::min(ida, idb), std::max(ida, idb));
  }
}

// Appends the boxes of s that overlap `bounds` to out (which must have room for s.n more);
// hits is scratch with room for s.n.
inline void keep_overlapping(const Span& s, const Aabb<float>& bounds, std::uint32_t* hits,
                             Columns& out) {
  const std::uint32_t m = overlapping(bounds, s, hits);
  for (std::uint32_t k = 0; k < m; ++k)
    out.push(s.box(hits[k]), s.id[hits[k]]);
}

}  // namespace collide::octree_columns
