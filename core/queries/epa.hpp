#pragma once
// EPA (the expanding polytope algorithm): how deep two intersecting convex shapes overlap, and
// along which direction, continuing a GJK run that found the origin inside A − B.
//
// The maths: the penetration depth is the distance from the origin to the boundary of A − B,
// min over unit u of h(u), h the support function of A − B. EPA grows a polytope inside A − B
// that holds the origin: it takes the face nearest the origin (distance δ, outward normal n),
// asks A − B for its support point w in n, and replaces the faces that w sees (those connected
// to the nearest one) by a fan from w to their horizon. The polytope lies inside A − B and holds
// the origin, so at every step
//   lower = δ (the nearest face)  <=  depth  <=  upper = min over steps of n·w.
// It stops when upper − lower <= epa_scale_relative · s + band (converged; s the pair's size,
// see gjk.hpp), when w is already a vertex (no_progress), when a new face has no area or the
// seen faces' horizon is not one loop (degenerate: rounding's floor; the polytope stays a closed
// surface, F = 2V − 4, so a step costs O(faces)), or after
// epa_max_iterations steps (iteration_cap): the last three are reported as not converged unless
// the bounds already meet the tolerance. The depth reported is the lower bound, its direction
// the nearest face's normal; moving B by depth·normal (or A by the opposite) makes them touch.
//
// GJK may stop with the origin within the band of a smaller simplex (origin_on_simplex). EPA first
// completes it to a tetrahedron with support points in new directions (around the segment, off
// the triangle's plane). When A − B has no volume (two coplanar triangles, a segment in a
// face), no such point exists: the stop is `flat` and the depth 0, which is exact for such a
// set (its boundary passes through the origin).
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "gjk.hpp"

namespace collide {

enum class EpaStop : std::uint8_t { converged, flat, no_progress, degenerate, iteration_cap };
std::string_view name_of(EpaStop s);

// A face of the polytope: three indices into the vertices, counter-clockwise seen from
// outside; its outward unit normal and its distance from the origin (n·v, negative when the
// origin is just outside it, by rounding).
template <class T>
struct EpaFace {
  std::array<int, 3> v{};
  Vec3<T> normal{};
  T distance = 0;
};

// One EPA step: the face nearest the origin, the support point found along its normal, the
// bounds after the step, and the polytope's size after (vertices 0 .. vertex_count − 1 of the
// result; the faces can be replayed from them).
template <class T>
struct EpaStep {
  EpaFace<T> nearest{};
  MinkowskiPoint<T> found{};
  T lower = 0, upper = 0;
  int vertex_count = 0;
  int face_count = 0;
};

template <class T>
struct EpaResult {
  bool converged = false;
  EpaStop stop = EpaStop::iteration_cap;
  int iterations = 0;
  T depth = 0;        // the lower bound (>= 0)
  T depth_upper = 0;  // the upper bound
  Vec3<T> normal{};   // from A towards B (zero when A − B is flat and no direction is known)
  // The points of A and B on the nearest face that the origin projects to: contact_a −
  // contact_b = depth · normal.
  Vec3<T> contact_a{}, contact_b{};
  std::vector<MinkowskiPoint<T>> vertices;  // every vertex ever added, in order
  std::vector<EpaFace<T>> faces;            // the final polytope
  std::vector<EpaStep<T>> steps;
};

namespace epa_detail {

// EPA in local units after a GJK run (gjk_detail::run) that found an intersection (its simplex
// encloses the origin or comes within the band of it). Results in local units.
template <class T>
EpaResult<T> run(const gjk_detail::LocalPair<T>& pair, const GjkResult<T>& gjk,
                 const Tolerances<T>& tol, const GjkSettings<T>& settings);

// The same result in world units.
template <class T>
void to_world(EpaResult<T>& r, const gjk_detail::LocalFrame<T>& frame);

}  // namespace epa_detail

}  // namespace collide
