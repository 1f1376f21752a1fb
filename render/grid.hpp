#pragma once
// The ground grid on y = 0 with the world axes, emitted into a DrawList around what the camera
// sees. Its cost is bounded whatever the scene's size: a fixed number of lines at three spacings
// (powers of ten picked from the view), each level fading in as it zooms into view and out as
// its lines crowd together, as 3D editors do.
#include <array>
#include <cstddef>

#include <glm/vec3.hpp>

#include "render/camera.hpp"
#include "render/draw_list.hpp"

namespace collide {

struct GridStyle {
  // The finest level's lines are at least this far apart (pixels) where the view is centred.
  double min_spacing_px = 8;
  // Each level draws this many lines on each side of its centre, in both directions, on a disc
  // of radius (lines_each_side + 1) · spacing that fades out toward its rim.
  int lines_each_side = 10;
  // Pieces per line, so the fade follows the distance to the disc's centre.
  int pieces = 8;
  Color minor{0.62f, 0.66f, 0.72f, 0.20f};
  Color major{0.70f, 0.74f, 0.80f, 0.42f};
  Color x_axis{0.93f, 0.32f, 0.33f, 1.0f};
  Color y_axis{0.45f, 0.83f, 0.30f, 1.0f};
  Color z_axis{0.30f, 0.55f, 0.97f, 1.0f};
  double y_axis_height = 0.2;  // the y axis stands this fraction of the image tall
  // Lines fade out by this many times the grid's depth from its centre (the ground ends there,
  // before the horizon); within it each level fades by its own spacing.
  double ground_reach = 6;
};

inline constexpr std::size_t kGridLevels = 3;

// One spacing of the grid: lines at multiples of `spacing`, on a disc about `center` (on the
// lattice, y = 0) of `radius`, in `color` (its alpha already holds the level's fade).
struct GridLevel {
  double spacing = 1;
  glm::dvec3 center{0};
  double radius = 1;
  Color color;
};

// The levels for this view, finest first. The spacings are 10^k, 10^(k+1), 10^(k+2) with 10^k
// the smallest power of ten at least min_spacing_px pixels wide at the depth of the grid's
// centre (the camera's target dropped onto y = 0). A level's colour follows its width in pixels
// w: it fades in from nothing at min_spacing_px to `minor` at 10×, then to `major` at 100×, so
// nothing jumps as the view zooms through a power of ten.
std::array<GridLevel, kGridLevels> grid_levels(const Camera& camera, const Viewport& viewport,
                                               const GridStyle& style = {});

// Emits the grid levels and the axes into the scene layer. The line count is
// kGridLevels · 2 · (2·lines_each_side + 1) · pieces for the grid, plus at most 4·pieces + 1
// for the axes (each half of x and z, and y; drawn where their disc reaches the origin): the
// same for a scene 1e-6 and 1e6 across.
void emit_grid(DrawList& list, const Camera& camera, const Viewport& viewport,
               const GridStyle& style = {});
// The most lines emit_grid() emits with `style`.
std::size_t grid_line_bound(const GridStyle& style = {});

}  // namespace collide
