// Plane–box evidence against hand-worked cases: the unit box [0,1]³ and the plane through its
// centre with normal (−1,−1,−1) (the lesson's), and the lesson's turned box over the floor.
#include <gtest/gtest.h>

#include <cmath>

#include "app/visualize/visualizer.hpp"
#include "tests/app/visualize/visualize_test_support.hpp"

namespace collide {
namespace {

using test::why;

TEST(PlaneBoxVisual, UnitBoxAgainstTheDiagonalPlaneThroughItsCentre) {
  const Shape<double> plane = Plane<double>::from_point_normal({0.5, 0.5, 0.5}, {-1, -1, -1});
  const Shape<double> box = Aabb<double>{{0, 0, 0}, {1, 1, 1}};
  const PairResult<double> r = pair_test(plane, box);
  ASSERT_EQ(r.verdict, PairVerdict::intersects);
  DrawList list;
  draw_evidence(r, plane, box, {}, list);
  // By hand: n = −(1,1,1)/√3 has least n·x at (1,1,1) (the n vertex) and greatest at (0,0,0)
  // (the p vertex); both lie on the diagonal through the centre, so both feet are the centre.
  const glm::dvec3 nv{1, 1, 1}, pv{0, 0, 0}, centre{0.5, 0.5, 0.5};
  EXPECT_TRUE(test::has_point_at(list, kNVertexColor, nv));
  EXPECT_TRUE(test::has_point_at(list, kPVertexColor, pv));
  EXPECT_TRUE(test::has_line(list, kNVertexColor, nv, centre, 1e-12));
  EXPECT_TRUE(test::has_line(list, kPVertexColor, pv, centre, 1e-12));
  EXPECT_TRUE(test::has_point_at(list, kNVertexColor, centre, 1e-12));  // the n vertex's foot
  // The box is outlined in the straddling colour: its 12 edges.
  EXPECT_EQ(test::lines_of(list, kStraddlingColor, 2.5f).size(), 12u);
  // The ruler: the extent c ± r·n, 2r long with r = 3·0.5/√3, centred beside the centre.
  const auto bars = test::lines_of(list, kStraddlingColor, 6);
  ASSERT_EQ(bars.size(), 1u);
  const double r_hand = 1.5 / std::sqrt(3.0);
  EXPECT_NEAR(glm::length(bars[0].b - bars[0].a), 2 * r_hand, 1e-12);
  const glm::dvec3 n = glm::normalize(glm::dvec3(-1, -1, -1));
  EXPECT_NEAR(glm::dot(bars[0].a - centre, n), -r_hand, 1e-12);
  EXPECT_NEAR(glm::dot(bars[0].b - centre, n), r_hand, 1e-12);
  // Labels carry the signed distances, in full (the computed one, within rounding of the hand's).
  bool labelled = false;
  const std::string prefix = "n  dist ";
  for (const DrawLabel& l : list.layer(Layer::evidence).labels)
    labelled |= l.anchor == nv && l.text.rfind(prefix, 0) == 0 &&
                std::abs(std::stod(l.text.substr(prefix.size())) + r_hand) < 1e-12 &&
                l.text.size() > prefix.size() + 12;  // not three decimals
  EXPECT_TRUE(labelled);

  WhyRows rows;
  explain_evidence(r, plane, box, {}, rows);
  const auto& e = std::get<PlaneBoxSides<double>>(r.evidence);
  // The rows' numbers are the result's, and agree with the hand values.
  EXPECT_EQ(why(rows, "n vertex", "dist"), e.n_distance);
  EXPECT_EQ(why(rows, "p vertex", "dist"), e.p_distance);
  EXPECT_EQ(why(rows, "n vertex", "x"), 1.0);
  EXPECT_EQ(why(rows, "p vertex", "x"), 0.0);
  EXPECT_EQ(why(rows, "projected radius", "r"), e.projected_radius);
  EXPECT_EQ(why(rows, "centre distance", "s"), e.center_distance);
  EXPECT_NEAR(why(rows, "n vertex", "dist"), -r_hand, 1e-12);
  EXPECT_NEAR(why(rows, "projected radius", "e0"), 0.5, 0);
  EXPECT_NEAR(why(rows, "projected radius", "|n·u0|"), 1 / std::sqrt(3.0), 1e-15);
  EXPECT_NEAR(why(rows, "centre distance", "s"), 0, 1e-12);
  EXPECT_EQ(why(rows, "tolerance", "band"), e.band);
  const WhyRow* radius = test::row_named(rows, "projected radius");
  // Every number in full (the one rule of why_number): the row's own numbers, written in.
  const auto u = [&](int i) {
    return why_number(why(rows, "projected radius", "|n·u" + std::to_string(i) + "|"));
  };
  EXPECT_EQ(radius->formula, "r = Σ eᵢ·|n·uᵢ| = 0.5·" + u(0) + " + 0.5·" + u(1) + " + 0.5·" + u(2) +
                                 " = " + why_number(e.projected_radius));
  EXPECT_EQ(u(0).substr(0, 8), "0.577350");  // 1/√3, not 0.577
  EXPECT_NE(test::row_named(rows, "by s and r")->formula.find("→ straddling"), std::string::npos);
}

TEST(PlaneBoxVisual, TurnedBoxOverTheFloorInFloat) {
  // The lesson's box: centre (0,3,0), half 0.5, 45° about z, against y = 2.4. By hand its
  // lowest point is 0.5·√2 below the centre: dist(n) = 0.6 − 0.7071, dist(p) = 0.6 + 0.7071.
  const float h = 0.5f * std::sqrt(2.0f);
  const Shape<float> plane = Plane<float>::from_point_normal({0, 2.4f, 0}, {0, 1, 0});
  const Shape<float> box = Obb<float>::from_rotation(
      {0, 3, 0}, {0.5f, 0.5f, 0.5f}, glm::angleAxis(0.785398163f, Vec3<float>{0, 0, 1}));
  const PairResult<float> r = pair_test(box, plane);  // swapped into (plane, box)
  ASSERT_EQ(r.verdict, PairVerdict::intersects);
  const auto& e = std::get<PlaneBoxSides<float>>(r.evidence);
  EXPECT_NEAR(e.n_vertex.y, 3 - h, 1e-5);
  EXPECT_NEAR(e.p_vertex.y, 3 + h, 1e-5);
  DrawList list;
  draw_evidence(r, box, plane, {}, list);
  EXPECT_TRUE(test::has_point_at(list, kNVertexColor, glm::dvec3(e.n_vertex), 0));
  EXPECT_TRUE(test::has_point_at(list, kPVertexColor, glm::dvec3(e.p_vertex), 0));
  // The feet lie on the floor.
  EXPECT_TRUE(test::has_point_at(list, kNVertexColor,
                                 {double(e.n_vertex.x), 2.4, double(e.n_vertex.z)}, 1e-6));
  WhyRows rows;
  explain_evidence(r, box, plane, {}, rows);
  EXPECT_EQ(why(rows, "n vertex", "dist"), double(e.n_distance));
  EXPECT_NEAR(why(rows, "n vertex", "dist"), 0.6 - h, 1e-5);
  EXPECT_NEAR(why(rows, "p vertex", "dist"), 0.6 + h, 1e-5);
  EXPECT_NEAR(why(rows, "projected radius", "r"), h, 1e-5);
}

}  // namespace
}  // namespace collide
