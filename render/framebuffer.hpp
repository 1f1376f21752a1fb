#pragma once
// An off-screen render target (multisampled colour + depth) whose pixels can be read back, so
// screenshots do not depend on a visible window or on the screen's size.
#include <cstdint>
#include <vector>

#include "render/camera.hpp"
#include "render/gl.hpp"

namespace collide {

// Tightly packed 8-bit RGBA, top row first (as PNG files store them).
struct Image {
  int width = 0;
  int height = 0;
  std::vector<std::uint8_t> rgba;
};

// Reads the bound read framebuffer's rectangle (0, 0, width, height), flipping it to top-first.
Image read_pixels(int width, int height);

class Framebuffer {
 public:
  // Needs a current context. `samples` is clamped to what the driver supports (0: none).
  Framebuffer(int width, int height, int samples = 4);
  Framebuffer(const Framebuffer&) = delete;
  Framebuffer& operator=(const Framebuffer&) = delete;
  ~Framebuffer();

  Viewport viewport() const { return {width_, height_}; }
  // Binds it as the target of the following draws.
  void bind() const;
  // Resolves the samples and returns the image; leaves the default framebuffer bound.
  Image read() const;

 private:
  int width_, height_;
  GLuint fbo_ = 0, color_ = 0, depth_ = 0;
  GLuint resolve_fbo_ = 0, resolve_color_ = 0;
};

}  // namespace collide
