#include "render/gl_renderer.hpp"

#include <cstdint>
#include <vector>

#include "render/meshes.hpp"

namespace collide {

namespace {

void attrib(GLuint loc, GLint components, std::size_t stride, std::size_t offset, GLuint divisor) {
  glEnableVertexAttribArray(loc);
  glVertexAttribPointer(loc, components, GL_FLOAT, GL_FALSE, GLsizei(stride),
                        reinterpret_cast<const void*>(static_cast<std::uintptr_t>(offset)));
  glVertexAttribDivisor(loc, divisor);
}

// Solid attributes: the mesh's position and normal, then per instance colour, centre, basis.
constexpr GLuint kColorLocation = 2, kCenterLocation = 3, kAxisLocation = 4;

template <class T>
void upload_to(GLuint buffer, const std::vector<T>& data) {
  if (data.empty()) return;
  glBindBuffer(GL_ARRAY_BUFFER, buffer);
  // Orphan the old storage so the driver need not wait for the draws that still read it.
  glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(data.size() * sizeof(T)), nullptr, GL_STREAM_DRAW);
  glBufferSubData(GL_ARRAY_BUFFER, 0, GLsizeiptr(data.size() * sizeof(T)), data.data());
}

// Blending on or off; when on, the one function every pass uses (straight alpha in colour,
// "over" in alpha).
void set_blend(bool on) {
  if (!on) {
    glDisable(GL_BLEND);
    return;
  }
  glEnable(GL_BLEND);
  glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
}

}  // namespace

// How one pass over a layer's batches tests and writes depth, and how it scales alpha.
struct GlRenderer::Pass {
  GLenum depth_func = GL_LESS;
  bool write_depth = true;  // for solids and triangles; lines and points never write depth
  float alpha = 1;
};

GlRenderer::GlRenderer()
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
  attrib(0, 2, 2 * sizeof(float), 0, 0);
  glBindBuffer(GL_ARRAY_BUFFER, line_instances_);
  attrib(1, 3, sizeof(LineVertex), offsetof(LineVertex, a), 1);
  attrib(2, 3, sizeof(LineVertex), offsetof(LineVertex, b), 1);
  attrib(3, 4, sizeof(LineVertex), offsetof(LineVertex, color_a), 1);
  attrib(4, 4, sizeof(LineVertex), offsetof(LineVertex, color_b), 1);
  attrib(5, 1, sizeof(LineVertex), offsetof(LineVertex, width_px), 1);
  attrib(6, 1, sizeof(LineVertex), offsetof(LineVertex, dash_px), 1);

  // Points are GL_POINTS, one vertex each (gl_PointSize), not instanced quads: llvmpipe pays
  // for every instance of an instanced draw, and 200,000 dots of a big scene cost seconds so.
  glGenVertexArrays(1, &point_vao_);
  glGenBuffers(1, &point_instances_);
  glBindVertexArray(point_vao_);
  glBindBuffer(GL_ARRAY_BUFFER, point_instances_);
  attrib(1, 3, sizeof(PointVertex), offsetof(PointVertex, p), 0);
  attrib(2, 4, sizeof(PointVertex), offsetof(PointVertex, color), 0);
  attrib(3, 1, sizeof(PointVertex), offsetof(PointVertex, size_px), 0);
  attrib(4, 1, sizeof(PointVertex), offsetof(PointVertex, rim), 0);

  // Triangles use the solid program with the instance attributes left disabled: their constant
  // values (set in draw_batches) are a zero centre and the identity basis.
  glGenVertexArrays(1, &triangle_vao_);
  glGenBuffers(1, &triangle_vbo_);
  glBindVertexArray(triangle_vao_);
  glBindBuffer(GL_ARRAY_BUFFER, triangle_vbo_);
  attrib(0, 3, sizeof(TriangleVertex), offsetof(TriangleVertex, position), 0);
  attrib(1, 3, sizeof(TriangleVertex), offsetof(TriangleVertex, normal), 0);
  attrib(kColorLocation, 4, sizeof(TriangleVertex), offsetof(TriangleVertex, color), 0);

  glGenBuffers(GLsizei(kSolidKinds), solid_instances_.data());
  const IndexedMesh meshes[] = {index_mesh(unit_cube()), index_mesh(unit_sphere()),
                                index_mesh(unit_cylinder()), index_mesh(unit_cone())};
  static_assert(std::size(meshes) == kSolidKinds);
  for (std::size_t i = 0; i < kSolidKinds; ++i) {
    make_solid_mesh(meshes_[i], meshes[i]);
    glBindBuffer(GL_ARRAY_BUFFER, solid_instances_[i]);
    attrib(kColorLocation, 4, sizeof(SolidInstance), offsetof(SolidInstance, color), 1);
    attrib(kCenterLocation, 3, sizeof(SolidInstance), offsetof(SolidInstance, center), 1);
    attrib(kAxisLocation + 0, 3, sizeof(SolidInstance), offsetof(SolidInstance, axis0), 1);
    attrib(kAxisLocation + 1, 3, sizeof(SolidInstance), offsetof(SolidInstance, axis1), 1);
    attrib(kAxisLocation + 2, 3, sizeof(SolidInstance), offsetof(SolidInstance, axis2), 1);
  }
  glBindVertexArray(0);
}

