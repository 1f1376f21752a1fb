#include "tests/app/support/image_checks.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include <stb_image.h>  // the implementation is in libstb

namespace collide::test {

std::optional<Image> load_png(const std::string& path) {
  int w = 0, h = 0, channels = 0;
  unsigned char* data = stbi_load(path.c_str(), &w, &h, &channels, 4);
  if (!data) return std::nullopt;
  Image image{w, h, std::vector<std::uint8_t>(data, data + std::size_t(w) * h * 4)};
  stbi_image_free(data);
  return image;
}

std::array<int, 3> pixel(const Image& image, int x, int y) {
  const std::size_t i = (std::size_t(y) * std::size_t(image.width) + std::size_t(x)) * 4;
  return {image.rgba[i], image.rgba[i + 1], image.rgba[i + 2]};
}

bool is_shade_of(const std::array<int, 3>& p, const Color& base, double tolerance) {
  const double c[3] = {base.r * 255.0, base.g * 255.0, base.b * 255.0};
  // The least-squares factor k = p·c / c·c, then the residual per channel.
  const double k =
      (p[0] * c[0] + p[1] * c[1] + p[2] * c[2]) / (c[0] * c[0] + c[1] * c[1] + c[2] * c[2]);
  if (k < 0.3 || k > 1.05) return false;
  for (int i = 0; i < 3; ++i)
    if (std::abs(p[std::size_t(i)] - k * c[i]) > tolerance) return false;
  return true;
}

double shade_fraction(const Image& image, glm::vec2 center, int radius, const Color& base) {
  const int cx = int(std::floor(center.x)), cy = int(std::floor(center.y));
  int total = 0, hits = 0;
  for (int y = std::max(0, cy - radius); y <= std::min(image.height - 1, cy + radius); ++y)
    for (int x = std::max(0, cx - radius); x <= std::min(image.width - 1, cx + radius); ++x) {
      ++total;
      if (is_shade_of(pixel(image, x, y), base)) ++hits;
    }
  return total ? double(hits) / total : 0.0;
}

bool is_color(const std::array<int, 3>& p, const Color& c, int tolerance) {
  const int e[3] = {int(std::lround(c.r * 255)), int(std::lround(c.g * 255)),
                    int(std::lround(c.b * 255))};
  for (int i = 0; i < 3; ++i)
    if (std::abs(p[std::size_t(i)] - e[i]) > tolerance) return false;
  return true;
}

int changed_pixels(const Image& a, const Image& b, int x0, int y0, int x1, int y1) {
  int n = 0;
  for (int y = y0; y < y1; ++y)
    for (int x = x0; x < x1; ++x)
      if (pixel(a, x, y) != pixel(b, x, y)) ++n;
  return n;
}

}  // namespace collide::test
