#pragma once
// Where a plane n·x = d (n unit, as every core plane) cuts a shape of any kind: what the viewer
// draws as the cross-section of a focused plane pair. In double: it is drawn, not decided on
// (the pair's verdict comes from its pair test).
//
//   box (AABB, OBB)   the convex polygon of its edges' crossings, n·(a + t(b − a)) = d;
//   sphere            the circle about c − (n·c − d)·n of radius √(r² − (n·c − d)²);
//   ellipsoid         the ellipse: in u with x = c + R·diag(r)·u, the plane is m·u = e
//                     (mᵢ = rᵢ·n·Rᵢ, e = d − n·c), a circle of the unit sphere mapped back;
//   moving sphere,    its capsule's section (a capsule is the sphere at a moving to b):
//   capsule           from a point x inside it on the plane, along each
//                     direction u of the plane the one t > 0 with dist(x + t·u, path) = r (the
//                     distance is convex in t and <= r at 0, so the crossing is unique);
//   cylinder          from the crossing x of the segment between its supports along ∓n, along
//                     each direction u of the plane the last t with x + t·u inside it (bisected:
//                     the section is convex and holds x);
//   triangle, segment the crossings of its edges (or the whole of it, lying in the plane);
//   point             the point when it lies in the plane (within the contact band);
//   ray               its crossing at t = −(n·o − d)/(n·u) >= 0, or the whole ray in the plane;
//   plane             the line both hold (plane_plane.hpp), or the whole plane when they coincide.
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "../shapes/convex_hull.hpp"
#include "../shapes/shape.hpp"

namespace collide {

enum class SectionForm : std::uint8_t {
  none,     // the plane misses the shape
  point,    // one point: points[0]
  segment,  // points[0]–points[1]
  polygon,  // a closed outline, points in order around it (counter-clockwise seen from n)
  line,     // points[0] + s·direction, s any real (two planes), s >= 0 (a ray)
  whole,    // the shape lies in the plane: a segment or triangle (points), a ray or a plane
            // (points[0] and direction as for line)
};
constexpr std::string_view name_of(SectionForm f) {
  constexpr std::string_view names[] = {"none", "point", "segment", "polygon", "line", "whole"};
  return names[static_cast<std::uint8_t>(f)];
}

struct PlaneSection {
  SectionForm form = SectionForm::none;
  std::vector<Vec3<double>> points;
  Vec3<double> direction{0};  // line and whole (ray, plane): unit
  bool half_line = false;     // line or whole of a ray: s >= 0 only
};

// The section of `other` by `plane`; a curved outline (sphere, ellipsoid, capsule) has
// `curve_points` points. An invalid operand has none.
PlaneSection plane_section(const Plane<double>& plane, const Shape<double>& other,
                           int curve_points = 64);

// The pieces, for their own tests: the box center + Σ sᵢ·hᵢ·axes[i] (|sᵢ| <= 1), the sphere,
// the ellipsoid center + Σ rᵢ·uᵢ·axes[i] (|u| = 1). Empty when the plane misses.
std::vector<Vec3<double>> box_section(const Plane<double>& plane, const Vec3<double>& center,
                                      const Vec3<double> axes[3], const Vec3<double>& half);
// A convex hull (core/shapes/convex_hull.hpp): the crossings of its edges, as the box's.
std::vector<Vec3<double>> hull_section(const Plane<double>& plane, const HullData& hull);
struct SectionCircle {
  Vec3<double> center{0};
  double radius = 0;
};
std::optional<SectionCircle> sphere_section(const Plane<double>& plane, const Vec3<double>& center,
                                            double radius);
std::vector<Vec3<double>> ellipsoid_section(const Plane<double>& plane, const Vec3<double>& center,
                                            const Vec3<double> axes[3], const Vec3<double>& radii,
                                            int count = 64);

// A unit vector perpendicular to v (v non-zero), chosen away from v's largest component.
Vec3<double> any_perpendicular(const Vec3<double>& v);

}  // namespace collide
