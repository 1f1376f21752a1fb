// The linear sweeps (time_of_impact.hpp): two translating shapes whose intersection is decided by
// a fixed set of axes — the 3 slabs of two AABBs, the SAT's 15 axes of two boxes, a plane's
// normal. With no turn the axes stay the same over [0, 1]; along each, B's projection slides by
// t·s, so the times it overlaps A's form one interval, and the shapes touch on the intersection
// of those intervals.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

#include <glm/geometric.hpp>

#include "core/queries/support.hpp"
#include "core/time/box_sweep.hpp"
#include "core/time/toi_object.hpp"

namespace collide {

namespace {

using toi_detail::MovingObject;

// The overlap times of one axis (box_sweep.hpp), and the times in [0, 1] it separates.
template <class T>
void fill_overlap_times(ToiAxis<T>& x, const Tolerances<T>& tol) {
  const OverlapTimes<T> times = overlap_times(x.a, x.b, x.speed, tol);
  x.enter = times.enter;
  x.exit = times.exit;
  // The separating times: [0, 1] less [enter, exit].
  x.separating_count = 0;
  if (x.enter > x.exit || x.enter > 1 || x.exit < 0) {
    x.separating[x.separating_count++] = {0, 1};
    return;
  }
  if (x.enter > 0) x.separating[x.separating_count++] = {0, x.enter};
  if (x.exit < 1) x.separating[x.separating_count++] = {x.exit, 1};
}

template <class T>
ToiAxis<T> axis_of(SatAxisKind kind, int i, int j, const Vec3<T>& l, SatInterval<T> a,
                   SatInterval<T> b, const Vec3<T>& v_rel_b) {
  ToiAxis<T> x;
  x.kind = kind;
  x.i = std::uint8_t(i);
  x.j = std::uint8_t(j);
  x.axis = l;
  x.a = a;
  x.b = b;
  x.speed = glm::dot(l, v_rel_b);
  return x;
}

// The 15 axes of two boxes in the SAT's order (obb_sat.hpp): faces of A, faces of B, edges.
template <class T>
std::vector<ToiAxis<T>> box_axes(const Obb<T>& a, const Obb<T>& b, const Vec3<T>& v,
                                 const Tolerances<T>& tol) {
  std::vector<ToiAxis<T>> axes;
  axes.reserve(kSatAxisCount);
  for (int k = 0; k < kSatAxisCount; ++k) {
    const SatAxisKind kind = k < 3   ? SatAxisKind::face_a
                             : k < 6 ? SatAxisKind::face_b
                                     : SatAxisKind::edge;
    const int i = k < 3 ? k : k < 6 ? 0 : (k - 6) / 3, j = k < 3 ? 0 : k < 6 ? k - 3 : (k - 6) % 3;
    Vec3<T> l;
    if (!sat_sweep_axis(a, b, k, tol, l)) {
      ToiAxis<T> x;
      x.kind = kind;
      x.i = std::uint8_t(i);
      x.j = std::uint8_t(j);
      x.degenerate = true;  // parallel edges: the face axes decide
      axes.push_back(x);
      continue;
    }
    axes.push_back(axis_of(kind, i, j, l, box_projection(a, l), box_projection(b, l), v));
  }
  return axes;
}

// [n·s(−n), n·s(n)] of a bounded shape; a mesh (no support: not convex) its vertices' extent.
template <class T>
SatInterval<T> support_projection(const Shape<T>& s, const Vec3<T>& n) {
  if (const auto* m = std::get_if<TriangleMesh<T>>(&s)) {
    SatInterval<T> r{std::numeric_limits<T>::infinity(), -std::numeric_limits<T>::infinity()};
    for (std::uint32_t k = 0; k < m->mesh->triangles.size(); ++k) {
      const Triangle<T> t = m->mesh->template triangle<T>(k);
      for (const Vec3<T>& p : {t.a, t.b, t.c}) {
        r.min = std::min(r.min, glm::dot(n, p));
        r.max = std::max(r.max, glm::dot(n, p));
      }
    }
    return r;
  }
  return {glm::dot(n, *support(s, -n)), glm::dot(n, *support(s, n))};
}

}  // namespace

template <class T>
TimeOfImpact<T> linear_sweep(const ObjectDesc& a_desc, const Motion& ma, const ObjectDesc& b_desc,
                             const Motion& mb, const Tolerances<T>& tol,
                             const ToiSettings<T>& settings) {
  TimeOfImpact<T> r;
  const MovingObject a = toi_detail::moving_object(a_desc, ma);
  const MovingObject b = toi_detail::moving_object(b_desc, mb);
  if (!toi_detail::check_translating(r, a, b, "a linear sweep")) return r;
  const toi_detail::PosedShape<T> posed_a = toi_detail::shape_at<T>(a, 0),
                                  posed_b = toi_detail::shape_at<T>(b, 0);
  const Shape<T>&sa = posed_a.shape, &sb = posed_b.shape;
  const Vec3<T> v = Vec3<T>(b.velocity - a.velocity);  // B's motion seen from A
  const auto* aabb_a = std::get_if<Aabb<T>>(&sa);
  const auto* aabb_b = std::get_if<Aabb<T>>(&sb);
  const auto* obb_a = std::get_if<Obb<T>>(&sa);
  const auto* obb_b = std::get_if<Obb<T>>(&sb);
  const auto* plane_a = std::get_if<Plane<T>>(&sa);
  const auto* plane_b = std::get_if<Plane<T>>(&sb);
  if (aabb_a && aabb_b) {
    r.method = ToiMethod::aabb_slabs;
    for (int k = 0; k < 3; ++k) {
      Vec3<T> l{0};
      l[k] = 1;
      r.axes.push_back(axis_of(SatAxisKind::face_a, k, 0, l, {aabb_a->min[k], aabb_a->max[k]},
                               {aabb_b->min[k], aabb_b->max[k]}, v));
    }
  } else if ((aabb_a || obb_a) && (aabb_b || obb_b)) {
    r.method = ToiMethod::obb_sat_sweep;
    r.axes = box_axes(obb_a ? *obb_a : Obb<T>::from_aabb(*aabb_a),
                      obb_b ? *obb_b : Obb<T>::from_aabb(*aabb_b), v, tol);
  } else if ((plane_a && b.bounded) || (plane_b && a.bounded)) {
    r.method = ToiMethod::plane_support;
    const Vec3<T> n = plane_a ? plane_a->n : plane_b->n;
    const SatInterval<T> on_plane{plane_a ? plane_a->d : plane_b->d,
                                  plane_a ? plane_a->d : plane_b->d};
    r.axes.push_back(axis_of(plane_a ? SatAxisKind::face_a : SatAxisKind::face_b, 0, 0, n,
                             plane_a ? on_plane : support_projection(sa, n),
                             plane_b ? on_plane : support_projection(sb, n), v));
  } else {
    return toi_detail::unsupported(r, "no linear sweep for this pair of kinds");
  }
  r.tolerance = toi_detail::contact_distance(a, b, settings);
  const T inf = std::numeric_limits<T>::infinity();
  T first = -inf, last = inf;
  for (int k = 0; k < int(r.axes.size()); ++k) {
    ToiAxis<T>& x = r.axes[std::size_t(k)];
    if (x.degenerate) {
      x.enter = -inf;
      x.exit = inf;
      continue;
    }
    fill_overlap_times(x, tol);
    if (x.enter > first) {
      first = x.enter;
      r.deciding_axis = k;
    }
    last = std::min(last, x.exit);
  }
  const T start = std::max(first, T(0));
  // Within the band: the times they touch, or the times between the axes' windows, last for
  // less than B takes to move 2ε against A (a graze).
  const T window = std::abs(std::min(last, T(1)) - start) * glm::length(v);
  r.within_tolerance = window <= 2 * r.tolerance;
  if (!(start <= last && start <= T(1))) {
    r.verdict = ToiVerdict::misses;
    r.deciding_axis = -1;
    return r;
  }
  r.t = start;
  if (first <= 0) {
    r.verdict = ToiVerdict::touching_at_start;
    r.deciding_axis = -1;
    toi_detail::finish_contact<T>(r, a, b, tol, nullptr);
    return r;
  }
  r.verdict = ToiVerdict::hits;
  const ToiAxis<T>& decided = r.axes[std::size_t(r.deciding_axis)];
  // B slides down the axis onto A (speed < 0): B is on its + side, so the normal is +L.
  const Vec3<T> normal = decided.speed < 0 ? decided.axis : -decided.axis;
  // The gap along the deciding axis closes at |speed|: it was within ε for at most ε/|speed|.
  r.t_error = std::min(r.t, r.tolerance / std::abs(decided.speed));
  toi_detail::finish_contact<T>(r, a, b, tol, &normal);
  return r;
}

template TimeOfImpact<float> linear_sweep(const ObjectDesc&, const Motion&, const ObjectDesc&,
                                          const Motion&, const Tolerances<float>&,
                                          const ToiSettings<float>&);
template TimeOfImpact<double> linear_sweep(const ObjectDesc&, const Motion&, const ObjectDesc&,
                                           const Motion&, const Tolerances<double>&,
                                           const ToiSettings<double>&);

}  // namespace collide
