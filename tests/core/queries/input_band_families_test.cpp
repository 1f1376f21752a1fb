// The input band (Tolerances::input_rounding, tolerances.hpp) of every pair test beyond the SAT,
// box, sphere, closest-point and plane tests (those: input_band_property_test.cpp): ray casts,
// sweeps, segment–box, segment–triangle, triangle–box, triangle–triangle, plane–plane,
// point–ellipsoid, GJK/EPA (the ellipsoid pairs) and AABB–AABB.
//
// For each family, random double "files" of moderate and large magnitude (offsets up to 1e4) are
// built touching on purpose and then moved apart or into each other by a hair `off`, along the
// direction in which the decision moves one for one with it: two bounded shapes touch along a
// random unit n when B is moved so that its support point along −n meets A's along n; a ray or a
// sweep's path is laid in the plane tangent to the shape at its support point along n. Moved by
// off >= 0 along n, the distance (of the shapes, of the ray or of the path to the shape, minus the
// radius) is exactly off. The float test judges the file rounded to float; then sampled files
// that round to the same floats (every number moved within its rounding interval, a rotation
// turned by a few float ulps and kept only when its axes still round the same) are judged in
// double. A double verdict that differs from float's, and is not inside double's own band, must
// be flagged by float (within_tolerance). The control: without the input band some of those
// flips go unflagged, so the test can fail.
//
// The ceiling. Half the cases move by off uniform in ±kSpread·W, where W bounds how wide float's
// flag can be at that case: the input band ρ·(reach of A + reach of B) (input_reach.hpp; for a
// ray, of the part that matters) plus the arithmetic band (16 float ulps of the sum of every
// |number|, >= any scale a test uses) plus the accuracy the test measures to (GJK's relative
// tolerance of the distance, EPA's of the pair's size, when those decide). A case is flagged only
// when its decision is within its band of 0, and the decision is within the float test's own error
// (<= W) of the exact value, which is |off| (times at most √3 where a box grown along its faces
// stands for the box grown by a ball: its corners are √3 times as far). So a flagged case has
// |off| <= 2·√3·W, which off uniform in ±kSpread·W is with probability 2√3/kSpread; the count
// may exceed that expectation by 4 binomial standard deviations. The other half moves by a hair,
// off in ±3 input bands, where the flips are.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <functional>
#include <random>
#include <string>
#include <variant>

#include <gtest/gtest.h>
#include <glm/gtc/quaternion.hpp>

#include "core/math/overloaded.hpp"
#include "core/queries/gjk.hpp"
#include "core/queries/pair_test.hpp"
#include "core/queries/support.hpp"
#include "core/scene/scene.hpp"
#include "core/shapes/input_reach.hpp"
#include "tests/core/queries/float_rounding_support.hpp"

