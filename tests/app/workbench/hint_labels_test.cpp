// A gizmo's hint (a mode it cannot do: "rotate: a sphere looks the same turned") is a label only
// while the gizmo it is about is drawn: select mode (Q) or an empty selection takes both away.
// The hint is laid out with the hint priority (render/label_layout.hpp).
#include <gtest/gtest.h>

#include "app/document/default_scene.hpp"
#include "app/view/scene_view.hpp"
#include "app/workbench/workbench.hpp"

namespace collide {
namespace {

std::size_t hints(const DrawList& list) {
  std::size_t n = 0;
  for (const DrawLabel& l : list.layer(Layer::overlay).labels)
    n += l.priority == LabelPriority::hint && l.text.starts_with("rotate:");
  return n;
}

TEST(HintLabels, TheRotateHintGoesWithItsGizmo) {
  Workbench wb(default_scene());
  wb.viewport = {1000, 600};
  wb.camera = initial_camera(wb.session.scene(), wb.viewport);
  std::size_t sphere = 0;
  while (wb.session.scene().objects[sphere].id != "sphere")
    ++sphere;
  wb.edit.row_clicked(sphere, false);
  wb.edit.run(KeyAction::rotate_mode, wb.router);
  DrawList list;
  wb.build_view(list);
  EXPECT_EQ(hints(list), 1u);
  wb.edit.run(KeyAction::select_mode, wb.router);  // no gizmo: no hint
  wb.build_view(list);
  EXPECT_EQ(hints(list), 0u);
  wb.edit.run(KeyAction::rotate_mode, wb.router);
  wb.build_view(list);
  EXPECT_EQ(hints(list), 1u);
  wb.edit.run(KeyAction::escape, wb.router);  // the selection cleared: no gizmo, no hint
  wb.build_view(list);
  EXPECT_EQ(hints(list), 0u);
}

}  // namespace
}  // namespace collide
