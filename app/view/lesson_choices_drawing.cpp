#include "app/view/lesson_choices_drawing.hpp"

#include <array>

namespace collide {
namespace {

void axis_line(DrawList& out, const ChoiceTarget& t, Color color, float width) {
  if (t.direction == Vec3<double>{}) return;  // a degenerate edge axis: no direction to show
  const glm::dvec3 o(t.origin), d(t.direction);
  const double r = 1.6 * t.reach;  // past the pair on both sides, as a ruler runs
  out.line(Layer::evidence, {o - d * r, o + d * r, color, color, width, width < 2.5f ? 6.0f : 0});
  out.label(Layer::evidence, {o + d * r, {4, -4}, t.label, color, LabelPriority::focused});
}

void cell_box(DrawList& out, const ChoiceTarget& t, Color color, float width) {
  const glm::dvec3 lo(t.cell.min), hi(t.cell.max);
  std::array<glm::dvec3, 8> c;
  for (int i = 0; i < 8; ++i)
    c[std::size_t(i)] = {i & 1 ? hi.x : lo.x, i & 2 ? hi.y : lo.y, i & 4 ? hi.z : lo.z};
  // The 12 edges: corners that differ in one bit.
  for (int i = 0; i < 8; ++i)
    for (int bit = 1; bit < 8; bit <<= 1)
      if (!(i & bit))
        out.line(Layer::evidence,
                 {c[std::size_t(i)], c[std::size_t(i | bit)], color, color, width});
  out.label(Layer::evidence, {hi, {4, -4}, t.label, color, LabelPriority::focused});
}

}  // namespace

void draw_lesson_choices(DrawList& out, const std::vector<ChoiceTarget>& targets, int hovered,
                         std::optional<int> chosen, int answer) {
  for (int i = 0; i < int(targets.size()); ++i) {
    const ChoiceTarget& t = targets[std::size_t(i)];
    if (t.kind != ChoiceKind::axis && t.kind != ChoiceKind::cell) continue;
    Color color = kChoiceFaint;
    float width = 1.5f;
    if (chosen && i == answer) {
      color = kChoiceAnswer;
      width = 3.5f;
    } else if (chosen && i == *chosen) {
      color = kChoiceWrong;
      width = 3.5f;
    } else if (i == hovered) {
      color = kChoiceHovered;
      width = 3.5f;
    }
    if (t.kind == ChoiceKind::axis)
      axis_line(out, t, color, width);
    else
      cell_box(out, t, color, width);
  }
}

}  // namespace collide
