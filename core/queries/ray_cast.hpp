#pragma once
// A ray o + t·d (t >= 0, d not of unit length in general: t is in units of d) against every kind
// of shape, in float and double: the ray pair tests of the pair table. The picking tests in
// ray_queries.hpp share their closed forms (ray_geometry.hpp) but answer in double with a pick
// radius; these answer with the contact band and the evidence of how the verdict came about.
//
//   solids    sphere, ellipsoid, AABB, OBB, cylinder and the moving sphere's swept capsule: the t
//             interval [t_enter, t_exit] in which the ray is inside (t_enter = 0 when it starts
//             inside), the entry point and the outward normal there;
//   surfaces  plane (infinite) and triangle: the crossing t (t_exit = t_enter), the normal facing
//             the ray's origin; a ray lying in the surface hits where it first touches it;
//   thin      point, segment, ray: no volume, so "intersects" is touching within the contact
//             band: the closest points of the ray and the other (Ericson 5.1.9, clamped to the
//             half-line) and their distance.
//
// Shapes are closed sets: grazing a sphere, running along a box face or an edge is a hit.
#include <array>
#include <cstdint>
#include <string_view>

#include "../math/tolerances.hpp"
#include "../shapes/convex_hull.hpp"
#include "../shapes/input_check.hpp"
#include "../shapes/shapes.hpp"
#include "segment_queries.hpp"  // Slab

namespace collide {

// Which closed form decided the ray test (what the evidence below holds).
enum class RayCastForm : std::uint8_t {
  closest_points,  // point, segment, ray (and an ellipsoid flat along two or three axes: a
                   // segment or a point): on_ray, on_other, distance
  plane,           // plane: the origin's signed distance and n·d
  sphere,          // sphere, ellipsoid (in its scaled frame): t_mid, closest_distance, half_chord;
                   // an ellipsoid flat along one axis (a disc): t_mid the plane's crossing,
                   // half_chord 0, origin_distance and rate across the plane, and
                   // closest_distance the crossing's in the disc scaled to the unit disc
  slabs,           // AABB, OBB (in the box frame): the three slabs
  triangle,        // Möller–Trumbore: barycentrics (or the in-plane clip when parallel)
  capsule,         // moving sphere: the capsule's pieces (start sphere, end sphere, side)
  cylinder,        // cylinder (in its frame): slabs[0] across the axis (the disc x² + z² <= r²:
                   // t_mid ± half_chord, closest_distance from the axis), slabs[1] along it
  faces,           // convex hull: every face's half-space; enter_axis / exit_axis the face
                   // (HullData::faces index) whose plane sets t_enter / t_exit
};
constexpr std::string_view name_of(RayCastForm f) {
  constexpr std::string_view names[] = {"closest points", "plane",   "sphere",   "slabs",
                                        "triangle",       "capsule", "cylinder", "faces"};
  return names[static_cast<std::uint8_t>(f)];
}

// The piece of the moving sphere's capsule that the ray enters first.
enum class CapsulePiece : std::uint8_t { none, start_sphere, end_sphere, side };
constexpr std::string_view name_of(CapsulePiece p) {
  constexpr std::string_view names[] = {"none", "sphere at t = 0", "sphere at t = 1", "side"};
  return names[static_cast<std::uint8_t>(p)];
}

template <class T>
struct RayCast {
  InputCheck input;
  RayCastForm form = RayCastForm::closest_points;
  bool intersects = false;
  bool within_tolerance = false;  // a deciding gap (distance, slab interval, barycentric, the
                                  // origin on the surface) within the band, or input_band
  bool starts_inside = false;     // solids: the origin is in the shape (t_enter = 0); surfaces:
                                  // the origin lies on it
  bool parallel = false;          // plane, triangle: d·n within rounding of 0; slabs: some slab
  bool behind = false;            // the ray's line meets the shape, but only at t < 0 (a miss)
  T t_enter = 0;  // hits: the first t at which the ray is in the shape (misses: the plane's and
                  // triangle's crossing t < 0; slabs: the last entry, t_exit the first exit)
  T t_exit = 0;   // solids: where it leaves; surfaces and thin kinds: == t_enter
  Vec3<T> entry_point{};    // o + t_enter·d (thin kinds: on_ray)
  Vec3<T> exit_point{};     // o + t_exit·d
  bool has_normal = false;  // false for misses, thin kinds, a ray starting inside a solid and a
                            // ray lying in a triangle's plane
  Vec3<T> normal{};         // unit; outward at the entry (surfaces: facing the origin)

