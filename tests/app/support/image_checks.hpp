#pragma once
// Pixel checks shared by the window and command-line tests.
#include <array>
#include <optional>
#include <string>

#include <glm/vec2.hpp>

#include "render/draw_list.hpp"
#include "render/framebuffer.hpp"

namespace collide::test {

std::optional<Image> load_png(const std::string& path);
std::array<int, 3> pixel(const Image& image, int x, int y);

// Shading multiplies a colour by a factor (the lights are white): p is a shade of `base` when
// p ≈ k·base for one k in [0.3, 1.05], within `tolerance` per channel (0–255).
bool is_shade_of(const std::array<int, 3>& p, const Color& base, double tolerance = 12);
// The fraction of pixels within `radius` of `center` (a square) that are shades of `base`.
double shade_fraction(const Image& image, glm::vec2 center, int radius, const Color& base);
// Whether p is `c` (0–1 scale) within `tolerance` per channel (0–255).
bool is_color(const std::array<int, 3>& p, const Color& c, int tolerance = 3);
// How many pixels of the rectangle [x0, x1) × [y0, y1) differ between two images.
int changed_pixels(const Image& a, const Image& b, int x0, int y0, int x1, int y1);

}  // namespace collide::test
