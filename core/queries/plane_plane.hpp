#pragma once
// Plane–plane: two planes n₁·x = d₁ and n₂·x = d₂ meet in a line unless they are parallel
// (|n₁ × n₂| <= sat_parallel), then they coincide or lie apart by |d₁ − σ·d₂| (σ = sign of
// n₁·n₂). The line runs along u = n₁ × n₂ through p = ((d₁·n₂ − d₂·n₁) × u) / |u|²
// (Ericson 5.4.4).
#include <cstdint>
#include <string_view>

#include "../math/tolerances.hpp"
#include "../shapes/input_check.hpp"
#include "../shapes/shapes.hpp"

namespace collide {

enum class PlanePlaneKind : std::uint8_t {
  meet_in_line,    // not parallel: they cross along a line
  coincident,      // parallel, the same plane (normals the same or opposite)
  parallel_apart,  // parallel and apart
};
constexpr std::string_view name_of(PlanePlaneKind k) {
  constexpr std::string_view names[] = {"meet in line", "coincident", "parallel apart"};
  return names[static_cast<std::uint8_t>(k)];
}

template <class T>
struct PlanePlane {
  InputCheck input;
  PlanePlaneKind kind = PlanePlaneKind::parallel_apart;
  bool intersects = false;        // meet_in_line or coincident
  bool within_tolerance = false;  // decided by sat_parallel (nearly parallel) or a distance
                                  // within the band (nearly coincident)
  T sin_angle = 0;                // |n₁ × n₂|
  T distance = 0;                 // parallel: |d₁ − σ·d₂|
  Vec3<T> line_point{};           // meet_in_line: a point of the line (the one nearest 0)
  Vec3<T> line_direction{};       // meet_in_line: unit u
  T band = 0;
  // The inputs' rounding (tolerances.hpp; 0 unless rounded), in distance: how far it can move
  // `distance`. It also turns each normal by up to ρ, moving sin_angle by up to 2ρ against
  // sat_parallel; a verdict either could flip is within_tolerance. parallel_apart always is
  // when the normals were rounded: any tilt of the file's normals makes the planes meet.
  T input_band = 0;
};

template <class T>
PlanePlane<T> plane_plane(const Plane<T>& a, const Plane<T>& b, const Tolerances<T>& tol = {});

}  // namespace collide
