#pragma once
// Where a shape lies with respect to a plane n·x = d. "Front" is the side n points to.
#include <cstdint>
#include <string_view>

namespace collide {

enum class PlaneSide : std::uint8_t {
  front,       // every point has n·x − d > band
  back,        // every point has n·x − d < −band
  on,          // a point (or every vertex of a triangle) within the plane's thickness
  straddling,  // an extended shape with points on both sides, or touching the plane
};

constexpr std::string_view name_of(PlaneSide s) {
  constexpr std::string_view names[] = {"front", "back", "on", "straddling"};
  return names[static_cast<std::uint8_t>(s)];
}

}  // namespace collide