  // Thin kinds: the closest points. Sphere, ellipsoid, capsule: the ray's point nearest the
  // center (the path) and that center (its nearest point); for the ellipsoid `distance` is
  // measured in its frame scaled to the unit sphere.
  Vec3<T> on_ray{}, on_other{};
  T distance = 0;         // |on_ray − on_other|
  T t_closest = 0;        // on_ray = o + t_closest·d
  T other_parameter = 0;  // segment: on_other = a + s·(b − a), s here; ray: its own t

  // plane: the origin's signed distance s0 = n·o − d and the rate n·d (t = −s0 / n·d).
  T origin_distance = 0, rate = 0;
  // sphere, ellipsoid, capsule (the piece that decides): t = t_mid ± half_chord, and the line's
  // closest approach to the center (the ellipsoid's: in its frame scaled to the unit sphere).
  T t_mid = 0, half_chord = 0, closest_distance = 0, radius = 0;
  // slabs (AABB: x, y, z; OBB: its axes), in the box frame; the slab that sets t_enter / t_exit
  // (−1: the ray's origin, t = 0).
  std::array<Slab<T>, 3> slabs{};
  int enter_axis = -1, exit_axis = -1;
  // triangle: the barycentrics (u, v, w) of the entry point, u = 1 − β − γ.
  Vec3<T> barycentric{};
  // capsule: the piece entered first, and the time τ in [0, 1] of the sweep whose sphere the
  // entry point touches (its center c + τ·v is the foot of the entry point on the path).
  CapsulePiece piece = CapsulePiece::none;
  T sweep_time = 0;

  T band = 0;  // the contact band of the deciding gap (in its own units: distance or t)
  // The inputs' rounding (tolerances.hpp; 0 unless rounded), world units: how far it can move
  // any point of the shape and of the part of the ray that can meet it; converted to each
  // test's decision (a distance, a depth, a box grown and shrunk by it, the unit frame of an
  // ellipsoid), a verdict it could flip is within_tolerance (ray_cast.cpp).
  T input_band = 0;
};

template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Point<T>& point, const Tolerances<T>& tol = {});
template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Segment<T>& segment, const Tolerances<T>& tol = {});
template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Ray<T>& other, const Tolerances<T>& tol = {});
template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Plane<T>& plane, const Tolerances<T>& tol = {});
template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Sphere<T>& sphere, const Tolerances<T>& tol = {});
template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const MovingSphere<T>& sphere,
                    const Tolerances<T>& tol = {});
template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Aabb<T>& box, const Tolerances<T>& tol = {});
template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Obb<T>& box, const Tolerances<T>& tol = {});
template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Triangle<T>& triangle, const Tolerances<T>& tol = {});
template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Ellipsoid<T>& ellipsoid,
                    const Tolerances<T>& tol = {});
// A capsule is the moving sphere's swept volume with the sphere at a moving to b (the same
// closed form: its end spheres and its side; `piece` names end a "sphere at t = 0").
template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Capsule<T>& capsule, const Tolerances<T>& tol = {});
// A cylinder by two slabs of t in its frame: across its axis (the disc of its radius, a sphere's
// closed form in the plane across the axis) and along it (its caps); `enter_axis` 0 the side,
// 1 a cap.
template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const Cylinder<T>& cylinder, const Tolerances<T>& tol = {});
// A convex hull by its faces' half-spaces n·x <= offset (Ericson 5.3.8, the slabs of a box with
// one side each): inside for t in [max entering t, min leaving t]; a face the ray runs along
// (n·d within rounding of 0) is inside for every t or none.
template <class T>
RayCast<T> ray_cast(const Ray<T>& ray, const ConvexHull<T>& hull, const Tolerances<T>& tol = {});

}  // namespace collide
