#pragma once
// Point and sphere against a sphere, by the distance between the centers.
#include "../math/tolerances.hpp"
#include "../shapes/input_check.hpp"
#include "../shapes/shapes.hpp"

namespace collide {

// A point meets a sphere iff |p − c| <= r; two spheres meet iff |c₁ − c₂| <= r₁ + r₂.
template <class T>
struct CenterDistance {
  InputCheck input;
  bool intersects = false;
  bool within_tolerance = false;  // |gap| <= band + input_band
  T center_distance = 0;          // |c₁ − c₂| (for a point: |p − c|)
  T radius_sum = 0;               // r₁ + r₂ (for a point: r)
  T gap = 0;                      // center_distance − radius_sum: > 0 is apart
  T band = 0;                     // the contact band (tolerances.hpp)
  T input_band = 0;               // the inputs' rounding (tolerances.hpp; 0 unless rounded)
};

template <class T>
CenterDistance<T> center_distance(const Point<T>& point, const Sphere<T>& sphere,
                                  const Tolerances<T>& tol = {});
template <class T>
CenterDistance<T> center_distance(const Sphere<T>& a, const Sphere<T>& b,
                                  const Tolerances<T>& tol = {});

}  // namespace collide