void GlRenderer::make_solid_mesh(Mesh& m, const IndexedMesh& mesh) {
  m.index_count = GLsizei(mesh.indices.size());
  glGenVertexArrays(1, &m.vao);
  glGenBuffers(1, &m.vbo);
  glGenBuffers(1, &m.ibo);
  glBindVertexArray(m.vao);
  glBindBuffer(GL_ARRAY_BUFFER, m.vbo);
  glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(mesh.vertices.size() * sizeof(MeshVertex)),
               mesh.vertices.data(), GL_STATIC_DRAW);
  // The element buffer binding is part of the vertex array's state.
  glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, m.ibo);
  glBufferData(GL_ELEMENT_ARRAY_BUFFER, GLsizeiptr(mesh.indices.size() * sizeof(std::uint32_t)),
               mesh.indices.data(), GL_STATIC_DRAW);
  attrib(0, 3, sizeof(MeshVertex), offsetof(MeshVertex, position), 0);
  attrib(1, 3, sizeof(MeshVertex), offsetof(MeshVertex, normal), 0);
}

GlRenderer::~GlRenderer() {
  for (Mesh& m : meshes_) {
    glDeleteVertexArrays(1, &m.vao);
    glDeleteBuffers(1, &m.vbo);
    glDeleteBuffers(1, &m.ibo);
  }
  glDeleteBuffers(GLsizei(kSolidKinds), solid_instances_.data());
  const GLuint vaos[] = {empty_vao_, line_vao_, point_vao_, triangle_vao_};
  const GLuint buffers[] = {quad_vbo_, line_instances_, point_instances_, triangle_vbo_};
  glDeleteVertexArrays(4, vaos);
  glDeleteBuffers(4, buffers);
}

void GlRenderer::upload(const LayerVertices& v) {
  upload_to(line_instances_, v.lines);
  upload_to(point_instances_, v.points);
  upload_to(triangle_vbo_, v.triangles);
  for (std::size_t i = 0; i < kSolidKinds; ++i)
    upload_to(solid_instances_[i], v.solids[i]);
}

