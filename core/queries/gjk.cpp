#include "core/queries/gjk.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <tuple>

#include <glm/geometric.hpp>

#include "core/queries/support.hpp"

namespace collide {

std::string_view name_of(GjkStop s) {
  constexpr std::string_view names[] = {"enclosed",  "origin_on_simplex", "separated",
                                        "converged", "no_progress",       "iteration_cap"};
  return names[static_cast<std::size_t>(s)];
}

namespace gjk_detail {
namespace {

template <class T>
T max_abs(const Vec3<T>& v) {
  return std::max({std::abs(v.x), std::abs(v.y), std::abs(v.z)});
}

// m < 2^exponent_of(m); 0 for m = 0. The exponent field for normal numbers (the common case,
// no libm call), frexp for subnormals.
template <class T>
int exponent_of(T m) {
  if (!(m > T(0))) return 0;
  if (m >= std::numeric_limits<T>::min()) {
    if constexpr (std::is_same_v<T, float>) {
      const auto bits = std::bit_cast<std::uint32_t>(m);
      return static_cast<int>(bits >> 23 & 0xFF) - 126;
    } else {
      const auto bits = std::bit_cast<std::uint64_t>(m);
      return static_cast<int>(bits >> 52 & 0x7FF) - 1022;
    }
  }
  int e = 0;
  std::frexp(m, &e);
  return e;
}

// x·2^e, exactly as std::ldexp: a multiplication by the power of two when 2^e is a normal
// number (then the product rounds as ldexp does), ldexp otherwise.
template <class T>
T times_pow2(T x, int e) {
  constexpr int max_e = std::numeric_limits<T>::max_exponent - 1;
  constexpr int min_e = std::numeric_limits<T>::min_exponent - 1;
  if (e < min_e || e > max_e) return std::ldexp(x, e);
  T factor;
  if constexpr (std::is_same_v<T, float>)
    factor = std::bit_cast<float>(static_cast<std::uint32_t>(e + 127) << 23);
  else
    factor = std::bit_cast<double>(static_cast<std::uint64_t>(e + 1023) << 52);
  return x * factor;
}

template <class T>
Vec3<T> ldexp3(const Vec3<T>& v, int e) {
  return {times_pow2(v.x, e), times_pow2(v.y, e), times_pow2(v.z, e)};
}

// The shape with every position mapped by `point` and every length by `length` (axes kept).
template <class T, class P, class L>
Shape<T> map_shape(const Shape<T>& s, P point, L length) {
  return std::visit(
      [&](const auto& x) -> Shape<T> {
        using S = std::decay_t<decltype(x)>;
        S y = x;
        if constexpr (std::is_same_v<S, Point<T>>) {
          y.p = point(x.p);
        } else if constexpr (std::is_same_v<S, Segment<T>>) {
          y.a = point(x.a), y.b = point(x.b);
        } else if constexpr (std::is_same_v<S, Triangle<T>>) {
          y.a = point(x.a), y.b = point(x.b), y.c = point(x.c);
        } else if constexpr (std::is_same_v<S, Sphere<T>>) {
          y.center = point(x.center), y.radius = length(x.radius);
        } else if constexpr (std::is_same_v<S, Capsule<T>>) {
          y.a = point(x.a), y.b = point(x.b), y.radius = length(x.radius);
        } else if constexpr (std::is_same_v<S, Cylinder<T>>) {
          y.center = point(x.center), y.half_height = length(x.half_height);
          y.radius = length(x.radius);
        } else if constexpr (std::is_same_v<S, ConvexHull<T>>) {
          // offset + scale·v maps to point(offset) + length(scale)·v: the same vertices.
          y.offset = point(x.offset), y.scale = length(x.scale);
        } else if constexpr (std::is_same_v<S, MovingSphere<T>>) {
          y.sphere.center = point(x.sphere.center), y.sphere.radius = length(x.sphere.radius);
          y.velocity = {length(x.velocity.x), length(x.velocity.y), length(x.velocity.z)};
        } else if constexpr (std::is_same_v<S, SupportShape<T>>) {
          for (int i = 0; i < 2; ++i)
            y.vec[i] = x.kind_of().positions[i]
                           ? point(x.vec[i])
                           : Vec3<T>{length(x.vec[i].x), length(x.vec[i].y), length(x.vec[i].z)};
          y.num = {length(x.num[0]), length(x.num[1])};
        } else if constexpr (std::is_same_v<S, Aabb<T>>) {
          y.min = point(x.min), y.max = point(x.max);
        } else if constexpr (std::is_same_v<S, Obb<T>> || std::is_same_v<S, Ellipsoid<T>>) {
          y.center = point(x.center);
          if constexpr (std::is_same_v<S, Obb<T>>)
            y.half_extents = {length(x.half_extents.x), length(x.half_extents.y),
                              length(x.half_extents.z)};
          else
            y.radii = {length(x.radii.x), length(x.radii.y), length(x.radii.z)};
        }
        return y;
      },
      s);
}

// The largest magnitude among a shape's positions and lengths (stage 1), or a bound on |x|∞ over
// its points (stage 2, `sum`): the sizes added to the centers. Rays and planes: 0.
template <class T>
T magnitude(const Shape<T>& s, bool sum) {
  auto add = [sum](T a, T b) { return sum ? a + b : std::max(a, b); };
  return std::visit(
      [&](const auto& x) -> T {
        using S = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<S, Point<T>>)
          return max_abs(x.p);
        else if constexpr (std::is_same_v<S, Segment<T>>)
          return std::max(max_abs(x.a), max_abs(x.b));
        else if constexpr (std::is_same_v<S, Triangle<T>>)
          return std::max({max_abs(x.a), max_abs(x.b), max_abs(x.c)});
        else if constexpr (std::is_same_v<S, Sphere<T>>)
          return add(max_abs(x.center), x.radius);
        else if constexpr (std::is_same_v<S, Capsule<T>>)
          return add(std::max(max_abs(x.a), max_abs(x.b)), x.radius);
        else if constexpr (std::is_same_v<S, Cylinder<T>>)
          return sum ? max_abs(x.center) + x.half_height + T(2) * x.radius
                     : std::max({max_abs(x.center), x.half_height, x.radius});
        else if constexpr (std::is_same_v<S, ConvexHull<T>>)
          return sum ? hull_max_abs(x)
                     : std::max(max_abs(x.offset), x.scale * hull_max_abs(ConvexHull<T>{x.hull}));
        else if constexpr (std::is_same_v<S, MovingSphere<T>>)
          return sum ? std::max(max_abs(x.sphere.center), max_abs(x.sphere.center + x.velocity)) +
                           x.sphere.radius
                     : std::max({max_abs(x.sphere.center), max_abs(x.velocity), x.sphere.radius});
        else if constexpr (std::is_same_v<S, Aabb<T>>)
          return std::max(max_abs(x.min), max_abs(x.max));
        else if constexpr (std::is_same_v<S, Obb<T>>)
          return sum ? max_abs(x.center) + x.half_extents.x + x.half_extents.y + x.half_extents.z
                     : std::max(max_abs(x.center), max_abs(x.half_extents));
        else if constexpr (std::is_same_v<S, Ellipsoid<T>>)
          return add(max_abs(x.center), max_abs(x.radii));
        else if constexpr (std::is_same_v<S, SupportShape<T>>)
          // Its box from its support along ±each axis bounds |x|∞ (stage 2).
          return sum ? std::max({max_abs(support(x, Vec3<T>(1, 0, 0))),
                                 max_abs(support(x, Vec3<T>(-1, 0, 0))),
                                 max_abs(support(x, Vec3<T>(0, 1, 0))),
                                 max_abs(support(x, Vec3<T>(0, -1, 0))),
                                 max_abs(support(x, Vec3<T>(0, 0, 1))),
                                 max_abs(support(x, Vec3<T>(0, 0, -1)))})
                     : std::max({max_abs(x.vec[0]), max_abs(x.vec[1]), std::abs(x.num[0]),
                                 std::abs(x.num[1])});
        else
          return T(0);
      },
      s);
}

// The point the run is centred on: A's center, first vertex or end (after stage 1, so the
// AABB's midpoint cannot overflow).
template <class T>
Vec3<T> reference_point(const Shape<T>& s) {
  return std::visit(
      [](const auto& x) -> Vec3<T> {
        using S = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<S, Point<T>>)
          return x.p;
        else if constexpr (std::is_same_v<S, Segment<T>> || std::is_same_v<S, Triangle<T>> ||
                           std::is_same_v<S, Capsule<T>>)
          return x.a;
        else if constexpr (std::is_same_v<S, Sphere<T>>)
          return x.center;
        else if constexpr (std::is_same_v<S, MovingSphere<T>>)
          return x.sphere.center;
        else if constexpr (std::is_same_v<S, Aabb<T>>)
          return (x.min + x.max) * T(0.5);
        else if constexpr (std::is_same_v<S, Obb<T>> || std::is_same_v<S, Ellipsoid<T>> ||
                           std::is_same_v<S, Cylinder<T>>)
          return x.center;
        else if constexpr (std::is_same_v<S, SupportShape<T>> || std::is_same_v<S, ConvexHull<T>>)
          return support(x, Vec3<T>(0));  // a point of it
        else
          return Vec3<T>(0);
      },
      s);
}

// ---- The distance sub-algorithm: the point of a simplex nearest the origin ----------------
//
// Ericson, Real-Time Collision Detection 5.1.2, 5.1.5 and 5.1.6 with the query point at the
// origin: test the Voronoi regions of the vertices, edges and face, and keep only the points
// whose region holds the answer (the reduced simplex), with the answer's barycentric weights.

template <class T>
struct Simplex {
  std::array<MinkowskiPoint<T>, 4> p{};
  std::array<T, 4> weight{};
  int n = 0;
  bool enclosed = false;  // a tetrahedron holding the origin
  // The face's point nearest the origin computed from its normal, v = n·(n·a)/(n·n): more
  // accurate than Σ weight·w, whose weights come from differences of products (on a sliver
  // triangle that error stalled the float runs 1e-4 short of the answer). Unset: from weights.
  bool has_v = false;
  Vec3<T> v{};

