// Step-throughs made from the core's evidence (core/lesson/step_through.hpp), against cases
// worked by hand: the plane–box article's three planes against the unit box, two boxes parted by
// an edge×edge axis (its intervals by projecting all 16 vertices), GJK between a unit sphere and
// a box whose nearest corner lies on the line of their centres (one support point, distance 2),
// and the octree article's query.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <string>

#include "core/lesson/step_through.hpp"

namespace collide {
namespace {

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}
// As the steps print numbers: 4 significant digits, a minus sign.
std::string four(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.4g", v);
  std::string s = buf;
  return s.starts_with("-") ? "−" + s.substr(1) : s;
}

SceneObject aabb(std::string id, Vec3<double> lo, Vec3<double> hi) {
  return {id, id, std::nullopt, true, desc::Aabb{lo, hi}};
}
SceneObject plane(std::string id, Vec3<double> normal, Vec3<double> point) {
  return {id, id, std::nullopt, true, desc::Plane{normal, point}};
}

// --- plane–box: the article's box [0,1]³ and normal (−1,−1,−1) through three points ---------

struct ArticlePlane {
  Vec3<double> point;
  // The core's plane is n·x = d with n unit: the article's values A·x+B·y+C·z+D over √3.
  double n_distance, p_distance;
  std::string side;
};

TEST(StepThrough, PlaneBoxTheArticlesThreePlanes) {
  const double r3 = std::sqrt(3.0);
  // n vertex (1,1,1), p vertex (0,0,0) (every n·uᵢ = −1/√3 < 0); the article's values
  // −x−y−z+6 = 3 and 6, −1.5 and 1.5, −9 and −6, over √3.
  const ArticlePlane planes[] = {{{2, 2, 2}, 3 / r3, 6 / r3, "in front"},
                                 {{0.5, 0.5, 0.5}, -1.5 / r3, 1.5 / r3, "straddling"},
                                 {{-2, -2, -2}, -9 / r3, -6 / r3, "behind"}};
  for (const ArticlePlane& c : planes) {
    Scene scene;
    scene.objects = {aabb("box", {0, 0, 0}, {1, 1, 1}), plane("p", {-1, -1, -1}, c.point)};
    const auto steps = step_through_pair(scene, "box", "p");  // either order: the plane first
    ASSERT_EQ(steps.size(), 5u);  // the idea, one step per axis, the two distances
    for (int i = 0; i < 3; ++i) {
      const LessonStep& s = steps[std::size_t(i) + 1];
      EXPECT_EQ(s.evidence.plane_box_axis, i);
      EXPECT_TRUE(has(s.text, "n·u" + std::to_string(i) + " = −0.5774 < 0")) << s.text;
      const std::string axis = std::string(1, "xyz"[i]);
      EXPECT_TRUE(has(s.text, "n vertex " + axis + " = 1, p vertex " + axis + " = 0")) << s.text;
      ASSERT_TRUE(s.focus);
      EXPECT_EQ(s.focus->a, "p");  // the test's order: the plane, then the box
      EXPECT_EQ(s.highlight, (std::vector<std::string>{"p", "box"}));
    }
    const LessonStep& last = steps.back();
    EXPECT_FALSE(last.evidence.plane_box_axis);
    EXPECT_TRUE(has(last.text, "n vertex (1, 1, 1): n·v − d = " + four(c.n_distance))) << last.text;
    EXPECT_TRUE(has(last.text, "p vertex (0, 0, 0): n·v − d = " + four(c.p_distance))) << last.text;
    EXPECT_TRUE(has(last.text, c.side)) << last.text;
  }
}

// --- SAT: parted by A0×B2 -----------------------------------------------------------------------

// B: a cube of half size 1 turned 45° about x, then 30° about z, centred at (1.5, 2, 2); A: the
// axis-aligned cube of half size 1 at the origin.
TEST(StepThrough, SatStopsAtTheEdgeCrossThatSeparates) {
  const double h1 = M_PI / 8, h2 = M_PI / 12;  // half of 45° and of 30°
  const Quat<double> q(std::cos(h2) * std::cos(h1), std::cos(h2) * std::sin(h1),
                       std::sin(h1) * std::sin(h2), std::cos(h1) * std::sin(h2));
  Scene scene;
  scene.objects = {{"A", "A", std::nullopt, true, desc::Box{{0, 0, 0}, {1, 1, 1}, {1, 0, 0, 0}}},
                   {"B", "B", std::nullopt, true, desc::Box{{1.5, 2, 2}, {1, 1, 1}, q}}};
  // B's axes by hand: Rz(30°)·Rx(45°) applied to x, y, z.
  const double c30 = std::cos(M_PI / 6), s30 = 0.5, c45 = std::sqrt(0.5), s45 = c45;
  const std::array<Vec3<double>, 3> bx = {Vec3<double>{c30, s30, 0},
                                          Vec3<double>{-s30 * c45, c30 * c45, s45},
                                          Vec3<double>{s30 * s45, -c30 * s45, c45}};
  const std::array<Vec3<double>, 3> ax = {Vec3<double>{1, 0, 0}, Vec3<double>{0, 1, 0},
                                          Vec3<double>{0, 0, 1}};
  // Both boxes' intervals on L by projecting their 8 vertices.
  const auto project = [](const Vec3<double>& c, const std::array<Vec3<double>, 3>& u,
                          const Vec3<double>& L) {
    double lo = 1e300, hi = -1e300;
    for (int k = 0; k < 8; ++k) {
      Vec3<double> v = c;
      for (int i = 0; i < 3; ++i)
        v += ((k >> i) & 1 ? 1.0 : -1.0) * u[std::size_t(i)];
      lo = std::min(lo, dot(v, L)), hi = std::max(hi, dot(v, L));
    }
    return std::pair(lo, hi);
  };
  std::vector<Vec3<double>> axes(ax.begin(), ax.end());
  axes.insert(axes.end(), bx.begin(), bx.end());
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j)
      axes.push_back(normalize(cross(ax[std::size_t(i)], bx[std::size_t(j)])));
  const char* names[] = {"A0",    "A1",    "A2",    "B0",    "B1",    "B2",    "A0xB0", "A0xB1",
                         "A0xB2", "A1xB0", "A1xB1", "A1xB2", "A2xB0", "A2xB1", "A2xB2"};
  int first = -1;
  for (int k = 0; k < 15 && first < 0; ++k) {
    const auto [alo, ahi] = project({0, 0, 0}, ax, axes[std::size_t(k)]);
    const auto [blo, bhi] = project({1.5, 2, 2}, bx, axes[std::size_t(k)]);
    if (blo > ahi || alo > bhi) first = k;
  }
  ASSERT_EQ(first, 8);  // the worked case: A0×B2 is the first axis whose intervals part

