#include "app/workbench/view_settings.hpp"

#include <imgui.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

namespace collide {

void style_imgui(Theme theme, float content_scale) {
  ImGui::GetStyle() = ImGuiStyle();
  if (theme == Theme::light)
    ImGui::StyleColorsLight();
  else
    ImGui::StyleColorsDark();
  ImGuiStyle& style = ImGui::GetStyle();
  style.WindowRounding = 6;
  style.FrameRounding = 4;
  style.WindowBorderSize = theme == Theme::light ? 1 : 0;  // light panels need an edge
  style.Colors[ImGuiCol_WindowBg].w = 0.9f;
  style.ScaleAllSizes(content_scale);
}

void read_placement(GLFWwindow* window, WindowPlacement& placement) {
  placement.maximised = glfwGetWindowAttrib(window, GLFW_MAXIMIZED) == GLFW_TRUE;
  if (placement.maximised) return;
  int w = 0, h = 0, x = 0, y = 0;
  glfwGetWindowSize(window, &w, &h);
  glfwGetWindowPos(window, &x, &y);
  if (w > 0 && h > 0) {  // 0×0 while minimised: keep the last real size
    placement.width = w;
    placement.height = h;
    placement.x = x;
    placement.y = y;
  }
}

void apply_snap_steps(const Settings& s, GizmoSettings& g) {
  if (s.translate_step > 0) g.translate_step = s.translate_step;
  if (s.angle_step_degrees > 0) g.angle_step_degrees = s.angle_step_degrees;
  if (s.scale_step > 0) g.scale_step = s.scale_step;
}

void remember_snap_steps(const GizmoSettings& g, Settings& s) {
  s.translate_step = g.translate_step;
  s.angle_step_degrees = g.angle_step_degrees;
  s.scale_step = g.scale_step;
}

}  // namespace collide