  Vec3<T> closest() const {
    if (has_v) return v;
    Vec3<T> sum(0);
    for (int i = 0; i < n; ++i)
      sum += p[i].w * weight[i];
    return sum;
  }
};

template <class T>
Simplex<T> vertex(const MinkowskiPoint<T>& a) {
  Simplex<T> s;
  s.p[0] = a, s.weight[0] = 1, s.n = 1;
  return s;
}

template <class T>
Simplex<T> edge(const MinkowskiPoint<T>& a, const MinkowskiPoint<T>& b, T t) {
  Simplex<T> s;
  s.p[0] = a, s.p[1] = b, s.weight[0] = 1 - t, s.weight[1] = t, s.n = 2;
  return s;
}

// x(t) = a + t·(b − a): t = −a·ab / ab·ab, clamped to [0, 1].
template <class T>
Simplex<T> closest_on_segment(const MinkowskiPoint<T>& a, const MinkowskiPoint<T>& b) {
  const Vec3<T> ab = b.w - a.w;
  const T num = -glm::dot(a.w, ab), den = glm::dot(ab, ab);
  if (!(num > 0) || !(den > 0)) return vertex(a);
  if (num >= den) return vertex(b);
  return edge(a, b, num / den);
}

template <class T>
T length2(const Simplex<T>& s) {
  const Vec3<T> v = s.closest();
  return glm::dot(v, v);
}

template <class T>
Simplex<T> closest_on_triangle(const MinkowskiPoint<T>& a, const MinkowskiPoint<T>& b,
                               const MinkowskiPoint<T>& c) {
  const Vec3<T> ab = b.w - a.w, ac = c.w - a.w;
  const T d1 = -glm::dot(ab, a.w), d2 = -glm::dot(ac, a.w);
  if (d1 <= 0 && d2 <= 0) return vertex(a);
  const T d3 = -glm::dot(ab, b.w), d4 = -glm::dot(ac, b.w);
  if (d3 >= 0 && d4 <= d3) return vertex(b);
  const T vc = d1 * d4 - d3 * d2;
  if (vc <= 0 && d1 >= 0 && d3 <= 0 && d1 - d3 > 0) return edge(a, b, d1 / (d1 - d3));
  const T d5 = -glm::dot(ab, c.w), d6 = -glm::dot(ac, c.w);
  if (d6 >= 0 && d5 <= d6) return vertex(c);
  const T vb = d5 * d2 - d1 * d6;
  if (vb <= 0 && d2 >= 0 && d6 <= 0 && d2 - d6 > 0) return edge(a, c, d2 / (d2 - d6));
  const T va = d3 * d6 - d5 * d4;
  if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0 && (d4 - d3) + (d5 - d6) > 0)
    return edge(b, c, (d4 - d3) / ((d4 - d3) + (d5 - d6)));
  const T den = va + vb + vc;
  if (!(den > 0) || !std::isfinite(den)) {
    // A degenerate (collinear) triangle, or rounding left no region: the best of its edges.
    Simplex<T> best = closest_on_segment(a, b);
    for (const Simplex<T>& s : {closest_on_segment(a, c), closest_on_segment(b, c)})
      if (length2(s) < length2(best)) best = s;
    return best;
  }
  Simplex<T> s;
  s.p = {a, b, c, {}};
  const T v = vb / den, w = vc / den;
  s.weight = {1 - v - w, v, w, 0};
  s.n = 3;
  // The normal from the two shorter edges (the cross product of the two long edges of a
  // sliver is the least accurate of the three).
  const Vec3<T> bc = c.w - b.w;
  const T lab = glm::dot(ab, ab), lac = glm::dot(ac, ac), lbc = glm::dot(bc, bc);
  const Vec3<T> n = lbc >= lab && lbc >= lac ? glm::cross(ab, ac)
                    : lac >= lab             ? glm::cross(bc, -ab)
                                             : glm::cross(ac, bc);
  const T nn = glm::dot(n, n);
  if (nn > 0 && std::isfinite(nn)) {
    // The projection and its barycentric coordinates from the sub-triangles' areas (Ericson
    // 3.4), both relative to the triangle's own size.
    s.has_v = true;
    s.v = n * (glm::dot(n, a.w) / nn);
    const T wa = glm::dot(n, glm::cross(b.w - s.v, c.w - s.v)) / nn;
    const T wb = glm::dot(n, glm::cross(c.w - s.v, a.w - s.v)) / nn;
    s.weight = {wa, wb, 1 - wa - wb, 0};
    // On a sliver (a support point within rounding of an edge: a flat cap against a flat face
    // in float) the face region can be chosen while the projection lies far outside the
    // triangle, with weights like ±2e5: then v is no point of A − B and |v| undercuts the
    // distance (0.001 for 0.0066 once). Beyond rounding, the best of its edges instead.
    const T slack = T(64) * std::numeric_limits<T>::epsilon();
    if (!(std::min({wa, wb, s.weight[2]}) >= -slack)) {
      Simplex<T> best = closest_on_segment(a, b);
      for (const Simplex<T>& e : {closest_on_segment(a, c), closest_on_segment(b, c)})
        if (length2(e) < length2(best)) best = e;
      return best;
    }
  }
  return s;
}

