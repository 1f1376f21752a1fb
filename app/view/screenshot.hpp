#pragma once
// Rendering a frame to an image without showing anything, and writing images as PNG.
#include <string>

#include "app/view/frame.hpp"
#include "core/scene/scene.hpp"
#include "render/camera.hpp"
#include "render/draw_list.hpp"
#include "render/framebuffer.hpp"

namespace collide {

struct RenderedFrame {
  Image image;
  int draw_calls = 0;  // issued for the scene (the image has no panels)
};

// Needs a current OpenGL 3.3 context (a hidden window is enough): draws `list` seen by `camera`
// into an off-screen framebuffer of the viewport's size. Labels are not drawn (no text
// renderer outside ImGui).
RenderedFrame render_draw_list(const DrawList& list, const Camera& camera, const Viewport& viewport,
                               int msaa_samples = 4);
// The frame the viewer would show (build_frame with `options`), rendered off-screen.
RenderedFrame render_scene(const Scene& scene, const Camera& camera, const Viewport& viewport,
                           const ViewOptions& options = {}, int msaa_samples = 4);

// write_png_file (png_file.hpp: atomic, every write checked) for callers that want a bool:
// returns false (and sets `error`, naming the file) when it cannot be written.
bool write_png(const Image& image, const std::string& path, std::string& error);

}  // namespace collide
