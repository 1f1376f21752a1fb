#include "render/framebuffer.hpp"

#include <algorithm>
#include <cstring>
#include <stdexcept>

namespace collide {

Image read_pixels(int width, int height) {
  Image image{width, height, std::vector<std::uint8_t>(std::size_t(width) * height * 4)};
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, image.rgba.data());
  // OpenGL's rows start at the bottom.
  const std::size_t row = std::size_t(width) * 4;
  std::vector<std::uint8_t> tmp(row);
  for (int y = 0; y < height / 2; ++y) {
    std::uint8_t* top = image.rgba.data() + std::size_t(y) * row;
    std::uint8_t* bottom = image.rgba.data() + std::size_t(height - 1 - y) * row;
    std::memcpy(tmp.data(), top, row);
    std::memcpy(top, bottom, row);
    std::memcpy(bottom, tmp.data(), row);
  }
  return image;
}

Framebuffer::Framebuffer(int width, int height, int samples) : width_(width), height_(height) {
  GLint max_samples = 0;
  glGetIntegerv(GL_MAX_SAMPLES, &max_samples);
  samples = std::clamp(samples, 0, int(max_samples));

  glGenFramebuffers(1, &fbo_);
  glGenRenderbuffers(1, &color_);
  glGenRenderbuffers(1, &depth_);
  glBindFramebuffer(GL_FRAMEBUFFER, fbo_);
  glBindRenderbuffer(GL_RENDERBUFFER, color_);
  glRenderbufferStorageMultisample(GL_RENDERBUFFER, samples, GL_RGBA8, width, height);
  glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, color_);
  glBindRenderbuffer(GL_RENDERBUFFER, depth_);
  glRenderbufferStorageMultisample(GL_RENDERBUFFER, samples, GL_DEPTH_COMPONENT24, width, height);
  glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, depth_);
  const GLenum status = glCheckFramebufferStatus(GL_FRAMEBUFFER);

  glGenFramebuffers(1, &resolve_fbo_);
  glGenRenderbuffers(1, &resolve_color_);
  glBindFramebuffer(GL_FRAMEBUFFER, resolve_fbo_);
  glBindRenderbuffer(GL_RENDERBUFFER, resolve_color_);
  glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, width, height);
  glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, resolve_color_);
  const GLenum resolve_status = glCheckFramebufferStatus(GL_FRAMEBUFFER);
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  if (status != GL_FRAMEBUFFER_COMPLETE || resolve_status != GL_FRAMEBUFFER_COMPLETE)
    throw std::runtime_error("cannot create a " + std::to_string(width) + "x" +
                             std::to_string(height) + " off-screen framebuffer");
}

Framebuffer::~Framebuffer() {
  const GLuint fbos[] = {fbo_, resolve_fbo_};
  const GLuint rbs[] = {color_, depth_, resolve_color_};
  glDeleteFramebuffers(2, fbos);
  glDeleteRenderbuffers(3, rbs);
}

void Framebuffer::bind() const {
  glBindFramebuffer(GL_FRAMEBUFFER, fbo_);
}

Image Framebuffer::read() const {
  glBindFramebuffer(GL_READ_FRAMEBUFFER, fbo_);
  glBindFramebuffer(GL_DRAW_FRAMEBUFFER, resolve_fbo_);
  glBlitFramebuffer(0, 0, width_, height_, 0, 0, width_, height_, GL_COLOR_BUFFER_BIT, GL_NEAREST);
  glBindFramebuffer(GL_READ_FRAMEBUFFER, resolve_fbo_);
  Image image = read_pixels(width_, height_);
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  return image;
}

}  // namespace collide
