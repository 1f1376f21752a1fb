#include "core/shapes/problem.hpp"

namespace collide {

std::string_view describe(Problem p) {
  switch (p) {
    case Problem::none:
      return "valid";
    case Problem::non_finite:
      return "a coordinate is NaN or infinite";
    case Problem::negative_radius:
      return "a radius is negative";
    case Problem::negative_extent:
      return "a half extent is negative";
    case Problem::inverted_bounds:
      return "AABB min is greater than max";
    case Problem::zero_normal:
      return "the plane normal has zero length";
    case Problem::non_unit_normal:
      return "the plane normal is not of unit length";
    case Problem::zero_direction:
      return "the ray direction has zero length";
    case Problem::non_orthonormal_axes:
      return "the box axes are not orthonormal";
    case Problem::non_unit_quaternion:
      return "the rotation quaternion is not of unit length";
  }
  return "unknown problem";
}

}  // namespace collide
