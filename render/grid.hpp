#pragma once
// The ground grid on y = 0 with the world axes, emitted into a DebugDraw.
#include "render/debug_draw.hpp"

namespace collide {

struct GridStyle {
  float center_x = 0, center_z = 0;  // on the lattice: multiples of spacing
  float half_extent = 6;             // the grid is the disc of this radius about the centre
  float spacing = 1;
  int major_every = 5;  // every n-th line is brighter
  Color minor{0.62f, 0.66f, 0.72f, 0.20f};
  Color major{0.70f, 0.74f, 0.80f, 0.42f};
  Color x_axis{0.93f, 0.32f, 0.33f, 1.0f};
  Color y_axis{0.45f, 0.83f, 0.30f, 1.0f};
  Color z_axis{0.30f, 0.55f, 0.97f, 1.0f};
};

// Lines fade out toward the rim so the grid has no hard edge; nothing is drawn outside the disc.
// The axes run through the world origin: x and z across the disc, y up by `half_extent / 3`.
void draw_grid(DebugDraw& dd, const GridStyle& style = {});

}  // namespace collide