template <class T>
Simplex<T> closest_on_tetrahedron(const std::array<MinkowskiPoint<T>, 4>& p) {
  // Faces (i, j, k) with the opposite vertex l: the origin is beyond face ijk iff it lies on the
  // other side of the face's plane than l: sign(n·(0 − pᵢ)) = −sign(n·(p_l − pᵢ)).
  constexpr int faces[4][4] = {{0, 1, 2, 3}, {0, 2, 3, 1}, {0, 3, 1, 2}, {1, 3, 2, 0}};
  bool flat = false;
  bool outside[4] = {};
  for (int f = 0; f < 4; ++f) {
    const Vec3<T>& a = p[faces[f][0]].w;
    const Vec3<T> n = glm::cross(p[faces[f][1]].w - a, p[faces[f][2]].w - a);
    const Vec3<T> to_l = p[faces[f][3]].w - a;
    const T sl = glm::dot(n, to_l), so = -glm::dot(n, a);
    // Six times the volume against the size of its factors: a flat tetrahedron (within
    // rounding) has no inside, and its faces decide.
    const T eps = T(64) * std::numeric_limits<T>::epsilon();
    if (!(std::abs(sl) > eps * glm::length(n) * glm::length(to_l))) flat = true;
    outside[f] = (so > 0 && sl < 0) || (so < 0 && sl > 0);
  }
  Simplex<T> best;
  bool any = false;
  for (int f = 0; f < 4; ++f) {
    if (!flat && !outside[f]) continue;
    Simplex<T> s = closest_on_triangle(p[faces[f][0]], p[faces[f][1]], p[faces[f][2]]);
    if (!any || length2(s) < length2(best)) best = s, any = true;
  }
  if (any) return best;
  Simplex<T> s;
  s.p = p;
  s.n = 4;
  s.enclosed = true;
  s.weight = {T(0.25), T(0.25), T(0.25), T(0.25)};  // unused: the origin is inside
  return s;
}

