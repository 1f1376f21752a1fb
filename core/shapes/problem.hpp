#pragma once
// Why an input is not a shape. Bad input is a verdict, never undefined behaviour: every query
// checks its inputs first and answers `invalid` with one of these instead of a result.
#include <cstdint>
#include <ostream>
#include <string_view>

namespace collide {

enum class Problem : std::uint8_t {
  none,
  non_finite,            // a NaN or infinite coordinate
  negative_radius,       // sphere or ellipsoid radius < 0
  negative_extent,       // OBB half extent < 0
  inverted_bounds,       // AABB with min > max on some axis
  zero_normal,           // plane normal of (near) zero length, or three collinear points
  non_unit_normal,       // plane normal not of unit length
  zero_direction,        // ray with a zero direction
  non_orthonormal_axes,  // OBB or ellipsoid axes not orthonormal
  non_unit_quaternion,   // a rotation quaternion not of unit length
};

std::string_view describe(Problem p);

inline std::ostream& operator<<(std::ostream& out, Problem p) {
  return out << describe(p);
}

}  // namespace collide
