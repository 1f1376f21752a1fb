#include "app/view/screenshot.hpp"

#include <utility>

#include "app/view/png_file.hpp"
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
  if (auto e = write_png_file(image, path)) {
    error = std::move(*e);
    return false;
  }
  return true;
}

}  // namespace collide