template <class T>
Simplex<T> closest_with(const Simplex<T>& s, const MinkowskiPoint<T>& w) {
  switch (s.n) {
    case 0:
      return vertex(w);
    case 1:
      return closest_on_segment(s.p[0], w);
    case 2:
      return closest_on_triangle(s.p[0], s.p[1], w);
    default:
      return closest_on_tetrahedron<T>({s.p[0], s.p[1], s.p[2], w});
  }
}

// Whether the next simplex's |v|² (next_vv), not below the current one's (vv), is level with it:
// within 16 ulps of |v|, or of the simplex's points (`size`: the largest coordinate of the next
// simplex's points and the new one, in both loops, so that they decide alike). v is computed from
// those points, which are far longer than v when the shapes are close, so its rounding is theirs (a
// hull 1.1e-4 from a triangle, points 0.5 long, in float: the segment's |v| came out 2e-9 below
// that of the face holding it, a "rise" of 1e-5 of |v|, and the run stopped undecided with its
// lower bound at −7.9e-4; GjkLevel.*).
template <class T>
bool level_within_rounding(T next_vv, T vv, T size) {
  const T eps = std::numeric_limits<T>::epsilon();
  return next_vv <= vv * (1 + 16 * eps) || std::sqrt(next_vv) <= std::sqrt(vv) + 16 * eps * size;
}

template <class T>
void record(std::vector<GjkStep<T>>* steps, const Vec3<T>& d, const MinkowskiPoint<T>& found,
            const Simplex<T>& s, T lower) {
  if (!steps) return;
  GjkStep<T> step;
  step.direction = d;
  step.found = found;
  step.simplex = s.p;
  step.weights = s.weight;
  step.size = s.n;
  step.closest = s.enclosed ? Vec3<T>(0) : s.closest();
  step.upper = glm::length(step.closest);
  step.lower = lower;
  steps->push_back(step);
}

// The GJK loop on any support function of A − B (local units; see gjk.hpp for the maths).
template <class T, class Support>
GjkResult<T> gjk_loop(const Support& support, Vec3<T> d, T band, const GjkSettings<T>& settings,
                      bool verdict_only, std::vector<GjkStep<T>>* steps) {
  GjkResult<T> r;
  r.band = band;
  Simplex<T> s;
  T vv = std::numeric_limits<T>::infinity();  // |v|² of the current simplex
  T lower = -std::numeric_limits<T>::infinity();
  r.stop = GjkStop::iteration_cap;
  constexpr int kMaxStalls = 4;
  int stalls = 0;
  for (int it = 0; it < settings.gjk_max_iterations; ++it) {
    if (it > 0) d = -s.closest();
    const T dl = glm::length(d);
    if (!(dl > 0)) d = Vec3<T>(1, 0, 0);  // only at the start: v = 0 stops the run below
    const MinkowskiPoint<T> w = support(d);
    ++r.iterations;
    lower = std::max(lower, -glm::dot(d, w.w) / (dl > 0 ? dl : T(1)));
    if (verdict_only && lower > band) {
      r.stop = GjkStop::separated;
      record(steps, d, w, s, lower);
      break;
    }
    if (it > 0) {
      const T upper = std::sqrt(vv);
      if (upper - lower <= settings.gjk_relative * upper + band) {
        r.stop = GjkStop::converged;
        record(steps, d, w, s, lower);
        break;
      }
      bool repeated = false;
      for (int i = 0; i < s.n; ++i)
        repeated = repeated || s.p[i].w == w.w;
      if (repeated) {
        r.stop = GjkStop::no_progress;
        record(steps, d, w, s, lower);
        break;
      }
    }
    const Simplex<T> next = closest_with(s, w);
    // A tetrahedron that seems to hold the origin while a plane keeps A − B more than the band
    // away from it is rounding (a sliver): the bound is the certain one.
    if (next.enclosed && lower > band) {
      r.stop = GjkStop::no_progress;
      record(steps, d, w, s, lower);
      break;
    }
    if (next.enclosed) {
      s = next;
      vv = 0;
      r.stop = GjkStop::enclosed;
      record(steps, d, w, s, lower);
      break;
    }
    const T next_vv = length2(next);
    // |v| must fall. Near the answer it may fall by less than rounding while v's direction
    // still improves a lot (v nearly as long as the distance, but pointing off the nearest
    // feature: the lower bound lags far behind): a few such steps are allowed, a rise is not.
    if (it > 0 && !(next_vv < vv)) {
      T size = max_abs(w.w);
      for (int i = 0; i < next.n; ++i)
        size = std::max(size, max_abs(next.p[i].w));
      if (!level_within_rounding(next_vv, vv, size) || ++stalls > kMaxStalls) {
        r.stop = GjkStop::no_progress;
        record(steps, d, w, s, lower);
        break;
      }
    } else {
      stalls = 0;
    }
    s = next;
    vv = next_vv;
    record(steps, d, w, s, lower);
    if (std::sqrt(vv) <= band) {
      r.stop = GjkStop::origin_on_simplex;
      break;
    }
  }
  const T upper = std::sqrt(vv);
  r.lower_bound = lower;
  r.simplex = s.p;
  r.simplex_size = s.n;
  // A run that stopped short of its tolerance (rounding's floor, the cap) with the band
  // between its bounds is undecided: it could not separate them, so, shapes being closed sets,
  // it calls them intersecting — within tolerance and not converged.
  const bool bracketed = upper - lower <= settings.gjk_relative * upper + band;
  const bool undecided = r.stop != GjkStop::separated && !bracketed && lower <= band;
  r.intersects = r.stop == GjkStop::enclosed || upper <= band || undecided;
  if (r.intersects) {
    r.distance = 0;
    r.converged = !undecided || upper <= band;
    r.within_tolerance = r.stop != GjkStop::enclosed;
    if (r.stop == GjkStop::enclosed) r.lower_bound = std::min(lower, T(0));
  } else {
    r.distance = upper;
    r.converged = r.stop == GjkStop::separated || bracketed;
    r.within_tolerance = lower <= band;
  }
  // Witness points: the closest point's weights applied to the support points of A and of B.
  // Their difference is v itself, about their midpoint: on a sliver face (two support points
  // of one shape ulps apart, the third far off) v comes from the face's plane, accurate to
  // rounding, while the weights err by ulp / area, which the long edge turns into a witness
  // error far above |v| near contact (2e-9 at |v| = 2.6e-7: a normal tilted by 0.003 rad).
  if (!s.enclosed) {
    Vec3<T> on_a(0), on_b(0);
    for (int i = 0; i < s.n; ++i) {
      on_a += s.p[i].a * s.weight[i];
      on_b += s.p[i].b * s.weight[i];
    }
    const Vec3<T> mid = (on_a + on_b) * T(0.5), half_v = s.closest() * T(0.5);
    r.witness_a = mid + half_v;
    r.witness_b = mid - half_v;
  }
  return r;
}

