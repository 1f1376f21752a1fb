// Input routing: what ImGui wants never moves the camera; the camera gets the rest.
#include <gtest/gtest.h>

#include "app/input/input_router.hpp"

namespace collide {
namespace {

const Viewport kRouterView{800, 600};

bool same_camera(const Camera& a, const Camera& b) {
  return a.target == b.target && a.distance == b.distance && a.yaw == b.yaw && a.pitch == b.pitch;
}

TEST(InputRouter, DragThatStartsOnAPanelNeverMovesTheCamera) {
  Camera camera;
  const Camera before = camera;
  InputRouter router(camera);
  router.cursor_moved(100, 100, kRouterView);
  for (MouseButton b : {MouseButton::left, MouseButton::right, MouseButton::middle}) {
    router.mouse_button(b, true, false, /*imgui_wants_mouse=*/true);
    router.cursor_moved(300, 250, kRouterView);
    // Still dragging when the pointer has left the panel: ImGui owns this drag to the end.
    router.cursor_moved(500, 400, kRouterView);
    router.mouse_button(b, false, false, false);
    router.cursor_moved(100, 100, kRouterView);
  }
  EXPECT_TRUE(same_camera(camera, before));
  EXPECT_FALSE(router.dragging());
}

TEST(InputRouter, WheelOverAPanelDoesNotZoom) {
  Camera camera;
  InputRouter router(camera);
  router.scroll(3, true);
  EXPECT_EQ(camera.distance, Camera{}.distance);
  router.scroll(3, false);
  EXPECT_LT(camera.distance, Camera{}.distance);
}

TEST(InputRouter, LeftDragOrbitsAndKeepsGoingOverAPanel) {
  Camera camera;
  InputRouter router(camera);
  router.cursor_moved(100, 100, kRouterView);
  router.mouse_button(MouseButton::left, true, false, false);
  router.cursor_moved(150, 120, kRouterView);
  EXPECT_NE(camera.yaw, Camera{}.yaw);
  EXPECT_NE(camera.pitch, Camera{}.pitch);
  EXPECT_EQ(camera.target, Camera{}.target);
  // The pointer crosses a panel mid-drag (ImGui does not claim a drag it did not start).
  const float yaw = camera.yaw;
  router.mouse_button(MouseButton::right, true, false, true);  // ignored while dragging
  router.cursor_moved(200, 120, kRouterView);
  EXPECT_NE(camera.yaw, yaw);
  router.mouse_button(MouseButton::left, false, false, true);
  EXPECT_FALSE(router.dragging());
  const Camera after = camera;
  router.cursor_moved(400, 300, kRouterView);
  EXPECT_TRUE(same_camera(camera, after));
}

TEST(InputRouter, RightMiddleAndShiftLeftDragsPan) {
  for (int way = 0; way < 3; ++way) {
    Camera camera;
    InputRouter router(camera);
    router.cursor_moved(100, 100, kRouterView);
    const MouseButton b = way == 0   ? MouseButton::right
                          : way == 1 ? MouseButton::middle
                                     : MouseButton::left;
    router.mouse_button(b, true, /*shift=*/way == 2, false);
    router.cursor_moved(130, 90, kRouterView);
    EXPECT_NE(camera.target, Camera{}.target) << way;
    EXPECT_EQ(camera.yaw, Camera{}.yaw) << way;
    EXPECT_EQ(camera.pitch, Camera{}.pitch) << way;
  }
}

TEST(InputRouter, FrameKeyOnlyWhenImGuiDoesNotTakeTheKeyboard) {
  Camera camera;
  InputRouter router(camera);
  EXPECT_EQ(router.key_pressed('F', true), ViewerAction::none);
  EXPECT_EQ(router.key_pressed('F', false), ViewerAction::frame_scene);
  EXPECT_EQ(router.key_pressed('Q', false), ViewerAction::none);
}

}  // namespace
}  // namespace collide
