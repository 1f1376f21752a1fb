// Add > "Mesh from file...": the chosen file added as a file mesh (EditSession::add_mesh_file, the
// function the viewer calls with the dialog's answer), its name relative to the scene's folder,
// its origin at the view's centre, one undoable step; a file that makes no mesh refused with its
// file and line, the scene as it was. And the menu driven as a person drives it: ImGui with no
// backend, the Add menu clicked, the file dialog answered with the keyboard.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <imgui.h>
#include <imgui_internal.h>  // FindWindowByName: where the Add menu's popup is

#include "app/document/file_flow.hpp"
#include "app/edit/edit_session.hpp"
#include "app/kinds/kind_table.hpp"
#include "app/kinds/mesh_file_entry.hpp"
#include "app/panels/edit_tools.hpp"
#include "app/panels/file_menu.hpp"
#include "tests/app/document/scene_bits.hpp"
#include "tests/app/edit/edit_test_support.hpp"
#include "tests/app/support/headless_imgui.hpp"
#include "tests/support/scratch_dir.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;
using V = Vec3<double>;

// Two triangles of a tetrahedron's corner, written by hand: vertices 1..4, faces 1 2 3 and 1 3 4.
constexpr const char* kCornerObj =
    "# a corner\nv 0 0 0\nv 2 0 0\nv 0 3 0\nv 0 0 4\nf 1 2 3\nf 1 3 4\n";
const V kCornerVertices[] = {{0, 0, 0}, {2, 0, 0}, {0, 3, 0}, {0, 0, 4}};

void write_mesh_text(const fs::path& path, const std::string& text) {
  fs::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << text;
}

struct MeshAddRig {
  Document doc{[] {
    Scene s;
    s.objects.push_back(SceneObject("a", "Box A", std::nullopt, true, desc::Box{}));
    return s;
  }()};
  Camera camera = test::front_camera({1, 2, 3});
  Viewport viewport = test::kViewport;
  Selection selection;
  EditSession session{doc, selection, camera, viewport};
};

const MeshSource& added_mesh_at(const Document& doc, std::size_t i) {
  return *std::get<desc::Mesh>(doc.scene().objects.at(i).desc).mesh;
}

TEST(MeshFileAdd, AFileMeshRelativeToTheScenesFolderAtTheViewsCentreOneUndoableStep) {
  const test::ScratchDir dir;
  write_mesh_text(dir / "meshes" / "corner.obj", kCornerObj);
  MeshAddRig r;
  fs::create_directories(dir / "scenes");
  ASSERT_FALSE(r.doc.save_as(dir / "scenes" / "s.json"));
  const std::string before = test::bits(r.doc.scene());
  const std::size_t steps = r.doc.history().size();

  ASSERT_FALSE(r.session.add_mesh_file(dir / "meshes" / "corner.obj"));
  ASSERT_EQ(r.doc.scene().objects.size(), 2u);
  const SceneObject& o = r.doc.scene().objects[1];
  EXPECT_EQ(o.id, "mesh");
  EXPECT_EQ(o.name, "corner");
  EXPECT_EQ(r.selection.ids(), std::vector<std::string>{"mesh"});
  const MeshSource& m = added_mesh_at(r.doc, 1);
  ASSERT_TRUE(m.from_file());
  EXPECT_EQ(m.file, "../meshes/corner.obj");
  EXPECT_EQ(m.mesh->triangle_count(), 2u);  // the OBJ's two faces
  // Its origin at the view's centre (the camera's target), no turn, scale 1: each vertex the
  // file's own moved by the centre.
  const V center = new_object_frame(r.camera, r.viewport).center;
  EXPECT_NEAR(center.x, 1, 1e-6);
  EXPECT_NEAR(center.y, 2, 1e-6);
  EXPECT_NEAR(center.z, 3, 1e-6);
  EXPECT_EQ(m.center, center);
  EXPECT_EQ(m.rotation, Quat<double>(1, 0, 0, 0));
  EXPECT_EQ(m.scale, 1.0);
  ASSERT_EQ(m.mesh->vertices.size(), 4u);
  for (std::size_t i = 0; i < 4; ++i)
    for (int k = 0; k < 3; ++k)
      EXPECT_NEAR(m.mesh->vertices[i][k], (kCornerVertices[i] + center)[k], 1e-12) << i << " " << k;

  // One step, undone to the scene before.
  EXPECT_EQ(r.doc.history().size(), steps + 1);
  EXPECT_EQ(r.doc.history().undo_label(), "Add Mesh");
  ASSERT_TRUE(r.doc.undo());
  EXPECT_EQ(test::bits(r.doc.scene()), before);

  // Saved and read back: the scene names the file relative to itself, and it resolves.
  ASSERT_TRUE(r.doc.redo());
  ASSERT_FALSE(r.doc.save());
  std::ifstream in(dir / "scenes" / "s.json");
  const std::string text((std::istreambuf_iterator<char>(in)), {});
  EXPECT_NE(text.find(R"("file": "../meshes/corner.obj")"), std::string::npos) << text;
}

