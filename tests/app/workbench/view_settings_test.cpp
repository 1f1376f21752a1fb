// The gizmo's snap steps go from the settings to the gizmo and back.
#include "app/workbench/view_settings.hpp"

#include <gtest/gtest.h>

namespace collide {
namespace {

TEST(SnapSteps, GoFromTheSettingsToTheGizmoAndBack) {
  Settings s;
  s.translate_step = 0.5;
  s.angle_step_degrees = 5;
  s.scale_step = 0;  // not a usable step: the gizmo keeps its own
  GizmoSettings g;
  const double scale_before = g.scale_step;
  apply_snap_steps(s, g);
  EXPECT_EQ(g.translate_step, 0.5);
  EXPECT_EQ(g.angle_step_degrees, 5);
  EXPECT_EQ(g.scale_step, scale_before);
  g.translate_step = 2;
  Settings back;
  remember_snap_steps(g, back);
  EXPECT_EQ(back.translate_step, 2);
  EXPECT_EQ(back.angle_step_degrees, 5);
  EXPECT_EQ(back.scale_step, scale_before);
}

}  // namespace
}  // namespace collide
