// The routing order with an editing layer: ImGui, then an active gizmo drag, then a press on a
// gizmo handle, then picking on a click, then the camera. Driven in-process through the same
// functions the GLFW callbacks call, first with a recording fake, then with the real
// EditController over a scene and a small snapshot history.
#include <cstring>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "app/edit/edit_controller.hpp"
#include "app/input/input_router.hpp"

namespace collide {
namespace {

const Viewport kView{1280, 720};

bool same(const Camera& a, const Camera& b) {
  return a.target == b.target && a.distance == b.distance && a.yaw == b.yaw && a.pitch == b.pitch;
}

// Records what reached the editing layer; takes a gizmo press only inside `handle_px` of (500,
// 300).
struct FakeEdit final : EditInput {
  std::vector<std::string> log;
  bool gizmo_press(const glm::dvec2& p) override {
    const bool on = std::abs(p.x - 500) < 5 && std::abs(p.y - 300) < 5;
    log.push_back(on ? "press:taken" : "press:free");
    return on;
  }
  void gizmo_drag(const glm::dvec2& p, bool snap, bool) override {
    log.push_back("drag:" + std::to_string(int(p.x)) + (snap ? ":snap" : ""));
  }
  void gizmo_release() override { log.push_back("release"); }
  void gizmo_cancel() override { log.push_back("cancel"); }
  void click(const glm::dvec2& p, bool shift) override {
    log.push_back("click:" + std::to_string(int(p.x)) + (shift ? ":shift" : ""));
  }
  void hover(const std::optional<glm::dvec2>& p) override {
    log.push_back(p ? "hover" : "nohover");
  }
  bool has(const std::string& s) const { return std::find(log.begin(), log.end(), s) != log.end(); }
};

TEST(InputRouterEdit, GizmoDragHoldsTheCameraAndSnapsWithCtrl) {
  Camera camera;
  const Camera before = camera;
  InputRouter router(camera);
  FakeEdit edit;
  router.set_edit(&edit);
  router.cursor_moved(500, 300, kView);
  router.mouse_button(MouseButton::left, true, false, false);
  EXPECT_TRUE(router.gizmo_dragging());
  router.cursor_moved(560, 300, kView);
  router.cursor_moved(620, 310, kView, /*ctrl=*/true);
  router.scroll(4, false);                                      // no zoom mid-drag
  router.mouse_button(MouseButton::right, true, false, false);  // no pan either
  router.cursor_moved(2000, -50, kView);                        // out of the window: still ours
  router.mouse_button(MouseButton::left, false, false, true);   // released over a panel
  EXPECT_TRUE(same(camera, before));
  EXPECT_FALSE(router.dragging());
  EXPECT_EQ(edit.log, (std::vector<std::string>{"hover", "press:taken", "drag:560", "drag:620:snap",
                                                "drag:2000", "release"}));
}

TEST(InputRouterEdit, ImGuiFirstThenGizmoThenPickThenCamera) {
  Camera camera;
  InputRouter router(camera);
  FakeEdit edit;
  router.set_edit(&edit);
  router.cursor_moved(500, 300, kView, false, /*imgui_wants_mouse=*/true);
  EXPECT_EQ(edit.log.back(), "nohover");  // no highlight under a panel
  router.mouse_button(MouseButton::left, true, false, /*imgui_wants_mouse=*/true);
  EXPECT_FALSE(edit.has("press:taken"));  // a handle under a panel is not pressed
  router.mouse_button(MouseButton::left, false, false, true);
  // A press off the handles, released where it was: a click (picking), the camera unmoved.
  router.cursor_moved(100, 100, kView);
  const Camera before = camera;
  router.mouse_button(MouseButton::left, true, true, false);
  router.mouse_button(MouseButton::left, false, true, false);
  EXPECT_TRUE(edit.has("click:100:shift"));
  EXPECT_TRUE(same(camera, before));
  // A camera drag that ends where it began selects nothing.
  edit.log.clear();
  router.mouse_button(MouseButton::left, true, false, false);
  router.cursor_moved(160, 100, kView);
  EXPECT_FALSE(same(camera, before));  // it orbits
  router.cursor_moved(100, 100, kView);
  router.mouse_button(MouseButton::left, false, false, false);
  EXPECT_FALSE(edit.has("click:100"));
}

TEST(InputRouterEdit, EscapeCancelsTheDragAndTheButtonThenDoesNothing) {
  Camera camera;
  InputRouter router(camera);
  FakeEdit edit;
  router.set_edit(&edit);
  router.cursor_moved(500, 300, kView);
  router.mouse_button(MouseButton::left, true, false, false);
  router.cursor_moved(540, 300, kView);
  EXPECT_EQ(router.key_pressed(kEscapeKey, /*imgui_wants_keyboard=*/true), ViewerAction::none);
  EXPECT_EQ(edit.log.back(), "cancel");
  const Camera before = camera;
  router.cursor_moved(600, 350, kView);
  router.mouse_button(MouseButton::left, false, false, false);
  EXPECT_TRUE(same(camera, before));
  EXPECT_FALSE(edit.has("release"));
  EXPECT_FALSE(edit.has("click:600"));
}

// A history of whole-scene snapshots, enough to check gestures: one entry per finished gesture.
struct ToyHistory {
  Scene scene;
  std::vector<std::pair<std::string, Scene>> undo;  // label, the scene before
  std::optional<std::pair<std::string, Scene>> open;
  EditHooks hooks() {
    return {[this]() -> const Scene& { return scene; },
            [this](const std::string& label) { open.emplace(label, scene); },
            [this](std::size_t i, const ObjectPose& p) {
              scene.objects[i].desc = p.desc;
              scene.objects[i].motion = p.motion;
            },
            [this] {
              undo.push_back(*open);
              open.reset();
            },
            [this] {
              scene = open->second;
              open.reset();
            }};
  }
};

TEST(InputRouterEdit, SelectDragUndoAndCancelThroughTheRealGizmo) {
  // The window test, in-process: a camera looking down −z at a box at the origin;
  // click the box, drag from 50 px right of its centre to 150 px right.
  ToyHistory h;
  h.scene.objects.push_back(
      {"a", "Box A", std::nullopt, true, desc::Box{{0, 0, 0}, {0.5, 0.5, 0.5}, {1, 0, 0, 0}}});
  const desc::Box original = std::get<desc::Box>(h.scene.objects[0].desc);
  Camera camera;
  camera.target = {0, 0, 0};
  camera.distance = 10;
  camera.yaw = 0;
  camera.pitch = 0;
  Viewport viewport = kView;
  Selection selection;
  EditController edit(h.hooks(), selection, camera, viewport);
  InputRouter router(camera);
  router.set_edit(&edit);

  router.cursor_moved(640, 360, viewport);
  EXPECT_EQ(edit.hovered_object(), 0u);
  router.mouse_button(MouseButton::left, true, false, false);
  router.mouse_button(MouseButton::left, false, false, false);
  ASSERT_EQ(edit.selection.primary(), "a");

  const Camera before = camera;
  router.cursor_moved(690, 360, viewport);
  router.mouse_button(MouseButton::left, true, false, false);
  ASSERT_TRUE(router.gizmo_dragging());
  for (float x = 700; x <= 790; x += 10)
    router.cursor_moved(x, 360, viewport);
  router.mouse_button(MouseButton::left, false, false, false);
  const auto moved = std::get<desc::Box>(h.scene.objects[0].desc);
  EXPECT_GT(moved.center.x, 0.5);
  EXPECT_EQ(std::memcmp(&moved.center.y, &original.center.y, sizeof(double)), 0);
  EXPECT_EQ(std::memcmp(&moved.center.z, &original.center.z, sizeof(double)), 0);
  EXPECT_TRUE(same(camera, before));
  ASSERT_EQ(h.undo.size(), 1u);  // the drag is one entry
  EXPECT_EQ(h.undo[0].first, "Move Box A");
  h.scene = h.undo[0].second;  // undo
  EXPECT_EQ(std::memcmp(&std::get<desc::Box>(h.scene.objects[0].desc), &original, sizeof original),
            0);

  // Esc mid-drag: the box is back bit for bit and the history has no new entry.
  router.cursor_moved(690, 360, viewport);
  router.mouse_button(MouseButton::left, true, false, false);
  router.cursor_moved(750, 360, viewport);
  router.key_pressed(kEscapeKey, false);
  router.mouse_button(MouseButton::left, false, false, false);
  EXPECT_EQ(std::memcmp(&std::get<desc::Box>(h.scene.objects[0].desc), &original, sizeof original),
            0);
  EXPECT_EQ(h.undo.size(), 1u);

  // A click on empty space clears the selection.
  router.cursor_moved(50, 50, viewport);
  router.mouse_button(MouseButton::left, true, false, false);
  router.mouse_button(MouseButton::left, false, false, false);
  EXPECT_TRUE(edit.selection.empty());
}

}  // namespace
}  // namespace collide
