#include "app/view/screenshot.hpp"

#include <cstdint>
#include <vector>

#include <stb_image_write.h>  // the implementation is in libstb

#include "app/view/scene_drawing.hpp"
#include "render/debug_draw.hpp"

namespace collide {

RenderedFrame render_scene(const Scene& scene, const Camera& camera, const Viewport& viewport,
                           const DrawSettings& settings) {
  Framebuffer target(viewport.width, viewport.height, settings.msaa_samples);
  DebugDraw dd;
  target.bind();
  draw_scene(dd, scene, camera, viewport, -1, draw_outlines(settings, scene));
  RenderedFrame frame;
  frame.draw_calls = dd.flush(camera, viewport);
  frame.image = target.read();
  return frame;
}

bool write_png(const Image& image, const std::string& path, std::string& error) {
  // Opaque RGB: blending leaves alpha meaningless, and viewers would show it as transparency.
  std::vector<std::uint8_t> rgb;
  rgb.reserve(image.rgba.size() / 4 * 3);
  for (std::size_t i = 0; i + 3 < image.rgba.size(); i += 4)
    rgb.insert(rgb.end(), {image.rgba[i], image.rgba[i + 1], image.rgba[i + 2]});
  if (!stbi_write_png(path.c_str(), image.width, image.height, 3, rgb.data(), image.width * 3)) {
    error = "cannot write " + path;
    return false;
  }
  return true;
}

}  // namespace collide
