#include "core/queries/mesh_queries.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <type_traits>
#include <utility>

#include <glm/geometric.hpp>

#include "core/queries/closest_points.hpp"
#include "core/queries/gjk.hpp"
#include "core/queries/plane_queries.hpp"
#include "core/queries/ray_cast.hpp"
#include "core/queries/segment_queries.hpp"
#include "core/queries/shape_distance.hpp"
#include "core/queries/support.hpp"
#include "core/queries/triangle_box_sat.hpp"
#include "core/queries/triangle_triangle.hpp"

namespace collide {

namespace {

// One triangle's verdict against the other shape: whether they meet, and whether its test
// decided that inside its band.
struct TriangleVerdict {
  bool hit = false;
  bool within = false;
  // The hit is GJK's default, not a finding: it stopped without progress (or at its cap) short
  // of the origin. In float, at a level's coordinates, its simplex's closest point is then known
  // too coarsely to bound the distance: a hull 1.1e-4 from a triangle gave a lower bound of
  // −7.9e-4 (MeshQueriesRegression.FloatGjkStalledIsNotAContact).
  bool undecided = false;
};

template <class R>
TriangleVerdict verdict_of(const R& r) {
  return {r.intersects, r.within_tolerance};
}

template <class T>
TriangleVerdict triangle_meets(const Triangle<T>& t, const Sphere<T>& s, const Tolerances<T>& tol) {
  return verdict_of(closest_points(s, t, tol));
}
template <class T>
TriangleVerdict triangle_meets(const Triangle<T>& t, const Point<T>& s, const Tolerances<T>& tol) {
  return verdict_of(closest_points(s, t, tol));
}
template <class T>
TriangleVerdict triangle_meets(const Triangle<T>& t, const Obb<T>& s, const Tolerances<T>& tol) {
  return verdict_of(triangle_box_sat(t, s, tol));
}
template <class T>
TriangleVerdict triangle_meets(const Triangle<T>& t, const Aabb<T>& s, const Tolerances<T>& tol) {
  return verdict_of(triangle_box_sat(t, s, tol));
}
template <class T>
TriangleVerdict triangle_meets(const Triangle<T>& t, const Segment<T>& s,
                               const Tolerances<T>& tol) {
  return verdict_of(segment_triangle_hit(s, t, tol));
}
template <class T>
TriangleVerdict triangle_meets(const Triangle<T>& t, const Triangle<T>& s,
                               const Tolerances<T>& tol) {
  return verdict_of(triangle_triangle(t, s, tol));
}
template <class T>
TriangleVerdict triangle_meets(const Triangle<T>& t, const Plane<T>& s, const Tolerances<T>& tol) {
  return verdict_of(triangle_plane_cut(t, s, tol));
}
// A capsule is its segment swept by the radius: it meets the triangle iff the segment's distance
// to it (segment_triangle_hit's, 0 when it crosses) is within the radius, the band widened by the
// radius' own rounding.
template <class T>
TriangleVerdict triangle_meets(const Triangle<T>& t, const Capsule<T>& s,
                               const Tolerances<T>& tol) {
  const SegmentTriangleHit<T> h = segment_triangle_hit(Segment<T>{s.a, s.b}, t, tol);
  const T gap = (h.intersects ? T(0) : h.distance) - s.radius;
  const T band = h.band + contact_band(tol, s.radius);
  const T in_band = h.input_band + input_band(tol, s.radius);
  return {gap <= band, std::abs(gap) <= band + in_band};
}
// Every other bounded kind (cylinder, ellipsoid, a moving sphere's sweep, a registered convex
// kind): GJK through the support functions, as the pair table's fallback does.
template <class T, class S>
TriangleVerdict triangle_meets(const Triangle<T>& t, const S& s, const Tolerances<T>& tol) {
  const GjkResult<T> r = gjk_distance(Shape<T>(t), Shape<T>(s), tol);
  TriangleVerdict v = verdict_of(r);
  v.undecided =
      r.intersects && (r.stop == GjkStop::no_progress || r.stop == GjkStop::iteration_cap);
  return v;
}

// Any bounded shape's triangle test, by its kind (a ray's or a plane's never asked for here).
template <class T>
TriangleVerdict triangle_meets_shape(const Triangle<T>& t, const Shape<T>& s,
                                     const Tolerances<T>& tol) {
  return std::visit(
      [&](const auto& shape) -> TriangleVerdict {
        using S = std::decay_t<decltype(shape)>;
        if constexpr (std::is_same_v<S, Ray<T>> || std::is_same_v<S, Plane<T>> ||
                      std::is_same_v<S, TriangleMesh<T>>)
          return {};
        else
          return triangle_meets(t, shape, tol);
      },
      s);
}

template <class T, class S>
Aabb<T> support_bounds(const S& s) {
  Aabb<T> b;
  for (int i = 0; i < 3; ++i) {
    Vec3<T> e(0);
    e[i] = 1;
    b.max[i] = support(s, e)[i];
    b.min[i] = support(s, -e)[i];
  }
  return b;
}

template <class T>
T largest_coordinate(const Aabb<T>& b) {
  const Vec3<T> m = glm::max(glm::abs(b.min), glm::abs(b.max));
  return std::max({m.x, m.y, m.z});
}

// The node boxes' growth (see the header): every per-triangle band is contact · (a sum of at most
// about 24 coordinates' sizes, differences of the two shapes' coordinates counted twice), so 32
// bands of the largest coordinate R of either cover it, and the inputs' rounding likewise.
template <class T>
T pruning_margin(const MeshData& m, T reach, const Tolerances<T>& tol) {
  const T r = std::max(largest_coordinate(m.node_boxes<T>()[0]), reach);
  return T(32) * contact_band(tol, r) + input_band(tol, T(32) * r) + tol.plane_thickness;
}

template <class T>
bool boxes_meet(const Aabb<T>& a, const Aabb<T>& b, T margin) {
  for (int i = 0; i < 3; ++i)
    if (a.min[i] - margin > b.max[i] || b.min[i] - margin > a.max[i]) return false;
  return true;
}

// A node's box (grown by margin) against the OBB: the world axes (the OBB's AABB) and the OBB's
// own three axes, along which the box projects to c·u ± Σ eᵢ·|uᵢ|.
template <class T>
bool box_meets_obb(const Aabb<T>& box, const Obb<T>& o, const Aabb<T>& obb_bounds, T margin) {
  if (!boxes_meet(box, obb_bounds, margin)) return false;
  const Vec3<T> c = T(0.5) * (box.min + box.max) - o.center;
  const Vec3<T> e = T(0.5) * (box.max - box.min) + Vec3<T>(margin);
  for (int j = 0; j < 3; ++j) {
    const Vec3<T>& u = o.axes[static_cast<std::size_t>(j)];
    if (std::abs(glm::dot(c, u)) > o.half_extents[j] + glm::dot(e, glm::abs(u)) + margin)
      return false;
  }
  return true;
}

template <class T>
T box_distance_squared(const Aabb<T>& box, const Vec3<T>& p) {
  const Vec3<T> d = glm::max(glm::max(box.min - p, p - box.max), Vec3<T>(0));
  return glm::dot(d, d);
}

template <class T>
T box_box_distance(const Aabb<T>& a, const Aabb<T>& b) {
  const Vec3<T> d = glm::max(glm::max(a.min - b.max, b.min - a.max), Vec3<T>(0));
  return glm::length(d);
}

// The descent shared by every mesh_overlap: `node_meets(box)` prunes, `test(triangle)` decides.
template <class T, class NodeMeets, class Test>
MeshOverlap<T> descend(const MeshData& m, T margin, MeshStop stop, NodeMeets node_meets,
                       Test test) {
  MeshOverlap<T> r;
  r.margin = margin;
  const std::span<const Aabb<T>> boxes = m.node_boxes<T>();
  bool clear_hit = false, any_within = false;
  std::uint32_t stack[kBvhStackSize];
  int top = 0;
  stack[top++] = 0;
  while (top > 0) {
    const std::uint32_t i = stack[--top];
    ++r.nodes_visited;
    if (!node_meets(boxes[i])) {
      r.pruned.push_back(i);
      continue;
    }
    const BvhNode& n = m.nodes[i];
    if (!n.leaf()) {
      stack[top++] = n.first + 1;
      stack[top++] = n.first;
      continue;
    }
    for (std::uint32_t k = n.first; k < n.first + n.count; ++k) {
      const std::uint32_t t = m.order[k];
      r.tested.push_back(t);
      const TriangleVerdict v = test(m.triangle<T>(t));
      any_within = any_within || v.within;
      if (!v.hit) continue;
      r.hit.push_back(t);
      clear_hit = clear_hit || !v.within;
      if (stop == MeshStop::first_hit) top = 0, k = n.first + n.count;
    }
  }
  r.intersects = !r.hit.empty();
  r.within_tolerance = any_within && !clear_hit;
  return r;
}

// The answer for a shape that is not one (its problem, operand b), or nothing.
template <class T, class S>
std::optional<MeshOverlap<T>> refused(const S& s) {
  const Problem p = validate(s);
  if (p == Problem::none) return std::nullopt;
  MeshOverlap<T> r;
  r.input = {p, Operand::b};
  return r;
}

// A bounded shape: pruned by its support bounds.
template <class T, class S>
MeshOverlap<T> overlap_bounded(const MeshData& m, const S& s, const Tolerances<T>& tol,
                               MeshStop stop) {
  if (std::optional<MeshOverlap<T>> r = refused<T>(s)) return *r;
  const Aabb<T> bounds = support_bounds<T>(s);
  const T margin = pruning_margin(m, largest_coordinate(bounds), tol);
  auto test = [&](const Triangle<T>& t) { return triangle_meets(t, s, tol); };
  if constexpr (std::is_same_v<S, Sphere<T>>) {
    const T reach = s.radius + margin;
    return descend<T>(
        m, margin, stop,
        [&](const Aabb<T>& box) { return box_distance_squared(box, s.center) <= reach * reach; },
        test);
  } else if constexpr (std::is_same_v<S, Obb<T>>) {
    return descend<T>(
        m, margin, stop, [&](const Aabb<T>& box) { return box_meets_obb(box, s, bounds, margin); },
        test);
  } else {
    return descend<T>(
        m, margin, stop, [&](const Aabb<T>& box) { return boxes_meet(box, bounds, margin); }, test);
  }
}

}  // namespace

template <template <class> class S, class T>
requires HasSupport<S<T>, T> MeshOverlap<T> mesh_overlap(const MeshData& m, const S<T>& s,
                                                         const Tolerances<T>& tol, MeshStop stop) {
  return overlap_bounded(m, s, tol, stop);
}

// A plane n·x = d: a node is pruned when its box lies wholly on one side beyond the margin (the
// box spans n·c − d ± Σ|nᵢ|·eᵢ along n).
template <class T>
MeshOverlap<T> mesh_overlap(const MeshData& m, const Plane<T>& s, const Tolerances<T>& tol,
                            MeshStop stop) {
  if (std::optional<MeshOverlap<T>> r = refused<T>(s)) return *r;
  const T margin = pruning_margin(m, std::abs(s.d), tol);
  return descend<T>(
      m, margin, stop,
      [&](const Aabb<T>& box) {
        const Vec3<T> c = T(0.5) * (box.min + box.max), e = T(0.5) * (box.max - box.min);
        return std::abs(glm::dot(s.n, c) - s.d) <= glm::dot(glm::abs(s.n), e) + margin;
      },
      [&](const Triangle<T>& t) { return triangle_meets(t, s, tol); });
}

template <class T>
MeshRayHit<T> mesh_ray_cast(const MeshData& m, const Ray<T>& ray, const Tolerances<T>& tol) {
  MeshRayHit<T> r;
  if (Problem p = validate(ray); p != Problem::none) {
    r.input = {p, Operand::b};
    return r;
  }
  r.margin = pruning_margin(m, largest_coordinate(Aabb<T>{ray.origin, ray.origin}), tol);
  const T margin = r.margin;
  const std::span<const Aabb<T>> boxes = m.node_boxes<T>();
  // The ray's entry t into a box grown by margin (slabs), or +inf when it misses it.
  const T inf = std::numeric_limits<T>::infinity();
  auto entry = [&](const Aabb<T>& box) {
    T lo = 0, hi = inf;
    for (int i = 0; i < 3; ++i) {
      const T o = ray.origin[i], d = ray.direction[i];
      const T mn = box.min[i] - margin, mx = box.max[i] + margin;
      if (d == T(0)) {
        if (o < mn || o > mx) return inf;
        continue;
      }
      T t0 = (mn - o) / d, t1 = (mx - o) / d;
      if (t0 > t1) std::swap(t0, t1);
      lo = std::max(lo, t0);
      hi = std::min(hi, t1);
      if (lo > hi) return inf;
    }
    return lo;
  };
  T best = inf;
  struct Entry {
    std::uint32_t node;
    T t;
  };
  Entry stack[kBvhStackSize];
  int top = 0;
  stack[top++] = {0, entry(boxes[0])};
  while (top > 0) {
    const Entry e = stack[--top];
    ++r.nodes_visited;
    if (e.t == inf || e.t > best) {
      r.pruned.push_back(e.node);
      continue;
    }
    const BvhNode& n = m.nodes[e.node];
    if (!n.leaf()) {
      Entry a{n.first, entry(boxes[n.first])}, b{n.first + 1, entry(boxes[n.first + 1])};
      if (a.t < b.t) std::swap(a, b);  // the nearer on top
      stack[top++] = a;
      stack[top++] = b;
      continue;
    }
    for (std::uint32_t k = n.first; k < n.first + n.count; ++k) {
      const std::uint32_t t = m.order[k];
      r.tested.push_back(t);
      const RayCast<T> c = ray_cast(ray, m.triangle<T>(t), tol);
      if (!c.intersects) continue;
      r.hit.push_back(t);
      // The first hit: the least t, the least triangle index among equal t (as brute force).
      if (!r.intersects || c.t_enter < best || (c.t_enter == best && t < r.triangle)) {
        r.intersects = true;
        best = c.t_enter;
        r.triangle = t;
        r.t = c.t_enter;
        r.point = c.entry_point;
        r.has_normal = c.has_normal;
        r.normal = c.normal;
        r.within_tolerance = c.within_tolerance;
      }
    }
  }
  return r;
}

template <class T>
MeshMeshOverlap<T> mesh_mesh_overlap(const MeshData& a, const MeshData& b, const Tolerances<T>& tol,
                                     MeshStop stop) {
  MeshMeshOverlap<T> r;
  const std::span<const Aabb<T>> ba = a.node_boxes<T>(), bb = b.node_boxes<T>();
  r.margin = pruning_margin(a, largest_coordinate(bb[0]), tol);
  bool clear_hit = false, any_within = false;
  auto size = [](const Aabb<T>& box) { return l1_norm(box.max - box.min); };
  std::vector<std::array<std::uint32_t, 2>> stack{{0u, 0u}};
  while (!stack.empty()) {
    const auto [i, j] = stack.back();
    stack.pop_back();
    ++r.node_pairs_visited;
    if (!boxes_meet(ba[i], bb[j], r.margin)) {
      r.pruned.push_back({i, j});
      continue;
    }
    const BvhNode &na = a.nodes[i], &nb = b.nodes[j];
    if (na.leaf() && nb.leaf()) {
      for (std::uint32_t x = na.first; x < na.first + na.count; ++x)
        for (std::uint32_t y = nb.first; y < nb.first + nb.count; ++y) {
          const std::array<std::uint32_t, 2> pair{a.order[x], b.order[y]};
          r.tested.push_back(pair);
          const TriangleVerdict v =
              verdict_of(triangle_triangle(a.triangle<T>(pair[0]), b.triangle<T>(pair[1]), tol));
          any_within = any_within || v.within;
          if (!v.hit) continue;
          r.hit.push_back(pair);
          clear_hit = clear_hit || !v.within;
          if (stop == MeshStop::first_hit) {
            stack.clear();
            x = na.first + na.count;
            break;
          }
        }
      continue;
    }
    // Split the node that is not a leaf, or the larger of two inner nodes.
    if (nb.leaf() || (!na.leaf() && size(ba[i]) >= size(bb[j]))) {
      stack.push_back({na.first + 1, j});
      stack.push_back({na.first, j});
    } else {
      stack.push_back({i, nb.first + 1});
      stack.push_back({i, nb.first});
    }
  }
  r.intersects = !r.hit.empty();
  r.within_tolerance = any_within && !clear_hit;
  return r;
}

template <class T>
MeshOverlap<T> mesh_overlap(const MeshData& m, const Shape<T>& s, const Tolerances<T>& tol,
                            MeshStop stop) {
  return std::visit(
      [&](const auto& shape) -> MeshOverlap<T> {
        using S = std::decay_t<decltype(shape)>;
        if constexpr (std::is_same_v<S, Ray<T>>) {
          MeshRayHit<T> h = mesh_ray_cast(m, shape, tol);
          MeshOverlap<T> r;
          r.input = h.input;
          r.intersects = h.intersects;
          r.within_tolerance = h.within_tolerance;
          r.tested = std::move(h.tested);
          r.hit = std::move(h.hit);
          r.pruned = std::move(h.pruned);
          r.nodes_visited = h.nodes_visited;
          r.margin = h.margin;
          return r;
        } else if constexpr (std::is_same_v<S, Plane<T>>) {
          return mesh_overlap(m, shape, tol, stop);
        } else if constexpr (std::is_same_v<S, TriangleMesh<T>>) {
          // Another mesh: both hierarchies (mesh_mesh_overlap), its evidence told by this mesh's
          // triangles (the first of each pair tested and hit; no nodes pruned one-sided).
          MeshMeshOverlap<T> h = mesh_mesh_overlap(m, *shape.mesh, tol, stop);
          MeshOverlap<T> r;
          r.intersects = h.intersects;
          r.within_tolerance = h.within_tolerance;
          for (const auto& pair : h.tested)
            r.tested.push_back(pair[0]);
          for (const auto& pair : h.hit)
            r.hit.push_back(pair[0]);
          r.nodes_visited = h.node_pairs_visited;
          r.margin = h.margin;
          return r;
        } else {
          return overlap_bounded(m, shape, tol, stop);
        }
      },
      s);
}

template <class T>
MeshDistance<T> mesh_distance(const MeshData& m, const Shape<T>& s, const Tolerances<T>& tol) {
  MeshDistance<T> r;
  if (Problem p = validate(s); p != Problem::none) {
    r.input = {p, Operand::b};
    return r;
  }
  const ShapeKind kind = kind_of(s);
  if (kind == ShapeKind::ray || kind == ShapeKind::plane || kind == ShapeKind::mesh) {
    r.supported = false;
    return r;
  }
  const Aabb<T> bounds = std::visit(
      [](const auto& shape) -> Aabb<T> {
        if constexpr (HasSupport<std::decay_t<decltype(shape)>, T>)
          return support_bounds<T>(shape);
        else
          return {};
      },
      s);
  const std::span<const Aabb<T>> boxes = m.node_boxes<T>();
  T best = std::numeric_limits<T>::infinity();
  struct Entry {
    std::uint32_t node;
    T lower;  // the box's distance to the shape's bounds: no triangle in it is nearer
  };
  Entry stack[kBvhStackSize];
  int top = 0;
  stack[top++] = {0, box_box_distance(boxes[0], bounds)};
  while (top > 0) {
    const Entry e = stack[--top];
    ++r.nodes_visited;
    if (e.lower > best) {
      r.pruned.push_back(e.node);
      continue;
    }
    const BvhNode& n = m.nodes[e.node];
    if (!n.leaf()) {
      Entry a{n.first, box_box_distance(boxes[n.first], bounds)};
      Entry b{n.first + 1, box_box_distance(boxes[n.first + 1], bounds)};
      if (a.lower < b.lower) std::swap(a, b);  // the nearer on top
      stack[top++] = a;
      stack[top++] = b;
      continue;
    }
    for (std::uint32_t k = n.first; k < n.first + n.count; ++k) {
      const std::uint32_t t = m.order[k];
      r.tested.push_back(t);
      const Triangle<T> tri = m.triangle<T>(t);
      const ShapeDistance<T> d = shape_distance(Shape<T>(tri), s, tol);
      const TriangleVerdict own =
          d.intersecting ? triangle_meets_shape(tri, s, tol) : TriangleVerdict{};
      const bool confirmed = own.hit && !own.undecided;
      const T distance = d.intersecting ? T(0) : d.distance;
      if (distance < best || (distance == best && t < r.triangle) || confirmed) {
        best = distance;
        r.triangle = t;
        r.distance = distance;
        r.on_mesh = d.on_a;
        r.on_shape = d.on_b;
        r.intersecting = confirmed;
        r.undecided = d.intersecting && !confirmed;
      }
      if (confirmed) return r;
    }
  }
  return r;
}

#define COLLIDE_MESH_OVERLAP(S, T)                                                               \
  template MeshOverlap<T> mesh_overlap<S, T>(const MeshData&, const S<T>&, const Tolerances<T>&, \
                                             MeshStop);
#define COLLIDE_MESH_QUERIES(T)                                                                \
  COLLIDE_MESH_OVERLAP(Sphere, T)                                                              \
  COLLIDE_MESH_OVERLAP(Obb, T)                                                                 \
  COLLIDE_MESH_OVERLAP(Aabb, T)                                                                \
  COLLIDE_MESH_OVERLAP(Capsule, T)                                                             \
  COLLIDE_MESH_OVERLAP(Cylinder, T)                                                            \
  COLLIDE_MESH_OVERLAP(Ellipsoid, T)                                                           \
  COLLIDE_MESH_OVERLAP(Triangle, T)                                                            \
  COLLIDE_MESH_OVERLAP(Segment, T)                                                             \
  COLLIDE_MESH_OVERLAP(Point, T)                                                               \
  COLLIDE_MESH_OVERLAP(MovingSphere, T)                                                        \
  COLLIDE_MESH_OVERLAP(SupportShape, T)                                                        \
  template MeshOverlap<T> mesh_overlap(const MeshData&, const Plane<T>&, const Tolerances<T>&, \
                                       MeshStop);                                              \
  template MeshOverlap<T> mesh_overlap(const MeshData&, const Shape<T>&, const Tolerances<T>&, \
                                       MeshStop);                                              \
  template MeshRayHit<T> mesh_ray_cast(const MeshData&, const Ray<T>&, const Tolerances<T>&);  \
  template MeshMeshOverlap<T> mesh_mesh_overlap(const MeshData&, const MeshData&,              \
                                                const Tolerances<T>&, MeshStop);               \
  template MeshDistance<T> mesh_distance(const MeshData&, const Shape<T>&, const Tolerances<T>&);

COLLIDE_MESH_QUERIES(float)
COLLIDE_MESH_QUERIES(double)
#undef COLLIDE_MESH_QUERIES
#undef COLLIDE_MESH_OVERLAP

}  // namespace collide