namespace collide {
namespace {

constexpr double kSpread = 32;     // the wide half's offsets, in units of W
constexpr int kFamilyCases = 240;  // per magnitude and family
constexpr int kSamples = 24;       // same-float files judged in double per case

using Rng = std::mt19937_64;

double uniform(Rng& rng, double lo, double hi) {
  return std::uniform_real_distribution<double>(lo, hi)(rng);
}
using test::random_unit;
using test::same_float;
using test::to_float;
// A unit vector perpendicular to m.
Vec3<double> perpendicular(const Vec3<double>& m, Rng& rng) {
  const Vec3<double> n = m / glm::length(m);
  const Vec3<double> v = random_unit(rng);
  const Vec3<double> p = v - glm::dot(v, n) * n;
  return p / glm::length(p);
}

// ---- Files and the floats they round to ----

// A shape of a file: the double shape, and for a rotated kind (OBB, ellipsoid) its rotation.
struct File {
  Shape<double> shape;
  glm::dquat q{1, 0, 0, 0};
};

std::array<Vec3<float>, 3> to_float(const std::array<Vec3<double>, 3>& a) {
  return {to_float(a[0]), to_float(a[1]), to_float(a[2])};
}
// Every number rounded to the nearest float: what scene evaluation does.
Shape<float> to_float(const Shape<double>& s) {
  return round_to_float(s);
}

// A rotation turned by up to 4 float ulps, kept when its axes round to the same floats.
glm::dquat same_float_rotation(const glm::dquat& q, Rng& rng) {
  const glm::dquat turned =
      glm::angleAxis(uniform(rng, 0, 4 * test::kFloatRho), random_unit(rng)) * q;
  const auto axes = [](const glm::dquat& r) {
    return to_float(rotation_axes<double>({r.w, r.x, r.y, r.z}));
  };
  return axes(turned) == axes(q) ? turned : q;
}
Vec3<double> same_float_unit(const Vec3<double>& n, Rng& rng) {
  const Vec3<double> turned =
      glm::angleAxis(uniform(rng, 0, 4 * test::kFloatRho), random_unit(rng)) * n;
  return to_float(turned) == to_float(n) ? turned : n;
}

// Another file whose shape rounds to the same floats.
Shape<double> sample(const File& f, Rng& rng) {
  return std::visit(
      Overloaded{
          [&](const Point<double>& p) -> Shape<double> {
            return Point<double>{same_float(p.p, rng)};
          },
          [&](const Segment<double>& p) -> Shape<double> {
            return Segment<double>{same_float(p.a, rng), same_float(p.b, rng)};
          },
          [&](const Ray<double>& p) -> Shape<double> {
            return Ray<double>{same_float(p.origin, rng), same_float(p.direction, rng)};
          },
          [&](const Plane<double>& p) -> Shape<double> {
            return Plane<double>{same_float_unit(p.n, rng), same_float(p.d, rng)};
          },
          [&](const Sphere<double>& p) -> Shape<double> {
            return Sphere<double>{same_float(p.center, rng), same_float(p.radius, rng)};
          },
          [&](const MovingSphere<double>& p) -> Shape<double> {
            return MovingSphere<double>{
                Sphere<double>{same_float(p.sphere.center, rng), same_float(p.sphere.radius, rng)},
                same_float(p.velocity, rng)};
          },
          [&](const Aabb<double>& p) -> Shape<double> {
            return Aabb<double>{same_float(p.min, rng), same_float(p.max, rng)};
          },
          [&](const Obb<double>& p) -> Shape<double> {
            const glm::dquat q = same_float_rotation(f.q, rng);
            return Obb<double>::from_rotation(
                same_float(p.center, rng), same_float(p.half_extents, rng), {q.w, q.x, q.y, q.z});
          },
          [&](const Triangle<double>& p) -> Shape<double> {
            return Triangle<double>{same_float(p.a, rng), same_float(p.b, rng),
                                    same_float(p.c, rng)};
          },
          [&](const Ellipsoid<double>& p) -> Shape<double> {
            const glm::dquat q = same_float_rotation(f.q, rng);
            return Ellipsoid<double>::from_rotation(same_float(p.center, rng),
                                                    same_float(p.radii, rng), {q.w, q.x, q.y, q.z});
          },
          [&](const Capsule<double>& p) -> Shape<double> {
            return Capsule<double>{same_float(p.a, rng), same_float(p.b, rng),
                                   same_float(p.radius, rng)};
          },
          [&](const Cylinder<double>& p) -> Shape<double> {
            const glm::dquat q = same_float_rotation(f.q, rng);
            return Cylinder<double>::from_rotation(same_float(p.center, rng),
                                                   same_float(p.half_height, rng),
                                                   same_float(p.radius, rng), {q.w, q.x, q.y, q.z});
          },
          // Its hull's points as they are (the vertices' float roundings are the HullData's), its
          // place and size by any doubles that round to the same floats.
          [&](const ConvexHull<double>& p) -> Shape<double> {
            return ConvexHull<double>{p.hull, same_float(p.offset, rng), same_float(p.scale, rng)};
          },
          [&](const TriangleMesh<double>& p) -> Shape<double> { return p; },  // never made here
          [&](const SupportShape<double>& p) -> Shape<double> { return p; },  // never made here
      },
      f.shape);
}

// ---- Random shapes and moves ----

File translated(const File& f, const Vec3<double>& t) {
  File out = f;
  std::visit(Overloaded{
                 [&](Point<double>& p) { p.p += t; },
                 [&](Segment<double>& p) { p.a += t, p.b += t; },
                 [&](Ray<double>& p) { p.origin += t; },
                 [&](Plane<double>& p) { p.d += glm::dot(p.n, t); },
                 [&](Sphere<double>& p) { p.center += t; },
                 [&](MovingSphere<double>& p) { p.sphere.center += t; },
                 [&](Aabb<double>& p) { p.min += t, p.max += t; },
                 [&](Obb<double>& p) { p.center += t; },
                 [&](Triangle<double>& p) { p.a += t, p.b += t, p.c += t; },
                 [&](Ellipsoid<double>& p) { p.center += t; },
                 [&](Capsule<double>& p) { p.a += t, p.b += t; },
                 [&](Cylinder<double>& p) { p.center += t; },
                 [&](ConvexHull<double>& p) { p.offset += t; },
                 [&](TriangleMesh<double>&) {},  // never made here (no pose of its own)
                 [&](SupportShape<double>& p) { p.vec[0] += t; },
             },
             out.shape);
  return out;
}

// A bounded shape of `kind` (not ray, plane or moving sphere) of size 0.1 to 2 around c.
File random_shape(ShapeKind kind, const Vec3<double>& c, Rng& rng) {
  auto size = [&] { return uniform(rng, 0.1, 2.0); };
  auto vec = [&] { return Vec3<double>(size(), size(), size()); };
  auto near = [&] { return c + size() * random_unit(rng); };
  const glm::dquat q = glm::angleAxis(uniform(rng, -3, 3), random_unit(rng));
  switch (kind) {
    case ShapeKind::point:
      return {Point<double>{c}};
    case ShapeKind::segment:
      return {Segment<double>{near(), near()}};
    case ShapeKind::sphere:
      return {Sphere<double>{c, size()}};
    case ShapeKind::aabb:
      return {Aabb<double>{c - vec(), c + vec()}};
    case ShapeKind::obb:
      return {Obb<double>::from_rotation(c, vec(), {q.w, q.x, q.y, q.z}), q};
    case ShapeKind::triangle:
      return {Triangle<double>{near(), near(), near()}};
    case ShapeKind::ellipsoid:
      return {Ellipsoid<double>::from_rotation(c, vec(), {q.w, q.x, q.y, q.z}), q};
    case ShapeKind::capsule:
      return {Capsule<double>{near(), near(), size()}};
    case ShapeKind::cylinder:
      return {Cylinder<double>::from_rotation(c, size(), size(), {q.w, q.x, q.y, q.z}), q};
    case ShapeKind::convex_hull:  // the Add menu's hull (about a unit across) sized about c
      return {ConvexHull<double>{default_hull().get(), c, size()}};
    default:
      ADD_FAILURE() << "no random shape of kind " << name_of(kind);
      return {Point<double>{c}};
  }
}

Vec3<double> support_of(const File& f, const Vec3<double>& d) {
  return *support(f.shape, d);
}

// The sum of |every number| of a shape: >= every scale a test's contact band uses.
double numbers_size(const Shape<double>& s) {
  return std::visit(
      Overloaded{
          [](const Point<double>& p) { return l1_norm(p.p); },
          [](const Segment<double>& p) { return l1_norm(p.a) + l1_norm(p.b); },
          [](const Ray<double>& p) { return l1_norm(p.origin) + l1_norm(p.direction); },
          [](const Plane<double>& p) { return l1_norm(p.n) + std::abs(p.d); },
          [](const Sphere<double>& p) { return l1_norm(p.center) + p.radius; },
          [](const MovingSphere<double>& p) {
            return l1_norm(p.sphere.center) + p.sphere.radius + l1_norm(p.velocity);
          },
          [](const Aabb<double>& p) { return l1_norm(p.min) + l1_norm(p.max); },
          [](const Obb<double>& p) { return l1_norm(p.center) + 3 * l1_norm(p.half_extents) + 9; },
          [](const Triangle<double>& p) { return l1_norm(p.a) + l1_norm(p.b) + l1_norm(p.c); },
          [](const Ellipsoid<double>& p) { return l1_norm(p.center) + 3 * l1_norm(p.radii) + 9; },
          [](const Capsule<double>& p) { return l1_norm(p.a) + l1_norm(p.b) + p.radius; },
          [](const Cylinder<double>& p) {
            return l1_norm(p.center) + 3 * (p.half_height + 2 * p.radius) + 9;
          },
          [](const ConvexHull<double>& p) {
            double sum = l1_norm(p.offset) + p.scale + 9;
            for (const Vec3<double>& v : p.hull->vertices)
              sum += p.scale * l1_norm(v);
            return sum;
          },
          [](const TriangleMesh<double>& p) {
            double sum = 9;
            for (const Vec3<double>& v : p.mesh->vertices)
              sum += l1_norm(v);
            return sum;
          },
          [](const SupportShape<double>&) { return 0.0; },  // a registered kind's: never made here
      },
      s);
}

// ---- Cases ----

struct Case {
  File a, b;
  double input = 0;  // the input band of the pair (an upper bound of the test's)
  double w = 0;      // W of the header: how wide float's flag can be here
};

// The case with its input band (the two shapes' reaches, a ray's or an unbounded kind's passed
// as `reach`) and its W: that, 16 float ulps of every number, and the accuracy the test
// measures to.
Case make_case(const File& a, const File& b, double reach, double measured) {
  for (const File* f : {&a, &b})
    if (!std::isinf(input_reach(f->shape))) reach += input_reach(f->shape);
  const double input = 1.01 * test::kFloatRho * reach;
  return {
      a, b, input,
      input + 32 * test::kFloatRho * (numbers_size(a.shape) + numbers_size(b.shape)) + measured};
}

// A family: builds the file of a case given the move off (>= 0: apart by off) and returns it
// with its W; the same random draws for off = 0 and any off (a builder of its own rng copy).
using Builder = std::function<Case(double far, double off, Rng& rng)>;

// Two bounded shapes of kinds ka, kb, touching along n, then B moved by off along n.
Builder bounded_pair(ShapeKind ka, ShapeKind kb, double measured_relative = 0) {
  return [=](double far, double off, Rng& rng) {
    const Vec3<double> c = far * random_unit(rng);
    const File a = random_shape(ka, c, rng);
    const File b0 = random_shape(kb, c, rng);
    const Vec3<double> n = random_unit(rng);
    const File b = translated(b0, support_of(a, n) - support_of(b0, -n) + off * n);
    const double pair_size = numbers_size(a.shape) + numbers_size(b.shape) - 2 * l1_norm(c) + 1;
    return make_case(a, b, 0, measured_relative * pair_size);
  };
}

// A ray laid in the plane tangent to a bounded shape at its support point along n, off beyond it.
Builder ray_against(ShapeKind kb) {
  return [=](double far, double off, Rng& rng) {
    const Vec3<double> c = far * random_unit(rng);
    const File b = random_shape(kb, c, rng);
    const Vec3<double> n = random_unit(rng), d = perpendicular(n, rng) * uniform(rng, 0.5, 2);
    const Vec3<double> o = support_of(b, n) + off * n - uniform(rng, 0.5, 5) * d;
    const File a{Ray<double>{o, d}};
    const double t_reach = 2 * (l1_norm(o - c) + 10) / glm::length(d);
    return make_case(a, b, l1_norm(o) + t_reach * l1_norm(d), 0);
  };
}

// A moving sphere whose path runs in the plane at r + off from the shape's support point along
// n (the path's distance to the shape minus r is off); GJK measures that distance for the
// flag, to gjk_relative of itself.
Builder sweep_against(ShapeKind kb, double measured_relative) {
  return [=](double far, double off, Rng& rng) {
    const Vec3<double> c = far * random_unit(rng);
    const File b = random_shape(kb, c, rng);
    const Vec3<double> n = random_unit(rng), v = perpendicular(n, rng) * uniform(rng, 0.5, 3);
    const double r = uniform(rng, 0.1, 1.5);
    const Vec3<double> start = support_of(b, n) + (r + off) * n - uniform(rng, 0.2, 0.8) * v;
    const File a{MovingSphere<double>{Sphere<double>{start, r}, v}};
    return make_case(a, b, 0, measured_relative * (r + 10));
  };
}

struct FamilyTally {
  int cases = 0, flips = 0, unflagged = 0;
  int wide = 0, wide_flagged = 0;  // wide moves apart (off > 0)
};

// Runs `family` at magnitude `far`: kFamilyCases cases, alternately wide and hair moves.
FamilyTally run(const Builder& family, double far, bool with_input_band, std::uint64_t seed) {
  Tolerances<float> tol_f;
  tol_f.input_rounding = with_input_band ? float(test::kFloatRho) : 0.f;
  const Tolerances<double> tol_d;
  Rng rng(seed);
  FamilyTally t;
  for (int k = 0; k < kFamilyCases; ++k) {
    const bool wide = k % 2 == 0;
    // The same shapes for the touching case and the moved one.
    const std::uint64_t case_seed = seed * 1000003 + std::uint64_t(k);
    Rng first(case_seed), second(case_seed);
    const Case touching = family(far, 0, first);
    const double off =
        wide ? uniform(rng, -kSpread, kSpread) * touching.w : uniform(rng, -3, 3) * touching.input;
    const Case c = family(far, off, second);
    const PairResult<float> rf = pair_test(to_float(c.a.shape), to_float(c.b.shape), tol_f);
    if (rf.verdict != PairVerdict::intersects && rf.verdict != PairVerdict::disjoint) {
      ADD_FAILURE() << "float verdict " << name_of(rf.verdict) << " " << rf.reason;
      continue;
    }
    ++t.cases;
    if (wide && off > 0) {
      ++t.wide;
      t.wide_flagged += rf.within_tolerance;
    }
    for (int s = 0; s < kSamples; ++s) {
      const PairResult<double> rd = pair_test(sample(c.a, rng), sample(c.b, rng), tol_d);
      if (rd.within_tolerance || rd.verdict == rf.verdict) continue;
      ++t.flips;
      t.unflagged += !rf.within_tolerance;
      break;  // one flip decides the case
    }
  }
  return t;
}

// Two rays whose lines pass off apart (along their common normal), each between t = 0.5 and 3.
Case ray_ray(double far, double off, Rng& rng) {
  const Vec3<double> o1 = far * random_unit(rng);
  const Vec3<double> d1 = random_unit(rng) * uniform(rng, 0.5, 2);
  const Vec3<double> d2 = random_unit(rng) * uniform(rng, 0.5, 2);
  const Vec3<double> m = glm::normalize(glm::cross(d1, d2));
  const Vec3<double> q = o1 + uniform(rng, 0.5, 3) * d1 + off * m;
  const Vec3<double> o2 = q - uniform(rng, 0.5, 3) * d2;
  const double reach = 2 * (l1_norm(o1) + 8 * l1_norm(d1) + l1_norm(o2) + 8 * l1_norm(d2));
  return make_case({Ray<double>{o1, d1}}, {Ray<double>{o2, d2}}, reach, 0);
}

// A ray whose origin is off from a plane, pointing to it or away.
Case ray_plane(double far, double off, Rng& rng) {
  const Vec3<double> n = random_unit(rng), p = far * random_unit(rng);
  const Plane<double> plane{n, glm::dot(n, p)};
  const Vec3<double> d = random_unit(rng) * uniform(rng, 0.5, 2);
  const Vec3<double> o = p + uniform(rng, 0.1, 2) * perpendicular(n, rng) + off * n;
  return make_case({Ray<double>{o, d}}, {plane}, 2 * l1_norm(o) + std::abs(plane.d), 0);
}

// A sphere approaching a plane whose end position is r + off from it.
Case sweep_plane(double far, double off, Rng& rng) {
  const Vec3<double> n = random_unit(rng), p = far * random_unit(rng);
  const Plane<double> plane{n, glm::dot(n, p)};
  const double r = uniform(rng, 0.1, 1.5);
  Vec3<double> v = random_unit(rng) * uniform(rng, 0.5, 3);
  if (glm::dot(v, n) > 0) v = -v;
  const Vec3<double> c = p + (r + off) * n - v;
  return make_case({MovingSphere<double>{Sphere<double>{c, r}, v}}, {plane},
                   2 * (l1_norm(c) + l1_norm(v)) + std::abs(plane.d), 0);
}

// Two moving spheres whose relative path comes R + off near.
Case sweep_sweep(double far, double off, Rng& rng) {
  const Vec3<double> c2 = far * random_unit(rng);
  const Vec3<double> v2 = random_unit(rng) * uniform(rng, 0, 2);
  const Vec3<double> w = random_unit(rng) * uniform(rng, 0.5, 3);
  const double r1 = uniform(rng, 0.1, 1.5), r2 = uniform(rng, 0.1, 1.5);
  const Vec3<double> c1 = c2 + (r1 + r2 + off) * perpendicular(w, rng) - uniform(rng, 0.2, 0.8) * w;
  return make_case({MovingSphere<double>{Sphere<double>{c1, r1}, v2 + w}},
                   {MovingSphere<double>{Sphere<double>{c2, r2}, v2}}, 0, 0);
}

// Two parallel planes (the same normal or opposite) off apart.
Case plane_plane(double far, double off, Rng& rng) {
  const Vec3<double> n = random_unit(rng), p = far * random_unit(rng);
  const double d = glm::dot(n, p);
  const double sign = uniform(rng, -1, 1) < 0 ? -1 : 1;
  return make_case({Plane<double>{n, d}}, {Plane<double>{sign * n, sign * (d + off)}},
                   2 * (std::abs(d) + std::abs(off)), 0);
}

struct Family {
  std::string name;
  Builder build;
  // The ceiling holds: apart by off, the decision is off to within W. Not for plane–plane, whose
  // "parallel and apart" has no margin under rounded normals (plane_plane.hpp): always flagged.
  bool ceiling = true;
  // The control can show unflagged flips. Not where nothing but the input band could: a ray
  // against a thin kind (point, segment, ray) flips only from a hit, always within its band (no
  // random file hits one exactly); and against a plane, and a sweep against a plane, the contact
  // band is 16 ulps of the absolute coordinates, already wider than their rounding.
  bool control = true;
};

std::vector<Family> families() {
  using K = ShapeKind;
  std::vector<Family> f;
  f.push_back({"aabb-aabb", bounded_pair(K::aabb, K::aabb)});
  f.push_back({"segment-aabb", bounded_pair(K::segment, K::aabb)});
  f.push_back({"segment-obb", bounded_pair(K::segment, K::obb)});
  f.push_back({"segment-triangle", bounded_pair(K::segment, K::triangle)});
  f.push_back({"triangle-aabb", bounded_pair(K::triangle, K::aabb)});
  f.push_back({"triangle-obb", bounded_pair(K::triangle, K::obb)});
  f.push_back({"triangle-triangle", bounded_pair(K::triangle, K::triangle)});
  f.push_back({"point-ellipsoid", bounded_pair(K::point, K::ellipsoid)});
  // GJK decides to gjk_relative of the distance, EPA to epa_scale_relative of the pair's size.
  const double epa =
      double(GjkSettings<float>{}.epa_scale_relative) + double(GjkSettings<float>{}.gjk_relative);
  for (K k : {K::segment, K::triangle, K::sphere, K::aabb, K::obb, K::ellipsoid})
    f.push_back({std::string(name_of(k)) + "-ellipsoid", bounded_pair(k, K::ellipsoid, epa)});
  // The capsule: closed forms against a point, a segment, a sphere and a capsule; GJK/EPA
  // against a triangle and the boxes.
  for (K k : {K::point, K::segment, K::sphere, K::capsule})
    f.push_back({std::string(name_of(k)) + "-capsule", bounded_pair(k, K::capsule)});
  for (K k : {K::triangle, K::aabb, K::obb})
    f.push_back({std::string(name_of(k)) + "-capsule", bounded_pair(k, K::capsule, epa)});
  // The cylinder: GJK/EPA against every bounded kind.
  for (K k : {K::sphere, K::obb, K::triangle, K::capsule, K::cylinder})
    f.push_back({std::string(name_of(k)) + "-cylinder", bounded_pair(k, K::cylinder, epa)});
  // The convex hull: GJK/EPA against every bounded kind (its place and size rounded).
  for (K k : {K::sphere, K::obb, K::triangle, K::cylinder, K::convex_hull})
    f.push_back({std::string(name_of(k)) + "-convex hull", bounded_pair(k, K::convex_hull, epa)});
  for (K k : {K::point, K::segment, K::sphere, K::aabb, K::obb, K::triangle, K::ellipsoid,
              K::capsule, K::cylinder, K::convex_hull})
    f.push_back(
        {"ray-" + std::string(name_of(k)), ray_against(k), true, k != K::point && k != K::segment});
  f.push_back({"ray-ray", ray_ray, true, false});
  f.push_back({"ray-plane", ray_plane, true, false});
  f.push_back({"moving sphere-plane", sweep_plane, true, false});
  f.push_back({"moving sphere-moving sphere", sweep_sweep});
  f.push_back({"plane-plane", plane_plane, false});
  const double gjk = double(GjkSettings<float>{}.gjk_relative);
  for (K k : {K::point, K::sphere, K::segment, K::aabb, K::obb, K::triangle, K::ellipsoid})
    f.push_back({"moving sphere-" + std::string(name_of(k)),
                 sweep_against(k, k == K::point || k == K::sphere ? 0 : gjk)});
  return f;
}

std::uint64_t seed_of(const std::string& name) {
  return std::hash<std::string>{}(name) % 100000;
}

TEST(InputBandFamilies, EveryFloatVerdictTheRoundingCouldFlipIsFlagged) {
  for (const Family& fam : families()) {
    FamilyTally all;
    for (double far : {1.0, 100.0, 1e4}) {
      const FamilyTally t = run(fam.build, far, true, seed_of(fam.name) + std::uint64_t(far));
      all.cases += t.cases, all.flips += t.flips, all.unflagged += t.unflagged;
      all.wide += t.wide, all.wide_flagged += t.wide_flagged;
    }
    // The ceiling (see the header): flagged wide cases <= 2√3/kSpread of them + 4σ.
    const double p = 2 * std::sqrt(3.0) / kSpread;
    const double ceiling = all.wide * p + 4 * std::sqrt(all.wide * p * (1 - p));
    std::printf(
        "%-24s %4d cases, %3d flip (%d unflagged); wide moves: %3d of %d flagged "
        "(ceiling %.0f)\n",
        fam.name.c_str(), all.cases, all.flips, all.unflagged, all.wide_flagged, all.wide, ceiling);
    EXPECT_EQ(all.unflagged, 0) << fam.name;
    EXPECT_GT(all.flips, 0) << fam.name << ": the cases never reach the rounding";
    if (fam.ceiling) {
      EXPECT_LE(all.wide_flagged, ceiling) << fam.name;
    }
  }
}

TEST(InputBandFamilies, WithoutTheInputBandRoundedInputsFlipUnflagged) {
  for (const Family& fam : families()) {
    if (!fam.control) continue;
    const FamilyTally t = run(fam.build, 1e4, false, seed_of(fam.name) + 10000);
    std::printf("%-28s without the input band: %3d flip, %3d unflagged\n", fam.name.c_str(),
                t.flips, t.unflagged);
    EXPECT_GT(t.unflagged, 0) << fam.name;
  }
}

}  // namespace
}  // namespace collide