// ---- The verdict alone: points of A − B only, and only the regions of the newest point ------
//
// The boolean query needs v and the bounds, not the witness points: its simplex holds the
// points w alone (a quarter of the bytes to copy per step). And it tests only the regions that
// hold the newest point w: v was the old simplex's point nearest the origin and the run goes on
// only while w·v < v·v by more than the tolerance (else it has converged), so the new simplex
// has a point nearer than any of the old one's, and that point's region holds w (van den Bergen,
// Collision Detection in Interactive 3D Environments, 4.3.3). A tetrahedron gets its barycentric
// signs from one triple product and the three faces through w (signed volumes, Montanari et al.
// 2017). Where rounding breaks the premise (a flat tetrahedron, a region outside the newest
// point's), the full sub-algorithm above decides.

template <class T>
struct PointSimplex {
  std::array<Vec3<T>, 4> p{};  // the newest point last
  int n = 0;
  Vec3<T> v{};  // the simplex's point nearest the origin

  void lone(const Vec3<T>& w) { p[0] = w, n = 1, v = w; }
  void pair(const Vec3<T>& a, const Vec3<T>& b, const Vec3<T>& closest) {
    p[0] = a, p[1] = b, n = 2, v = closest;
  }
  // The full sub-algorithm's answer for points alone (the rare fallback).
  void full(const Simplex<T>& s) {
    for (int i = 0; i < s.n; ++i)
      p[i] = s.p[i].w;
    n = s.n;
    v = s.closest();
  }
};

template <class T>
MinkowskiPoint<T> point_only(const Vec3<T>& w) {
  MinkowskiPoint<T> m;
  m.w = w;
  return m;
}

// Segment a–w: x(t) = a + t·(w − a), t = −a·(w − a) / |w − a|² (w's end when t >= 1).
template <class T>
void newest_on_segment(Vec3<T> a, Vec3<T> w, PointSimplex<T>& out) {
  const Vec3<T> aw = w - a;
  const T num = -glm::dot(a, aw), den = glm::dot(aw, aw);
  if (!(num < den))
    out.lone(w);
  else if (!(num > 0))
    out.lone(a);  // rounding: a's region; the run's stall test stops it
  else
    out.pair(a, w, a + aw * (num / den));
}

// Triangle a, b, c (c the newest): Ericson 5.1.5 with the query point at the origin, without
// the regions of a, b and edge ab.
template <class T>
void newest_on_triangle(Vec3<T> a, Vec3<T> b, Vec3<T> c, PointSimplex<T>& out) {
  const Vec3<T> ab = b - a, ac = c - a;
  const T d5 = -glm::dot(ab, c), d6 = -glm::dot(ac, c);
  if (d6 >= 0 && d5 <= d6) return out.lone(c);
  const T d1 = -glm::dot(ab, a), d2 = -glm::dot(ac, a);
  const T vb = d5 * d2 - d1 * d6;
  if (vb <= 0 && d2 >= 0 && d6 <= 0 && d2 - d6 > 0)
    return out.pair(a, c, a + ac * (d2 / (d2 - d6)));
  const T d3 = -glm::dot(ab, b), d4 = -glm::dot(ac, b);
  const T va = d3 * d6 - d5 * d4;
  if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0 && (d4 - d3) + (d5 - d6) > 0)
    return out.pair(b, c, b + (c - b) * ((d4 - d3) / ((d4 - d3) + (d5 - d6))));
  const T vc = d1 * d4 - d3 * d2;
  const T den = va + vb + vc;
  const Vec3<T> n = glm::cross(ab, ac);
  const T nn = glm::dot(n, n);
  // The face: its weights va, vb, vc / den all within rounding of [0, 1]; else rounding chose
  // it (a sliver, or the origin by edge ab), and the full sub-algorithm decides.
  const T slack = T(64) * std::numeric_limits<T>::epsilon() * den;
  if (!(den > 0) || !(std::min({va, vb, vc}) >= -slack) || !(nn > 0) || !std::isfinite(nn))
    return out.full(closest_on_triangle(point_only(a), point_only(b), point_only(c)));
  out.p[0] = a, out.p[1] = b, out.p[2] = c, out.n = 3;
  out.v = n * (glm::dot(n, a) / nn);  // the projection: as accurate as the normal
}

