#include "core/octree/octree_params.hpp"

#include <cmath>

namespace collide {

std::string_view validate(const OctreeParams& params) {
  if (params.split_threshold == 0) return "split_threshold must be at least 1";
  if (params.max_depth > kOctreeDepthLimit) return "max_depth must be at most 32";
  if (!std::isfinite(params.min_cell_size) || params.min_cell_size < 0)
    return "min_cell_size must be finite and >= 0";
  if (params.looseness != 1 && params.looseness != 2) return "looseness must be 1 or 2";
  return {};
}

}  // namespace collide
