#pragma once
// Distance from a point to a shape (as a closed set), in double, written here from the textbook
// formulas rather than taken from core/queries, so that the pair fuzzer checks the core's
// witnesses against arithmetic the core does not share. For the ellipsoid it is an upper bound
// (the radial distance to the surface), which is enough to check "this witness is inside".
#include <algorithm>
#include <cmath>
#include <limits>
#include <variant>

#include <glm/geometric.hpp>

#include "core/queries/hull_queries.hpp"

#include "core/shapes/shape.hpp"

namespace collide::fuzz {

using V3 = Vec3<double>;

inline double to_segment(const V3& p, const V3& a, const V3& b) {
  const V3 ab = b - a;
  const double len2 = glm::dot(ab, ab);
  // t = (p − a)·(b − a) / |b − a|², clamped to the segment.
  const double t = len2 > 0 ? std::clamp(glm::dot(p - a, ab) / len2, 0.0, 1.0) : 0.0;
  return glm::length(p - (a + t * ab));
}

inline double to_triangle(const V3& p, const V3& a, const V3& b, const V3& c) {
  const V3 n = glm::cross(b - a, c - a);
  const double n2 = glm::dot(n, n);
  if (n2 > 0) {
    // Inside the prism over the face iff p is on the inner side of all three edges.
    const bool inside = glm::dot(glm::cross(b - a, p - a), n) >= 0 &&
                        glm::dot(glm::cross(c - b, p - b), n) >= 0 &&
                        glm::dot(glm::cross(a - c, p - c), n) >= 0;
    if (inside) return std::abs(glm::dot(p - a, n)) / std::sqrt(n2);
  }
  return std::min({to_segment(p, a, b), to_segment(p, b, c), to_segment(p, c, a)});
}

inline double to_box(const V3& local, const V3& half) {
  return glm::length(local - glm::clamp(local, -half, half));
}

template <class T>
double distance_to(const Point<T>& s, const V3& p) {
  return glm::length(p - V3(s.p));
}
template <class T>
double distance_to(const Segment<T>& s, const V3& p) {
  return to_segment(p, V3(s.a), V3(s.b));
}
template <class T>
double distance_to(const Ray<T>& s, const V3& p) {
  const V3 o(s.origin), d(s.direction);
  const double t = std::max(0.0, glm::dot(p - o, d) / glm::dot(d, d));
  return glm::length(p - (o + t * d));
}
template <class T>
double distance_to(const Plane<T>& s, const V3& p) {
  return std::abs(glm::dot(V3(s.n), p) - double(s.d)) / glm::length(V3(s.n));
}
template <class T>
double distance_to(const Sphere<T>& s, const V3& p) {
  return std::max(0.0, glm::length(p - V3(s.center)) - double(s.radius));
}
// The swept sphere: a capsule from the start to the end center.
template <class T>
double distance_to(const MovingSphere<T>& s, const V3& p) {
  const V3 c(s.sphere.center);
  return std::max(0.0, to_segment(p, c, c + V3(s.velocity)) - double(s.sphere.radius));
}
// The capsule: the distance to its segment less its radius.
template <class T>
double distance_to(const Capsule<T>& s, const V3& p) {
  return std::max(0.0, to_segment(p, V3(s.a), V3(s.b)) - double(s.radius));
}
// The cylinder: in its frame, beyond a cap by max(|y| − h, 0) and beyond the side by
// max(ρ − r, 0) (ρ the distance from the axis); the two are at right angles.
template <class T>
double distance_to(const Cylinder<T>& s, const V3& p) {
  const V3 o = p - V3(s.center);
  const double y = glm::dot(o, V3(s.axes[1]));
  const double rho = std::hypot(glm::dot(o, V3(s.axes[0])), glm::dot(o, V3(s.axes[2])));
  return std::hypot(std::max(0.0, std::abs(y) - double(s.half_height)),
                    std::max(0.0, rho - double(s.radius)));
}
// The convex hull: 0 inside (behind every face's plane), else the distance to its surface, the
// nearest of its faces, each a fan of triangles about its first vertex (the nearest point of a
// convex solid from outside lies on its boundary).
template <class T>
double distance_to(const ConvexHull<T>& s, const V3& p) {
  const HullData& h = *s.hull;
  const auto at = [&](std::uint32_t i) { return V3(hull_point(s, i)); };
  bool inside = true;
  for (const HullFace& f : h.faces)
    inside = inside && glm::dot(f.normal, p - at(h.face_vertices[f.first])) <= 0;
  if (inside) return 0;
  double d = std::numeric_limits<double>::infinity();
  for (const HullFace& f : h.faces) {
    const auto loop = h.face_loop(f);
    for (std::size_t k = 1; k + 1 < loop.size(); ++k)
      d = std::min(d, to_triangle(p, at(loop[0]), at(loop[k]), at(loop[k + 1])));
  }
  return d;
}
template <class T>
double distance_to(const Aabb<T>& s, const V3& p) {
  return glm::length(p - glm::clamp(p, V3(s.min), V3(s.max)));
}
template <class T>
double distance_to(const Obb<T>& s, const V3& p) {
  const V3 o = p - V3(s.center);
  return to_box(
      {glm::dot(o, V3(s.axes[0])), glm::dot(o, V3(s.axes[1])), glm::dot(o, V3(s.axes[2]))},
      V3(s.half_extents));
}
template <class T>
double distance_to(const Triangle<T>& s, const V3& p) {
  return to_triangle(p, V3(s.a), V3(s.b), V3(s.c));
}
// p = c + Σ xᵢuᵢ is inside iff Σ (xᵢ/rᵢ)² <= 1; outside, c + (p − c)/k (k the scaled radius)
// is on the surface, so |p − c|·(1 − 1/k) bounds the distance from above. A zero radius
// flattens that axis: its coordinate is a distance on its own.
template <class T>
double distance_to(const Ellipsoid<T>& s, const V3& p) {
  const V3 o = p - V3(s.center);
  double k2 = 0, flat2 = 0;
  V3 in_plane(0);
  for (int i = 0; i < 3; ++i) {
    const double x = glm::dot(o, V3(s.axes[i]));
    const double r = s.radii[i];
    if (r > 0) {
      k2 += (x / r) * (x / r);
      in_plane[i] = x;
    } else {
      flat2 += x * x;
    }
  }
  const double k = std::sqrt(k2);
  const double radial = k > 1 ? glm::length(in_plane) * (1 - 1 / k) : 0.0;
  return std::sqrt(radial * radial + flat2);
}

// A mesh is its triangles (a surface, not a solid: a point inside a closed mesh is not on it), in
// T's vertices (the float queries' own numbers).
template <class T>
double distance_to(const TriangleMesh<T>& s, const V3& p) {
  double d = std::numeric_limits<double>::infinity();
  for (std::uint32_t k = 0; k < s.mesh->triangles.size(); ++k) {
    const Triangle<T> t = s.mesh->template triangle<T>(k);
    d = std::min(d, to_triangle(p, V3(t.a), V3(t.b), V3(t.c)));
  }
  return d;
}
// A registered kind's shape: the fuzz bytes never make one (they draw from kShapeKindCount).
template <class T>
double distance_to(const SupportShape<T>&, const V3&) {
  return std::numeric_limits<double>::quiet_NaN();
}

template <class T>
double distance_to(const Shape<T>& s, const V3& p) {
  return std::visit([&](const auto& shape) { return distance_to(shape, p); }, s);
}

}  // namespace collide::fuzz