// Tetrahedron a, b, c, d (d the newest): true when it holds the origin; else `out` is the
// nearest of the faces through d that the origin lies beyond.
template <class T>
bool newest_on_tetrahedron(Vec3<T> a, Vec3<T> b, Vec3<T> c, Vec3<T> d, PointSimplex<T>& out) {
  const Vec3<T> da = a - d, db = b - d, dc = c - d;
  // The faces through d, each with the vertex opposite it: (a, b | c), (b, c | a), (c, a | b).
  // All three see their opposite vertex at the same signed volume V = (da × db)·dc; the origin
  // at n·(0 − d). It lies beyond a face when the two signs differ.
  const Vec3<T> n_ab = glm::cross(da, db), n_bc = glm::cross(db, dc), n_ca = glm::cross(dc, da);
  const T vol = glm::dot(n_ab, dc);
  const T o_ab = -glm::dot(n_ab, d), o_bc = -glm::dot(n_bc, d), o_ca = -glm::dot(n_ca, d);
  // Flat within rounding (|V| against the product of the edges' lengths, which bounds every
  // face's |n|·|opposite edge|), or the origin beyond the old face abc, which cannot be: the
  // full sub-algorithm.
  const T eps = T(64) * std::numeric_limits<T>::epsilon();
  const T o_abc = vol - o_ab - o_bc - o_ca;
  if (!(vol * vol > eps * eps * glm::dot(da, da) * glm::dot(db, db) * glm::dot(dc, dc)) ||
      (vol > 0 ? o_abc < 0 : o_abc > 0)) {
    const Simplex<T> full =
        closest_on_tetrahedron<T>({point_only(a), point_only(b), point_only(c), point_only(d)});
    if (full.enclosed) return true;
    out.full(full);
    return false;
  }
  const bool beyond_ab = vol > 0 ? o_ab < 0 : o_ab > 0;
  const bool beyond_bc = vol > 0 ? o_bc < 0 : o_bc > 0;
  const bool beyond_ca = vol > 0 ? o_ca < 0 : o_ca > 0;
  if (!beyond_ab && !beyond_bc && !beyond_ca) return true;
  // The nearest face: usually the only one beyond which the origin lies.
  bool first = true;
  for (const auto& [x, y, beyond] :
       {std::tuple(a, b, beyond_ab), std::tuple(b, c, beyond_bc), std::tuple(c, a, beyond_ca)}) {
    if (!beyond) continue;
    if (first) {
      newest_on_triangle(x, y, d, out);
      first = false;
      continue;
    }
    PointSimplex<T> other;
    newest_on_triangle(x, y, d, other);
    if (glm::dot(other.v, other.v) < glm::dot(out.v, out.v)) out = other;
  }
  return false;
}

// The simplex s with the new point w, reduced in place to the smallest one that holds the
// nearest point; true when it is a tetrahedron holding the origin.
template <class T>
bool newest_with(PointSimplex<T>& s, const Vec3<T>& w) {
  switch (s.n) {
    case 0:
      s.lone(w);
      return false;
    case 1:
      newest_on_segment(s.p[0], w, s);
      return false;
    case 2:
      newest_on_triangle(s.p[0], s.p[1], w, s);
      return false;
    default:
      return newest_on_tetrahedron(s.p[0], s.p[1], s.p[2], w, s);
  }
}

// gjk_loop with verdict_only and no steps, on points alone: the same stops and the same verdict
// rules (see gjk.hpp), true when A and B intersect.
template <class T, class Support>
bool verdict_loop(const Support& support, Vec3<T> d, T band, const GjkSettings<T>& settings) {
  PointSimplex<T> s;
  T vv = std::numeric_limits<T>::infinity();
  T lower = -std::numeric_limits<T>::infinity();
  constexpr int kMaxStalls = 4;
  int stalls = 0;
  if (!(glm::dot(d, d) > 0)) d = Vec3<T>(1, 0, 0);
  for (int it = 0; it < settings.gjk_max_iterations; ++it) {
    const Vec3<T> w = support(d);
    const T dl = std::sqrt(glm::dot(d, d));  // |v| after the first step
    lower = std::max(lower, -glm::dot(d, w) / dl);
    if (lower > band) return false;  // separated
    if (it > 0) {
      if (dl - lower <= settings.gjk_relative * dl + band) return dl <= band;  // converged
      bool repeated = false;
      for (int i = 0; i < s.n; ++i)
        repeated = repeated || s.p[i] == w;
      if (repeated) break;  // no progress
    }
    // In place: a step that is refused ends the run, which then reads only vv and lower.
    if (newest_with(s, w)) return true;  // enclosed
    const T next_vv = glm::dot(s.v, s.v);
    if (it > 0 && !(next_vv < vv)) {
      T size = max_abs(w);
      for (int i = 0; i < s.n; ++i)
        size = std::max(size, max_abs(s.p[i]));
      if (!level_within_rounding(next_vv, vv, size) || ++stalls > kMaxStalls) break;
    } else {
      stalls = 0;
    }
    vv = next_vv;
    if (vv <= band * band) return true;  // the origin on the simplex: |v| <= band
    d = -s.v;
  }
  const T upper = std::sqrt(vv);
  return upper <= band || !(upper - lower <= settings.gjk_relative * upper + band);
}