  const auto steps = step_through_pair(scene, "A", "B");
  ASSERT_EQ(steps.size(), 1u + 9u);  // the idea, then A0 .. A0×B2, and no further
  for (int k = 0; k <= first; ++k) {
    const LessonStep& s = steps[std::size_t(k) + 1];
    EXPECT_EQ(s.evidence.sat_axis, names[k]);
    const auto [alo, ahi] = project({0, 0, 0}, ax, axes[std::size_t(k)]);
    const auto [blo, bhi] = project({1.5, 2, 2}, bx, axes[std::size_t(k)]);
    // The interval of A on L or on −L (an edge axis' sign is the test's).
    const bool same = has(s.text, "A projects to [" + four(alo) + ", " + four(ahi) + "]");
    const bool flipped = has(s.text, "A projects to [" + four(-ahi) + ", " + four(-alo) + "]");
    EXPECT_TRUE(same || flipped) << s.text;
    EXPECT_TRUE(has(
        s.text,
        ", B to [" + (same ? four(blo) + ", " + four(bhi) : four(-bhi) + ", " + four(-blo)) + "]"))
        << s.text;
    const double gap = std::max(blo - ahi, alo - bhi);
    EXPECT_TRUE(has(s.text, "gap = " + four(gap))) << s.text;
    EXPECT_EQ(has(s.text, "This axis separates"), k == first) << s.text;
  }
}

// --- GJK: a unit sphere (an ellipsoid of radii 1) and a box whose nearest corner is on the line
// of their centres -----------------------------------------------------------------------------

TEST(StepThrough, GjkFindsTheNearestCornerAtOnce) {
  // The box [2,4]×[2,4]×[1,2]: its centre (3, 3, 1.5) is 1.5·(2, 2, 1), its corner nearest the
  // origin (2, 2, 1), at 3 from it. The fallback takes the kinds in ShapeKind order: A the box, B
  // the sphere. GJK's first direction is from A's centre to B's, −(2, 2, 1)/3: A's support there
  // is the corner, B's in the opposite direction (2, 2, 1)/3, so w = (2, 2, 1) − (2/3, 2/3, 1/3),
  // |w| = 2. The next search, along −w, finds the same point again: no nearer point, the
  // distance is 2.
  Scene scene;
  scene.objects = {
      {"egg", "egg", std::nullopt, true, desc::Ellipsoid{{0, 0, 0}, {1, 1, 1}, {1, 0, 0, 0}}},
      aabb("crate", {2, 2, 1}, {4, 4, 2})};
  const auto steps = step_through_pair(scene, "egg", "crate");
  ASSERT_EQ(steps.size(), 1u + 2u + 1u);  // the idea, two support points, the stop
  EXPECT_TRUE(has(steps[0].text, "A is crate and B is egg")) << steps[0].text;
  for (int k = 0; k < 2; ++k) {
    const std::string& text = steps[std::size_t(k) + 1].text;
    EXPECT_EQ(steps[std::size_t(k) + 1].evidence.gjk_step, k);
    EXPECT_TRUE(has(text, "d = (−0.6667, −0.6667, −0.3333)")) << text;
    EXPECT_TRUE(has(text, "w = a − b = (1.333, 1.333, 0.6667)")) << text;
    EXPECT_TRUE(has(text, "a = (2, 2, 1), b = (0.6667, 0.6667, 0.3333)")) << text;
    EXPECT_TRUE(has(text, "The simplex has 1 point;")) << text;
    EXPECT_TRUE(has(text, "|v| = 2 ")) << text;
  }
  EXPECT_TRUE(has(steps.back().text, "they are 2 apart")) << steps.back().text;
  EXPECT_EQ(steps.back().evidence.gjk_step, 1);
}

