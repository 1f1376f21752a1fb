// The input band (Tolerances::input_rounding, tolerances.hpp): a float test of numbers rounded
// from double must report within_tolerance whenever some numbers that round to the same floats
// — another file with the same float shapes — get the other verdict in double.
//
// Each case is built touching in double (bisection on the double verdict along a random
// direction), moved by a random fraction of float's resolution there, and rounded to float. The
// float test runs once; then sampled "files" — every number replaced by a random double that
// rounds to the same float (a box's rotation turned by a tiny angle and kept only if its axes
// round to the same floats) — are judged in double. A verdict that differs from float's must be
// flagged by float (within_tolerance); a double verdict inside double's own band is no answer
// and is skipped. Without the input band the same cases flip outside the band (checked), so the
// test can fail.
#include <array>
#include <cmath>
#include <cstdio>
#include <random>

#include <gtest/gtest.h>
#include <glm/gtc/quaternion.hpp>

#include "core/queries/pair_test.hpp"
#include "tests/core/queries/float_rounding_support.hpp"

namespace collide {
namespace {

constexpr float kRho = float(test::kFloatRho);  // float's half-ulp, relative
using test::random_unit;
using test::same_float;
using test::to_float;

struct BoxFile {
  Vec3<double> center, half;
  glm::dquat q;
  Obb<double> shape() const {
    return Obb<double>::from_rotation(center, half, {q.w, q.x, q.y, q.z});
  }
};

Obb<float> to_float(const Obb<double>& b) {
  Obb<float> f;
  f.center = to_float(b.center);
  f.half_extents = to_float(b.half_extents);
  for (int i = 0; i < 3; ++i)
    f.axes[i] = to_float(b.axes[i]);
  return f;
}

bool same_floats(const Obb<double>& a, const Obb<float>& f) {
  const Obb<float> g = to_float(a);
  return g.center == f.center && g.half_extents == f.half_extents && g.axes == f.axes;
}

// Another file with the same float box: each number moved within its float rounding interval,
// the rotation turned by up to a few float ulps when its axes still round the same.
Obb<double> sample_box(const BoxFile& file, const Obb<float>& f, std::mt19937_64& rng) {
  BoxFile s = file;
  s.center = same_float(file.center, rng);
  s.half = same_float(file.half, rng);
  const double angle = std::uniform_real_distribution<double>(0, 4 * kRho)(rng);
  const glm::dquat turned = glm::angleAxis(angle, random_unit(rng)) * file.q;
  s.q = turned;
  Obb<double> out = s.shape();
  if (!same_floats(out, f)) {
    s.q = file.q;
    out = s.shape();
  }
  return out;
}

// A move off touching of up to 3 times the size of the float bands at `far` (the inputs'
// rounding, about 2ρ·far, and the arithmetic's, a few hundred ρ for these sizes): some cases
// inside the band, most outside.
double offset(double far, std::mt19937_64& rng) {
  return 3 * (2 * far + 400) * kRho * std::uniform_real_distribution<double>(-1, 1)(rng);
}

struct Tally {
  int cases = 0, flips = 0, flips_flagged = 0, flips_unflagged = 0, decided_outside = 0;
};

// OBB–OBB at magnitude `far`: A at a random point of size far, B touching it in double along a
// random direction, then moved by `offset`.
Tally run_obb_cases(double far, bool with_input_band, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> size(0.1, 2.0), unit(-1.0, 1.0);
  Tolerances<float> tol_f;
  tol_f.input_rounding = with_input_band ? kRho : 0.f;
  const Tolerances<double> tol_d;
  Tally t;
  for (int c = 0; c < 400; ++c) {
    BoxFile a{far * random_unit(rng),
              {size(rng), size(rng), size(rng)},
              glm::angleAxis(3.0 * unit(rng), random_unit(rng))};
    BoxFile b{a.center,
              {size(rng), size(rng), size(rng)},
              glm::angleAxis(3.0 * unit(rng), random_unit(rng))};
    // Touching in double: bisect the distance along dir between overlapping (0) and apart.
    const glm::dvec3 dir = random_unit(rng);
    double lo = 0, hi = 20;
    for (int k = 0; k < 80; ++k) {
      const double mid = 0.5 * (lo + hi);
      b.center = a.center + mid * dir;
      (obb_obb_sat(a.shape(), b.shape(), tol_d).intersects() ? lo : hi) = mid;
    }
    b.center = a.center + (lo + offset(far, rng)) * dir;
    const Obb<double> da = a.shape(), db = b.shape();
    const Obb<float> fa = to_float(da), fb = to_float(db);
    const SatResult<float> rf = obb_obb_sat(fa, fb, tol_f);
    ++t.cases;
    if (!rf.within_tolerance) ++t.decided_outside;
    for (int s = 0; s < 40; ++s) {
      const SatResult<double> rd =
          obb_obb_sat(sample_box(a, fa, rng), sample_box(b, fb, rng), tol_d);
      if (rd.within_tolerance || rd.intersects() == rf.intersects()) continue;
      ++t.flips;
      (rf.within_tolerance ? t.flips_flagged : t.flips_unflagged)++;
      break;  // one flip decides the case
    }
  }
  return t;
}

TEST(InputBandProperty, ObbObbFloatVerdictsTheRoundingCouldFlipAreInTheBand) {
  for (double far : {1.0, 100.0, 1e4, 1e6}) {
    const Tally t = run_obb_cases(far, true, 2024);
    std::printf(
        "obb-obb at %g: %d cases, %d flip in some same-float file (%d flagged), %d "
        "decided outside the band\n",
        far, t.cases, t.flips, t.flips_flagged, t.decided_outside);
    EXPECT_EQ(t.flips_unflagged, 0) << far;
    EXPECT_GT(t.flips, 0) << far;  // the cases reach the rounding
    // The band is not everything: a quarter of the cases stay decided outside it.
    EXPECT_GT(t.decided_outside, t.cases / 4) << far;
  }
}

TEST(InputBandProperty, WithoutTheInputBandRoundedInputsFlipOutsideTheBand) {
  // The same cases judged with the arithmetic's band only: the flaw of the issue (the far-box
  // hair said "decided inside the band: no").
  int unflagged = 0;
  for (double far : {1e4, 1e6})
    unflagged += run_obb_cases(far, false, 2024).flips_unflagged;
  EXPECT_GT(unflagged, 0);
}

// Spheres and a sphere against an AABB, the same way.
TEST(InputBandProperty, SphereFloatVerdictsTheRoundingCouldFlipAreInTheBand) {
  std::mt19937_64 rng(99);
  std::uniform_real_distribution<double> size(0.1, 2.0), unit(-1.0, 1.0);
  Tolerances<float> tol_f;
  tol_f.input_rounding = kRho;
  const Tolerances<double> tol_d;
  int flips = 0, unflagged = 0, outside = 0, cases = 0;
  for (double far : {1.0, 1e4, 1e6}) {
    for (int c = 0; c < 400; ++c) {
      const bool box = c % 2 == 1;
      const Vec3<double> ca = far * random_unit(rng);
      const double ra = size(rng), rb = size(rng);
      const Aabb<double> aabb{ca - Vec3<double>(size(rng), size(rng), size(rng)),
                              ca + Vec3<double>(size(rng), size(rng), size(rng))};
      const glm::dvec3 dir = random_unit(rng);
      auto judge = [&](const Vec3<double>& a_c, double a_r, const Aabb<double>& a_box,
                       const Vec3<double>& b_c, double b_r) {
        const Sphere<double> sb{b_c, b_r};
        return box ? pair_test<double>(a_box, sb, tol_d)
                   : pair_test<double>(Sphere<double>{a_c, a_r}, sb, tol_d);
      };
      double lo = 0, hi = 20;
      for (int k = 0; k < 80; ++k) {
        const double mid = 0.5 * (lo + hi);
        (judge(ca, ra, aabb, ca + mid * dir, rb).intersects() ? lo : hi) = mid;
      }
      const Vec3<double> cb = ca + (lo + offset(far, rng)) * dir;
      const Sphere<float> fb{to_float(cb), static_cast<float>(rb)};
      const PairResult<float> rf =
          box ? pair_test<float>(Aabb<float>{to_float(aabb.min), to_float(aabb.max)}, fb, tol_f)
              : pair_test<float>(Sphere<float>{to_float(ca), static_cast<float>(ra)}, fb, tol_f);
      ++cases;
      outside += !rf.within_tolerance;
      for (int s = 0; s < 40; ++s) {
        const PairResult<double> rd =
            judge(same_float(ca, rng), same_float(ra, rng),
                  Aabb<double>{same_float(aabb.min, rng), same_float(aabb.max, rng)},
                  same_float(cb, rng), same_float(rb, rng));
        if (rd.within_tolerance || rd.intersects() == rf.intersects()) continue;
        ++flips;
        unflagged += !rf.within_tolerance;
        break;
      }
    }
  }
  std::printf("sphere-sphere and sphere-aabb: %d cases, %d flip, %d decided outside the band\n",
              cases, flips, outside);
  EXPECT_EQ(unflagged, 0);
  EXPECT_GT(flips, 0);
  EXPECT_GT(outside, cases / 4);
}

}  // namespace
}  // namespace collide
