#pragma once
// The OpenGL renderer of a DrawList. Each batch (per layer: lines, points, triangles, and one
// instanced batch per solid mesh) is uploaded once and drawn with one call, so the number of
// draw calls per frame is bounded by the number of batch kinds, never by what the list holds.
//
// Order: the background; the scene layer, depth-tested; the evidence layer twice — first where
// it is hidden behind the scene (depth test GL_GREATER, alpha scaled by kHiddenEvidenceAlpha),
// then where it is visible (GL_LEQUAL, full alpha) — so an axis behind a box stays visible but
// reads as behind; the overlay last over a cleared depth buffer, so nothing in the scene hides it.
//
// Positions reach the GPU relative to the eye (see eye_relative.hpp): far from the origin a
// small object is drawn as crisply as at the origin.
#include <array>
#include <cstddef>

#include <glm/vec2.hpp>

#include "render/camera.hpp"
#include "render/draw_list.hpp"
#include "render/eye_relative.hpp"
#include "render/gl.hpp"
#include "render/meshes.hpp"
#include "render/shader_program.hpp"

namespace collide {

inline constexpr float kHiddenEvidenceAlpha = 0.3f;

class GlRenderer {
 public:
  // The most draw calls one frame takes: the background, then 3 + kSolidKinds batches for each
  // of the four passes (scene, hidden evidence, visible evidence, overlay). Empty batches are
  // skipped.
  static constexpr int kMaxDrawCalls = 1 + 4 * (3 + int(kSolidKinds));

  // Needs a current OpenGL 3.3 context; compiles the shaders and creates the buffers.
  GlRenderer();
  GlRenderer(const GlRenderer&) = delete;
  GlRenderer& operator=(const GlRenderer&) = delete;
  ~GlRenderer();

  // Draws `list` seen by `camera` into the bound framebuffer, in the rectangle of viewport's size
  // whose bottom-left corner is `origin` (GL's convention: pixels up from the bottom; a window's
  // docked panels leave the 3D view a rectangle of the window). Labels are not drawn (see
  // label_placement.hpp). Returns the number of draw calls issued.
  int draw(const DrawList& list, const Camera& camera, const Viewport& viewport,
           glm::ivec2 origin = {0, 0});

 private:
  struct Mesh {
    GLuint vao = 0, vbo = 0, ibo = 0;
    GLsizei index_count = 0;
  };
  struct Pass;

  void make_solid_mesh(Mesh& m, const IndexedMesh& mesh);
  void upload(const LayerVertices& v);
  int draw_batches(const LayerVertices& v, const Pass& pass);

  ShaderProgram background_, line_program_, point_program_, solid_program_;
  GLuint empty_vao_ = 0;
  GLuint quad_vbo_ = 0;  // the four corners every line and point quad expands
  GLuint line_vao_ = 0, line_instances_ = 0;
  GLuint point_vao_ = 0, point_instances_ = 0;
  GLuint triangle_vao_ = 0, triangle_vbo_ = 0;
  std::array<Mesh, kSolidKinds> meshes_{};
  std::array<GLuint, kSolidKinds> solid_instances_{};
  LayerVertices vertices_;  // reused every layer and frame, so steady frames do not allocate
};

}  // namespace collide
