// A file mesh's pose edited in the Inspector (app/panels/mesh_pose_edit.hpp and the Inspector's
// fields for it): a new center, scale or rotation places the file's own vertices again — checked
// against the file's vertices transformed by hand — as one undoable step; a scale not above 0 is
// refused with the reason and changes nothing. The Inspector driven by ImGui's own input (no
// backend): Ctrl+click on a field types into it.
#include "app/panels/mesh_pose_edit.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <string>

#include <imgui.h>

#include "app/panels/inspector.hpp"
#include "core/math/rotation_form.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/app/document/scene_bits.hpp"
#include "tests/app/support/headless_imgui.hpp"
#include "tests/support/scratch_dir.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;
using V = Vec3<double>;

// The file's four vertices and two triangles, written by hand.
constexpr const char* kPoseObj = "v 0 0 0\nv 2 0 0\nv 0 3 0\nv 0 0 4\nf 1 2 3\nf 1 3 4\n";
const V kPoseFileVertices[] = {{0, 0, 0}, {2, 0, 0}, {0, 3, 0}, {0, 0, 4}};

// A scene file in its own folder naming meshes/corner.obj, at center (1, 2, 3), its rotation
// written as Euler angles (XYZ) of 0.
struct FileMeshScene {
  FileMeshScene() {
    fs::create_directories(dir / "meshes");
    std::ofstream(dir / "meshes" / "corner.obj") << kPoseObj;
    std::ofstream(dir / "s.json") << R"({"format": "collision-lab-scene", "version": 1, "objects": [
             {"id": "m", "kind": "mesh", "file": "meshes/corner.obj", "center": [1, 2, 3],
              "rotation": {"euler_deg": [0, 0, 0], "order": "XYZ"}, "scale": 1}]})";
    SceneLoad load = load_scene(dir / "s.json");
    if (!load.ok()) ADD_FAILURE() << load.error->to_string();
    doc.adopt(dir / "s.json", std::move(*load.scene));
  }
  const MeshSource& mesh() const {
    return *std::get<desc::Mesh>(doc.scene().objects.at(0).desc).mesh;
  }
  test::ScratchDir scratch;
  fs::path dir = scratch.path();
  Document doc{Scene{}};
};

// Each vertex of the placed mesh against center + scale·R·v of the file's own, by hand.
void expect_pose_placed(const MeshSource& m, const V& center, const glm::dmat3& r, double scale) {
  ASSERT_EQ(m.mesh->vertices.size(), 4u);
  for (std::size_t i = 0; i < 4; ++i) {
    const V want = center + scale * (r * kPoseFileVertices[i]);
    for (int k = 0; k < 3; ++k)
      EXPECT_NEAR(m.mesh->vertices[i][k], want[k], 1e-12) << "vertex " << i << " axis " << k;
  }
}

TEST(MeshPoseEdit, ANewCenterAndScalePlaceTheFilesVerticesAgain) {
  FileMeshScene s;
  const MeshSource& before = s.mesh();
  MeshPose pose = pose_of(before);
  EXPECT_EQ(pose.center, V(1, 2, 3));
  pose.center = {5, 2, 3};
  pose.scale = 2;
  const auto made = reposed_mesh(before, pose);
  ASSERT_TRUE(std::holds_alternative<MeshRef>(made)) << std::get<std::string>(made);
  const MeshSource& after = *std::get<MeshRef>(made);
  expect_pose_placed(after, {5, 2, 3}, glm::dmat3(1), 2);
  // The same file and file's mesh (not read again), the same tree refit (not rebuilt).
  EXPECT_EQ(after.file, "meshes/corner.obj");
  EXPECT_EQ(after.file_mesh, before.file_mesh);
  EXPECT_EQ(after.mesh->nodes.size(), before.mesh->nodes.size());
  EXPECT_EQ(after.mesh->triangles, before.mesh->triangles);
  // The old description as it was (undo keeps it).
  expect_pose_placed(before, {1, 2, 3}, glm::dmat3(1), 1);
}

TEST(MeshPoseEdit, AScaleNotAboveZeroIsRefusedWithTheReason) {
  FileMeshScene s;
  for (const double bad : {0.0, -1.0, std::nan("")}) {
    MeshPose pose = pose_of(s.mesh());
    pose.scale = bad;
    const auto made = reposed_mesh(s.mesh(), pose);
    ASSERT_TRUE(std::holds_alternative<std::string>(made)) << bad;
    EXPECT_NE(std::get<std::string>(made).find("the scale must be above 0"), std::string::npos)
        << std::get<std::string>(made);
  }
  // An inline mesh has no pose to edit.
  EXPECT_TRUE(std::holds_alternative<std::string>(reposed_mesh(*default_mesh(), MeshPose{})));
}

