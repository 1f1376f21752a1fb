#include "app/view/window.hpp"

#include <cstdlib>

#include "render/gl.hpp"
// glad first: GLFW must not pull in the system's GL header.
#include <GLFW/glfw3.h>

namespace collide {

namespace {
std::string g_last_glfw_error;
void on_glfw_error(int /*code*/, const char* description) {
  g_last_glfw_error = description;
}
}  // namespace

std::string headless_hint() {
  return "no display to open a window on. Run it headless with Xvfb:\n"
         "  xvfb-run -a -s \"-screen 0 1280x720x24\" collision-lab\n"
         "or render a screenshot instead:\n"
         "  xvfb-run -a collision-lab render --out shot.png";
}

namespace {
// Whether the window's top-left corner lies on one of the monitors now connected.
bool on_a_monitor(int x, int y) {
  int count = 0;
  GLFWmonitor** monitors = glfwGetMonitors(&count);
  for (int i = 0; i < count; ++i) {
    int mx = 0, my = 0, mw = 0, mh = 0;
    glfwGetMonitorWorkarea(monitors[i], &mx, &my, &mw, &mh);
    if (x >= mx && y >= my && x < mx + mw && y < my + mh) return true;
  }
  return false;
}
}  // namespace

std::unique_ptr<Window> Window::open(const WindowOptions& o, std::string& error,
                                     const WindowPlacement& placement) {
  glfwSetErrorCallback(on_glfw_error);
  g_last_glfw_error.clear();
  const char* display = std::getenv("DISPLAY");
  const char* wayland = std::getenv("WAYLAND_DISPLAY");
  if ((!display || !*display) && (!wayland || !*wayland)) {
    error = headless_hint();
    return nullptr;
  }
  if (!glfwInit()) {
    error = "cannot initialise GLFW (" + g_last_glfw_error + "); " + headless_hint();
    return nullptr;
  }
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
  // Hidden until placed, so it does not appear in one place and jump to another.
  glfwWindowHint(GLFW_VISIBLE, GLFW_FALSE);
  glfwWindowHint(GLFW_MAXIMIZED, placement.maximised ? GLFW_TRUE : GLFW_FALSE);
  glfwWindowHint(GLFW_RESIZABLE, GLFW_TRUE);
  glfwWindowHint(GLFW_SAMPLES, o.samples);
  GLFWwindow* w = glfwCreateWindow(o.width, o.height, o.title, nullptr, nullptr);
  if (!w) {
    error = "cannot create an OpenGL 3.3 core window (" + g_last_glfw_error + ")";
    glfwTerminate();
    return nullptr;
  }
  if (placement.x && placement.y && on_a_monitor(*placement.x, *placement.y))
    glfwSetWindowPos(w, *placement.x, *placement.y);
  if (o.visible) glfwShowWindow(w);
  glfwMakeContextCurrent(w);
  const int version = gladLoadGL(glfwGetProcAddress);
  if (version == 0 || GLAD_VERSION_MAJOR(version) * 10 + GLAD_VERSION_MINOR(version) < 33) {
    error = "cannot load OpenGL 3.3 core functions";
    glfwDestroyWindow(w);
    glfwTerminate();
    return nullptr;
  }
  glfwSwapInterval(1);
  return std::unique_ptr<Window>(new Window(w));
}

Window::~Window() {
  glfwDestroyWindow(window_);
  glfwTerminate();
}

bool Window::should_close() const {
  return glfwWindowShouldClose(window_);
}

void Window::swap_buffers() const {
  glfwSwapBuffers(window_);
}

void Window::framebuffer_size(int& width, int& height) const {
  glfwGetFramebufferSize(window_, &width, &height);
}

}  // namespace collide
