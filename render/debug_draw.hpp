#pragma once
// The batched debug-draw layer: anything emits lines, points, triangles and instanced solids
// during a frame; flush() uploads each batch once and draws it with one call, so the number of
// draw calls per frame is bounded by the number of batch kinds, never by the object count.
#include <array>
#include <cstddef>
#include <vector>

#include <glm/mat4x4.hpp>
#include <glm/vec3.hpp>
#include <glm/vec4.hpp>

#include "render/camera.hpp"
#include "render/draw_list.hpp"
#include "render/gl.hpp"
#include "render/shader_program.hpp"

namespace collide {

// The default background: a vertical gradient from the top row to the bottom row.
inline constexpr Color kBackgroundTop{0.18f, 0.196f, 0.227f, 1};
inline constexpr Color kBackgroundBottom{0.094f, 0.102f, 0.122f, 1};

class DebugDraw {
 public:
  // Needs a current OpenGL 3.3 context; compiles the shaders and creates the buffers.
  DebugDraw();
  DebugDraw(const DebugDraw&) = delete;
  DebugDraw& operator=(const DebugDraw&) = delete;
  ~DebugDraw();

  // A line `width_px` pixels wide whatever its distance (a screen-space quad), anti-aliased.
  void line(const glm::vec3& a, const glm::vec3& b, const Color& color, float width_px = 1.5f);
  void line(const glm::vec3& a, const glm::vec3& b, const Color& color_a, const Color& color_b,
            float width_px);
  // A round dot `size_px` across with a dark rim.
  void point(const glm::vec3& p, const Color& color, float size_px = 9.0f);
  // A shaded, two-sided triangle.
  void triangle(const glm::vec3& a, const glm::vec3& b, const glm::vec3& c, const Color& color);
  // A shaded unit mesh placed by `model`.
  void solid(Solid kind, const glm::mat4& model, const Color& color);

  void set_background(const Color& top, const Color& bottom);
  // Draws the background and every batch, then empties the batches. Returns the number of
  // draw calls it issued (at most 4 + kSolidKinds). Draws into the bound framebuffer.
  int flush(const Camera& camera, const Viewport& viewport);

  std::size_t line_count() const { return lines_.size(); }
  std::size_t point_count() const { return points_.size(); }
  std::size_t triangle_count() const { return triangles_.size() / 3; }
  std::size_t solid_count() const;

 private:
  struct LineInstance {
    glm::vec3 a, b;
    glm::vec4 color_a, color_b;
    float width;
  };
  struct PointInstance {
    glm::vec3 p;
    glm::vec4 color;
    float size;
  };
  struct SolidInstance {
    glm::vec4 color;
    glm::mat4 model;
  };
  struct TriangleVertex {
    glm::vec3 position, normal;
    glm::vec4 color;
  };
  struct Mesh {
    GLuint vao = 0, vbo = 0, instances = 0;
    GLsizei vertex_count = 0;
  };

  void make_solid_mesh(Mesh& m, const void* vertices, std::size_t vertex_count);

  ShaderProgram background_, line_program_, point_program_, solid_program_;
  GLuint empty_vao_ = 0;
  GLuint quad_vbo_ = 0;  // the four corners every line and point quad expands
  GLuint line_vao_ = 0, line_instances_ = 0;
  GLuint point_vao_ = 0, point_instances_ = 0;
  GLuint triangle_vao_ = 0, triangle_vbo_ = 0;
  std::array<Mesh, kSolidKinds> meshes_{};

  Color background_top_ = kBackgroundTop;
  Color background_bottom_ = kBackgroundBottom;
  std::vector<LineInstance> lines_;
  std::vector<PointInstance> points_;
  std::vector<TriangleVertex> triangles_;
  std::array<std::vector<SolidInstance>, kSolidKinds> solids_;
};

}  // namespace collide
