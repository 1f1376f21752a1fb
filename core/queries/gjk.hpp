#pragma once
// GJK (Gilbert–Johnson–Keerthi): the distance between two convex shapes, or that they meet,
// from their support functions alone (core/queries/support.hpp).
//
// The maths: A and B meet iff the origin lies in their Minkowski difference A − B = {a − b}, and
// their distance is the distance from the origin to A − B. GJK keeps a simplex (1 to 4 points
// w = a − b of A − B) and v, the simplex's point closest to the origin. Each step asks A − B
// for its support point in the direction d = −v, w = support(A, d) − support(B, −d), adds it,
// and shrinks the simplex to the smallest face that holds the new closest point. Two bounds
// frame the distance at every step:
//   upper = |v|                 (v is a point of A − B: these witness points are |v| apart)
//   lower = max over steps of −d·w/|d|   (the plane d·x = d·w bounds A − B: nothing is closer)
//
// Scale: the run is computed relative to A's reference point (its center, first vertex or end)
// and divided by a power of two s >= the size of the pair (exact: no rounding), so that its
// tolerances are relative to the pair's size wherever it is and however big or small it is, and
// nothing overflows: coordinates in the run are at most about 1. Every number the result and
// its evidence report is back in world units.
//
// Termination (all tolerances are relative to s; band = Tolerances::contact / 2 · s, 8 ulps of
// s: a few roundings of support points of size s, and tighter than the SAT's ε widening, so
// that on W1's boxes GJK's verdicts are the SAT's, pair for pair):
//   enclosed   the simplex is a tetrahedron that holds the origin: they intersect;
//   origin_on_simplex  upper <= band: the origin is within rounding of the simplex, so of A − B:
//              they intersect (touching, or the simplex passes through a deeper origin: EPA
//              tells which);
//   separated  lower > band, and the caller asked only for the verdict (gjk_intersects);
//   converged  upper − lower <= relative·upper + band: disjoint, the distance is known to the
//              relative tolerance;
//   no_progress  |v| rose, stayed level (to 16 ulps of |v| or of the simplex's points) for more
//              than 4 steps in a row (level steps are allowed: v's direction can still improve
//              a lot), or w was already a vertex, or a tetrahedron seemed to hold the origin
//              while lower > band (a sliver folded by rounding): the run stops with the best
//              simplex;
//   iteration_cap  max_iterations steps without any of the above.
// After no_progress or the cap: disjoint (distance = upper) when the bounds meet the tolerance
// or lower > band; otherwise undecided, and then intersecting (closed sets: it could not
// separate them), within tolerance, not converged. `converged` is false only when the bounds
// are further apart than the tolerance allows; within_tolerance says a verdict was decided
// inside the band: lower <= band (touching, separated by less than rounding, or undecided).
// Never loops forever (max_iterations), never returns NaN for valid input (directions of zero
// length are replaced, divisions are guarded).
#include <array>
#include <cstdint>
#include <limits>
#include <string_view>
#include <vector>

#include "../math/tolerances.hpp"
#include "../shapes/input_check.hpp"
#include "../shapes/shape.hpp"