// The first step of gjk_intersects, in world units, before the frame is built: along d = B's
// center − A's (c in A's frame), −d·w = |d|² − Σ e_A,i·|c_i| − Σ e_B,i·|d·u_B,i|, the distance
// between the centers less both boxes' reach along d. Beyond the band: apart (four pairs in
// five on W1 stop here). The band is taken at 2m >= s (m: the pair's size as in boxes_meet, s
// the run's scale, m < s <= 2m), so it is at least the run's. The run's powers of two would
// change none of these roundings; what they guard against is overflow (inf or NaN: no verdict
// here) and underflow (|d|² below min/ε: the run decides).
template <class T>
bool apart_along_centers(const Obb<T>& a, const Obb<T>& b, T band) {
  const Vec3<T> d = b.center - a.center;
  const Vec3<T> c(glm::dot(a.axes[0], d), glm::dot(a.axes[1], d), glm::dot(a.axes[2], d));
  const T dd = glm::dot(c, c);
  const T reach = a.half_extents.x * std::abs(c.x) + a.half_extents.y * std::abs(c.y) +
                  a.half_extents.z * std::abs(c.z) +
                  b.half_extents.x * std::abs(glm::dot(d, b.axes[0])) +
                  b.half_extents.y * std::abs(glm::dot(d, b.axes[1])) +
                  b.half_extents.z * std::abs(glm::dot(d, b.axes[2]));
  const T m = std::max(a.half_extents.x + a.half_extents.y + a.half_extents.z,
                       max_abs(c) + b.half_extents.x + b.half_extents.y + b.half_extents.z);
  constexpr T guard = std::numeric_limits<T>::min() / std::numeric_limits<T>::epsilon();
  return dd >= guard && dd - reach > band * T(2) * m * std::sqrt(dd);
}

// The rest of gjk_intersects: the run in A's frame, scaled as localise() scales it (powers of
// two: stage 1 brings every input to at most 1, stage 2 the pair's size after the move). A
// becomes the box |x| <= e_A (its support: the signs of d), B the center c and the axes scaled
// by their half extents g_i = e_B,i·(A's axes · B's axis i), so that A − B's support point in
// d is
//   w = sign(d)·e_A + Σ sign(d·g_i)·g_i − c,
// three dot products per step instead of six, and no sums over A's axes. Not inlined into
// gjk_intersects, whose first step would otherwise pay for building it.
template <class T>
[[gnu::noinline]] bool boxes_meet(const Obb<T>& a, const Obb<T>& b, T band,
                                  const GjkSettings<T>& settings) {
  auto in_a = [&](const Vec3<T>& x) {
    return Vec3<T>(glm::dot(a.axes[0], x), glm::dot(a.axes[1], x), glm::dot(a.axes[2], x));
  };
  const int e1 = exponent_of(std::max(
      {max_abs(a.center), max_abs(a.half_extents), max_abs(b.center), max_abs(b.half_extents)}));
  const Vec3<T> moved = ldexp3(b.center, -e1) - ldexp3(a.center, -e1);
  const Vec3<T> ea = ldexp3(a.half_extents, -e1), eb = ldexp3(b.half_extents, -e1);
  const Vec3<T> c = in_a(moved);
  // B's points lie within Σ e_B,i of c in every coordinate (its axes are unit vectors).
  const int e2 = exponent_of(std::max(ea.x + ea.y + ea.z, max_abs(c) + eb.x + eb.y + eb.z));
  std::array<Vec3<T>, 3> g;
  for (int i = 0; i < 3; ++i)
    g[i] = ldexp3(in_a(b.axes[i]) * eb[i], -e2);
  const Vec3<T> la = ldexp3(ea, -e2), lc = ldexp3(c, -e2);
  auto sup = [&](const Vec3<T>& d) {
    // Sign copies, not branches: a tie (a zero component) may take either side, both supports.
    Vec3<T> w(std::copysign(la.x, d.x) - lc.x, std::copysign(la.y, d.y) - lc.y,
              std::copysign(la.z, d.z) - lc.z);
    for (const Vec3<T>& gi : g)
      w += gi * std::copysign(T(1), glm::dot(d, gi));
    return w;
  };
  // The first direction: from A's center towards B's.
  return verdict_loop<T>(sup, lc, band, settings);
}

}  // namespace

template <class T>
Vec3<T> LocalFrame<T>::point(const Vec3<T>& local) const {
  return ldexp3(ldexp3(local, e2) + o1, e1);
}
template <class T>
Vec3<T> LocalFrame<T>::vector(const Vec3<T>& local) const {
  return ldexp3(local, e1 + e2);
}
template <class T>
T LocalFrame<T>::length(T local) const {
  return times_pow2(local, e1 + e2);
}