// --- the octree article: two boxes in a tree, and the query box (15..25)³ ---------------------

TEST(StepThrough, OctreeQueryOfTheArticle) {
  Scene scene;
  scene.objects = {aabb("first", {10, 10, 10}, {20, 20, 20}),
                   aabb("second", {30, 30, 30}, {40, 40, 40}),
                   aabb("query", {15, 15, 15}, {25, 25, 25})};
  scene.settings.octree.split_threshold = 8;  // the article's: a node splits past 8 objects
  const auto steps = step_through_octree_query(scene, "query");
  // Three objects under the threshold: the root is the only node; visited, its three boxes tested.
  ASSERT_EQ(steps.size(), 3u);
  EXPECT_EQ(steps[1].evidence.octree_visit, 0);
  EXPECT_TRUE(has(steps[1].text, "It holds 3 objects")) << steps[1].text;
  EXPECT_TRUE(has(steps[1].text, "first overlap.")) << steps[1].text;
  EXPECT_TRUE(has(steps[1].text, "A leaf")) << steps[1].text;
  EXPECT_TRUE(has(steps.back().text, "1 cells visited, 0 pruned, 3 object boxes tested"))
      << steps.back().text;
  // The answer highlighted: the query and the one box it meets ([15,25]³ ∩ [10,20]³ ≠ ∅,
  // [15,25]³ ∩ [30,40]³ = ∅).
  EXPECT_EQ(steps.back().highlight, (std::vector<std::string>{"query", "first"}));
  for (const LessonStep& s : steps)
    EXPECT_EQ(s.views, (std::vector<LessonView>{LessonView::octree, LessonView::query_trace}));
}

// A deeper tree: eight boxes [2,3] or [−3,−2] on each axis, one per octant of the root, split at
// one object a cell; the query box beside the (+,+,+) one. Each step is a node the walk visited,
// in its order, and the boxes met are those worked by hand.
TEST(StepThrough, OctreeQueryNodeByNodeInADeeperTree) {
  Scene scene;
  for (int k = 0; k < 8; ++k) {
    Vec3<double> lo, hi;
    std::string id = "b";
    for (int i = 0; i < 3; ++i) {
      const bool plus = (k >> i) & 1;
      lo[i] = plus ? 2 : -3, hi[i] = plus ? 3 : -2;
      id += plus ? "+" : "-";
    }
    scene.objects.push_back(aabb(id, lo, hi));
  }
  scene.objects.push_back(aabb("query", {1.8, 2.2, 2.2}, {2.5, 2.8, 2.8}));
  scene.settings.octree.split_threshold = 1;
  scene.settings.octree.looseness = 1;
  const auto steps = step_through_octree_query(scene, "query");
  ASSERT_GE(steps.size(), 4u);  // the root and at least one cell below it
  for (std::size_t k = 1; k + 1 < steps.size(); ++k)
    EXPECT_EQ(steps[k].evidence.octree_visit, int(k - 1));
  EXPECT_TRUE(has(steps[1].text, "(depth 0)")) << steps[1].text;
  EXPECT_TRUE(has(steps[1].text, "1 are entered and 7 pruned")) << steps[1].text;
  EXPECT_TRUE(has(steps[2].text, "(depth 1)")) << steps[2].text;
  // By hand: [1.8,2.5]×[2.2,2.8]×[2.2,2.8] meets [2,3]³ and no box of another octant.
  auto met = steps.back().highlight;
  std::sort(met.begin(), met.end());
  EXPECT_EQ(met, (std::vector<std::string>{"b+++", "query"}));
}

TEST(StepThrough, NoStepsForAPairWithoutOne) {
  Scene scene;
  scene.objects = {aabb("a", {0, 0, 0}, {1, 1, 1}), aabb("b", {2, 0, 0}, {3, 1, 1})};
  EXPECT_TRUE(step_through_pair(scene, "a", "b").empty());  // AABB–AABB: no step-through yet
  EXPECT_TRUE(step_through_pair(scene, "a", "nope").empty());
  EXPECT_TRUE(step_through_octree_query(scene, "nope").empty());
}

}  // namespace
}  // namespace collide
