#pragma once
// Time of impact: when two moving objects first touch over the scene's interval t ∈ [0, 1], for
// every pair of kinds, in float or double. Each object moves by its Motion (motion.hpp): its
// pivot by t·velocity and a turn of t·|ω| about the world axis ω/|ω| (pose.hpp's pose_at).
//
// The methods, each with its one line of maths:
//   sphere sweep   a sphere and a bounded kind or a plane, both translating: the sphere moves by
//                  w = v_sphere − v_other against the other as it is at t = 0 (the moving-sphere
//                  tests of moving_sphere_queries.hpp, moving_sphere_ellipsoid.hpp,
//                  plane_queries.hpp); the contact point moves on with the other by t·v_other.
//   linear sweep   two AABBs, two boxes, a box and an AABB, a plane and a bounded shape, both
//                  translating: along each candidate separating axis L (the 3 slabs; the SAT's 15
//                  axes; the plane's normal) A projects to [a₀, a₁] and B to [b₀, b₁] + t·s,
//                  s = L·(v_b − v_a); they overlap on L while a₀ − b₁ <= s·t <= a₁ − b₀, and the
//                  shapes touch while every axis overlaps, so the first contact is the latest
//                  entering time (each axis' complement in [0, 1] is the time it separates).
//   conservative advancement   everything else and every turn: at t, the distance d(t) and a
//                  unit n from A's nearest point to B's. No point of A or B moves faster than
//                  L = |v_a − v_b| + |ω_a|·r_a + |ω_b|·r_b (r: the furthest point from the pivot),
//                  nor along n faster than μ = n·(v_a − v_b) + |n×ω_a|·r_a + |n×ω_b|·r_b, so
//                  neither d (less GJK's error, taken as ε/4) nor the gap g <= d between the
//                  supports along n can close to ε/2 before t + (d − 3ε/4)/L or t + (g − ε/2)/μ:
//                  step to the later of the two until d <= ε. A ray is the segment of its first R
//                  units (R: the furthest B can be from its origin over [0, 1]), since no point
//                  further on is ever nearest to B.
//
// The result's promise, whatever the method (ε = `tolerance`, world units):
//   - before t the shapes are apart (the exact first contact is at t or later);
//   - at t they are within ε of each other (`distance_at_t`);
//   - they come within ε at or before t, and no closer than the method's graze depth before
//     t − t_error: within ε/2 for the advancement (it stops on a measured distance within ε,
//     which an earlier graze whose least distance is in (ε/2, ε] may never show it between its
//     steps), an exact contact for a closed form. Without such a graze, the first time within ε
//     lies in [t − t_error, t].
// A graze, a pair whose least distance over [0, 1] is in (0, 2ε], may be reported either way
// (the advancement reports a touch whenever it is <= ε/2, the closed forms only an exact one);
// `within_tolerance` says a verdict was decided that close.
//
// Unsupported, with the reason: two unbounded kinds (plane, ray) apart at t = 0 when either turns
// — nothing bounds how fast their nearest points move. Invalid: a shape that is not one at t = 0,
// or a motion with a NaN or infinite number.
#include <array>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "../math/tolerances.hpp"
#include "../queries/obb_sat.hpp"
#include "../scene/motion.hpp"
#include "../scene/scene.hpp"

