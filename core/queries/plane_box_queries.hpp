#pragma once
// A plane against an AABB or an OBB by the box's n and p vertices, with the projected-radius
// form computed beside it as a check.
#include "../math/tolerances.hpp"
#include "../shapes/input_check.hpp"
#include "../shapes/shapes.hpp"
#include "plane_side.hpp"

namespace collide {

// The n vertex is the box vertex furthest against the normal (least n·x), the p vertex the one
// furthest along it: take −eᵢ or +eᵢ on each box axis uᵢ by the sign of n·uᵢ. The box is in
// front iff dist(n) > 0, behind iff dist(p) < 0, and straddles (or touches) the plane otherwise.
// The same answer by the projected radius: with s = n·c − d and r = Σ eᵢ·|n·uᵢ|, front iff
// s − r > 0, behind iff s + r < 0 (dist(n) = s − r and dist(p) = s + r in exact arithmetic).
template <class T>
struct PlaneBoxSides {
  InputCheck input;
  PlaneSide side = PlaneSide::front;  // front, back or straddling, from the n and p vertices
  bool intersects = false;            // side == straddling (touching included)
  bool within_tolerance = false;      // |n_distance| or |p_distance| <= band + input_band
  Vec3<T> n_vertex{}, p_vertex{};
  T n_distance = 0, p_distance = 0;  // signed distances n·v − d of the two vertices
  // The projected-radius form, computed independently of the vertices.
  T center_distance = 0;   // s = n·c − d
  T projected_radius = 0;  // r = Σ eᵢ·|n·uᵢ|
  PlaneSide radius_form_side = PlaneSide::front;
  bool forms_agree = true;  // side == radius_form_side (both use the same band)
  T band = 0;               // the contact band (tolerances.hpp)
  T input_band = 0;         // the inputs' rounding (tolerances.hpp; 0 unless rounded)
};

template <class T>
PlaneBoxSides<T> plane_box_sides(const Plane<T>& plane, const Aabb<T>& box,
                                 const Tolerances<T>& tol = {});
template <class T>
PlaneBoxSides<T> plane_box_sides(const Plane<T>& plane, const Obb<T>& box,
                                 const Tolerances<T>& tol = {});

}  // namespace collide
