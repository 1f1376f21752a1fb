// The view reads the evaluation's posed scene (core/eval/posed_scene.hpp): with the scene
// evaluated at t = 1, the crate moving by (4, 0, 0) is drawn, picked and framed at its centre
// plus its velocity, worked out by hand, while the document keeps its description at t = 0 (the
// one edits change). GL-free: the workbench's own frame, click and F, without a window.
#include <gtest/gtest.h>

#include <algorithm>

#include "app/session/timeline.hpp"
#include "app/workbench/workbench.hpp"
#include "render/camera.hpp"

namespace collide {
namespace {

Scene crate_scene() {
  Scene s;
  s.objects.push_back({"crate", "", Rgb{200, 40, 40}, true,
                       desc::Box{{0, 0, 0}, {0.5, 0.5, 0.5}, {1, 0, 0, 0}}, "",
                       Motion{Vec3<double>(4, 0, 0), std::nullopt}});
  return s;
}

// The box solids the frame draws in the scene layer.
std::vector<DrawSolid> boxes(const DrawList& list) {
  return list.layer(Layer::scene).solids[static_cast<std::size_t>(Solid::box)];
}

class PosedView : public ::testing::Test {
 protected:
  PosedView() {
    wb.viewport = Viewport{800, 600};
    wb.camera = look_at({2, 1, 12}, {2, 0, 0}, 0.8f);
    wb.session.update();
  }
  glm::dvec2 pixel_of(const glm::dvec3& p) const {
    return *world_to_pixel(wb.camera, wb.viewport, p);
  }

  Workbench wb{crate_scene()};
};

TEST_F(PosedView, AtTimeZeroTheCrateIsWhereItsDescriptionIs) {
  DrawList out;
  wb.build_view(out);
  ASSERT_EQ(boxes(out).size(), 1u);
  EXPECT_NEAR(glm::length(boxes(out)[0].center - glm::dvec3(0, 0, 0)), 0, 1e-9);
}

TEST_F(PosedView, AtTimeOneTheCrateIsDrawnPickedAndFramedWhereItsVelocityTookIt) {
  jump_to(wb.scene_view.timeline, 1);  // the timeline's time, applied by the next frame
  const glm::dvec3 moved(4, 0, 0);     // centre (0, 0, 0) + 1 · velocity (4, 0, 0)
  DrawList out;
  wb.build_view(out);
  ASSERT_EQ(boxes(out).size(), 1u);
  EXPECT_NEAR(glm::length(boxes(out)[0].center - moved), 0, 1e-9);

  // A click where it is now picks it; a click where its description puts it picks nothing.
  wb.edit.click(pixel_of({0, 0, 0}), false);
  EXPECT_FALSE(wb.session.selection().primary());
  wb.edit.click(pixel_of(moved), false);
  ASSERT_TRUE(wb.session.selection().primary());
  EXPECT_EQ(*wb.session.selection().primary(), "crate");

  // F frames it there (the view's target near its centre, 4 from where its description is).
  wb.edit.frame_selection();
  EXPECT_LT(glm::length(wb.camera.target - moved), 0.1);

  // Its verdict mark's anchor is there too; the document still holds the pose at t = 0.
  ASSERT_EQ(wb.session.object_marks().size(), 1u);
  ASSERT_TRUE(wb.session.object_marks()[0].anchor);
  EXPECT_NEAR(glm::length(*wb.session.object_marks()[0].anchor - moved), 0, 1e-9);
  EXPECT_EQ(std::get<desc::Box>(wb.session.scene().objects[0].desc).center, Vec3<double>(0));
}

}  // namespace
}  // namespace collide