namespace collide {

enum class ToiVerdict : std::uint8_t {
  touching_at_start,  // within ε at t = 0
  hits,               // first contact in (0, 1]
  misses,             // apart over all of [0, 1]
  unresolved,         // conservative advancement reached its step cap first (apart before t)
  invalid,            // an operand is not a shape, or its motion is not finite
  unsupported,        // no method for the pair and its motions (see `problem`)
};
std::string_view name_of(ToiVerdict v);

enum class ToiMethod : std::uint8_t {
  none,
  sphere_sweep,              // the moving-sphere tests on the relative velocity
  aabb_slabs,                // two AABBs: 3 slabs
  obb_sat_sweep,             // two boxes, or a box and an AABB: the SAT's 15 axes
  plane_support,             // a plane and a bounded shape: the plane's normal
  conservative_advancement,  // GJK distance stepping (any turn, any other pair)
};
std::string_view name_of(ToiMethod m);

template <class T>
struct ToiSettings {
  // ε, the contact distance, relative to the pair's size (the objects' radii about their pivots
  // plus how far they move relative to each other), plus the rounding of the coordinates. Above
  // what GJK's distance can resolve near a curved contact (about √ulp of the size: 1.5e-8 in
  // double, 2.4e-4 in float), since the advancement stops on that distance.
  T distance_relative = std::numeric_limits<T>::digits > 24 ? T(1e-7) : T(1e-3);
  // Conservative advancement's steps before it gives up (`unresolved`).
  int max_steps = 2000;
  // Keep the advancement's steps (the evidence) in the result.
  bool record_steps = true;
};

// One candidate axis of a linear sweep, with its evidence (as the still SAT has its projected
// intervals): the projections at t = 0, how fast B's slides along it, and the times it overlaps.
template <class T>
struct ToiAxis {
  SatAxisKind kind = SatAxisKind::face_a;  // face of A, face of B, or edge Aᵢ×Bⱼ (a plane: face)
  std::uint8_t i = 0, j = 0;
  bool degenerate = false;  // an edge axis with |Aᵢ×Bⱼ| <= sat_parallel: skipped
  Vec3<T> axis{};           // unit, world frame
  SatInterval<T> a{}, b{};  // projections of A and of B at t = 0
  T speed = 0;              // axis·(v_b − v_a): B's interval at t is b + t·speed
  T enter = 0, exit = 0;    // they overlap for t in [enter, exit] (±infinity; empty if >)
  std::uint8_t separating_count = 0;  // 0, 1 or 2 intervals of [0, 1] in which it separates
  std::array<SatInterval<T>, 2> separating{};  // [0, enter) and (exit, 1], clipped to [0, 1]
};

// One step of conservative advancement.
template <class T>
struct AdvancementStep {
  T t = 0;         // where it stood
  T distance = 0;  // d(t)
  T gap = 0;       // the gap along `normal` (<= distance; equal to it for the isotropic step)
  T bound = 0;     // the fastest the gap can close (μ), or, isotropic, any distance
  T advance = 0;   // the step taken, (gap − ε/2) / bound (infinite: it never closes)
  Vec3<T> normal{};
  bool projected = false;  // the step came from the gap along the normal, not the isotropic bound
};

template <class T>
struct TimeOfImpact {
  ToiVerdict verdict = ToiVerdict::misses;
  ToiMethod method = ToiMethod::none;
  std::string problem;  // invalid or unsupported: why (naming "A" or "B")
  bool touches() const {
    return verdict == ToiVerdict::touching_at_start || verdict == ToiVerdict::hits;
  }
  bool touching_at_start() const { return verdict == ToiVerdict::touching_at_start; }
  // First contact (touches), or where the advancement stopped (unresolved); 0 otherwise.
  T t = 0;
  T t_error = 0;     // no closer than the graze depth before t − t_error (above)
  Vec3<T> point{};   // contact point at t: midway between the nearest points
  Vec3<T> normal{};  // unit, from A towards B at t
  T distance_at_t = 0;
  T tolerance = 0;  // ε, world units
  // The verdict was decided within the band (a graze): the advancement's least distance seen
  // was within 2ε without an exact contact; a sphere sweep's deciding gap was within its band;
  // a linear sweep's contact window (or the shortfall between its axes' windows) lasts less
  // than B takes to move 2ε against A.
  bool within_tolerance = false;
  // Linear sweep evidence: every axis, and the one whose entering time is the first contact
  // (-1: none, e.g. touching at start or a miss).
  std::vector<ToiAxis<T>> axes;
  int deciding_axis = -1;
  // Conservative advancement's evidence: its steps, in order (the last one stops it).
  std::vector<AdvancementStep<T>> steps;
};

// The time of impact of A and B: the closed form when both translate and the pair has one (a
// sphere, two AABBs, two boxes or a box and an AABB, a plane and a bounded shape), else
// conservative advancement. ObjectDesc alternatives with a support function need no entry here.
template <class T>
TimeOfImpact<T> time_of_impact(const ObjectDesc& a, const Motion& ma, const ObjectDesc& b,
                               const Motion& mb, const Tolerances<T>& tol = {},
                               const ToiSettings<T>& settings = {});

// Each method on its own (the evidence views and the tests call them). A method that does not
// apply to the pair or its motions answers `unsupported` with the reason.
template <class T>
TimeOfImpact<T> conservative_advancement(const ObjectDesc& a, const Motion& ma, const ObjectDesc& b,
                                         const Motion& mb, const Tolerances<T>& tol = {},
                                         const ToiSettings<T>& settings = {});
template <class T>
TimeOfImpact<T> linear_sweep(const ObjectDesc& a, const Motion& ma, const ObjectDesc& b,
                             const Motion& mb, const Tolerances<T>& tol = {},
                             const ToiSettings<T>& settings = {});
template <class T>
TimeOfImpact<T> sphere_sweep(const ObjectDesc& a, const Motion& ma, const ObjectDesc& b,
                             const Motion& mb, const Tolerances<T>& tol = {},
                             const ToiSettings<T>& settings = {});

}  // namespace collide
