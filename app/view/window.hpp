#pragma once
// The GLFW window with its OpenGL 3.3 core context, loaded through glad. One per process: it
// owns GLFW's initialisation.
#include <memory>
#include <string>

#include "app/settings/settings.hpp"

struct GLFWwindow;

namespace collide {

struct WindowOptions {
  int width = 1280;
  int height = 720;
  bool visible = true;
  int samples = 4;  // multisampling of the window's own framebuffer
  const char* title = "Collision Lab";
};

class Window {
 public:
  // Opens the window and makes its context current; on failure returns null and sets `error`
  // to one line saying why (for a missing display, how to run headless). `placement` (the
  // settings' last one) gives the position and maximised state; its position is ignored when
  // unset or off every monitor (one unplugged since): the window manager places it then.
  static std::unique_ptr<Window> open(const WindowOptions& options, std::string& error,
                                      const WindowPlacement& placement = {});
  Window(const Window&) = delete;
  Window& operator=(const Window&) = delete;
  ~Window();

  GLFWwindow* handle() const { return window_; }
  bool should_close() const;
  void swap_buffers() const;
  // Framebuffer size in pixels (may differ from the window size on scaled displays).
  void framebuffer_size(int& width, int& height) const;

 private:
  explicit Window(GLFWwindow* w) : window_(w) {}
  GLFWwindow* window_;
};

// What to tell a person whose machine has no display.
std::string headless_hint();

}  // namespace collide
