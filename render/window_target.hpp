#pragma once
// The window's own framebuffer (the default one), as the viewer uses it each frame: cleared
// whole at the start (the gaps between docked panels show this colour), and read back for a
// screenshot after everything, panels included, is drawn.
#include "render/draw_list.hpp"
#include "render/framebuffer.hpp"

namespace collide {

// Binds the default framebuffer and clears all of its `width`×`height` pixels to `color`.
void clear_window(int width, int height, const Color& color);
// The back buffer's pixels, top row first.
Image read_window(int width, int height);

}  // namespace collide
