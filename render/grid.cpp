#include "render/grid.hpp"

#include <algorithm>
#include <cmath>

namespace collide {

namespace {

struct Disc {
  float cx, cz, radius;
  // Opacity at a point: full inside 60% of the radius, zero at the rim.
  float fade(const glm::vec3& p) const {
    const float r = std::hypot(p.x - cx, p.z - cz);
    const float t = std::clamp((r - 0.6f * radius) / (0.4f * radius), 0.0f, 1.0f);
    return 1.0f - t * t * (3.0f - 2.0f * t);
  }
};

// Draws the part of the line a + s·d inside the disc (|a + s·d − c|² <= r², a quadratic in s),
// in pieces so the fade follows the distance to the centre; `split` is where the colour changes
// from `negative` to `positive` (in s).
void chord(DebugDraw& dd, const Disc& disc, glm::vec3 a, glm::vec3 d, float split,
           const Color& negative, const Color& positive, float width) {
  const glm::vec3 m(a.x - disc.cx, 0, a.z - disc.cz);
  const float qa = d.x * d.x + d.z * d.z;
  const float qb = 2 * (m.x * d.x + m.z * d.z);
  const float qc = m.x * m.x + m.z * m.z - disc.radius * disc.radius;
  const float disc_q = qb * qb - 4 * qa * qc;
  if (qa <= 0 || disc_q <= 0) return;
  const float s0 = (-qb - std::sqrt(disc_q)) / (2 * qa);
  const float s1 = (-qb + std::sqrt(disc_q)) / (2 * qa);
  const int pieces = std::max(2, int(std::ceil((s1 - s0) * std::sqrt(qa) / 0.5f)));
  for (int i = 0; i < pieces; ++i) {
    float t0 = s0 + (s1 - s0) * float(i) / float(pieces);
    float t1 = s0 + (s1 - s0) * float(i + 1) / float(pieces);
    // Cut the piece that holds the split, so each side keeps its own colour.
    for (int side = 0; side < 2; ++side) {
      const float lo = side == 0 ? t0 : std::max(t0, split);
      const float hi = side == 0 ? std::min(t1, split) : t1;
      if (hi <= lo) continue;
      Color c = side == 0 ? negative : positive;
      const glm::vec3 p = a + lo * d, q = a + hi * d;
      Color cp = c, cq = c;
      cp.a *= disc.fade(p);
      cq.a *= disc.fade(q);
      if (cp.a <= 0 && cq.a <= 0) continue;
      dd.line(p, q, cp, cq, width);
    }
  }
}

}  // namespace

void draw_grid(DebugDraw& dd, const GridStyle& s) {
  const Disc disc{s.center_x, s.center_z, s.half_extent};
  const int n = std::max(1, int(std::ceil(s.half_extent / s.spacing)));
  const long ix0 = std::lround(s.center_x / s.spacing), iz0 = std::lround(s.center_z / s.spacing);
  constexpr float kNever = 1e30f;
  for (long i = -n; i <= n; ++i) {
    // Lines x = const (running along z) and z = const (along x); the axes take index 0.
    for (int dir = 0; dir < 2; ++dir) {
      const long index = (dir == 0 ? ix0 : iz0) + i;
      if (index == 0) continue;
      const bool major = s.major_every > 0 && index % s.major_every == 0;
      const Color c = major ? s.major : s.minor;
      const float u = float(index) * s.spacing;
      if (dir == 0)
        chord(dd, disc, {u, 0, 0}, {0, 0, 1}, kNever, c, c, major ? 1.3f : 1.0f);
      else
        chord(dd, disc, {0, 0, u}, {1, 0, 0}, kNever, c, c, major ? 1.3f : 1.0f);
    }
  }
  // The axes: the positive half bright, the negative half dimmer.
  const Color x_dim{s.x_axis.r, s.x_axis.g, s.x_axis.b, 0.4f};
  const Color z_dim{s.z_axis.r, s.z_axis.g, s.z_axis.b, 0.4f};
  chord(dd, disc, {0, 0, 0}, {1, 0, 0}, 0.0f, x_dim, s.x_axis, 2.0f);
  chord(dd, disc, {0, 0, 0}, {0, 0, 1}, 0.0f, z_dim, s.z_axis, 2.0f);
  if (std::hypot(s.center_x, s.center_z) < s.half_extent)
    dd.line({0, 0, 0}, {0, s.half_extent / 3.0f, 0}, s.y_axis, 2.0f);
}

}  // namespace collide
