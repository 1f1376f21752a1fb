#include "render/debug_draw.hpp"

#include <cmath>
#include <cstdint>

#include <glm/geometric.hpp>

#include "render/meshes.hpp"

namespace collide {

namespace {

// Per-instance attribute `loc` of `components` floats at byte `offset` in a buffer of `Stride`.
void instance_attrib(GLuint loc, GLint components, std::size_t stride, std::size_t offset) {
  glEnableVertexAttribArray(loc);
  glVertexAttribPointer(loc, components, GL_FLOAT, GL_FALSE, GLsizei(stride),
                        reinterpret_cast<const void*>(static_cast<std::uintptr_t>(offset)));
  glVertexAttribDivisor(loc, 1);
}

void vertex_attrib(GLuint loc, GLint components, std::size_t stride, std::size_t offset) {
  glEnableVertexAttribArray(loc);
  glVertexAttribPointer(loc, components, GL_FLOAT, GL_FALSE, GLsizei(stride),
                        reinterpret_cast<const void*>(static_cast<std::uintptr_t>(offset)));
}

// The model matrix takes four vec4 attribute slots, one per column.
constexpr GLuint kModelLocation = 3;

template <class T>
void upload(GLuint buffer, const std::vector<T>& data) {
  glBindBuffer(GL_ARRAY_BUFFER, buffer);
  // Orphan the old storage so the driver need not wait for last frame's draws.
  glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(data.size() * sizeof(T)), nullptr, GL_STREAM_DRAW);
  glBufferSubData(GL_ARRAY_BUFFER, 0, GLsizeiptr(data.size() * sizeof(T)), data.data());
}

}  // namespace

DebugDraw::DebugDraw()
    : background_("background", shader_source("shaders/background.glsl")),
      line_program_("line", shader_source("shaders/line.glsl")),
      point_program_("point", shader_source("shaders/point.glsl")),
      solid_program_("solid", shader_source("shaders/solid.glsl")) {
  glGenVertexArrays(1, &empty_vao_);

  // Triangle-strip corners: x is the end (0 = a, 1 = b), y the side (−1, +1).
  const float corners[] = {0, -1, 0, 1, 1, -1, 1, 1};
  glGenBuffers(1, &quad_vbo_);
  glBindBuffer(GL_ARRAY_BUFFER, quad_vbo_);
  glBufferData(GL_ARRAY_BUFFER, sizeof(corners), corners, GL_STATIC_DRAW);

  glGenVertexArrays(1, &line_vao_);
  glGenBuffers(1, &line_instances_);
  glBindVertexArray(line_vao_);
  glBindBuffer(GL_ARRAY_BUFFER, quad_vbo_);
  vertex_attrib(0, 2, 2 * sizeof(float), 0);
  glBindBuffer(GL_ARRAY_BUFFER, line_instances_);
  instance_attrib(1, 3, sizeof(LineInstance), offsetof(LineInstance, a));
  instance_attrib(2, 3, sizeof(LineInstance), offsetof(LineInstance, b));
  instance_attrib(3, 4, sizeof(LineInstance), offsetof(LineInstance, color_a));
  instance_attrib(4, 4, sizeof(LineInstance), offsetof(LineInstance, color_b));
  instance_attrib(5, 1, sizeof(LineInstance), offsetof(LineInstance, width));

  glGenVertexArrays(1, &point_vao_);
  glGenBuffers(1, &point_instances_);
  glBindVertexArray(point_vao_);
  glBindBuffer(GL_ARRAY_BUFFER, quad_vbo_);
  vertex_attrib(0, 2, 2 * sizeof(float), 0);
  glBindBuffer(GL_ARRAY_BUFFER, point_instances_);
  instance_attrib(1, 3, sizeof(PointInstance), offsetof(PointInstance, p));
  instance_attrib(2, 4, sizeof(PointInstance), offsetof(PointInstance, color));
  instance_attrib(3, 1, sizeof(PointInstance), offsetof(PointInstance, size));

  // Triangles use the solid program with the model attributes left disabled: their constant
  // value (set in flush) is the identity.
  glGenVertexArrays(1, &triangle_vao_);
  glGenBuffers(1, &triangle_vbo_);
  glBindVertexArray(triangle_vao_);
  glBindBuffer(GL_ARRAY_BUFFER, triangle_vbo_);
  vertex_attrib(0, 3, sizeof(TriangleVertex), offsetof(TriangleVertex, position));
  vertex_attrib(1, 3, sizeof(TriangleVertex), offsetof(TriangleVertex, normal));
  vertex_attrib(2, 4, sizeof(TriangleVertex), offsetof(TriangleVertex, color));

  const std::vector<MeshVertex> meshes[] = {unit_cube(), unit_sphere(), unit_cylinder(),
                                            unit_cone()};
  for (std::size_t i = 0; i < kSolidKinds; ++i)
    make_solid_mesh(meshes_[i], meshes[i].data(), meshes[i].size());
  glBindVertexArray(0);
}

