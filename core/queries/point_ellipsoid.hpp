#pragma once
// Point–ellipsoid in the ellipsoid's frame: with sᵢ = (p − c)·uᵢ the point's coordinates along
// the axes, p is inside iff k = √Σ(sᵢ/aᵢ)² <= 1. The ray from the center through p leaves the
// ellipsoid at c + (p − c)/k, so the gap along that ray is |p − c|·(1 − 1/k) (> 0 outside; not
// the Euclidean distance, which needs an iteration). An axis of radius 0 flattens the
// ellipsoid: there p must have sᵢ within the band, and off it the gap is |sᵢ|.
#include "../math/tolerances.hpp"
#include "../shapes/input_check.hpp"
#include "../shapes/shapes.hpp"

namespace collide {

template <class T>
struct PointEllipsoid {
  InputCheck input;
  bool intersects = false;
  bool within_tolerance = false;  // |gap| <= band, or the rounding of the inputs
  Vec3<T> local{};                // sᵢ, the point in the ellipsoid's frame
  T scaled_radius = 0;            // k over the axes of non-zero radius (<= 1: within them)
  Vec3<T> surface_point{};        // c + (p − c)/k: where the ray from c through p leaves it
  T gap = 0;                      // along that ray (or |sᵢ| off a flat axis); <= 0 inside
  T band = 0;
  // The inputs' rounding (tolerances.hpp; 0 unless rounded): how far it can move p's distance
  // to the surface; a verdict it could flip is within_tolerance (see point_ellipsoid.cpp).
  T input_band = 0;
};

template <class T>
PointEllipsoid<T> point_ellipsoid(const Point<T>& point, const Ellipsoid<T>& ellipsoid,
                                  const Tolerances<T>& tol = {});

}  // namespace collide
