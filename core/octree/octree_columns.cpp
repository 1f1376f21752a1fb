// The overlap loop of octree_columns.hpp in three builds: AVX2 (eight boxes a step), SSE (four,
// the x86-64 baseline) and plain C++, the widest the processor has picked once at run time.
// The project is compiled for the x86-64 baseline, so AVX2 lives in its own function with a
// target attribute rather than in compiler flags. Lanes past the run's end are loaded (the
// columns are padded) and masked off.
#include "core/octree/octree_columns.hpp"

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define COLLIDE_OCTREE_X86 1
#endif

namespace collide::octree_columns {

namespace {

#if defined(COLLIDE_OCTREE_X86)
[[gnu::target("avx2")]] std::uint32_t overlapping_avx2(const Aabb<float>& a, const Span& s,
                                                       std::uint32_t* hits) {
  const __m256 lx = _mm256_set1_ps(a.min.x), ly = _mm256_set1_ps(a.min.y),
               lz = _mm256_set1_ps(a.min.z);
  const __m256 hx = _mm256_set1_ps(a.max.x), hy = _mm256_set1_ps(a.max.y),
               hz = _mm256_set1_ps(a.max.z);
  std::uint32_t m = 0;
  for (std::uint32_t j = 0; j < s.n; j += 8) {
    // a.min <= b.max and b.min <= a.max on each axis; _CMP_LE_OQ is <= (false on NaN).
    __m256 t = _mm256_and_ps(_mm256_cmp_ps(lx, _mm256_loadu_ps(s.col[3] + j), _CMP_LE_OQ),
                             _mm256_cmp_ps(_mm256_loadu_ps(s.col[0] + j), hx, _CMP_LE_OQ));
    t = _mm256_and_ps(t, _mm256_cmp_ps(ly, _mm256_loadu_ps(s.col[4] + j), _CMP_LE_OQ));
    t = _mm256_and_ps(t, _mm256_cmp_ps(_mm256_loadu_ps(s.col[1] + j), hy, _CMP_LE_OQ));
    t = _mm256_and_ps(t, _mm256_cmp_ps(lz, _mm256_loadu_ps(s.col[5] + j), _CMP_LE_OQ));
    t = _mm256_and_ps(t, _mm256_cmp_ps(_mm256_loadu_ps(s.col[2] + j), hz, _CMP_LE_OQ));
    auto bits = static_cast<unsigned>(_mm256_movemask_ps(t));
    if (s.n - j < 8) bits &= (1u << (s.n - j)) - 1u;
    for (; bits != 0; bits &= bits - 1)
      hits[m++] = j + static_cast<std::uint32_t>(__builtin_ctz(bits));
  }
  return m;
}

std::uint32_t overlapping_sse(const Aabb<float>& a, const Span& s, std::uint32_t* hits) {
  const __m128 lx = _mm_set1_ps(a.min.x), ly = _mm_set1_ps(a.min.y), lz = _mm_set1_ps(a.min.z);
  const __m128 hx = _mm_set1_ps(a.max.x), hy = _mm_set1_ps(a.max.y), hz = _mm_set1_ps(a.max.z);
  std::uint32_t m = 0;
  for (std::uint32_t j = 0; j < s.n; j += 4) {
    __m128 t = _mm_and_ps(_mm_cmple_ps(lx, _mm_loadu_ps(s.col[3] + j)),
                          _mm_cmple_ps(_mm_loadu_ps(s.col[0] + j), hx));
    t = _mm_and_ps(t, _mm_cmple_ps(ly, _mm_loadu_ps(s.col[4] + j)));
    t = _mm_and_ps(t, _mm_cmple_ps(_mm_loadu_ps(s.col[1] + j), hy));
    t = _mm_and_ps(t, _mm_cmple_ps(lz, _mm_loadu_ps(s.col[5] + j)));
    t = _mm_and_ps(t, _mm_cmple_ps(_mm_loadu_ps(s.col[2] + j), hz));
    auto bits = static_cast<unsigned>(_mm_movemask_ps(t));
    if (s.n - j < 4) bits &= (1u << (s.n - j)) - 1u;
    for (; bits != 0; bits &= bits - 1)
      hits[m++] = j + static_cast<std::uint32_t>(__builtin_ctz(bits));
  }
  return m;
}
#endif

[[maybe_unused]] std::uint32_t overlapping_plain(const Aabb<float>& a, const Span& s,
                                                 std::uint32_t* hits) {
  std::uint32_t m = 0;
  for (std::uint32_t j = 0; j < s.n; ++j) {
    hits[m] = j;
    m += (a.min.x <= s.col[3][j]) & (s.col[0][j] <= a.max.x) & (a.min.y <= s.col[4][j]) &
         (s.col[1][j] <= a.max.y) & (a.min.z <= s.col[5][j]) & (s.col[2][j] <= a.max.z);
  }
  return m;
}

}  // namespace

bool available(Isa isa) {
#if defined(COLLIDE_OCTREE_X86)
  if (isa == Isa::avx2) {
    static const bool avx2 = __builtin_cpu_supports("avx2");
    return avx2;
  }
  return true;
#else
  return isa == Isa::plain;
#endif
}

std::uint32_t overlapping(Isa isa, const Aabb<float>& a, const Span& s, std::uint32_t* hits) {
#if defined(COLLIDE_OCTREE_X86)
  if (isa == Isa::avx2) return overlapping_avx2(a, s, hits);
  if (isa == Isa::sse) return overlapping_sse(a, s, hits);
#endif
  return overlapping_plain(a, s, hits);
}

std::uint32_t overlapping(const Aabb<float>& a, const Span& s, std::uint32_t* hits) {
#if defined(COLLIDE_OCTREE_X86)
  static const bool avx2 = available(Isa::avx2);
  return avx2 ? overlapping_avx2(a, s, hits) : overlapping_sse(a, s, hits);
#else
  return overlapping_plain(a, s, hits);
#endif
}

}  // namespace collide::octree_columns
