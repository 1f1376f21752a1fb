// The ground grid as emitted data, without a GL context: a bounded number of lines whatever the
// scene's size, spacings that are powers of ten chosen from the view, and fades that never jump.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "render/camera.hpp"
#include "render/grid.hpp"

namespace collide {
namespace {

std::size_t line_count(const Camera& c, const Viewport& v) {
  DrawList list;
  emit_grid(list, c, v);
  std::size_t n = 0;
  for (Layer l : {Layer::scene, Layer::evidence, Layer::overlay})
    n += list.layer(l).lines.size();
  return n;
}

// A camera framed on a cube of half size `scale` about `center`, from the viewer's usual angle.
Camera framed(double scale, const glm::dvec3& center, const Viewport& v) {
  Camera c;
  c.yaw = 0.6f;
  c.pitch = 0.42f;
  frame_bounds(c, v, center - glm::dvec3(scale), center + glm::dvec3(scale));
  return c;
}

TEST(Grid, LineCountIsTheSameForScenesOfEverySize) {
  const Viewport v{1280, 720};
  const std::size_t at_one = line_count(framed(1, {0, 0, 0}, v), v);
  EXPECT_GT(at_one, 0u);
  EXPECT_LE(at_one, grid_line_bound());
  // Hand count for the default style: 3 levels × 2 directions × 21 lines × 8 pieces, then each
  // half of the x and z axes (8 pieces) and the y axis; all of it here.
  EXPECT_EQ(grid_line_bound(), 3u * 2 * 21 * 8 + 4 * 8 + 1);
  EXPECT_EQ(at_one, grid_line_bound());
  for (double scale : {1e-6, 1e-3, 1e3, 1e6, 1e7}) {
    EXPECT_EQ(line_count(framed(scale, {0, 0, 0}, v), v), at_one) << scale;
    // Off-centre (the scene beside the origin) the count holds too.
    EXPECT_EQ(line_count(framed(scale, {3 * scale, 0, -2 * scale}, v), v), at_one) << scale;
  }
  // Far from the origin the axes are out of reach: fewer lines, never more.
  for (double scale : {1e-6, 1.0, 1e6}) {
    const std::size_t far = line_count(framed(scale, {1e7, 1e7, -1e7}, v), v);
    EXPECT_GT(far, 0u);
    EXPECT_LE(far, grid_line_bound()) << scale;
  }
}

TEST(Grid, SpacingsArePowersOfTenWideEnoughOnScreen) {
  const Viewport v{1280, 720};
  const GridStyle style;
  for (double scale : {1e-6, 0.37, 1.0, 42.0, 1e6}) {
    const Camera c = framed(scale, {0, 0, 0}, v);
    const auto levels = grid_levels(c, v, style);
    // Where spacing is judged: the target dropped onto the ground, seen from the eye.
    const glm::dvec3 ground(c.target.x, 0, c.target.z);
    const double depth = std::max(glm::length(eye_position(c) - ground), c.distance);
    const double px = levels[0].spacing / pixel_size_at(c, v, depth);
    EXPECT_GE(px, style.min_spacing_px * (1 - 1e-9)) << scale;
    EXPECT_LT(px, 10 * style.min_spacing_px * (1 + 1e-9)) << scale;
    for (std::size_t i = 0; i < kGridLevels; ++i) {
      const double k = std::log10(levels[i].spacing);
      EXPECT_NEAR(k, std::round(k), 1e-9) << scale;
      if (i > 0) {
        EXPECT_NEAR(levels[i].spacing / levels[i - 1].spacing, 10, 1e-9);
      }
      // Centres sit on their lattice and the disc reaches past the outermost line.
      EXPECT_NEAR(std::remainder(levels[i].center.x, levels[i].spacing), 0,
                  1e-9 * levels[i].spacing);
      EXPECT_GT(levels[i].radius, style.lines_each_side * levels[i].spacing);
    }
  }
}

// Zooming smoothly makes every spacing's colour change smoothly: a spacing has faded to nothing
// when it leaves the finest level or enters (or leaves) as the coarsest.
TEST(Grid, ColoursNeverJumpWhileZooming) {
  const Viewport v{1280, 720};
  Camera c;
  c.pitch = 1.2f;
  auto colour_of = [&](double spacing) {
    for (const GridLevel& l : grid_levels(c, v))
      if (std::abs(l.spacing / spacing - 1) < 1e-6) return l.color;
    return Color(GridStyle{}.minor.r, GridStyle{}.minor.g, GridStyle{}.minor.b, 0.0f);
  };
  std::vector<double> spacings;
  for (int k = -4; k <= 5; ++k)
    spacings.push_back(std::pow(10.0, k));
  std::vector<Color> before(spacings.size());
  c.distance = 0.01;
  for (std::size_t i = 0; i < spacings.size(); ++i)
    before[i] = colour_of(spacings[i]);
  int switches = 0;
  double last_fine = grid_levels(c, v)[0].spacing;
  for (int step = 0; step < 5000; ++step) {
    c.distance *= 1.002;  // 0.01 → about 0.2 … 220: two powers of ten and more
    for (std::size_t i = 0; i < spacings.size(); ++i) {
      const Color now = colour_of(spacings[i]);
      EXPECT_LT(std::abs(now.a - before[i].a), 0.01f) << spacings[i] << " at " << c.distance;
      before[i] = now;
    }
    const double fine = grid_levels(c, v)[0].spacing;
    if (fine != last_fine) ++switches;
    last_fine = fine;
  }
  EXPECT_GE(switches, 3);  // the sweep did cross powers of ten
}

TEST(Grid, LinesLieOnTheGroundInsideTheCoarsestDisc) {
  const Viewport v{800, 600};
  const Camera c = framed(5, {2, 1, -3}, v);
  DrawList list;
  emit_grid(list, c, v);
  const auto levels = grid_levels(c, v);
  const GridLevel& outer = levels.back();
  int above = 0;
  for (const DrawLine& l : list.layer(Layer::scene).lines) {
    for (const glm::dvec3& p : {l.a, l.b}) {
      if (p.y != 0) {
        ++above;
        continue;
      }
      // Grid lines stay in the coarsest disc; the axes reach at most 3× past it.
      EXPECT_LE(std::hypot(p.x - outer.center.x, p.z - outer.center.z), 3 * outer.radius);
    }
  }
  EXPECT_EQ(above, 1);  // the top of the y axis
}

}  // namespace
}  // namespace collide
