#pragma once
// What an octree operation says when it refuses an entry. Refusals are values, not exceptions:
// insert, remove, update and build are hot paths, and a rejected entry leaves the tree unchanged.
#include <cstdint>
#include <string>

#include "../shapes/problem.hpp"

namespace collide {

enum class OctreeError : std::uint8_t {
  none,
  invalid_box,   // NaN or infinite coordinate, or min > max: see `problem`
  duplicate_id,  // insert (or build) of an id that is already in the tree
  unknown_id,    // remove or update of an id that is not in the tree
  reserved_id,   // 0xFFFFFFFF marks empty slots internally and cannot be an id
};

struct OctreeStatus {
  OctreeError error = OctreeError::none;
  std::uint32_t id = 0;             // the entry concerned
  Problem problem = Problem::none;  // for invalid_box: why the box is not a box
  bool ok() const { return error == OctreeError::none; }
  friend bool operator==(const OctreeStatus&, const OctreeStatus&) = default;
};

// One line a person can read, e.g. "id 42: box rejected (a NaN or infinite coordinate)".
std::string describe(const OctreeStatus& status);

}  // namespace collide