// The Inspector on the file mesh: fields typed into with Ctrl+click, as a person does.
class MeshInspector : public ::testing::Test {
 protected:
  void SetUp() override {
    test::start_headless_imgui();
    sel_.select_only("m");
    for (int i = 0; i < 3; ++i)
      frame();
  }
  void TearDown() override { ImGui::DestroyContext(); }
  void frame() {
    ImGui::NewFrame();
    inspector_.draw(s_.doc, sel_);
    ImGui::Render();
  }
  // Ctrl+click at the left end of the field in `rect`, then `text` and Return.
  void type_into(const std::array<float, 4>& rect, const std::string& text) {
    ASSERT_GT(rect[2], rect[0]) << "the field was not drawn";
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = ImVec2(rect[0] + 10, (rect[1] + rect[3]) / 2);
    frame();
    io.KeyCtrl = true;
    io.MouseDown[0] = true;
    frame();
    io.MouseDown[0] = false;
    frame();
    io.KeyCtrl = false;
    test::type_then_return(text, [&] { frame(); });  // the whole value selected: replaced
    frame();
  }

  FileMeshScene s_;
  Selection sel_;
  Inspector inspector_;
};

TEST_F(MeshInspector, DrawnUntouchedItChangesNothing) {
  const std::string before = test::bits(s_.doc.scene());
  for (int i = 0; i < 3; ++i)
    frame();
  EXPECT_EQ(test::bits(s_.doc.scene()), before);
  EXPECT_EQ(s_.doc.history().size(), 0u);
  EXPECT_GT(inspector_.mesh_scale_rect()[2], 0.0f);
}

TEST_F(MeshInspector, ACenterTypedMovesTheMeshOneUndoableStep) {
  const std::string before = test::bits(s_.doc.scene());
  type_into(inspector_.first_field_rect(), "5");  // the center's x
  EXPECT_EQ(s_.mesh().center, V(5, 2, 3));
  expect_pose_placed(s_.mesh(), {5, 2, 3}, glm::dmat3(1), 1);
  EXPECT_EQ(s_.doc.history().size(), 1u);
  ASSERT_TRUE(s_.doc.undo());
  EXPECT_EQ(test::bits(s_.doc.scene()), before);
  expect_pose_placed(s_.mesh(), {1, 2, 3}, glm::dmat3(1), 1);
}

TEST_F(MeshInspector, AScaleTypedScalesAboutTheCenterAndZeroOrLessIsRefused) {
  const std::string before = test::bits(s_.doc.scene());
  type_into(inspector_.mesh_scale_rect(), "2.5");
  EXPECT_EQ(s_.mesh().scale, 2.5);
  expect_pose_placed(s_.mesh(), {1, 2, 3}, glm::dmat3(1), 2.5);
  EXPECT_EQ(s_.doc.history().size(), 1u);
  ASSERT_TRUE(s_.doc.undo());
  EXPECT_EQ(test::bits(s_.doc.scene()), before);
  for (const char* bad : {"0", "-1"}) {
    type_into(inspector_.mesh_scale_rect(), bad);
    EXPECT_EQ(test::bits(s_.doc.scene()), before) << bad;
    EXPECT_EQ(s_.doc.history().size(), 1u) << bad;  // only the undone step, for redo
    EXPECT_TRUE(s_.doc.history().can_redo()) << bad;
  }
}

TEST_F(MeshInspector, AnEulerAngleTypedTurnsTheMeshAboutItsCenterInTheFilesForm) {
  const auto rect = inspector_.rotation_rect();
  type_into(rect, "90");  // the first angle: about x
  const SceneObject& o = s_.doc.scene().objects[0];
  EXPECT_EQ(o.rotation_form, RotationForm::euler_xyz);
  EXPECT_EQ(test::bits(s_.mesh().rotation),
            test::bits(quat_from_euler_deg({90, 0, 0}, EulerOrder::xyz)));
  // A quarter turn about x, by hand: (x, y, z) -> (x, -z, y).
  const glm::dmat3 quarter_x(1, 0, 0, 0, 0, 1, 0, -1, 0);  // columns
  expect_pose_placed(s_.mesh(), {1, 2, 3}, quarter_x, 1);
  const SceneText saved = format_scene(s_.doc.scene());
  ASSERT_FALSE(saved.error) << saved.error->to_string();
  EXPECT_NE(saved.text.find(R"("rotation": {"euler_deg": [90, 0, 0], "order": "XYZ"})"),
            std::string::npos)
      << saved.text;
}

}  // namespace
}  // namespace collide
