// Lessons as a class and a teacher meet them (issue 39): the real viewer under Xvfb, driven with
// xdotool. (a) The OBB SAT lesson's predict step ("Which axis separates A from the box on its
// right first?", choices A0, B0, A0×B0; A0 is right): answered wrongly, then rightly, read back
// from screenshots — the verdict line in the Lesson panel red then green (nothing before a
// choice), the Why panel's rows only after a choice, the chosen axis redrawn in the view.
// (b) A lesson recorded from the UI in a scene with no steps: View › Lesson, then Add step three
// times with the camera turned (keys 1 and 3: along +x, along +z) and a pair focused in between,
// Ctrl+S; the saved file's three steps checked, then opened again and played with Page Down.
// The panels' buttons are found in the screenshot (the first row of buttons that starts at the
// Lesson panel's left edge), not at fixed pixels, so a changed text size or wording moves them.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "app/view/fonts.hpp"
#include "app/workbench/dock_layout.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/app/support/desktop_session.hpp"
#include "tests/app/support/image_checks.hpp"
#include "tests/app/support/lessons_menu_clicks.hpp"
#include "tests/support/scratch_dir.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;
using test::DesktopSession;

// The right column at 1280 × 720 with the Lesson panel open: Lesson, Why, Scene notes (3 : 3 : 1).
std::vector<Rect> right_column() {
  const float bar = menu_bar_height(kDefaultFontSize);
  const float title = kDefaultFontSize + 2 * ImGuiStyle().FramePadding.y;
  const DockLayout l = dock_layout({0, bar, 1280, 720 - bar}, DockSizes{}, 1, {true, true, true});
  return stack_panels(l.region(Dock::right), std::vector<float>{3, 3, 1}, {false, false, false},
                      title, kSplitterPx);
}

// ImGui's dark style's button over a panel: blue well above red and green.
bool buttonish(const std::array<int, 3>& p) {
  return p[2] > 80 && p[2] < 160 && p[2] > p[0] + 45 && p[1] > p[0] + 15;
}

// The centres of the buttons of the first row of buttons that starts at the panel's left edge
// (below its title bar), left to right.
std::vector<std::array<int, 2>> first_left_row(const Image& im, const Rect& panel) {
  const int x0 = int(panel.x) + 2, x1 = int(panel.right()) - 16;
  const int y0 = int(panel.y) + 26, y1 = int(panel.bottom()) - 4;
  for (int y = y0; y < y1; ++y) {
    int first = -1;
    for (int x = x0; x < x1 && first < 0; ++x)
      if (buttonish(test::pixel(im, x, y))) first = x;
    if (first < 0 || first > int(panel.x) + 16) continue;
    // The button's top rows hold no text: runs of button colour, one per button.
    const int row = y + 2;
    std::vector<std::array<int, 2>> centres;
    int start = -1;
    for (int x = x0; x <= x1; ++x) {
      const bool in = x < x1 && buttonish(test::pixel(im, x, row));
      if (in && start < 0) start = x;
      if (!in && start >= 0) {
        if (x - start > 8) centres.push_back({(start + x) / 2, y + 9});
        start = -1;
      }
    }
    return centres;
  }
  return {};
}

// Pixels of the rectangle near colour `c` (0–255), as antialiased text has them.
int pixels_near(const Image& im, const Rect& r, std::array<int, 3> c, int tolerance = 40) {
  int n = 0;
  for (int y = int(r.y); y < int(r.bottom()); ++y)
    for (int x = int(r.x); x < int(r.right()); ++x) {
      const auto p = test::pixel(im, x, y);
      if (std::abs(p[0] - c[0]) < tolerance && std::abs(p[1] - c[1]) < tolerance &&
          std::abs(p[2] - c[2]) < tolerance)
        ++n;
    }
  return n;
}
constexpr std::array<int, 3> kWrongText{255, 115, 89};  // the panel's "Not quite" (1, .45, .35)
constexpr std::array<int, 3> kRightText{89, 217, 115};  // its "Right" (.35, .85, .45)

// A screenshot (written beside the open document, else into the session's folder).
Image shot_of(DesktopSession& app, const std::optional<fs::path>& folder = std::nullopt) {
  const auto path = folder ? app.screenshot(*folder) : app.screenshot();
  EXPECT_TRUE(path);
  auto im = path ? test::load_png(path->string()) : std::nullopt;
  EXPECT_TRUE(im);
  if (!im) throw std::runtime_error("no screenshot");
  return *im;
}

