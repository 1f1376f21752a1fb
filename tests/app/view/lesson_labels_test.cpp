// Every lesson as it opens (its focused pair's evidence, the verdict marks): the labels the view
// would draw, laid out as the viewer lays them out, never overlap, cover no object's centre and
// stay inside the view — at the viewer's usual view sizes. The text is measured with a fixed
// advance per character, wider than the default font's.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <string>

#include "app/view/scene_view.hpp"
#include "app/view/view_labels.hpp"
#include "app/workbench/workbench.hpp"
#include "render/eye_relative.hpp"
#include "render/label_layout.hpp"
#include "tests/app/support/library_scenes.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;

glm::vec2 measure(std::string_view s) {
  std::size_t code_points = 0;
  for (char c : s)
    code_points += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return {8.0f * float(code_points), 16.0f};
}

std::vector<std::string> lessons() {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(test::library_scene("")))
    if (e.path().filename().string().starts_with("lesson_")) out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

TEST(LessonLabels, NoTwoLabelsOverlapInAnyLessonsFocusedFrame) {
  const auto paths = lessons();
  ASSERT_GE(paths.size(), 10u);
  std::size_t labelled_lessons = 0;
  for (const std::string& path : paths)
    for (const bool all_axes : {false, true})  // the SAT lesson with all 15 axes' labels too
      for (const Viewport v : {Viewport{1280, 720}, Viewport{860, 560}, Viewport{640, 400}}) {
        SCOPED_TRACE(path + " at " + std::to_string(v.width) + "x" + std::to_string(v.height) +
                     (all_axes ? " all axes" : ""));
        Workbench wb(test::load_or_fail(path));
        wb.viewport = v;
        wb.camera = initial_camera(wb.session.scene(), v);
        wb.session.update();
        if (all_axes) {
          wb.session.evidence().style().sat_all_axes = true;
          wb.session.evidence().style_changed();
          wb.session.update();
        }
        ASSERT_TRUE(wb.session.evidence().focused().has_value());
        DrawList list;
        wb.build_view(list);
        LabelLayoutOptions o;
        o.measure = measure;
        o.keep_clear_points =
            label_keep_clear_points(wb.session.scene(), wb.session.object_marks());
        const LabelLayout l = layout_labels(list, wb.camera, v, o);
        std::size_t focused = 0;
        for (std::size_t i = 0; i < l.placed.size(); ++i) {
          const PixelRect& r = l.placed[i].rect;
          focused += l.placed[i].label->priority == LabelPriority::focused;
          EXPECT_TRUE(r.min.x >= 0 && r.min.y >= 0 && r.max.x <= float(v.width) &&
                      r.max.y <= float(v.height));
          for (std::size_t j = i + 1; j < l.placed.size(); ++j)
            EXPECT_FALSE(r.overlaps(l.placed[j].rect))
                << l.placed[i].label->text << " | " << l.placed[j].label->text;
          for (const glm::dvec3& p : o.keep_clear_points)
            if (const auto px = eye_relative_to_pixel(wb.camera, v, p)) {
              const glm::vec2 c(*px);
              EXPECT_FALSE(r.overlaps({c - glm::vec2(6), c + glm::vec2(6)}))
                  << l.placed[i].label->text;
            }
        }
        // The focused pair's labels are placed first: none of them is dropped for a lower one.
        std::size_t focused_in_list = 0;
        for (const DrawLabel& d : list.layer(Layer::evidence).labels) {
          const auto px = eye_relative_to_pixel(wb.camera, v, d.anchor);
          focused_in_list += d.priority == LabelPriority::focused && !d.text.empty() && px &&
                             px->x >= 0 && px->y >= 0 && px->x < v.width && px->y < v.height;
        }
        if (l.dropped == 0) {
          EXPECT_EQ(focused, focused_in_list);
        }
        if (v.width == 1280 && !all_axes && !l.placed.empty()) ++labelled_lessons;
        std::cout << fs::path(path).filename().string() << (all_axes ? " all axes " : " ")
                  << v.width << "x" << v.height << ": " << l.placed.size() << " placed ("
                  << std::ranges::count_if(l.placed, [](const LaidOutLabel& p) { return p.moved; })
                  << " moved), " << l.dropped << " dropped\n";
      }
  // The test is about something: most lessons label their evidence.
  EXPECT_GE(labelled_lessons, 5u);
}

}  // namespace
}  // namespace collide
