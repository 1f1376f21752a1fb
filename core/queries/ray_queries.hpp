#pragma once
// Ray tests for picking: where a ray first meets each kind of shape, in double. A ray is
// origin + t·direction for t >= 0 (the direction need not be of unit length; t is in units of
// it, so with a unit direction t is a distance). Shapes are closed sets: a ray that grazes a
// sphere or runs along a box face hits it, and a ray that starts inside a solid hits it at t = 0.
//
// Points and segments have no area to hit: they are hit when the ray passes within a world
// radius of them (the picker converts a radius in pixels into one with pixel_size_at).
//
// The closed forms are shared with the ray pair tests (ray_cast.hpp, float and double, with the
// contact band and their evidence) through ray_geometry.hpp.
#include <optional>

#include "../shapes/convex_hull.hpp"
#include "../shapes/shapes.hpp"

namespace collide {

struct RayHit {
  double t = 0;                // the first parameter at which the ray is in the shape (0: inside)
  Vec3<double> point{};        // origin + t·direction; points and segments: their nearest point
  bool starts_inside = false;  // the origin is in the solid (sphere, box, ellipsoid)
  double t_exit = 0;           // solids: where the ray leaves the shape; surfaces: == t
  double distance = 0;         // points and segments: how far the ray passes from them
};

// |o + t·d − c|² = r²: t = t_mid ± √((r² − |l|²)/(d·d)), l the ray's closest approach to c
// (computed from l, not from the discriminant b² − ac, which cancels badly far from c).
std::optional<RayHit> ray_sphere(const Ray<double>& ray, const Sphere<double>& sphere);

// Slabs: the ray is inside the box for t in ∩ᵢ [(minᵢ − oᵢ)/dᵢ, (maxᵢ − oᵢ)/dᵢ] (sorted); a
// direction parallel to a slab keeps all t when oᵢ is inside it (faces included), none otherwise.
std::optional<RayHit> ray_aabb(const Ray<double>& ray, const Aabb<double>& box);

// The slab test in the box's frame: o' = Rᵀ(o − c), d' = Rᵀd against [−h, h]; t is unchanged.
std::optional<RayHit> ray_obb(const Ray<double>& ray, const Obb<double>& box);

// The unit sphere in the ellipsoid's scaled frame: o' = Rᵀ(o − c)/r, d' = Rᵀd/r; t is unchanged.
std::optional<RayHit> ray_ellipsoid(const Ray<double>& ray, const Ellipsoid<double>& ellipsoid);

// The capsule as the pair test casts it (ray_cast.hpp: its end spheres and its side), in double.
std::optional<RayHit> ray_capsule(const Ray<double>& ray, const Capsule<double>& capsule);

// Where the ray first meets the hull, by clipping its line against every face's half-space
// n·x <= offset (Cyrus–Beck): entering faces (n·d < 0) raise t_enter, leaving ones (n·d > 0)
// lower t_exit; a face parallel to the ray keeps all t when the origin is inside its plane and
// none otherwise. Closed: a ray along a face or through an edge hits.
std::optional<RayHit> ray_convex_hull(const Ray<double>& ray, const HullData& hull);

// The cylinder as the pair test casts it (ray_cast.hpp: its side and caps as slabs), in double.
std::optional<RayHit> ray_cylinder(const Ray<double>& ray, const Cylinder<double>& cylinder);

// n·(o + t·d) = n·p  ⇒  t = n·(p − o) / n·d, with the offset taken from a point p of the plane
// (not from n·o − d, which cancels far from the origin). A ray lying in the plane hits it at 0.
std::optional<RayHit> ray_plane(const Ray<double>& ray, const Vec3<double>& plane_point,
                                const Vec3<double>& normal);

// A plane as drawn: the square center + a·u + b·v with |a|, |b| <= half_size (u, v orthonormal,
// spanning the plane). A ray lying in the plane is clipped against the square.
struct PlanePatch {
  Vec3<double> center{};
  Vec3<double> u{1, 0, 0}, v{0, 0, 1};
  double half_size = 1;
};
std::optional<RayHit> ray_plane_patch(const Ray<double>& ray, const PlanePatch& patch);

// Möller–Trumbore: o + t·d = a + β(b − a) + γ(c − a) with β, γ >= 0, β + γ <= 1 (edges and
// corners included). A ray in the triangle's plane is clipped against its three edges. A
// degenerate triangle (a segment or a point) has no area: use ray_segment on its edges.
std::optional<RayHit> ray_triangle(const Ray<double>& ray, const Triangle<double>& tri);

// The ray passes within `radius` of the point: |p − (o + t·d)| <= radius at t = max(0, proj).
std::optional<RayHit> ray_point(const Ray<double>& ray, const Vec3<double>& p, double radius);

// The ray passes within `radius` of the segment: the closest points of the ray (t >= 0) and the
// segment (s in [0, 1]) are at most `radius` apart (Ericson 5.1.9, clamped to a half-line).
std::optional<RayHit> ray_segment(const Ray<double>& ray, const Segment<double>& segment,
                                  double radius);

}  // namespace collide
