#pragma once
// The plane family: point, segment, sphere, moving sphere, ellipsoid, triangle, capsule and
// cylinder against
// a plane n·x = d (n of unit length; "front" is the side n points to). Every answer rests on the
// signed distance dist(x) = n·x − d.
#include <array>
#include <cstdint>
#include <string_view>

#include "../math/tolerances.hpp"
#include "../shapes/input_check.hpp"
#include "../shapes/shapes.hpp"
#include "plane_side.hpp"

namespace collide {

// A point is on the plane iff |dist(p)| <= plane_thickness + band, else in front or behind.
template <class T>
struct PointPlaneSide {
  InputCheck input;
  PlaneSide side = PlaneSide::front;  // front, back or on
  bool intersects = false;            // side == on
  bool within_tolerance = false;      // ||distance| − plane_thickness| <= band + input_band
  T distance = 0;                     // dist(p)
  Vec3<T> projection{};               // p − dist(p)·n, the plane's point nearest to p
  T thickness = 0;                    // plane_thickness + band: the half-width of "on"
  T band = 0;
  T input_band = 0;  // the inputs' rounding (tolerances.hpp; 0 unless rounded)
};

enum class SegmentPlaneKind : std::uint8_t {
  crosses,   // meets the plane in one point (an end point on the plane included)
  misses,    // both ends strictly on one side
  parallel,  // parallel to the plane (n·(b − a) within the band) and off it: a miss
  in_plane,  // both ends on the plane: the whole segment lies in it
};
constexpr std::string_view name_of(SegmentPlaneKind k) {
  constexpr std::string_view names[] = {"crosses", "misses", "parallel", "in plane"};
  return names[static_cast<std::uint8_t>(k)];
}

// With da = dist(a) and db = dist(b), the segment a + t·(b − a) crosses the plane at
// t = da / (da − db), which lies in [0, 1] iff da and db do not have the same strict sign.
template <class T>
struct SegmentPlaneCrossing {
  InputCheck input;
  SegmentPlaneKind kind = SegmentPlaneKind::misses;
  bool intersects = false;        // crosses or in_plane
  bool within_tolerance = false;  // an end point's |distance| <= band + input_band
  T distance_a = 0, distance_b = 0;
  T t = 0;          // crosses only: the parameter of the crossing, in [0, 1]
  Vec3<T> point{};  // crosses only: a + t·(b − a)
  T band = 0;
  T input_band = 0;  // the inputs' rounding (tolerances.hpp; 0 unless rounded)
};

// A sphere is in front iff dist(c) > r, behind iff dist(c) < −r, and straddles (or touches)
// the plane otherwise.
template <class T>
struct SpherePlaneSide {
  InputCheck input;
  PlaneSide side = PlaneSide::front;  // front, back or straddling
  bool intersects = false;            // side == straddling
  bool within_tolerance = false;      // ||center_distance| − radius| <= band
  T center_distance = 0;              // dist(c)
  T radius = 0;
  Vec3<T> projection{};  // c − dist(c)·n: where the sphere touches or nearest approaches
  T band = 0;
  T input_band = 0;  // the inputs' rounding (tolerances.hpp; 0 unless rounded)
};

enum class SweepKind : std::uint8_t {
  touching_at_start,  // already touching or straddling at t = 0
  hits,               // first contact at some t in (0, 1]
  misses,             // approaches, but would touch only after t = 1
  moving_away,        // n·v points away from the plane
  parallel,           // n·v within the band: the distance does not change
};
constexpr std::string_view name_of(SweepKind k) {
  constexpr std::string_view names[] = {"touching at start", "hits", "misses", "moving away",
                                        "parallel"};
  return names[static_cast<std::uint8_t>(k)];
}

// The sphere's center at time t is c + t·v, so dist(t) = d₀ + t·(n·v). Starting on side
// σ = sign(d₀) with |d₀| > r, it first touches when σ·dist(t) = r:
// t = (|d₀| − r) / (|d₀| − σ·d₁), with d₁ = dist(c + v); a hit needs that t <= 1, i.e.
// σ·d₁ <= r (the bound the textbook code forgets).
template <class T>
struct SweptSpherePlaneContact {
  InputCheck input;
  SweepKind kind = SweepKind::moving_away;
  bool intersects = false;  // touching_at_start or hits
  // |start_distance| or the end's σ·d₁ within the band of r: contact at t = 0 or t = 1 was
  // decided by the band.
  bool within_tolerance = false;
  // First contact time: 0 when touching at start; in (0, 1] for hits; for misses the time it
  // would touch (> 1); 0 for moving_away and parallel.
  T t = 0;
  Vec3<T> center_at_contact{};  // c + t·v (hits, touching_at_start, misses)
  Vec3<T> contact_point{};      // center_at_contact − σ·r·n; at start: c − d₀·n
  T start_distance = 0;         // d₀ = dist(c)
  T end_distance = 0;           // d₁ = dist(c + v)
  T radius = 0;
  T band = 0;
  // The inputs' rounding (tolerances.hpp; 0 unless rounded): how far it can move the least
  // |dist| over the frame against r; a verdict within band + input_band is within_tolerance.
  T input_band = 0;
};

// The ellipsoid c + Σ sᵢ·aᵢ·uᵢ (|s| <= 1) projects onto n as dist(c) ± r with the effective
// radius r = √Σ(aᵢ·(n·uᵢ))²; its points extreme along ∓n are c ∓ Σ aᵢ²·(n·uᵢ)·uᵢ / r.
template <class T>
struct EllipsoidPlaneSide {
  InputCheck input;
  PlaneSide side = PlaneSide::front;  // front, back or straddling
  bool intersects = false;            // side == straddling
  bool within_tolerance = false;  // ||center_distance| − effective_radius| <= band + input_band
  T center_distance = 0;          // dist(c)
  T effective_radius = 0;         // √Σ(aᵢ·(n·uᵢ))²
  Vec3<T> support_back{};         // the point with the least dist (dist = s − r)
  Vec3<T> support_front{};        // the point with the greatest dist (dist = s + r)
  T band = 0;
  T input_band = 0;  // the inputs' rounding (tolerances.hpp; 0 unless rounded)
};

// A capsule's segment has dist(a) and dist(b) at its ends and every value between along it, so
// its signed distances span [min(dist(a), dist(b)) − r, max(dist(a), dist(b)) + r]: in front iff
// the lower end > 0, behind iff the upper end < 0, else it straddles (or touches) the plane.
template <class T>
struct CapsulePlaneSide {
  InputCheck input;
  PlaneSide side = PlaneSide::front;  // front, back or straddling
  bool intersects = false;            // side == straddling
  bool within_tolerance = false;      // the lower or upper end within band + input_band of 0
  T distance_a = 0, distance_b = 0;   // dist(a), dist(b) of the segment's ends
  T radius = 0;
  T lowest = 0, highest = 0;  // min(dist) − r and max(dist) + r: the capsule's extent along n
  Vec3<T> support_back{};     // its point with the least dist: the lower end − r·n
  Vec3<T> support_front{};    // its point with the greatest dist: the higher end + r·n
  T band = 0;
  T input_band = 0;  // the inputs' rounding (tolerances.hpp; 0 unless rounded)
};

// A cylinder (centre c, unit axis u, half height h, radius r) spans [s − e, s + e] along n with
// s = dist(c) and e = |n·u|·h + r·√(1 − (n·u)²): its caps' rims along n, the axis contributing
// |n·u|·h and the rim's circle r·|n × u| (the support of the rim along the plane's normal).
template <class T>
struct CylinderPlaneSide {
  InputCheck input;
  PlaneSide side = PlaneSide::front;  // front, back or straddling
  bool intersects = false;            // side == straddling
  bool within_tolerance = false;      // ||center_distance| − extent| <= band + input_band
  T center_distance = 0;              // s = dist(c)
  T axis_cos = 0;                     // n·u, the cosine between the normal and the axis
  T extent = 0;                       // e = |n·u|·h + r·|n × u|
  Vec3<T> support_back{};             // its point with the least dist (s − e)
  Vec3<T> support_front{};            // its point with the greatest dist (s + e)
  T band = 0;
  T input_band = 0;  // the inputs' rounding (tolerances.hpp; 0 unless rounded)
};

enum class TriangleCut : std::uint8_t {
  none,      // the plane does not meet the triangle
  vertex,    // it meets one vertex only (the others strictly on one side)
  segment,   // it cuts a segment (an edge lying in the plane included)
  triangle,  // all three vertices are on the plane: the whole triangle
};
constexpr std::string_view name_of(TriangleCut c) {
  constexpr std::string_view names[] = {"none", "vertex", "segment", "triangle"};
  return names[static_cast<std::uint8_t>(c)];
}

// Each vertex is classified as a point (front, back or on, with the plane's thickness); an
// edge whose ends are strictly on opposite sides is cut at pᵢ + dᵢ/(dᵢ − dⱼ)·(pⱼ − pᵢ).
template <class T>
struct TrianglePlaneCut {
  InputCheck input;
  PlaneSide side = PlaneSide::front;  // front, back (every vertex strictly), on (every vertex
                                      // within the thickness) or straddling
  bool intersects = false;            // side == straddling or on
  bool within_tolerance = false;      // some vertex within the band of the thickness
  TriangleCut cut = TriangleCut::none;
  std::array<T, 3> distances{};             // dist(a), dist(b), dist(c)
  std::array<PlaneSide, 3> vertex_sides{};  // front, back or on
  std::array<Vec3<T>, 2> points{};          // vertex: points[0]; segment: both ends
  T thickness = 0;                          // plane_thickness + band
  T band = 0;
  T input_band = 0;  // the inputs' rounding (tolerances.hpp; 0 unless rounded)
};

template <class T>
PointPlaneSide<T> point_plane_side(const Point<T>& point, const Plane<T>& plane,
                                   const Tolerances<T>& tol = {});
template <class T>
SegmentPlaneCrossing<T> segment_plane_crossing(const Segment<T>& segment, const Plane<T>& plane,
                                               const Tolerances<T>& tol = {});
template <class T>
SpherePlaneSide<T> sphere_plane_side(const Sphere<T>& sphere, const Plane<T>& plane,
                                     const Tolerances<T>& tol = {});
template <class T>
SweptSpherePlaneContact<T> swept_sphere_plane_contact(const MovingSphere<T>& sphere,
                                                      const Plane<T>& plane,
                                                      const Tolerances<T>& tol = {});
template <class T>
EllipsoidPlaneSide<T> ellipsoid_plane_side(const Ellipsoid<T>& ellipsoid, const Plane<T>& plane,
                                           const Tolerances<T>& tol = {});
template <class T>
CapsulePlaneSide<T> capsule_plane_side(const Capsule<T>& capsule, const Plane<T>& plane,
                                       const Tolerances<T>& tol = {});
template <class T>
CylinderPlaneSide<T> cylinder_plane_side(const Cylinder<T>& cylinder, const Plane<T>& plane,
                                         const Tolerances<T>& tol = {});
template <class T>
TrianglePlaneCut<T> triangle_plane_cut(const Triangle<T>& triangle, const Plane<T>& plane,
                                       const Tolerances<T>& tol = {});

}  // namespace collide
