#include "core/queries/triangle_box_sat.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <glm/geometric.hpp>

#include "core/shapes/input_reach.hpp"

namespace collide {
namespace {

// The test in the box frame: v are the vertices relative to the box center along its axes
// (so the box is [−h, h]), `frame` the box's axes for reporting the axes in world space, and
// the band scales with those box-frame coordinates.
// `input` is the input band (see triangle_box_sat below), added to each axis' band for in_band.
template <class T>
TriangleBoxSat<T> sat(const std::array<Vec3<T>, 3>& v, const Vec3<T>& h,
                      const std::array<Vec3<T>, 3>& frame, T input, const Tolerances<T>& tol) {
  TriangleBoxSat<T> r;
  r.band = contact_band(tol, l1_norm(v[0]) + l1_norm(v[1]) + l1_norm(v[2]) + l1_norm(h));
  r.input_band = input;
  const std::array<Vec3<T>, 3> e{v[1] - v[0], v[2] - v[1], v[0] - v[2]};
  const Vec3<T> unit[3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
  std::array<Vec3<T>, kTriangleBoxAxisCount> candidate;
  std::array<T, kTriangleBoxAxisCount> reference{};  // the length an undegenerate L would have
  for (int j = 0; j < 3; ++j) {
    candidate[j] = unit[j];
    reference[j] = 1;
  }
  candidate[3] = glm::cross(e[0], e[1]);
  reference[3] = glm::length(e[0]) * glm::length(e[1]);
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) {
      candidate[4 + 3 * i + j] = glm::cross(e[i], unit[j]);
      reference[4 + 3 * i + j] = glm::length(e[i]);
    }
  T least = std::numeric_limits<T>::infinity();
  for (int k = 0; k < kTriangleBoxAxisCount; ++k) {
    TriangleBoxAxis<T>& a = r.axes[k];
    const T length = glm::length(candidate[k]);
    if (!(length > tol.sat_parallel * reference[k])) {
      a.degenerate = true;
      continue;
    }
    const Vec3<T> L = candidate[k] / length;
    a.axis = L.x * frame[0] + L.y * frame[1] + L.z * frame[2];
    const T p0 = glm::dot(v[0], L), p1 = glm::dot(v[1], L), p2 = glm::dot(v[2], L);
    a.triangle_min = std::min({p0, p1, p2});
    a.triangle_max = std::max({p0, p1, p2});
    const T radius = glm::dot(h, glm::abs(L));
    a.box_min = -radius;
    a.box_max = radius;
    a.gap = std::max(a.triangle_min - radius, -radius - a.triangle_max);
    a.in_band = std::abs(a.gap) <= r.band + input;
    r.within_tolerance = r.within_tolerance || a.in_band;
    if (a.gap > r.band && r.separating_axis < 0) r.separating_axis = k;
    if (-a.gap < least) {
      least = -a.gap;
      r.least_overlap_axis = k;
    }
  }
  r.intersects = r.separating_axis < 0;
  if (r.intersects) {
    r.depth = least + T(0);  // touching: +0, not −0
  } else {
    r.least_overlap_axis = -1;
  }
  return r;
}

// Rounded inputs (tolerances.hpp): every point of the triangle and of the box moves by at most
// ρ·(input_reach(tri) + input_reach(box)) (input_reach.hpp), so the gap along any fixed unit axis
// moves by at most that. A separating gap beyond band + it separates the file's shapes too; and
// as the 13 axes are the face normals of the shapes' Minkowski difference, overlaps beyond it on
// every axis mean a depth beyond it: the file's shapes overlap too.
template <class T, class Box>
T input_of(const Triangle<T>& tri, const Box& box, const Tolerances<T>& tol) {
  return input_band(tol, input_reach(tri) + input_reach(box));
}

}  // namespace

template <class T>
TriangleBoxSat<T> triangle_box_sat(const Triangle<T>& tri, const Aabb<T>& box,
                                   const Tolerances<T>& tol) {
  TriangleBoxSat<T> r;
  if (r.input = check_inputs(tri, box); !r.input.valid()) return r;
  // Relative to the box's min corner, then to the middle of its extent: both subtract nearby
  // numbers, where the center (min + max) / 2 would round at the size of the coordinates.
  const Vec3<T> h = (box.max - box.min) * T(0.5);
  auto local = [&](const Vec3<T>& p) { return (p - box.min) - h; };
  const std::array<Vec3<T>, 3> frame{Vec3<T>{1, 0, 0}, Vec3<T>{0, 1, 0}, Vec3<T>{0, 0, 1}};
  return sat<T>({local(tri.a), local(tri.b), local(tri.c)}, h, frame, input_of(tri, box, tol), tol);
}

template <class T>
TriangleBoxSat<T> triangle_box_sat(const Triangle<T>& tri, const Obb<T>& box,
                                   const Tolerances<T>& tol) {
  TriangleBoxSat<T> r;
  if (r.input = check_inputs(tri, box); !r.input.valid()) return r;
  auto local = [&](const Vec3<T>& p) {
    const Vec3<T> o = p - box.center;
    return Vec3<T>{glm::dot(o, box.axes[0]), glm::dot(o, box.axes[1]), glm::dot(o, box.axes[2])};
  };
  return sat<T>({local(tri.a), local(tri.b), local(tri.c)}, box.half_extents, box.axes,
                input_of(tri, box, tol), tol);
}

#define COLLIDE_INSTANTIATE(T)                                                    \
  template TriangleBoxSat<T> triangle_box_sat(const Triangle<T>&, const Aabb<T>&, \
                                              const Tolerances<T>&);              \
  template TriangleBoxSat<T> triangle_box_sat(const Triangle<T>&, const Obb<T>&,  \
                                              const Tolerances<T>&);

COLLIDE_INSTANTIATE(float)
COLLIDE_INSTANTIATE(double)
#undef COLLIDE_INSTANTIATE

}  // namespace collide
