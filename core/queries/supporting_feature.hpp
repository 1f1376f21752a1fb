#pragma once
// A shape's supporting feature in a direction d (unit): the part of its surface furthest along
// d — a box's face, edge or vertex, a triangle's face, edge or vertex, a capsule's segment (moved
// out by its radius) or one of its ends, and a single point for a round shape (a sphere, an
// ellipsoid) or a kind that has no feature function. The contact manifold of a convex pair
// (contact_manifold.hpp) clips one shape's feature against the other's.
//
// "Facing d" has a slop: a face (or a segment) counts when its normal is within the angle whose
// sine is kFeatureSlop of d (a segment: when it is within that angle of perpendicular to d).
// A nearly flat contact then gives the points of the whole face, and the depth filter drops the
// ones that are not below the other shape's face (what a resting contact needs: one point that
// jumps from corner to corner as the box rocks by 0.1° is what engines avoid).
//
// Adding a kind: write `supporting_feature(const Kind<T>&, const Vec3<T>& d)` beside these (a
// cylinder: its cap's polygon when d is along its axis, its side's segment when across, else a
// rim point; a convex hull: the face whose normal is nearest d, else the edge or vertex). The
// Shape dispatch below finds the overload by the HasSupportingFeature concept; a kind without one
// keeps its support point, and its pairs keep EPA's single contact.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <string_view>
#include <vector>

#include <glm/geometric.hpp>

#include "../shapes/shape.hpp"
#include "support.hpp"

