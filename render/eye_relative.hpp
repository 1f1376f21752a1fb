#pragma once
// Drawing relative to the eye. A float keeps about 7 significant digits of a coordinate: at 1e4
// that is 1e-3, at 1e7 a whole unit, so a 1e-2 box far from the origin cannot be placed (or is
// placed differently each frame as the eye moves: jitter). What is on screen is near the eye,
// though, so the renderer subtracts the eye's position from every world position in double and
// only then rounds to float; the view matrix is a pure rotation (no translation to lose digits
// in). Float then keeps 7 digits of each offset from the eye, which is what the pixels need.
//
// Everything here is GL-free: the GL renderer uploads exactly what make_eye_relative() returns,
// and tests check it without a context.
#include <array>
#include <optional>
#include <vector>

#include <glm/mat4x4.hpp>
#include <glm/vec2.hpp>
#include <glm/vec3.hpp>
#include <glm/vec4.hpp>

#include "render/camera.hpp"
#include "render/draw_list.hpp"

namespace collide {

// The eye in double: target − forward·distance, each term widened before the arithmetic (the
// float eye_position() rounds it to the float grid, which far from the origin is coarse).
glm::dvec3 eye_position_exact(const Camera& c);
// World directions to view space (x right, y up, −z forward), without translation.
glm::mat4 view_rotation(const Camera& c);
// p − eye, computed in double and then rounded once to float.
inline glm::vec3 eye_relative(const glm::dvec3& p, const glm::dvec3& eye) {
  return glm::vec3(p - eye);
}

// Where a world point lands in the image (pixel centres at .5, y down), computed from its offset
// to the eye in double; nothing when it is not in front of the near plane.
std::optional<glm::dvec2> eye_relative_to_pixel(const Camera& c, const Viewport& v,
                                                const glm::dvec3& world);

// One layer's vertex data as the GPU reads it: positions relative to the eye, in float.
struct LineVertex {
  glm::vec3 a, b;
  glm::vec4 color_a, color_b;
  float width_px, dash_px;
};
struct PointVertex {
  glm::vec3 p;
  glm::vec4 color;
  float size_px;
  float rim;  // 1: a dark rim, 0: none (DrawPoint::rim)
};
struct TriangleVertex {
  glm::vec3 position, normal;  // the normal is unit length (a degenerate triangle's is +y)
  glm::vec4 color;
};
struct SolidInstance {
  glm::vec4 color;
  glm::vec3 center;               // relative to the eye
  glm::vec3 axis0, axis1, axis2;  // the basis columns: world = center + basis·local
};
struct LayerVertices {
  std::vector<LineVertex> lines;
  std::vector<PointVertex> points;
  std::vector<TriangleVertex> triangles;  // three per triangle
  std::array<std::vector<SolidInstance>, kSolidKinds> solids;
  // Every solid (triangle) has alpha 1: at full pass alpha, blending them would give back the
  // source colour exactly (src·1 + dst·0), so the renderer draws them without blending and
  // llvmpipe skips reading every sample of the colour buffer under them.
  bool solids_opaque = true;
  bool triangles_opaque = true;
};

// Fills `out` (cleared first, its storage reused) from `layer` seen from `eye`.
void make_eye_relative(const DrawLayer& layer, const glm::dvec3& eye, LayerVertices& out);

}  // namespace collide
