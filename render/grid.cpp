#include "render/grid.hpp"

#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

namespace collide {

namespace {

// Where lines are cut (center, radius) and how they fade: full inside half of fade_radius
// about fade_center, nothing beyond it (smoothstep between).
struct Disc {
  glm::dvec3 center;
  double radius;
  glm::dvec3 fade_center;
  double fade_radius;
  float fade(const glm::dvec3& p) const {
    const double r = std::hypot(p.x - fade_center.x, p.z - fade_center.z);
    const double t = std::clamp((r - 0.5 * fade_radius) / (0.5 * fade_radius), 0.0, 1.0);
    return float(1.0 - t * t * (3.0 - 2.0 * t));
  }
};

Color with_alpha_scaled(Color c, float k) {
  c.a *= k;
  return c;
}

// Emits the part of the line a + s·d (d horizontal) inside the disc and with s in
// [s_min, s_max] in `pieces` equal pieces, each end faded by its distance to the fade centre.
// The chord: |a + s·d − c|² = r² is a quadratic in s.
void chord(DrawList& list, const Disc& disc, const glm::dvec3& a, const glm::dvec3& d,
           const Color& color, float width, int pieces, double s_min = -1e300,
           double s_max = 1e300) {
  const glm::dvec3 m(a.x - disc.center.x, 0, a.z - disc.center.z);
  const double qa = d.x * d.x + d.z * d.z;
  const double qb = 2 * (m.x * d.x + m.z * d.z);
  const double qc = m.x * m.x + m.z * m.z - disc.radius * disc.radius;
  const double disc_q = qb * qb - 4 * qa * qc;
  if (qa <= 0 || disc_q <= 0) return;
  const double s0 = std::max(s_min, (-qb - std::sqrt(disc_q)) / (2 * qa));
  const double s1 = std::min(s_max, (-qb + std::sqrt(disc_q)) / (2 * qa));
  if (s1 <= s0) return;
  for (int i = 0; i < pieces; ++i) {
    const glm::dvec3 p = a + (s0 + (s1 - s0) * double(i) / double(pieces)) * d;
    const glm::dvec3 q = a + (s0 + (s1 - s0) * double(i + 1) / double(pieces)) * d;
    list.line(Layer::scene, {p, q, with_alpha_scaled(color, disc.fade(p)),
                             with_alpha_scaled(color, disc.fade(q)), width});
  }
}

Color mix(const Color& a, const Color& b, float t) {
  return a + (b - a) * t;
}

// min_spacing_px in world units at the depth where spacing is judged: how far the grid's centre
// (the target dropped onto y = 0) is from the eye, never less than the orbit distance, so looking
// along the ground from just above it stays sensible.
double grid_depth(const Camera& camera) {
  const glm::dvec3 ground(camera.target.x, 0.0, camera.target.z);
  return std::max(glm::distance(eye_position(camera), ground), camera.distance);
}

double finest_allowed_spacing(const Camera& camera, const Viewport& viewport,
                              const GridStyle& style) {
  return pixel_size_at(camera, viewport, grid_depth(camera)) * style.min_spacing_px;
}

}  // namespace

std::array<GridLevel, kGridLevels> grid_levels(const Camera& camera, const Viewport& viewport,
                                               const GridStyle& style) {
  const glm::dvec3 ground(camera.target.x, 0.0, camera.target.z);
  const double wanted = finest_allowed_spacing(camera, viewport, style);
  // 10^k ≥ wanted, i.e. k = ceil(log10(wanted)); the fine level is then w ∈ [1, 10)× the minimum.
  const double k = std::ceil(std::log10(wanted));
  const double spacing0 = std::pow(10.0, k);
  std::array<GridLevel, kGridLevels> levels;
  for (std::size_t i = 0; i < kGridLevels; ++i) {
    GridLevel& level = levels[i];
    level.spacing = spacing0 * std::pow(10.0, double(i));
    level.center = glm::dvec3(std::round(ground.x / level.spacing) * level.spacing, 0.0,
                              std::round(ground.z / level.spacing) * level.spacing);
    level.radius = double(style.lines_each_side + 1) * level.spacing;
    // How many decades wider than the minimum the level's lines are, d ∈ [i, i + 1): 0 →
    // invisible, 1 → minor, 2 → major, 3 → invisible again (the coarsest level fades out as it
    // leaves the set, so a spacing arriving or leaving at either end never pops).
    const float d = float(std::clamp(std::log10(level.spacing / wanted), 0.0, 3.0));
    level.color = d < 1   ? with_alpha_scaled(style.minor, d)
                  : d < 2 ? mix(style.minor, style.major, d - 1)
                          : with_alpha_scaled(style.major, 3 - d);
  }
  return levels;
}

void emit_grid(DrawList& list, const Camera& camera, const Viewport& viewport,
               const GridStyle& style) {
  const auto levels = grid_levels(camera, viewport, style);
  const int n = style.lines_each_side;
  // Lines are cut to the level's disc about its lattice centre, but faded about the unsnapped
  // ground point (to nothing two spacings inside the disc), so panning never pops a line.
  const glm::dvec3 ground(camera.target.x, 0.0, camera.target.z);
  // Nothing fades in beyond ground_reach times the grid's depth: the ground ends well before the
  // horizon, where lines would crowd into noise, whatever the viewport's size.
  const double reach = style.ground_reach * grid_depth(camera);
  for (const GridLevel& level : levels) {
    const Disc disc{level.center, level.radius, ground,
                    std::min(double(std::max(n - 1, 1)) * level.spacing, reach)};
    const float width = level.color.a > style.minor.a ? 1.3f : 1.0f;
    for (int i = -n; i <= n; ++i) {
      // Lines x = const (running along z) and z = const (along x). Every line is emitted, even
      // where a coarser level or an axis lies on it, so the count never depends on the view;
      // overlapping lines add up, which makes the coarser lines brighter, as intended.
      const double x = level.center.x + double(i) * level.spacing;
      const double z = level.center.z + double(i) * level.spacing;
      chord(list, disc, {x, 0, 0}, {0, 0, 1}, level.color, width, style.pieces);
      chord(list, disc, {0, 0, z}, {1, 0, 0}, level.color, width, style.pieces);
    }
  }
  // The axes through the world origin, as far as the ground reaches: the positive half bright,
  // the negative half dimmer; the y axis stands a fixed fraction of the image tall.
  const Disc disc{ground, reach, ground, reach};
  const Color x_dim{style.x_axis.r, style.x_axis.g, style.x_axis.b, 0.4f};
  const Color z_dim{style.z_axis.r, style.z_axis.g, style.z_axis.b, 0.4f};
  for (int axis = 0; axis < 2; ++axis) {
    const glm::dvec3 d = axis == 0 ? glm::dvec3(1, 0, 0) : glm::dvec3(0, 0, 1);
    chord(list, disc, {0, 0, 0}, d, axis == 0 ? x_dim : z_dim, 2.0f, style.pieces, -1e300, 0.0);
    chord(list, disc, {0, 0, 0}, d, axis == 0 ? style.x_axis : style.z_axis, 2.0f, style.pieces,
          0.0, 1e300);
  }
  if (std::hypot(ground.x, ground.z) < reach) {
    const double depth = std::max(view_depth(camera, glm::dvec3(0.0)), camera.distance * 1e-3);
    const double height =
        style.y_axis_height * double(viewport.height) * pixel_size_at(camera, viewport, depth);
    list.line(Layer::scene, {{0, 0, 0}, {0, height, 0}, style.y_axis, style.y_axis, 2.0f});
  }
}

std::size_t grid_line_bound(const GridStyle& style) {
  const std::size_t pieces = std::size_t(std::max(style.pieces, 0));
  const std::size_t lines = 2 * (2 * std::size_t(std::max(style.lines_each_side, 0)) + 1);
  return kGridLevels * lines * pieces + 4 * pieces + 1;
}

}  // namespace collide
