// Gizmo::draw: the handles as overlay lines, dots, squares and small solids, sized from the
// pixel size at the pivot so they keep their size on screen at any distance and zoom.
#include <algorithm>
#include <cmath>

#include <glm/geometric.hpp>

#include "app/edit/gizmo.hpp"
#include "app/kinds/kind_table.hpp"
#include "render/draw_shapes.hpp"

namespace collide {

namespace {

using D3 = glm::dvec3;
constexpr Color kAxisColors[3] = {
    {0.93f, 0.27f, 0.27f, 1}, {0.36f, 0.82f, 0.30f, 1}, {0.30f, 0.52f, 0.96f, 1}};
constexpr Color kActiveColor{1.0f, 0.85f, 0.2f, 1};
constexpr Color kNeutral{0.92f, 0.92f, 0.92f, 1};
constexpr Color kFaint{0.92f, 0.92f, 0.92f, 0.35f};
constexpr float kLineWidth = 3.0f;

}  // namespace

void Gizmo::draw(DrawList& list, const ObjectPose& pose, const EditView& view) const {
  const D3 c = pivot_of(pose.desc);
  if (view.depth_of(c) <= 0) return;
  const std::string reason = unavailable_reason(pose.desc, mode_);
  if (!reason.empty()) {
    list.label(Layer::overlay, {c,
                                {12, -12},
                                std::string(mode_name(mode_)) + ": " + reason,
                                kNeutral,
                                LabelPriority::hint});
    return;
  }
  const auto a = axes(pose);
  const double s = world_size(pose, view);
  const D3 to_pivot = glm::normalize(c - view.eye);
  const auto lit = active() ? std::optional<Handle>(drag_->handle) : hovered_;
  auto color = [&](const Handle& h, const Color& base) {
    return lit && *lit == h ? kActiveColor : base;
  };
  const auto verts = vertex_handles_of(pose);
  const KindRow& row = kind_of(pose.desc);
  const auto faces = row.faces ? row.faces(pose.desc) : std::vector<D3>{};
  for (const Handle& h : handles(pose)) {
    const int k = std::clamp(h.index, 0, 2);
    const Color axis_color = kAxisColors[k];
    if ((h.kind == HandleKind::axis || h.kind == HandleKind::scale_axis) &&
        std::abs(glm::dot(a[k], to_pivot)) > kGizmoEndOnCos)
      continue;  // end-on: a dot, neither drawn nor grabbed (see hit_test)
    if (h.kind == HandleKind::face &&
        std::abs(glm::dot(a[std::clamp(h.index / 2, 0, 2)], to_pivot)) > kGizmoEndOnCos)
      continue;
    switch (h.kind) {
      case HandleKind::axis:
        cone_arrow(list, {Layer::overlay, color(h, axis_color), kLineWidth}, c + 0.15 * s * a[k],
                   c + s * a[k], 0.2 * s, 0.06 * s);
        break;
      case HandleKind::plane: {
        const int i = (k + 1) % 3, j = (k + 2) % 3;
        Color col = color(h, axis_color);
        col.a = 0.6f;
        const D3 m = c + 0.35 * s * (a[i] + a[j]);
        const D3 u = 0.1 * s * a[i], v = 0.1 * s * a[j];
        list.triangle(Layer::overlay, {m - u - v, m + u - v, m + u + v, col});
        list.triangle(Layer::overlay, {m - u - v, m + u + v, m - u + v, col});
        break;
      }
      case HandleKind::screen:
        list.point(Layer::overlay, {c, color(h, kNeutral), 12});
        break;
      case HandleKind::ring:
        circle(list, {Layer::overlay, color(h, axis_color), kLineWidth}, c, a[k], s);
        break;
      case HandleKind::view_ring:
        circle(list, {Layer::overlay, color(h, kNeutral), 2.0f}, c, view.forward, 1.2 * s);
        break;
      case HandleKind::trackball:
        circle(list, {Layer::overlay, color(h, kFaint), 1.0f}, c, view.forward, s);
        break;
      case HandleKind::scale_axis: {
        const Color col = color(h, axis_color);
        list.line(Layer::overlay, {c + 0.15 * s * a[k], c + s * a[k], col, col, kLineWidth});
        const glm::dmat3 r = rotation_y_to(a[k]);
        list.solid(
            Layer::overlay,
            {Solid::box, c + s * a[k],
             glm::mat3(glm::dmat3(r[0] * (0.05 * s), r[1] * (0.05 * s), r[2] * (0.05 * s))), col});
        break;
      }
      case HandleKind::scale_uniform:
        list.solid(Layer::overlay,
                   {Solid::box, c, glm::mat3(glm::dmat3(0.07 * s)), color(h, kNeutral)});
        break;
      case HandleKind::face: {
        const int axis = std::clamp(h.index / 2, 0, 2);
        list.point(Layer::overlay, {faces[std::size_t(h.index)], color(h, kAxisColors[axis]), 12});
        break;
      }
      case HandleKind::vertex:
        // The velocity's tip, on the t = 1 ghost: joined to the pivot it moves from.
        if (is_velocity_handle(pose, h.index))
          list.line(Layer::overlay, {c, verts[std::size_t(h.index)], color(h, kNeutral),
                                     color(h, kNeutral), 1.5f, 6.0f});
        list.point(Layer::overlay, {verts[std::size_t(h.index)], color(h, kNeutral), 11});
        break;
    }
  }
  if (clamped_ && active())
    list.label(Layer::overlay, {c,
                                {12, 12},
                                "held at the minimum size " + std::to_string(settings.min_size),
                                kActiveColor,
                                LabelPriority::hint});
}

}  // namespace collide