int GlRenderer::draw_batches(const LayerVertices& v, const Pass& pass) {
  int calls = 0;
  glDepthFunc(pass.depth_func);
  // Solids and triangles write depth pushed back by their slope, so the outlines drawn on their
  // edges and silhouettes win the depth test even where the surface turns away (grazing).
  glDepthMask(pass.write_depth ? GL_TRUE : GL_FALSE);
  glEnable(GL_POLYGON_OFFSET_FILL);
  glPolygonOffset(1.0f, 1.0f);
  solid_program_.use();
  solid_program_.set("u_alpha", pass.alpha);
  // The unit meshes are closed and wound counter-clockwise seen from outside (and placed by
  // bases that keep that: make_eye_relative), so faces turned away are never seen: culling them
  // spares llvmpipe half the triangles of every solid (20,000 boxes: 1.3× faster a frame).
  glEnable(GL_CULL_FACE);
  glCullFace(GL_BACK);
  glFrontFace(GL_CCW);
  const bool full_alpha = pass.alpha >= 1;
  set_blend(!(full_alpha && v.solids_opaque));
  for (std::size_t i = 0; i < kSolidKinds; ++i) {
    if (v.solids[i].empty()) continue;
    glBindVertexArray(meshes_[i].vao);
    // Indexed, so llvmpipe shades a vertex shared by several triangles once (index_mesh).
    glDrawElementsInstanced(GL_TRIANGLES, meshes_[i].index_count, GL_UNSIGNED_INT, nullptr,
                            GLsizei(v.solids[i].size()));
    ++calls;
  }
  glDisable(GL_CULL_FACE);  // loose triangles are seen from both sides
  if (!v.triangles.empty()) {
    set_blend(!(full_alpha && v.triangles_opaque));
    glBindVertexArray(triangle_vao_);
    glVertexAttrib3f(kCenterLocation, 0, 0, 0);
    glVertexAttrib3f(kAxisLocation + 0, 1, 0, 0);
    glVertexAttrib3f(kAxisLocation + 1, 0, 1, 0);
    glVertexAttrib3f(kAxisLocation + 2, 0, 0, 1);
    glDrawArrays(GL_TRIANGLES, 0, GLsizei(v.triangles.size()));
    ++calls;
  }
  glDisable(GL_POLYGON_OFFSET_FILL);

  // Lines and points blend their anti-aliased rims and do not hide one another (point.glsl
  // relies on the blending: outside its disc it writes alpha 0 instead of discarding).
  set_blend(true);
  glDepthMask(GL_FALSE);
  if (pass.depth_func == GL_LESS) glDepthFunc(GL_LEQUAL);
  if (!v.lines.empty()) {
    line_program_.use();
    line_program_.set("u_alpha", pass.alpha);
    glBindVertexArray(line_vao_);
    glDrawArraysInstanced(GL_TRIANGLE_STRIP, 0, 4, GLsizei(v.lines.size()));
    ++calls;
  }
  if (!v.points.empty()) {
    point_program_.use();
    point_program_.set("u_alpha", pass.alpha);
    glBindVertexArray(point_vao_);
    glEnable(GL_PROGRAM_POINT_SIZE);
    glDrawArrays(GL_POINTS, 0, GLsizei(v.points.size()));
    glDisable(GL_PROGRAM_POINT_SIZE);
    ++calls;
  }
  return calls;
}

int GlRenderer::draw(const DrawList& list, const Camera& camera, const Viewport& viewport,
                     glm::ivec2 origin) {
  int calls = 0;
  const glm::dvec3 eye = eye_position_exact(camera);
  const glm::mat4 view = view_rotation(camera);
  const glm::mat4 proj = glm::mat4(projection_matrix(camera, viewport.aspect()));
  const glm::vec2 size(float(viewport.width), float(viewport.height));
  // World size of one pixel per unit of depth, for depth pulls measured in pixels.
  const float pixel_angle = float(pixel_size_at(camera, viewport, 1.0f));

  // The scissor keeps the depth clears (which ignore the viewport) inside the rectangle.
  glViewport(origin.x, origin.y, viewport.width, viewport.height);
  glScissor(origin.x, origin.y, viewport.width, viewport.height);
  glEnable(GL_SCISSOR_TEST);
  glClear(GL_DEPTH_BUFFER_BIT);
  glDisable(GL_CULL_FACE);

  // Background: one full-screen triangle, behind everything.
  glDisable(GL_DEPTH_TEST);
  glDepthMask(GL_FALSE);
  glDisable(GL_BLEND);
  background_.use();
  background_.set("u_top", list.background_top);
  background_.set("u_bottom", list.background_bottom);
  glBindVertexArray(empty_vao_);
  glDrawArrays(GL_TRIANGLES, 0, 3);
  ++calls;

  for (const ShaderProgram* p : {&line_program_, &point_program_, &solid_program_}) {
    p->use();
    p->set("u_view", view);
    p->set("u_proj", proj);
    p->set("u_viewport", size);
    p->set("u_pixel_angle", pixel_angle);
  }
  glEnable(GL_DEPTH_TEST);

  make_eye_relative(list.layer(Layer::scene), eye, vertices_);
  upload(vertices_);
  calls += draw_batches(vertices_, {GL_LESS, true, 1.0f});

  make_eye_relative(list.layer(Layer::evidence), eye, vertices_);
  upload(vertices_);
  calls += draw_batches(vertices_, {GL_GREATER, false, kHiddenEvidenceAlpha});
  calls += draw_batches(vertices_, {GL_LESS, true, 1.0f});

  glDepthMask(GL_TRUE);
  glClear(GL_DEPTH_BUFFER_BIT);
  make_eye_relative(list.layer(Layer::overlay), eye, vertices_);
  upload(vertices_);
  calls += draw_batches(vertices_, {GL_LESS, true, 1.0f});

  glBindVertexArray(0);
  glDepthMask(GL_TRUE);
  glDepthFunc(GL_LESS);
  glDisable(GL_BLEND);
  glDisable(GL_DEPTH_TEST);
  glDisable(GL_SCISSOR_TEST);
  return calls;
}

}  // namespace collide
