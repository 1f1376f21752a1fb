#pragma once
// The octree's tuning knobs. They change how the space is cut, never the answers: every query
// and the pair search give the same result for any valid setting (the tests check this).
#include <cstdint>
#include <string_view>

namespace collide {

// Depths are stored in a byte and cells are halved in float; past 32 halvings a float cell of
// any practical size has no room left, so deeper settings are refused rather than clamped.
inline constexpr std::uint32_t kOctreeDepthLimit = 32;

struct OctreeParams {
  // A leaf is split into eight when it holds more than this many objects.
  std::uint32_t split_threshold = 8;
  // The root is depth 0; no cell is split at this depth. This is what bounds the depth when
  // many objects coincide: they pile up in one leaf at depth max_depth, never deeper.
  std::uint32_t max_depth = 16;
  // A cell whose children would be narrower than this on some axis is not split (0: no limit).
  float min_cell_size = 0;
  // 1: strict cells, an object goes to the child cell that contains its box entirely.
  // 2: the classic loose octree, a cell accepts boxes inside its cell grown by half its size on
  //    every side (twice its size), and an object goes to the child holding its center.
  std::uint32_t looseness = 2;
};

// Why a parameter set is unusable; empty when it is fine.
std::string_view validate(const OctreeParams& params);

}  // namespace collide
