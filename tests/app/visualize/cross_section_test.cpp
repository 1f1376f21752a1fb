// The focused pair of a plane and another object draws the core's section of it
// (core/queries/plane_section.hpp) in the evidence layer.
#include "app/visualize/cross_section.hpp"

#include <gtest/gtest.h>

#include <cmath>

#include "app/view/frame.hpp"
#include "app/view/scene_view.hpp"

namespace collide {
namespace {

TEST(CrossSection, TheFocusedPlaneBoxFrameDrawsTheSectionInTheEvidenceLayer) {
  Scene s;
  s.objects.emplace_back("floor", "Floor", std::nullopt, true, desc::Plane{{0, 1, 0}, {0, 0.2, 0}});
  s.objects.emplace_back("box", "Box", std::nullopt, true,
                         desc::Box{{0, 0, 0}, {0.5, 0.5, 0.5}, {1, 0, 0, 0}});
  const Viewport v{640, 360};
  ViewOptions o;
  o.focus = FrameFocus{0, 1, {}};
  DrawList list;
  build_frame(list, s, initial_camera(s, v), v, o);
  std::size_t section_lines = 0;
  for (const DrawLine& l : list.layer(Layer::evidence).lines)
    if (l.color_a == kSectionColor) {
      ++section_lines;
      EXPECT_DOUBLE_EQ(l.a.y, 0.2);
      EXPECT_DOUBLE_EQ(std::abs(l.a.x), 0.5);
    }
  EXPECT_EQ(section_lines, 4u);
  // Without the focus, no section.
  DrawList plain;
  build_frame(plain, s, initial_camera(s, v), v, {});
  for (const DrawLine& l : plain.layer(Layer::evidence).lines)
    EXPECT_NE(l.color_a, kSectionColor);
}

// Kinds the section once skipped: a segment crossing the floor gets a teal marker where it
// crosses (y = 0.2 on the segment from (0, −1, 0) to (0, 1, 0): (0, 0.2, 0)), and a triangle
// across it a teal segment lying in the floor.
TEST(CrossSection, TheFocusedPlaneSegmentAndPlaneTrianglePairsDrawTheirCrossings) {
  Scene s;
  s.objects.emplace_back("floor", "Floor", std::nullopt, true, desc::Plane{{0, 2, 0}, {0, 0.2, 0}});
  s.objects.emplace_back("seg", "Seg", std::nullopt, true, desc::Segment{{0, -1, 0}, {0, 1, 0}});
  s.objects.emplace_back("tri", "Tri", std::nullopt, true,
                         desc::Triangle{{0, -1, 0}, {1, 1, 0}, {-1, 1, 0}});
  const Viewport v{640, 360};
  ViewOptions o;
  o.focus = FrameFocus{1, 0, {}};
  DrawList list;
  build_frame(list, s, initial_camera(s, v), v, o);
  std::size_t markers = 0;
  for (const DrawPoint& p : list.layer(Layer::evidence).points)
    if (p.color == kSectionColor) {
      ++markers;
      EXPECT_NEAR(p.p.y, 0.2, 1e-15);
      EXPECT_NEAR(p.p.x, 0.0, 1e-15);
    }
  EXPECT_EQ(markers, 1u);
  o.focus = FrameFocus{0, 2, {}};
  DrawList tri;
  build_frame(tri, s, initial_camera(s, v), v, o);
  std::size_t lines = 0;
  for (const DrawLine& l : tri.layer(Layer::evidence).lines)
    if (l.color_a == kSectionColor) {
      ++lines;
      EXPECT_NEAR(l.a.y, 0.2, 1e-15);
      EXPECT_NEAR(l.b.y, 0.2, 1e-15);
      // The triangle's edges from (0, −1) meet y = 0.2 at x = ±0.6.
      EXPECT_NEAR(std::abs(l.a.x - l.b.x), 1.2, 1e-12);
    }
  EXPECT_EQ(lines, 1u);
}

}  // namespace
}  // namespace collide
