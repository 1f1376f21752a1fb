// The SAT why rows' arithmetic adds up (issue #35, item 2): far from the origin in float, the
// rows printed `1.0009765625 > 0.5 + 0.5009765625 → separated by 0.000476837158203125`, radii
// rebuilt from interval ends an ulp of 1e4 apart, whose sum was not the distance minus the gap.
// Each row's printed numbers are read back here in the test's own precision, and checked:
// - the sum and the gap are what T computes from the printed terms, bit for bit;
// - the terms are the test's (they read back to SatAxis' values exactly);
// - and they agree with the same axis recomputed here from the two boxes, in T, by plain vector
//   maths (a few ulps apart at most: the test's order of operations differs).
// For the hair scene's float pair, its double twin, and random pairs around (1e4, 1e4, 1e4).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <limits>
#include <random>
#include <regex>
#include <string>

#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "app/visualize/visualizer.hpp"
#include "tests/app/support/library_scenes.hpp"
#include "tests/app/visualize/visualize_test_support.hpp"

namespace collide {
namespace {

// A printed number read back in T (strtof for float: the float the digits name, not a double's).
template <class T>
T parse(const std::string& s) {
  if constexpr (std::is_same_v<T, float>)
    return std::strtof(s.c_str(), nullptr);
  else
    return std::strtod(s.c_str(), nullptr);
}

// T's arithmetic, each result rounded to T (volatile: no wider intermediate, no contraction).
template <class T>
T add(T a, T b) {
  volatile T r = a + b;
  return r;
}
template <class T>
T sub(T a, T b) {
  volatile T r = a - b;
  return r;
}
template <class T>
T mul(T a, T b) {
  volatile T r = a * b;
  return r;
}

const std::string kNum = R"(([-+0-9.e]+|inf|nan))";

// The numbers one row prints for its axis' arithmetic.
template <class T>
struct Printed {
  T distance = 0, ra = 0, rb = 0, sum = 0, gap = 0;
  T along_l = 0, inverse_length = 1;  // an edge axis only
  bool edge = false;
};

// A table row (label "A0".."A2×B2"): "… gap = |T·L| − (r_A + r_B) = d − (ra + rb = sum) = g →"
// for a face, "… gap = (|T·L| − (r_A + r_B))·(1/|L|) = (d − (ra + rb = sum))·inv = gl·inv = g →"
// for an edge.
template <class T>
bool parse_table_row(const std::string& f, Printed<T>& p) {
  std::smatch m;
  static const std::regex face("gap = \\|T·L\\| − \\(r_A \\+ r_B\\) = " + kNum + " − \\(" + kNum +
                               " \\+ " + kNum + " = " + kNum + "\\) = " + kNum + " →");
  static const std::regex edge("gap = \\(\\|T·L\\| − \\(r_A \\+ r_B\\)\\)·\\(1/\\|L\\|\\) = \\(" +
                               kNum + " − \\(" + kNum + " \\+ " + kNum + " = " + kNum + "\\)\\)·" +
                               kNum + " = " + kNum + "·" + kNum + " = " + kNum + " →");
  if (std::regex_search(f, m, face)) {
    p = {parse<T>(m[1]), parse<T>(m[2]), parse<T>(m[3]), parse<T>(m[4]), parse<T>(m[5])};
    return true;
  }
  if (std::regex_search(f, m, edge)) {
    p = {parse<T>(m[1]), parse<T>(m[2]), parse<T>(m[3]), parse<T>(m[4]),
         parse<T>(m[8]), parse<T>(m[6]), parse<T>(m[5]), true};
    EXPECT_EQ(parse<T>(m[7]), p.inverse_length) << f;  // the same 1/|L| twice
    return true;
  }
  return false;
}

// The selected axis' row ("axis A0"): "|T·L| = d > r_A + r_B = ra + rb = sum[ along the
// unnormalised …; along the unit L the gap is (gl)·inv = g] → separated by g | gap g … |
// overlap −g".
template <class T>
bool parse_axis_row(const std::string& f, Printed<T>& p) {
  std::smatch m;
  static const std::regex head("^\\|T·L\\| = " + kNum + " (>|≤) r_A \\+ r_B = " + kNum + " \\+ " +
                               kNum + " = " + kNum);
  if (!std::regex_search(f, m, head)) return false;
  p = {parse<T>(m[1]), parse<T>(m[3]), parse<T>(m[4]), parse<T>(m[5]), 0};
  const bool above = m[2] == ">";
  static const std::regex edge("along the unit L the gap is \\(" + kNum + "\\)·" + kNum + " = " +
                               kNum);
  if (std::regex_search(f, m, edge)) {
    p.edge = true;
    p.along_l = parse<T>(m[1]);
    p.inverse_length = parse<T>(m[2]);
    p.gap = parse<T>(m[3]);
  }
  static const std::regex tail("→ (separated by|gap|overlap) " + kNum);
  if (!std::regex_search(f, m, tail)) return false;
  const T last = parse<T>(m[2]);
  const T gap = m[1] == "overlap" ? -last : last;
  if (p.edge) {
    EXPECT_EQ(gap, p.gap) << f;
  }
  p.gap = gap;
  EXPECT_EQ(above, gap > 0) << f;
  return true;
}

// The axis recomputed from the boxes by the textbook formulas, in T: L = Aᵢ, Bⱼ or Aᵢ×Bⱼ
// (unnormalised), |T·L| = |(c_B − c_A)·L|, r_X = Σ e_Xk·|X_k·L|.
template <class T>
struct Recomputed {
  T distance, ra, rb, length;
  T scale;  // the size of the numbers summed: what their rounding is relative to
};
template <class T>
Recomputed<T> recompute(const Obb<T>& a, const Obb<T>& b, int k) {
  Vec3<T> L;
  if (k < 3)
    L = a.axes[std::size_t(k)];
  else if (k < 6)
    L = b.axes[std::size_t(k - 3)];
  else
    L = glm::cross(a.axes[std::size_t((k - 6) / 3)], b.axes[std::size_t((k - 6) % 3)]);
  const Vec3<T> t = b.center - a.center;
  Recomputed<T> r{std::abs(glm::dot(t, L)), 0, 0, glm::length(L), 0};
  for (int i = 0; i < 3; ++i) {
    r.ra += a.half_extents[i] * std::abs(glm::dot(a.axes[std::size_t(i)], L));
    r.rb += b.half_extents[i] * std::abs(glm::dot(b.axes[std::size_t(i)], L));
  }
  r.scale = glm::length(t) + (a.half_extents.x + a.half_extents.y + a.half_extents.z) +
            (b.half_extents.x + b.half_extents.y + b.half_extents.z);
  return r;
}

// Every row of one result checked as the header says; `what` names the case in failures.
template <class T>
void check_rows(const SatResult<T>& sat, const Obb<T>& a, const Obb<T>& b, const WhyRows& rows,
                int selected, bool check_table, const std::string& what) {
  const T eps = std::numeric_limits<T>::epsilon();
  const auto axes = sat.axes();
  const auto check = [&](const Printed<T>& p, int k, const std::string& row) {
    SCOPED_TRACE(what + ", axis " + sat_axis_label(k) + ": " + row);
    const SatAxis<T>& ax = axes[std::size_t(k)];
    // The arithmetic as T computes it from the printed terms.
    EXPECT_EQ(p.sum, add(p.ra, p.rb));
    if (p.edge) {
      EXPECT_EQ(p.along_l, sub(p.distance, p.sum));
      EXPECT_EQ(p.gap, mul(p.along_l, p.inverse_length));
    } else {
      EXPECT_EQ(p.gap, sub(p.distance, p.sum));
    }
    // The terms are the test's own.
    EXPECT_EQ(p.distance, ax.distance);
    EXPECT_EQ(p.ra, ax.ra);
    EXPECT_EQ(p.rb, ax.rb);
    EXPECT_EQ(p.gap, ax.gap);
    // Written as an edge's when 1/|L| is not 1 (an edge of length 1 is a face's arithmetic).
    EXPECT_EQ(p.edge, ax.inverse_length != T(1));
    if (k < 6) {
      EXPECT_EQ(ax.inverse_length, T(1));
    }
    // And the geometry's, recomputed here (along the unnormalised L for an edge).
    const Recomputed<T> r = recompute(a, b, k);
    const T tol = T(16) * eps * r.scale * std::max(T(1), r.length);
    EXPECT_NEAR(p.distance, r.distance, tol);
    EXPECT_NEAR(p.ra, r.ra, tol);
    EXPECT_NEAR(p.rb, r.rb, tol);
    EXPECT_NEAR(p.gap, (r.distance - (r.ra + r.rb)) / r.length, tol / r.length);
    // (L's rounding is relative to 1, so 1/|L| is known to eps/|L|² at best.)
    if (p.edge) {
      EXPECT_NEAR(p.inverse_length, T(1) / r.length, T(16) * eps / (r.length * r.length));
    }
  };
  int table = 0;
  for (const WhyRow& row : rows) {
    if (check_table && row.kind == WhyRowKind::axis && row.formula.rfind("skipped", 0) != 0) {
      Printed<T> p;
      ASSERT_TRUE(parse_table_row(row.formula, p)) << what << ": " << row.formula;
      check(p, row.axis, row.formula);
      ++table;
    }
    if (row.label == "axis " + sat_axis_label(selected)) {
      Printed<T> p;
      ASSERT_TRUE(parse_axis_row(row.formula, p)) << what << ": " << row.formula;
      check(p, selected, row.formula);
    }
  }
  if (check_table) {
    EXPECT_GT(table, 0) << what;
  }
}

// The pair explained with every axis shown, and each axis in turn selected.
template <class T>
void check_pair(const PairResult<T>& r, const Shape<T>& a, const Shape<T>& b,
                const std::string& what) {
  const auto* sat = std::get_if<SatResult<T>>(&r.evidence);
  ASSERT_NE(sat, nullptr) << what;
  for (int k = 0; k < kSatAxisCount; ++k) {
    WhyRows rows;
    explain_evidence(r, a, b, {.sat_axis = k, .sat_all_axes = true}, rows);
    // The table is the same whichever axis is selected: read once.
    check_rows(*sat, std::get<Obb<T>>(a), std::get<Obb<T>>(b), rows, k, k == 0, what);
    if (::testing::Test::HasFailure()) return;  // one case's failures, not fifteen copies
  }
}

template <class T>
void check_scene_pair(const std::string& file) {
  const Scene scene = test::load_or_fail(test::library_scene(file));
  const FocusedPair f =
      evaluate_pair(scene, test::object_index(scene, "a"), test::object_index(scene, "b"));
  const auto* p = std::get_if<EvaluatedPair<T>>(&f.pair);
  ASSERT_NE(p, nullptr) << file;
  check_pair(p->result, p->a, p->b, file);
}

TEST(SatNumbers, TheFarHairInFloatAddsUpInFloat) {
  check_scene_pair<float>("edge_far_box_hair_float.json");
  // The row the issue quoted: float's r_B is 0.5·cos 0.001 + 0.5·sin 0.001 ≈ 0.5005, not the
  // 0.5009765625 the interval ends at 1e4 gave.
  const Scene scene = test::load_or_fail(test::library_scene("edge_far_box_hair_float.json"));
  const FocusedPair f = evaluate_pair(scene, 0, 1);
  WhyRows rows;
  explain_evidence(f, {.sat_axis = 0}, rows);
  Printed<float> p;
  ASSERT_TRUE(parse_axis_row(test::row_named(rows, "axis A0")->formula, p));
  EXPECT_NEAR(p.rb, 0.5 * std::cos(0.001) + 0.5 * std::sin(0.001), 1e-6);
}

TEST(SatNumbers, TheFarHairInDoubleAddsUpInDouble) {
  check_scene_pair<double>("edge_far_box_hair.json");
}

// Random boxes around (1e4, 1e4, 1e4), a box's size apart, turned every way (fixed seed).
template <class T>
void check_random_far_pairs() {
  std::mt19937 rng(35);
  std::uniform_real_distribution<double> offset(-2.5, 2.5), half(0.1, 2), unit(-1, 1);
  const auto box = [&] {
    const glm::dquat q = glm::normalize(glm::dquat(unit(rng), unit(rng), unit(rng), unit(rng)));
    const glm::dvec3 c(1e4 + offset(rng), 1e4 + offset(rng), 1e4 + offset(rng));
    return Obb<T>::from_rotation(Vec3<T>(c), Vec3<T>(half(rng), half(rng), half(rng)), Quat<T>(q));
  };
  for (int n = 0; n < 40; ++n) {
    const Shape<T> a = box(), b = box();
    check_pair(pair_test(a, b), a, b, "random pair " + std::to_string(n));
    if (::testing::Test::HasFailure()) return;
  }
}

TEST(SatNumbers, RandomFarFloatPairsAddUpInFloat) {
  check_random_far_pairs<float>();
}

TEST(SatNumbers, RandomFarDoublePairsAddUpInDouble) {
  check_random_far_pairs<double>();
}

}  // namespace
}  // namespace collide
