#include "app/view/screenshot.hpp"

#include <cstdint>
#include <vector>

#include <stb_image_write.h>  // the implementation is in libstb

#include "render/gl_renderer.hpp"

namespace collide {

RenderedFrame render_draw_list(const DrawList& list, const Camera& camera, const Viewport& viewport,
                               int msaa_samples) {
  Framebuffer target(viewport.width, viewport.height, msaa_samples);
  GlRenderer renderer;
  target.bind();
  RenderedFrame frame;
  frame.draw_calls = renderer.draw(list, camera, viewport);
  frame.image = target.read();
  return frame;
}

RenderedFrame render_scene(const Scene& scene, const Camera& camera, const Viewport& viewport,
                           const ViewOptions& options, int msaa_samples) {
  DrawList list;
  build_frame(list, scene, camera, viewport, options);
  return render_draw_list(list, camera, viewport, msaa_samples);
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
