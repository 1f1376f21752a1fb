#include "render/window_target.hpp"

#include "render/gl.hpp"

namespace collide {

void clear_window(int width, int height, const Color& color) {
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  glViewport(0, 0, width, height);
  glDisable(GL_SCISSOR_TEST);
  glClearColor(color.r, color.g, color.b, color.a);
  glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
}

Image read_window(int width, int height) {
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  glReadBuffer(GL_BACK);
  return read_pixels(width, height);
}

}  // namespace collide