namespace collide {

// The tolerances and iteration caps of GJK and EPA (plus the contact band, see above).
// GJK stops when the distance is known to gjk_relative of itself: 1e-5 (float), 1e-10 (double).
// Polytopes converge exactly in a few steps; smooth shapes (spheres, ellipsoids) geometrically,
// in 2 to 20 steps here: the cap of 128 leaves a wide margin.
// EPA stops when the depth is known to epa_scale_relative of the pair's size s (not of the
// depth: touching smooth shapes have depth 0, and a polytope inside a curved surface closes in
// on it only as 1/faces): 1e-4 (float), 1e-6 (double). A shallow overlap converges in tens of
// steps; a deep one of smooth shapes (coincident ellipsoids: the polytope must follow the whole
// surface) reaches the cap of 256 steps and says so (converged false, depth within about 1%).
template <class T>
struct GjkSettings {
  T gjk_relative = std::numeric_limits<T>::digits > 24 ? T(1e-10) : T(1e-5);
  int gjk_max_iterations = 128;
  T epa_scale_relative = std::numeric_limits<T>::digits > 24 ? T(1e-6) : T(1e-4);
  int epa_max_iterations = 256;
};

// A point of the Minkowski difference with the support points it came from: w = a − b.
template <class T>
struct MinkowskiPoint {
  Vec3<T> w{}, a{}, b{};
};

enum class GjkStop : std::uint8_t {
  enclosed,
  origin_on_simplex,
  separated,
  converged,
  no_progress,
  iteration_cap,
};
std::string_view name_of(GjkStop s);

// One GJK step, in world units: the search direction, the support point it found, and the
// simplex, closest point and bounds after the step.
template <class T>
struct GjkStep {
  Vec3<T> direction{};        // d: A's support in d, B's in −d (not normalised)
  MinkowskiPoint<T> found{};  // the support point of A − B in d
  // The simplex after the step: size points, and the closest point's barycentric weights.
  std::array<MinkowskiPoint<T>, 4> simplex{};
  std::array<T, 4> weights{};
  int size = 0;
  Vec3<T> closest{};  // v = Σ weights·w: the simplex's point nearest the origin
  T upper = 0;        // |v|
  T lower = 0;        // the best lower bound so far (may be negative: no bound yet)
};

template <class T>
struct GjkResult {
  InputCheck input;
  bool intersects = false;
  bool within_tolerance = false;
  bool converged = false;
  GjkStop stop = GjkStop::iteration_cap;
  int iterations = 0;  // support points asked for
  // Disjoint: the distance (upper bound) and the two witness points (on A and on B) that are
  // that far apart; lower bound on the distance. Intersecting: 0 (touching: |v| <= band).
  T distance = 0;
  T lower_bound = 0;
  Vec3<T> witness_a{}, witness_b{};
  T band = 0;   // the contact band, world units
  T scale = 1;  // s, the power of two the run was divided by
  // The final simplex (as in the last step) and every step, for stepping through the run.
  std::array<MinkowskiPoint<T>, 4> simplex{};
  int simplex_size = 0;
  std::vector<GjkStep<T>> steps;
};

// The explained run: every step recorded. Rays and planes have no support function: a pair
// with one gives a result with input valid, intersects false, converged false, no steps.
template <class T>
GjkResult<T> gjk_distance(const Shape<T>& a, const Shape<T>& b, const Tolerances<T>& tol = {},
                          const GjkSettings<T>& settings = {});

// The verdict alone (stops at the first separating plane beyond the band), without evidence or
// allocation: the same stops and verdict rules as gjk_distance, run in A's frame on the points
// of A − B alone (so the same verdict as gjk_distance(a, b).intersects outside the band).
// Precondition: validate(a) and validate(b).
template <class T>
bool gjk_intersects(const Obb<T>& a, const Obb<T>& b, const Tolerances<T>& tol = {},
                    const GjkSettings<T>& settings = {});

namespace gjk_detail {

// How the run's local units relate to the world: world = 2^e1 · (2^e2 · local + o1). Stage 1
// (2^−e1) brings every input to at most 1 so that moving to A's reference point o1 cannot
// overflow; stage 2 (2^−e2) brings the pair's size after the move to at most 1. Powers of two:
// exact (barring underflow of parts far below the pair's size).
template <class T>
struct LocalFrame {
  int e1 = 0, e2 = 0;
  Vec3<T> o1{};
  Vec3<T> point(const Vec3<T>& local) const;   // a position back in world units
  Vec3<T> vector(const Vec3<T>& local) const;  // a difference (w, v) back in world units
  T length(T local) const;
};

// The pair as GJK sees it, in local units. Exposed for EPA, which continues the run.
template <class T>
struct LocalPair {
  Shape<T> a, b;
  LocalFrame<T> frame;
};
template <class T>
LocalPair<T> localise(const Shape<T>& a, const Shape<T>& b);

// The support point of local A − B in direction d.
template <class T>
MinkowskiPoint<T> support_point(const LocalPair<T>& pair, const Vec3<T>& d);

// The band in local units: Tolerances::contact / 2 (support points are at most about 1).
template <class T>
T local_band(const Tolerances<T>& tol) {
  return tol.contact * T(0.5);
}

// The GJK run in local units (steps recorded in local units when `steps` is not null; the
// result's fields are local too, apart from scale). simplex/simplex_size: the final simplex.
template <class T>
GjkResult<T> run(const LocalPair<T>& pair, const Tolerances<T>& tol, const GjkSettings<T>& s,
                 bool verdict_only, std::vector<GjkStep<T>>* steps);

// A local result (its steps included) in world units.
template <class T>
void to_world(GjkResult<T>& r, const LocalFrame<T>& frame);

}  // namespace gjk_detail

}  // namespace collide