// A scene with no file yet: the name is absolute (there is no folder to be relative to).
TEST(MeshFileAdd, AnUntitledSceneNamesTheFileAbsolutely) {
  const test::ScratchDir dir;
  write_mesh_text(dir / "corner.obj", kCornerObj);
  MeshAddRig r;
  ASSERT_FALSE(r.session.add_mesh_file(dir / "corner.obj"));
  const MeshSource& m = added_mesh_at(r.doc, 1);
  EXPECT_EQ(fs::path(m.file), (dir / "corner.obj").lexically_normal());
  EXPECT_TRUE(fs::path(m.file).is_absolute());
  EXPECT_EQ(m.mesh->triangle_count(), 2u);
  EXPECT_EQ(mesh_file_name(dir / "x" / ".." / "corner.obj", dir / "s.json"), "corner.obj");
  EXPECT_EQ(mesh_file_name(dir / "corner.obj", dir / "deep" / "s.json"), "../corner.obj");
}

// A face naming a vertex the file does not have, and a file that is not there: the message names
// the file and (for the face) its line; the scene, the selection and the history as they were.
TEST(MeshFileAdd, AFileThatMakesNoMeshIsRefusedWithItsFileAndLine) {
  const test::ScratchDir dir;
  write_mesh_text(dir / "bad.obj", "v 0 0 0\nv 1 0 0\nf 1 2 7\n");
  MeshAddRig r;
  r.selection.select_only("a");
  const std::string before = test::bits(r.doc.scene());
  const auto why = r.session.add_mesh_file(dir / "bad.obj");
  ASSERT_TRUE(why);
  EXPECT_NE(why->find("cannot add the mesh: "), std::string::npos) << *why;
  EXPECT_NE(why->find("bad.obj:3:"), std::string::npos) << *why;
  const auto gone = r.session.add_mesh_file(dir / "gone.obj");
  ASSERT_TRUE(gone);
  EXPECT_NE(gone->find("gone.obj"), std::string::npos) << *gone;
  EXPECT_EQ(test::bits(r.doc.scene()), before);
  EXPECT_EQ(r.doc.history().size(), 0u);
  EXPECT_FALSE(r.doc.modified());
  EXPECT_EQ(r.selection.ids(), std::vector<std::string>{"a"});
}

// The menu as a person uses it: Add clicked, "Mesh from file..." clicked (after the kinds'
// entries), the dialog lists the meshes; the file's name typed, Enter: the mesh is in the scene.
class MeshFileMenu : public ::testing::Test {
 protected:
  void SetUp() override { test::start_headless_imgui(); }
  void TearDown() override { ImGui::DestroyContext(); }

  // One frame as the viewer draws it: the Add menu in the bar, the dialogs last, then the
  // chosen file added.
  void frame() {
    ImGui::NewFrame();
    if (ImGui::BeginMainMenuBar()) {
      if (auto why = add_menu(rig_.session, [&] { menu_.open_mesh_dialog(); })) why_ = why;
      ImGui::EndMainMenuBar();
    }
    menu_.draw_dialogs();
    ImGui::Render();
    if (const auto chosen = menu_.take_mesh_path()) why_ = rig_.session.add_mesh_file(*chosen);
  }
  void click(float x, float y) {
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = ImVec2(x, y);
    frame();
    io.MouseDown[0] = true;
    frame();
    io.MouseDown[0] = false;
    frame();
  }

  const test::ScratchDir scratch_;
  const fs::path dir_ = scratch_.path();
  MeshAddRig rig_;
  RecentFiles recent_{dir_ / "recent"};
  FileFlow flow_{rig_.doc, recent_};
  FileMenu menu_{flow_, rig_.doc, recent_};
  std::optional<std::string> why_;
};

TEST_F(MeshFileMenu, AddThenMeshFromFileThenTheFilesNameAddsIt) {
  write_mesh_text(dir_ / "corner.obj", kCornerObj);
  write_mesh_text(dir_ / "notes.json", "{}");
  menu_.set_folder(dir_);
  frame();
  // "Add" is the bar's only menu: its label starts a half item spacing after the bar's padding.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float bar_x = std::max(style.WindowPadding.x, style.ItemSpacing.x) + style.ItemSpacing.x;
  click(bar_x + ImGui::CalcTextSize("Add").x / 2, ImGui::GetFrameHeight() / 2);
  const ImGuiWindow* popup = ImGui::FindWindowByName("##Menu_00");
  ASSERT_TRUE(popup && popup->Active) << "the Add menu did not open";
  // Its rows: the kinds' entries, then "Mesh from file...".
  const float row = ImGui::GetTextLineHeight() + style.ItemSpacing.y;
  const float y = popup->Pos.y + style.WindowPadding.y + row * float(add_entries().size()) +
                  ImGui::GetTextLineHeight() / 2;
  click(popup->Pos.x + 40, y);
  EXPECT_EQ(rig_.doc.scene().objects.size(), 1u) << "an entry before it was clicked instead";
  frame();  // the path field takes the keyboard
  test::type_then_return("corner.obj", [&] { frame(); });
  ASSERT_FALSE(why_) << *why_;
  ASSERT_EQ(rig_.doc.scene().objects.size(), 2u) << "the dialog did not add the file";
  const MeshSource& m = added_mesh_at(rig_.doc, 1);
  EXPECT_EQ(fs::path(m.file), dir_ / "corner.obj");  // an untitled scene: absolute
  EXPECT_EQ(m.mesh->triangle_count(), 2u);
  EXPECT_EQ(rig_.doc.history().size(), 1u);
}

}  // namespace
}  // namespace collide