void DebugDraw::make_solid_mesh(Mesh& m, const void* vertices, std::size_t vertex_count) {
  m.vertex_count = GLsizei(vertex_count);
  glGenVertexArrays(1, &m.vao);
  glGenBuffers(1, &m.vbo);
  glGenBuffers(1, &m.instances);
  glBindVertexArray(m.vao);
  glBindBuffer(GL_ARRAY_BUFFER, m.vbo);
  glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(vertex_count * sizeof(MeshVertex)), vertices,
               GL_STATIC_DRAW);
  vertex_attrib(0, 3, sizeof(MeshVertex), offsetof(MeshVertex, position));
  vertex_attrib(1, 3, sizeof(MeshVertex), offsetof(MeshVertex, normal));
  glBindBuffer(GL_ARRAY_BUFFER, m.instances);
  instance_attrib(2, 4, sizeof(SolidInstance), offsetof(SolidInstance, color));
  for (GLuint c = 0; c < 4; ++c)
    instance_attrib(kModelLocation + c, 4, sizeof(SolidInstance),
                    offsetof(SolidInstance, model) + c * sizeof(glm::vec4));
}

DebugDraw::~DebugDraw() {
  for (Mesh& m : meshes_) {
    glDeleteVertexArrays(1, &m.vao);
    glDeleteBuffers(1, &m.vbo);
    glDeleteBuffers(1, &m.instances);
  }
  const GLuint vaos[] = {empty_vao_, line_vao_, point_vao_, triangle_vao_};
  const GLuint buffers[] = {quad_vbo_, line_instances_, point_instances_, triangle_vbo_};
  glDeleteVertexArrays(4, vaos);
  glDeleteBuffers(4, buffers);
}

void DebugDraw::line(const glm::vec3& a, const glm::vec3& b, const Color& color, float width_px) {
  lines_.push_back({a, b, color, color, width_px});
}

void DebugDraw::line(const glm::vec3& a, const glm::vec3& b, const Color& color_a,
                     const Color& color_b, float width_px) {
  lines_.push_back({a, b, color_a, color_b, width_px});
}

void DebugDraw::point(const glm::vec3& p, const Color& color, float size_px) {
  points_.push_back({p, color, size_px});
}

void DebugDraw::triangle(const glm::vec3& a, const glm::vec3& b, const glm::vec3& c,
                         const Color& color) {
  glm::vec3 n = glm::cross(b - a, c - a);
  const float len = glm::length(n);
  n = len > 0 ? n / len : glm::vec3(0, 1, 0);
  triangles_.insert(triangles_.end(), {{a, n, color}, {b, n, color}, {c, n, color}});
}

void DebugDraw::solid(Solid kind, const glm::mat4& model, const Color& color) {
  solids_[std::size_t(kind)].push_back({color, model});
}

void DebugDraw::set_background(const Color& top, const Color& bottom) {
  background_top_ = top;
  background_bottom_ = bottom;
}