TEST(LessonWindow, APredictStepAnsweredWronglyThenRightly) {
  const test::ScratchDir scratch;
  DesktopSession app(test::collision_lab_exe(), {}, scratch.path());
  ASSERT_TRUE(app.ok()) << app.why();
  test::open_lesson(app, "lesson_obb_sat.json");
  app.key("Next");  // Page Down: step 2, the question
  const std::vector<Rect> column = right_column();
  const Rect lesson = column[0], why = column[1];
  const Image before = shot_of(app);
  const auto choices = first_left_row(before, lesson);
  ASSERT_EQ(choices.size(), 3u) << "A0, B0, A0×B0";
  EXPECT_EQ(pixels_near(before, lesson, kWrongText), 0);
  EXPECT_EQ(pixels_near(before, lesson, kRightText), 0);

  app.click(choices[1][0], choices[1][1]);  // B0: wrong
  app.move(640, 700);                       // off the panel: no hover
  const Image wrong = shot_of(app);
  EXPECT_GT(pixels_near(wrong, lesson, kWrongText), 30) << "Not quite: it is A0.";
  EXPECT_EQ(pixels_near(wrong, lesson, kRightText), 0);
  // The Why panel's rows appear once a choice is made.
  EXPECT_GT(test::changed_pixels(before, wrong, int(why.x), int(why.y) + 24, int(why.right()),
                                 int(why.bottom())),
            500);

  app.click(choices[0][0], choices[0][1]);  // A0: right
  app.move(640, 700);
  const Image right = shot_of(app);
  EXPECT_GT(pixels_near(right, lesson, kRightText), 30) << "Right: A0.";
  EXPECT_EQ(pixels_near(right, lesson, kWrongText), 0);
  // B0 is no longer drawn red in the view: the view changed between the two answers.
  EXPECT_GT(test::changed_pixels(wrong, right, 300, 110, int(why.x) - 10, 390), 100);
  EXPECT_EQ(app.stop(), 0);
}

TEST(LessonWindow, ALessonRecordedFromTheUiSavedAndPlayed) {
  const test::ScratchDir scratch;
  const fs::path file = scratch.path() / "recorded.json";
  {
    std::ofstream out(file);
    out << R"({"format": "collision-lab-scene", "version": 1,
  "objects": [
    {"id": "a", "kind": "box", "center": [0, 0, 0], "half_extents": [1, 1, 1]},
    {"id": "b", "kind": "box", "center": [1.5, 0.5, 0], "half_extents": [1, 1, 1]},
    {"id": "c", "kind": "sphere", "center": [0, 0, 1.8], "radius": 1.2}
  ]})";
  }
  const Rect lesson = right_column()[0];
  const std::optional<fs::path> shots = scratch.path();  // beside the file
  {
    DesktopSession app(test::collision_lab_exe(), {file.string()}, scratch.path() / "run1");
    ASSERT_TRUE(app.ok()) << app.why();
    ASSERT_TRUE(app.wait_for_name("recorded.json - Collision Lab", 30)) << app.window_name();
    app.click(175, 10);                   // View
    app.click(200, test::menu_row_y(3));  // Panels, Scene, Inspector, Lesson
    const auto press_add_step = [&] {
      const auto row = first_left_row(shot_of(app, shots), lesson);
      ASSERT_FALSE(row.empty());
      app.click(row[0][0], row[0][1]);  // "Add step", first of its row
      app.move(640, 700);
    };
    press_add_step();
    ASSERT_TRUE(app.wait_for_name("*recorded.json - Collision Lab", 10)) << app.window_name();
    app.key("1");         // look along +x
    app.click(400, 552);  // the Pairs panel's first row: focus that pair
    press_add_step();
    app.key("3");              // look along +z
    app.click(400, 552 + 19);  // the second row
    press_add_step();
    app.key("ctrl+s");
    ASSERT_TRUE(app.wait_for_name("recorded.json - Collision Lab", 10)) << app.window_name();
    EXPECT_EQ(app.stop(), 0);
  }
  const SceneLoad saved = load_scene(file);
  ASSERT_TRUE(saved.ok()) << saved.error->to_string();
  const auto& steps = saved.scene->steps;
  ASSERT_EQ(steps.size(), 3u);
  for (const LessonStep& s : steps) {
    ASSERT_TRUE(s.camera);
    EXPECT_EQ(s.set.size(), 3u);  // every object as it was
  }
  const auto looking = [](const SceneCamera& c) { return glm::normalize(c.target - c.eye); };
  EXPECT_NEAR(looking(*steps[1].camera).x, 1, 1e-6);  // along +x
  EXPECT_NEAR(looking(*steps[2].camera).z, 1, 1e-6);  // along +z
  EXPECT_LT(looking(*steps[0].camera).x, 0.99);
  EXPECT_FALSE(steps[0].focus);
  ASSERT_TRUE(steps[1].focus);
  ASSERT_TRUE(steps[2].focus);
  EXPECT_NE(std::pair(steps[1].focus->a, steps[1].focus->b),
            std::pair(steps[2].focus->a, steps[2].focus->b));

  // Opened again: the lesson plays, each step's camera in turn.
  DesktopSession app(test::collision_lab_exe(), {file.string()}, scratch.path() / "run2");
  ASSERT_TRUE(app.ok()) << app.why();
  ASSERT_TRUE(app.wait_for_name("recorded.json - Collision Lab", 30)) << app.window_name();
  const Image one = shot_of(app, shots);
  app.key("Next");
  const Image two = shot_of(app, shots);
  app.key("Next");
  const Image three = shot_of(app, shots);
  // The view left of the frame statistics (their numbers change) and above where the
  // screenshot's notice shows.
  const auto view_changed = [](const Image& a, const Image& b) {
    return test::changed_pixels(a, b, 300, 110, 630, 390);
  };
  EXPECT_GT(view_changed(one, two), 2000);
  EXPECT_GT(view_changed(two, three), 2000);
  app.key("Prior");
  app.key("Prior");
  const Image back = shot_of(app, shots);
  EXPECT_LT(view_changed(one, back), 200);
  EXPECT_EQ(app.stop(), 0);
}

}  // namespace
}  // namespace collide