namespace collide {

// The sine of the angle within which a face faces d (a segment lies across it).
inline constexpr double kFeatureSlop = 0.02;

template <class T>
struct SupportingFeature {
  std::vector<Vec3<T>> points;  // 1 (a vertex or a point), 2 (an edge, a segment) or a polygon
  std::string_view name;        // "face", "edge", "vertex", "segment", "end", "point"
};

// The box's feature: its axes with |uᵢ·d| <= slop are free (both signs), the others at the side
// d points to. Two free axes: a face (its 4 corners in order), one: an edge, none: a vertex.
template <class T>
SupportingFeature<T> supporting_feature(const Obb<T>& box, const Vec3<T>& d) {
  Vec3<T> fixed = box.center;
  std::vector<int> free;
  for (int k = 0; k < 3; ++k) {
    const T along = glm::dot(box.axes[k], d);
    if (std::abs(along) <= T(kFeatureSlop))
      free.push_back(k);
    else
      fixed += (along > 0 ? T(1) : T(-1)) * box.half_extents[k] * box.axes[k];
  }
  const auto half = [&](int k) { return box.half_extents[k] * box.axes[k]; };
  if (free.empty()) return {{fixed}, "vertex"};
  if (free.size() == 1) return {{fixed - half(free[0]), fixed + half(free[0])}, "edge"};
  if (free.size() == 3) return {{box.center}, "point"};  // d = 0: no direction
  const Vec3<T> u = half(free[0]), v = half(free[1]);
  return {{fixed + u + v, fixed - u + v, fixed - u - v, fixed + u - v}, "face"};
}

template <class T>
SupportingFeature<T> supporting_feature(const Aabb<T>& box, const Vec3<T>& d) {
  return supporting_feature(Obb<T>::from_aabb(box), d);
}

// The triangle's face when its normal is within the slop of ±d; else its vertex furthest along d,
// with a second vertex when the edge between them lies across d within the slop.
template <class T>
SupportingFeature<T> supporting_feature(const Triangle<T>& t, const Vec3<T>& d) {
  const Vec3<T> normal = glm::cross(t.b - t.a, t.c - t.a);
  const T length = glm::length(normal);
  const T cos_slop = T(std::sqrt(1 - kFeatureSlop * kFeatureSlop));
  if (length > 0 && std::abs(glm::dot(normal, d)) >= cos_slop * length)
    return {{t.a, t.b, t.c}, "face"};
  const std::array<Vec3<T>, 3> v{t.a, t.b, t.c};
  int top = 0;
  for (int i = 1; i < 3; ++i)
    if (glm::dot(v[i], d) > glm::dot(v[top], d)) top = i;
  SupportingFeature<T> f{{v[top]}, "vertex"};
  for (int i = 0; i < 3; ++i) {
    const Vec3<T> e = v[top] - v[i];
    if (i != top && glm::dot(e, d) <= T(kFeatureSlop) * glm::length(e)) {
      f.points.push_back(v[i]);
      f.name = "edge";
      break;
    }
  }
  return f;
}

// A segment swept by a radius r (a capsule; r = 0: a segment): the whole segment moved out by
// r·d when it lies across d within the slop, else its end further along d, moved out likewise.
template <class T>
SupportingFeature<T> swept_segment_feature(const Vec3<T>& a, const Vec3<T>& b, T r,
                                           const Vec3<T>& d) {
  const Vec3<T> ab = b - a, out = r * d;
  const T length = glm::length(ab);
  if (length > 0 && std::abs(glm::dot(ab, d)) <= T(kFeatureSlop) * length)
    return {{a + out, b + out}, "segment"};
  return {{(glm::dot(ab, d) > 0 ? b : a) + out}, "end"};
}

template <class T>
SupportingFeature<T> supporting_feature(const Capsule<T>& c, const Vec3<T>& d) {
  return swept_segment_feature(c.a, c.b, c.radius, d);
}

template <class T>
SupportingFeature<T> supporting_feature(const Segment<T>& s, const Vec3<T>& d) {
  return swept_segment_feature(s.a, s.b, T(0), d);
}

// A convex hull: the face whose outward normal is nearest d when within the slop of it (its loop,
// counter-clockwise from outside); else its vertex furthest along d, with the neighbour along
// one of its edges when that edge lies across d within the slop; else that vertex alone.
template <class T>
SupportingFeature<T> supporting_feature(const ConvexHull<T>& h, const Vec3<T>& d) {
  const HullData& hull = *h.hull;
  const T length = glm::length(d);
  if (!(length > 0)) return {{hull_point(h, 0)}, "point"};
  std::size_t best = 0;
  T best_cos = -2;
  for (std::size_t k = 0; k < hull.faces.size(); ++k)
    if (const T c = glm::dot(Vec3<T>(hull.faces[k].normal), d) / length; c > best_cos)
      best_cos = c, best = k;
  if (best_cos >= T(std::sqrt(1 - kFeatureSlop * kFeatureSlop))) {
    SupportingFeature<T> f{{}, "face"};
    for (const std::uint32_t v : hull.face_loop(hull.faces[best]))
      f.points.push_back(hull_point(h, v));
    return f;
  }
  const std::uint32_t top = hull_support_index(hull, d);
  const Vec3<T> p = hull_point(h, top);
  // The top vertex's neighbours: the vertices next to it in the faces' loops.
  for (const HullFace& face : hull.faces) {
    const auto loop = hull.face_loop(face);
    for (std::size_t i = 0; i < loop.size(); ++i) {
      if (loop[i] != top) continue;
      for (const std::uint32_t n :
           {loop[(i + 1) % loop.size()], loop[(i + loop.size() - 1) % loop.size()]}) {
        const Vec3<T> e = p - hull_point(h, n);
        if (glm::dot(e, d) <= T(kFeatureSlop) * glm::length(e) * length)
          return {{p, hull_point(h, n)}, "edge"};
      }
    }
  }
  return {{p}, "vertex"};
}

template <class S, class T>
concept HasSupportingFeature = requires(const S& s, const Vec3<T>& d) {
  { supporting_feature(s, d) } -> std::same_as<SupportingFeature<T>>;
};

// Any bounded shape's feature: its kind's own, else its support point alone (round, or a kind
// with no feature function yet). A ray or a plane (no support) gives no points.
template <class T>
SupportingFeature<T> supporting_feature(const Shape<T>& s, const Vec3<T>& d) {
  return std::visit(
      [&](const auto& shape) -> SupportingFeature<T> {
        using S = std::decay_t<decltype(shape)>;
        if constexpr (HasSupportingFeature<S, T>)
          return supporting_feature(shape, d);
        else if constexpr (HasSupport<S, T>)
          return {{support(shape, d)}, "point"};
        else
          return {};
      },
      s);
}

}  // namespace collide