std::size_t DebugDraw::solid_count() const {
  std::size_t n = 0;
  for (const auto& s : solids_)
    n += s.size();
  return n;
}

int DebugDraw::flush(const Camera& camera, const Viewport& viewport) {
  int calls = 0;
  const glm::mat4 view = view_matrix(camera);
  const glm::mat4 proj = projection_matrix(camera, viewport.aspect());
  const glm::vec2 size(float(viewport.width), float(viewport.height));
  // World size of one pixel per unit of depth, for depth pulls measured in pixels.
  const float pixel_angle = pixel_size_at(camera, viewport, 1.0f);

  glViewport(0, 0, viewport.width, viewport.height);
  glClear(GL_DEPTH_BUFFER_BIT);
  glDisable(GL_CULL_FACE);

  // Background: one full-screen triangle, behind everything.
  glDisable(GL_DEPTH_TEST);
  glDepthMask(GL_FALSE);
  glDisable(GL_BLEND);
  background_.use();
  background_.set("u_top", background_top_);
  background_.set("u_bottom", background_bottom_);
  glBindVertexArray(empty_vao_);
  glDrawArrays(GL_TRIANGLES, 0, 3);
  ++calls;

  // Solids and triangles write depth pushed back by their slope, so the outlines drawn on their
  // edges and silhouettes win the depth test even where the surface turns away (grazing).
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(GL_LESS);
  glDepthMask(GL_TRUE);
  glEnable(GL_POLYGON_OFFSET_FILL);
  glPolygonOffset(1.0f, 1.0f);
  solid_program_.use();
  solid_program_.set("u_view", view);
  solid_program_.set("u_proj", proj);
  for (std::size_t i = 0; i < kSolidKinds; ++i) {
    if (solids_[i].empty()) continue;
    upload(meshes_[i].instances, solids_[i]);
    glBindVertexArray(meshes_[i].vao);
    glDrawArraysInstanced(GL_TRIANGLES, 0, meshes_[i].vertex_count, GLsizei(solids_[i].size()));
    ++calls;
  }
  if (!triangles_.empty()) {
    upload(triangle_vbo_, triangles_);
    glBindVertexArray(triangle_vao_);
    for (GLuint c = 0; c < 4; ++c) {
      glm::vec4 column(0);
      column[int(c)] = 1;
      glVertexAttrib4f(kModelLocation + c, column.x, column.y, column.z, column.w);
    }
    glDrawArrays(GL_TRIANGLES, 0, GLsizei(triangles_.size()));
    ++calls;
  }
  glDisable(GL_POLYGON_OFFSET_FILL);

  // Lines and points blend their anti-aliased rims and do not hide one another.
  glEnable(GL_BLEND);
  glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
  glDepthFunc(GL_LEQUAL);
  glDepthMask(GL_FALSE);
  if (!lines_.empty()) {
    upload(line_instances_, lines_);
    line_program_.use();
    line_program_.set("u_view", view);
    line_program_.set("u_proj", proj);
    line_program_.set("u_viewport", size);
    line_program_.set("u_pixel_angle", pixel_angle);
    glBindVertexArray(line_vao_);
    glDrawArraysInstanced(GL_TRIANGLE_STRIP, 0, 4, GLsizei(lines_.size()));
    ++calls;
  }
  if (!points_.empty()) {
    upload(point_instances_, points_);
    point_program_.use();
    point_program_.set("u_view", view);
    point_program_.set("u_proj", proj);
    point_program_.set("u_viewport", size);
    point_program_.set("u_pixel_angle", pixel_angle);
    glBindVertexArray(point_vao_);
    glDrawArraysInstanced(GL_TRIANGLE_STRIP, 0, 4, GLsizei(points_.size()));
    ++calls;
  }

  glBindVertexArray(0);
  glDepthMask(GL_TRUE);
  glDisable(GL_BLEND);
  glDisable(GL_DEPTH_TEST);

  lines_.clear();
  points_.clear();
  triangles_.clear();
  for (auto& s : solids_)
    s.clear();
  return calls;
}

}  // namespace collide