template <class T>
LocalPair<T> localise(const Shape<T>& a, const Shape<T>& b) {
  LocalPair<T> out;
  LocalFrame<T>& f = out.frame;
  f.e1 = exponent_of(std::max(magnitude(a, false), magnitude(b, false)));
  auto stage1_point = [&](const Vec3<T>& p) { return ldexp3(p, -f.e1); };
  auto stage1_length = [&](T l) { return times_pow2(l, -f.e1); };
  const Shape<T> a1 = map_shape(a, stage1_point, stage1_length);
  const Shape<T> b1 = map_shape(b, stage1_point, stage1_length);
  f.o1 = reference_point(a1);
  auto move = [&](const Vec3<T>& p) { return p - f.o1; };
  auto keep = [](T l) { return l; };
  const Shape<T> a2 = map_shape(a1, move, keep);
  const Shape<T> b2 = map_shape(b1, move, keep);
  f.e2 = exponent_of(std::max(magnitude(a2, true), magnitude(b2, true)));
  auto stage2_point = [&](const Vec3<T>& p) { return ldexp3(p, -f.e2); };
  auto stage2_length = [&](T l) { return times_pow2(l, -f.e2); };
  out.a = map_shape(a2, stage2_point, stage2_length);
  out.b = map_shape(b2, stage2_point, stage2_length);
  return out;
}

template <class T>
MinkowskiPoint<T> support_point(const LocalPair<T>& pair, const Vec3<T>& d) {
  MinkowskiPoint<T> m;
  m.a = support(pair.a, d).value_or(Vec3<T>(0));
  m.b = support(pair.b, -d).value_or(Vec3<T>(0));
  m.w = m.a - m.b;
  return m;
}

template <class T>
GjkResult<T> run(const LocalPair<T>& pair, const Tolerances<T>& tol, const GjkSettings<T>& s,
                 bool verdict_only, std::vector<GjkStep<T>>* steps) {
  // The first direction: from A's reference point (the local origin) towards B's, along which
  // A − B comes nearest the origin if the shapes are apart.
  const Vec3<T> d0 = reference_point(pair.b);
  GjkResult<T> r = gjk_loop<T>([&](const Vec3<T>& d) { return support_point(pair, d); }, d0,
                               local_band(tol), s, verdict_only, steps);
  r.scale = std::ldexp(T(1), pair.frame.e1 + pair.frame.e2);
  return r;
}

template <class T>
void to_world(GjkResult<T>& r, const LocalFrame<T>& f) {
  auto world = [&](MinkowskiPoint<T>& m) {
    m.a = f.point(m.a), m.b = f.point(m.b), m.w = f.vector(m.w);
  };
  for (GjkStep<T>& step : r.steps) {
    step.direction = f.vector(step.direction);  // −v of the step before, in the same units
    world(step.found);
    for (MinkowskiPoint<T>& m : step.simplex)
      world(m);
    step.closest = f.vector(step.closest);
    step.upper = f.length(step.upper);
    step.lower = f.length(step.lower);
  }
  for (MinkowskiPoint<T>& m : r.simplex)
    world(m);
  r.distance = f.length(r.distance);
  r.lower_bound = f.length(r.lower_bound);
  r.band = f.length(r.band);
  r.witness_a = f.point(r.witness_a);
  r.witness_b = f.point(r.witness_b);
}

}  // namespace gjk_detail

template <class T>
GjkResult<T> gjk_distance(const Shape<T>& a, const Shape<T>& b, const Tolerances<T>& tol,
                          const GjkSettings<T>& settings) {
  GjkResult<T> r;
  if (r.input = check_inputs(a, b); !r.input.valid()) return r;
  if (!has_support(kind_of(a)) || !has_support(kind_of(b))) return r;
  const gjk_detail::LocalPair<T> pair = gjk_detail::localise(a, b);
  std::vector<GjkStep<T>> steps;
  r = gjk_detail::run(pair, tol, settings, false, &steps);
  r.steps = std::move(steps);
  gjk_detail::to_world(r, pair.frame);
  return r;
}

template <class T>
bool gjk_intersects(const Obb<T>& a, const Obb<T>& b, const Tolerances<T>& tol,
                    const GjkSettings<T>& settings) {
  const T band = gjk_detail::local_band(tol);
  if (gjk_detail::apart_along_centers(a, b, band)) return false;
  return gjk_detail::boxes_meet(a, b, band, settings);
}

#define COLLIDE_INSTANTIATE(T)                                                                  \
  template struct gjk_detail::LocalFrame<T>;                                                    \
  template gjk_detail::LocalPair<T> gjk_detail::localise(const Shape<T>&, const Shape<T>&);     \
  template MinkowskiPoint<T> gjk_detail::support_point(const gjk_detail::LocalPair<T>&,         \
                                                       const Vec3<T>&);                         \
  template GjkResult<T> gjk_detail::run(const gjk_detail::LocalPair<T>&, const Tolerances<T>&,  \
                                        const GjkSettings<T>&, bool, std::vector<GjkStep<T>>*); \
  template void gjk_detail::to_world(GjkResult<T>&, const gjk_detail::LocalFrame<T>&);          \
  template GjkResult<T> gjk_distance(const Shape<T>&, const Shape<T>&, const Tolerances<T>&,    \
                                     const GjkSettings<T>&);                                    \
  template bool gjk_intersects(const Obb<T>&, const Obb<T>&, const Tolerances<T>&,              \
                               const GjkSettings<T>&);

COLLIDE_INSTANTIATE(float)
COLLIDE_INSTANTIATE(double)
#undef COLLIDE_INSTANTIATE

}  // namespace collide
