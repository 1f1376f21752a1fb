#include "app/edit/gizmo.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <glm/geometric.hpp>

#include "app/kinds/kind_table.hpp"
#include "core/queries/ray_queries.hpp"
#include "core/scene/pose.hpp"
#include "render/draw_shapes.hpp"

namespace collide {

namespace {

using D3 = glm::dvec3;
constexpr double kInf = std::numeric_limits<double>::infinity();
// A drag plane met by the ray at a grazing angle (|cos| below this) would move the object by
// huge amounts per pixel: the drag keeps its last pose instead.
constexpr double kGrazingCos = 1e-3;
// Translate arrows run from kArrowStart·size to size; plane squares sit at kSquareAt·size.
constexpr double kArrowStart = 0.15;
constexpr double kSquareAt = 0.35, kSquareHalf = 0.1;
constexpr double kViewRing = 1.2;  // the view ring's radius over the axis rings'

double snap_to(double x, double step) {
  return step > 0 ? std::round(x / step) * step : x;
}

// The centres of the faces a scale drag moves one by one (an AABB's), or none.
std::vector<D3> faces_of(const ObjectPose& pose) {
  const KindRow& row = kind_of(pose.desc);
  return row.faces ? row.faces(pose.desc) : std::vector<D3>{};
}

// How near (in pixels) the ray passes to a segment, measured at the segment's nearest point.
double segment_px(const Ray<double>& ray, const D3& a, const D3& b, const EditView& view) {
  auto h = ray_segment(ray, {a, b}, kInf);
  if (!h || view.depth_of(h->point) <= 0) return kInf;
  return h->distance / view.pixel_size_at(h->point);
}

double polyline_px(const Ray<double>& ray, const std::vector<D3>& pts, const EditView& view) {
  double best = kInf;
  for (std::size_t i = 0; i + 1 < pts.size(); ++i) {
    auto h = ray_segment(ray, {pts[i], pts[i + 1]}, kInf);
    if (!h || view.depth_of(h->point) <= 0) continue;
    const double px = h->distance / view.pixel_size_at(h->point);
    best = std::min(best, px);
  }
  return best;
}

double dot_px(const D3& p, const EditView& view, const glm::dvec2& pixel) {
  auto at = view.to_pixel(p);
  return at ? glm::length(*at - pixel) : kInf;
}

}  // namespace

std::string handle_name(const Handle& h) {
  static const char* axis[] = {"x", "y", "z"};
  const std::string k = h.index >= 0 && h.index < 3 ? axis[h.index] : "?";
  switch (h.kind) {
    case HandleKind::axis:
      return "move along " + k;
    case HandleKind::plane:
      return "move across " + k;
    case HandleKind::screen:
      return "move in the view plane";
    case HandleKind::ring:
      return "turn about " + k;
    case HandleKind::view_ring:
      return "turn about the view direction";
    case HandleKind::trackball:
      return "turn freely";
    case HandleKind::scale_axis:
      return "resize along " + k;
    case HandleKind::scale_uniform:
      return "resize";
    case HandleKind::face:
      return std::string(h.index % 2 ? "move the max " : "move the min ") +
             axis[std::clamp(h.index / 2, 0, 2)] + " face";
    case HandleKind::vertex:
      return "move vertex " + std::to_string(h.index);
  }
  return "?";
}

void Gizmo::set_mode(GizmoMode m) {
  if (active())
    pending_mode_ = m;
  else
    mode_ = m;
}

void Gizmo::set_space(GizmoSpace s) {
  if (active())
    pending_space_ = s;
  else
    space_ = s;
}

std::array<D3, 3> Gizmo::axes(const ObjectPose& pose) const {
  // Scaling is always along the object's own axes (which are the world's for every kind but a
  // box, an ellipsoid and a plane, and a plane has no size).
  if (space_ == GizmoSpace::local || mode_ == GizmoMode::scale) return local_axes_of(pose.desc);
  return kinds::world_axes();
}

double Gizmo::world_size(const ObjectPose& pose, const EditView& view) const {
  return settings.size_px * view.pixel_size_at(pivot_of(pose.desc));
}

std::vector<Handle> Gizmo::handles(const ObjectPose& pose) const {
  std::vector<Handle> out;
  if (!unavailable_reason(pose.desc, mode_).empty()) return out;
  auto add3 = [&](HandleKind k) {
    for (int i = 0; i < 3; ++i)
      out.push_back({k, i});
  };
  switch (mode_) {
    case GizmoMode::translate: {
      add3(HandleKind::axis);
      add3(HandleKind::plane);
      out.push_back({HandleKind::screen, 0});
      const auto verts = vertex_handles_of(pose);
      for (int i = 0; i < int(verts.size()); ++i)
        out.push_back({HandleKind::vertex, i});
      break;
    }
    case GizmoMode::rotate:
      add3(HandleKind::ring);
      out.push_back({HandleKind::view_ring, 0});
      out.push_back({HandleKind::trackball, 0});
      break;
    case GizmoMode::scale:
      switch (kind_of(pose.desc).scale_handles) {
        case ScaleHandles::faces:
          for (int f = 0; f < int(faces_of(pose).size()); ++f)
            out.push_back({HandleKind::face, f});
          break;
        case ScaleHandles::uniform:
          out.push_back({HandleKind::scale_uniform, 0});
          break;
        case ScaleHandles::per_axis:
          add3(HandleKind::scale_axis);
          out.push_back({HandleKind::scale_uniform, 0});
          break;
        case ScaleHandles::none:
          break;
      }
      break;
  }
  return out;
}

std::optional<Handle> Gizmo::hit_test(const ObjectPose& pose, const EditView& view,
                                      const glm::dvec2& pixel) const {
  const D3 c = pivot_of(pose.desc);
  if (view.depth_of(c) <= 0) return std::nullopt;
  const auto a = axes(pose);
  const double s = world_size(pose, view);
  const Ray<double> ray = view.ray_through(pixel);
  const D3 to_pivot = glm::normalize(c - view.eye);
  // Best candidate by (class, pixels): 0 dots, 1 squares, 2 lines and rings, 3 trackball.
  std::optional<Handle> best;
  int best_class = 4;
  double best_px = kInf;
  auto offer = [&](const Handle& h, int cls, double px, double limit) {
    if (!(px <= limit)) return;
    if (cls < best_class || (cls == best_class && px < best_px)) {
      best = h;
      best_class = cls;
      best_px = px;
    }
  };
  const auto verts = vertex_handles_of(pose);
  const auto faces = faces_of(pose);
  for (const Handle& h : handles(pose)) {
    const int k = std::clamp(h.index, 0, 2);
    if ((h.kind == HandleKind::axis || h.kind == HandleKind::scale_axis) &&
        std::abs(glm::dot(a[k], to_pivot)) > kGizmoEndOnCos)
      continue;
    if (h.kind == HandleKind::face &&
        std::abs(glm::dot(a[std::clamp(h.index / 2, 0, 2)], to_pivot)) > kGizmoEndOnCos)
      continue;  // a face seen head-on would move along the line of sight
    switch (h.kind) {
      case HandleKind::axis:
        offer(h, 2, segment_px(ray, c + kArrowStart * s * a[k], c + s * a[k], view),
              settings.grab_px);
        break;
      case HandleKind::plane: {
        const int i = (k + 1) % 3, j = (k + 2) % 3;
        const PlanePatch patch{c + kSquareAt * s * (a[i] + a[j]), a[i], a[j], kSquareHalf * s};
        if (ray_plane_patch(ray, patch)) offer(h, 1, 0, 0);
        break;
      }
      case HandleKind::screen:
      case HandleKind::scale_uniform:
        offer(h, 0, dot_px(c, view, pixel), settings.dot_px);
        break;
      case HandleKind::ring: {
        // A ring seen edge-on is a line through the centre; where it crosses a ring seen face-on
        // the face-on one wins (up to 3 px of preference).
        const double edge_on = 1 - std::abs(glm::dot(a[k], to_pivot));
        offer(h, 2, polyline_px(ray, circle_points(c, a[k], s), view) + 3 * edge_on,
              settings.grab_px);
        break;
      }
      case HandleKind::view_ring:
        offer(h, 2, polyline_px(ray, circle_points(c, view.forward, kViewRing * s), view),
              settings.grab_px);
        break;
      case HandleKind::trackball:
        offer(h, 3, dot_px(c, view, pixel), settings.size_px);
        break;
      case HandleKind::scale_axis:
        offer(h, 0, dot_px(c + s * a[k], view, pixel), settings.dot_px);
        offer(h, 2, segment_px(ray, c + kArrowStart * s * a[k], c + s * a[k], view),
              settings.grab_px);
        break;
      case HandleKind::face:
        offer(h, 0, dot_px(faces[std::size_t(h.index)], view, pixel), settings.dot_px);
        break;
      case HandleKind::vertex:
        offer(h, 0, dot_px(verts[std::size_t(h.index)], view, pixel), settings.dot_px);
        break;
    }
  }
  return best;
}

void Gizmo::hover(const ObjectPose& pose, const EditView& view, const glm::dvec2& pixel) {
  hovered_ = active() ? std::optional<Handle>(drag_->handle) : hit_test(pose, view, pixel);
}

std::optional<Handle> Gizmo::active_handle() const {
  if (!drag_) return std::nullopt;
  return drag_->handle;
}

bool Gizmo::press(const ObjectPose& pose, const EditView& view, const glm::dvec2& pixel) {
  if (active()) return true;
  const auto h = hit_test(pose, view, pixel);
  if (!h) return false;
  Drag d;
  d.handle = *h;
  d.start = d.last = pose;
  d.pivot = pivot_of(pose.desc);
  d.axes = axes(pose);
  d.size = world_size(pose, view);
  d.press_px = pixel;
  d.anchor_raw = d.anchor_eff = d.last_raw = d.last_eff = pixel;
  d.view_right = view.right;
  d.view_up = view.up;
  d.view_forward = view.forward;
  d.plane_point = d.pivot;
  d.plane_normal = view.forward;
  const D3 to_pivot = glm::normalize(d.pivot - view.eye);
  const int k = std::clamp(h->index, 0, 2);
  // A line drag happens in the plane that holds the line and faces the eye best; chosen once.
  auto line_plane = [&](const D3& dir, const D3& through) {
    D3 n = to_pivot - glm::dot(to_pivot, dir) * dir;
    d.plane_normal = glm::length(n) > 1e-9 ? glm::normalize(n) : perpendicular(dir);
    d.plane_point = through;
  };
  bool uses_plane = true;
  switch (h->kind) {
    case HandleKind::axis:
    case HandleKind::scale_axis:
      line_plane(d.axes[k], d.pivot);
      break;
    case HandleKind::face:
      line_plane(d.axes[std::clamp(h->index / 2, 0, 2)], faces_of(pose)[std::size_t(h->index)]);
      break;
    case HandleKind::plane:
      d.plane_normal = d.axes[k];
      break;
    case HandleKind::screen:
      break;
    case HandleKind::vertex:
      d.plane_point = vertex_handles_of(pose)[std::size_t(h->index)];
      break;
    case HandleKind::ring:
      d.plane_normal = d.axes[k];
      // Nearly edge-on, the ring's plane meets the ray at a grazing angle: follow the cursor
      // along the ring's tangent on screen instead (one ring radius in pixels per radian).
      if (std::abs(glm::dot(d.axes[k], to_pivot)) < 0.2) {
        d.tangent_method = true;
        uses_plane = false;
        // The grabbed point: of the ring's points under the cursor, the nearest to the eye (an
        // edge-on ring covers its front and back halves; the front one is what the user sees).
        const Ray<double> ray = view.ray_through(pixel);
        const auto pts = circle_points(d.pivot, d.axes[k], d.size);
        D3 g = pts.front();
        double g_depth = kInf;
        for (std::size_t i = 0; i + 1 < pts.size(); ++i) {
          auto near = ray_segment(ray, {pts[i], pts[i + 1]}, kInf);
          if (!near || near->distance > settings.grab_px * view.pixel_size_at(near->point))
            continue;
          if (view.depth_of(near->point) < g_depth) {
            g = near->point;
            g_depth = view.depth_of(near->point);
          }
        }
        const D3 t = glm::cross(d.axes[k], g - d.pivot);
        const glm::dvec2 st(glm::dot(t, view.right), -glm::dot(t, view.up));
        d.screen_tangent = glm::length(st) > 1e-12 ? glm::normalize(st) : glm::dvec2(1, 0);
      }
      break;
    case HandleKind::view_ring:
      break;
    case HandleKind::trackball:
    case HandleKind::scale_uniform:
      uses_plane = false;
      break;
  }
  if (uses_plane) {
    const auto p0 = on_plane(d, view, pixel);
    if (!p0) return false;
    d.p0 = *p0;
  }
  drag_ = d;
  hovered_ = d.handle;
  clamped_ = false;
  return true;
}

std::optional<D3> Gizmo::on_plane(const Drag& d, const EditView& view,
                                  const glm::dvec2& pixel) const {
  const Ray<double> ray = view.ray_through(pixel);
  const double along = glm::dot(d.plane_normal, ray.direction);
  if (std::abs(along) < kGrazingCos) return std::nullopt;
  const double t = glm::dot(d.plane_normal, d.plane_point - ray.origin) / along;
  if (!(t > 0) || !std::isfinite(t)) return std::nullopt;
  return ray.origin + t * ray.direction;
}

glm::dvec2 Gizmo::effective_pixel(Drag& d, const glm::dvec2& pixel, bool fine) const {
  if (fine != d.fine) {
    // Re-anchor at the last event's pointers: the effective pointer goes on from where it was.
    d.anchor_raw = d.last_raw;
    d.anchor_eff = d.last_eff;
    d.fine = fine;
  }
  // Not fine: the real pointer plus the offset the fine stretches left (none: the pixel itself,
  // bit for bit).
  const glm::dvec2 eff = fine ? d.anchor_eff + (pixel - d.anchor_raw) * settings.fine_factor
                              : pixel + (d.anchor_eff - d.anchor_raw);
  if (std::isfinite(pixel.x) && std::isfinite(pixel.y)) {
    d.last_raw = pixel;
    d.last_eff = eff;
  }
  return eff;
}

ObjectDesc Gizmo::drag(const EditView& view, const glm::dvec2& raw_pixel, bool snap, bool fine) {
  if (!drag_) return {};
  Drag& d = *drag_;
  const glm::dvec2 pixel = effective_pixel(d, raw_pixel, fine);
  clamped_ = false;
  switch (mode_) {
    case GizmoMode::translate:
      d.last = translate_step(d, view, pixel, snap);
      break;
    case GizmoMode::rotate:
      d.last = rotate_step(d, view, pixel, snap);
      break;
    case GizmoMode::scale:
      d.last = scale_step(d, view, pixel, snap);
      break;
  }
  motion_ = d.last.motion;
  return d.last.desc;
}

ObjectPose Gizmo::translate_step(const Drag& d, const EditView& view, const glm::dvec2& pixel,
                                 bool snap) {
  const auto p1 = on_plane(d, view, pixel);
  if (!p1) return d.last;
  const D3 move = *p1 - d.p0;
  const double step = settings.translate_step;
  const bool world = space_ == GizmoSpace::world;
  // Snapped: in the world frame the moved coordinates land on the grid; in the local frame the
  // distance moved along each local axis is a whole number of steps.
  auto along = [&](int k) {
    double s = glm::dot(move, d.axes[k]);
    if (snap) s = world ? snap_to(d.pivot[k] + s, step) - d.pivot[k] : snap_to(s, step);
    return s;
  };
  const int k = std::clamp(d.handle.index, 0, 2);
  // A move leaves the motion as it is (a velocity is a direction).
  const auto moved = [&](const D3& delta) {
    return ObjectPose(translated(d.start.desc, delta), d.start.motion);
  };
  switch (d.handle.kind) {
    case HandleKind::axis:
      return moved(d.axes[k] * along(k));
    case HandleKind::plane: {
      const int i = (k + 1) % 3, j = (k + 2) % 3;
      return moved(d.axes[i] * along(i) + d.axes[j] * along(j));
    }
    case HandleKind::screen: {
      D3 to = d.pivot + move;
      if (snap)
        for (int c = 0; c < 3; ++c)
          to[c] = snap_to(to[c], step);
      return moved(to - d.pivot);
    }
    case HandleKind::vertex: {
      D3 to = d.plane_point + move;
      if (snap)
        for (int c = 0; c < 3; ++c)
          to[c] = snap_to(to[c], step);
      return pose_with_vertex(d.start, d.handle.index, to);
    }
    default:
      return d.last;
  }
}

ObjectPose Gizmo::rotate_step(const Drag& d, const EditView& view, const glm::dvec2& pixel,
                              bool snap) {
  double angle = 0;
  D3 axis(0, 0, 1);
  const glm::dvec2 moved = pixel - d.press_px;
  switch (d.handle.kind) {
    case HandleKind::ring:
    case HandleKind::view_ring: {
      axis = d.plane_normal;
      if (d.tangent_method) {
        angle = glm::dot(moved, d.screen_tangent) / settings.size_px;
        break;
      }
      // The pointer's angle about the ring's centre on screen, as Blender and ImGuizmo turn:
      // where the pointer's ray met a steep ring plane, far from the ring, a 40 px flick turned
      // a box 87° (issue 39). Pixel y runs down, so the angle as seen (counter-clockwise) from
      // a0 to a1 is atan2(−(a0 × a1), a0·a1): a turn about the axis when it points at the eye,
      // the other way when it points away.
      const auto centre = view.to_pixel(d.pivot);
      if (!centre) return d.last;
      const glm::dvec2 a0 = d.press_px - *centre, a1 = pixel - *centre;
      if (glm::length(a0) < 1 || glm::length(a1) < 1) return d.last;  // on the centre: no angle
      const double seen = std::atan2(-(a0.x * a1.y - a0.y * a1.x), glm::dot(a0, a1));
      angle = glm::dot(axis, view.eye - d.pivot) >= 0 ? seen : -seen;
      break;
    }
    case HandleKind::trackball: {
      // Dragging right turns the front of the object right (about up), down turns it down
      // (about right); one gizmo radius in pixels is one radian.
      const double len = glm::length(moved);
      if (len == 0) return d.start;
      axis = glm::normalize(moved.x * d.view_up + moved.y * d.view_right);
      angle = len / settings.size_px;
      break;
    }
    default:
      return d.last;
  }
  if (snap && settings.angle_step_degrees > 0) {
    // In whole degrees first, so a quarter turn is glm::radians(90.0) exactly.
    const double steps = std::round(glm::degrees(angle) / settings.angle_step_degrees);
    angle = glm::radians(steps * settings.angle_step_degrees);
  }
  return turned(d.start, glm::angleAxis(angle, axis));  // a velocity turns with the object
}

ObjectPose Gizmo::scale_step(const Drag& d, const EditView& view, const glm::dvec2& pixel,
                             bool snap) {
  const double min = settings.min_size;
  const int k = std::clamp(d.handle.index, 0, 2);
  const KindRow& row = kind_of(d.start.desc);
  if (d.handle.kind == HandleKind::face) {
    const auto p1 = on_plane(d, view, pixel);
    if (!p1 || !row.with_face) return d.last;
    const int axis = std::clamp(d.handle.index / 2, 0, 2);
    double to = d.plane_point[axis] + glm::dot(*p1 - d.p0, d.axes[axis]);
    if (snap) to = snap_to(to, settings.translate_step);
    return ObjectPose(row.with_face(d.start.desc, d.handle.index, to, min, clamped_),
                      d.start.motion);
  }
  double factor = 1;
  if (d.handle.kind == HandleKind::scale_axis) {
    const auto p1 = on_plane(d, view, pixel);
    if (!p1) return d.last;
    // The ratio of the distances from the pivot along the axis, now and at the press.
    const double r0 = glm::dot(d.p0 - d.pivot, d.axes[k]);
    const double r1 = glm::dot(*p1 - d.pivot, d.axes[k]);
    if (std::abs(r0) < 1e-9 * d.size) return d.last;
    factor = r1 / r0;
  } else if (d.handle.kind == HandleKind::scale_uniform) {
    // Right and up grow, left and down shrink: one gizmo radius in pixels adds 1 to the factor.
    const glm::dvec2 moved = pixel - d.press_px;
    factor = 1 + (moved.x - moved.y) / settings.size_px;
  } else {
    return d.last;
  }
  if (snap) factor = snap_to(factor, settings.scale_step);
  // Never zero, negative or NaN: a size that would fall below the minimum is held there.
  if (!row.scaled) return d.last;
  const int axis = d.handle.kind == HandleKind::scale_uniform ? -1 : k;
  return ObjectPose(row.scaled(d.start.desc, Resize{axis, factor, min}, clamped_), d.start.motion);
}

void Gizmo::end_drag() {
  drag_.reset();
  if (pending_mode_) mode_ = *pending_mode_;
  if (pending_space_) space_ = *pending_space_;
  pending_mode_.reset();
  pending_space_.reset();
}

ObjectDesc Gizmo::release() {
  if (!drag_) return {};
  const ObjectPose out = drag_->last;
  end_drag();
  motion_ = out.motion;
  return out.desc;
}

ObjectDesc Gizmo::cancel() {
  if (!drag_) return {};
  const ObjectPose out = drag_->start;
  end_drag();
  clamped_ = false;
  motion_ = out.motion;
  return out.desc;
}

}  // namespace collide
