#pragma once
// Rendering a scene to an image without showing anything, and writing images as PNG.
#include <string>

#include "app/view/draw_settings.hpp"
#include "core/scene/scene.hpp"
#include "render/camera.hpp"
#include "render/framebuffer.hpp"

namespace collide {

struct RenderedFrame {
  Image image;
  int draw_calls = 0;  // issued for the scene (the image has no panels)
};

// Needs a current OpenGL 3.3 context (a hidden window is enough): draws `scene` seen by
// `camera` into an off-screen framebuffer of the viewport's size, with `settings`' MSAA and
// outlines.
RenderedFrame render_scene(const Scene& scene, const Camera& camera, const Viewport& viewport,
                           const DrawSettings& settings = {});

// Returns false (and sets `error`) when the file cannot be written.
bool write_png(const Image& image, const std::string& path, std::string& error);

}  // namespace collide
