#include "app/view/frame.hpp"

#include "app/view/scene_drawing.hpp"
#include "app/view/scene_view.hpp"
#include "app/visualize/cross_section.hpp"
#include "app/visualize/octree_visual.hpp"
#include "app/visualize/visualizer.hpp"
#include "render/grid.hpp"

namespace collide {

namespace {

bool same_rgb(const Color& a, const Color& b) {
  return a.r == b.r && a.g == b.g && a.b == b.b;
}

// emit_grid emits the grid and the axes together; the axes are told from the grid lines by
// their colours (the style's, so they are known exactly).
void emit_grid_and_axes(DrawList& out, const Camera& camera, const Viewport& viewport,
                        const ViewOptions& options) {
  if (!options.grid && !options.axes) return;
  const GridStyle style;
  DrawList grid;
  emit_grid(grid, camera, viewport, style);
  for (const DrawLine& l : grid.layer(Layer::scene).lines) {
    const bool axis = same_rgb(l.color_a, style.x_axis) || same_rgb(l.color_a, style.y_axis) ||
                      same_rgb(l.color_a, style.z_axis);
    if (axis ? options.axes : options.grid) out.line(Layer::scene, l);
  }
}

}  // namespace

namespace {

EvidenceStyle with_camera(EvidenceStyle style, const Camera& camera, const Viewport& viewport) {
  style.view_right = glm::dvec3(right_direction(camera));
  style.view_up = glm::dvec3(up_direction(camera));
  style.view = EvidenceStyle::View{camera, viewport};
  return style;
}

void build_scene(DrawList& out, const Scene& scene, const Camera& camera, const Viewport& viewport,
                 const ViewOptions& options) {
  out.clear();
  out.background_top = kBackgroundTop;
  out.background_bottom = kBackgroundBottom;
  emit_grid_and_axes(out, camera, viewport, options);
  // The focused pair is drawn in full however small or far (its evidence is about them).
  std::vector<std::size_t> full;
  if (options.focus) full = {options.focus->a, options.focus->b};
  draw_objects(out, scene, camera, viewport, options.highlighted, options.outlines,
               options.selected, full, options.objects_cache);
}

// The octree evidence (over the objects, under the pair's evidence).
void draw_broadphase(DrawList& out, const Scene& scene, const ViewOptions& options) {
  if (!options.octree.shown) return;
  const std::vector<std::uint32_t> selected = traced_objects(
      options.selected,
      options.focus ? std::optional(std::pair{options.focus->a, options.focus->b}) : std::nullopt);
  SceneEvaluation own;
  if (!options.evaluation) own.build(scene);
  draw_octree(
      octree_evidence(options.evaluation ? *options.evaluation : own, selected, options.octree),
      out);
}

}  // namespace

FrameFocus frame_focus(const ResolvedFocus& focus, EvidenceStyle style) {
  if (focus.sat_axis >= 0) style.sat_axis = focus.sat_axis;
  return FrameFocus{focus.a, focus.b, style};
}

void build_frame(DrawList& out, const Scene& scene, const Camera& camera, const Viewport& viewport,
                 const ViewOptions& options) {
  build_scene(out, scene, camera, viewport, options);
  draw_broadphase(out, scene, options);
  if (const auto& f = options.focus;
      f && f->a < scene.objects.size() && f->b < scene.objects.size() && f->a != f->b) {
    draw_evidence(evaluate_pair(scene, f->a, f->b), with_camera(f->style, camera, viewport), out);
    draw_plane_section(scene, f->a, f->b, out);
  }
}

void build_frame(DrawList& out, const Scene& scene, const Camera& camera, const Viewport& viewport,
                 const ViewOptions& options, const FocusedPair& evidence) {
  build_scene(out, scene, camera, viewport, options);
  draw_broadphase(out, scene, options);
  draw_evidence(
      evidence,
      with_camera(options.focus ? options.focus->style : EvidenceStyle{}, camera, viewport), out);
  if (options.focus) draw_plane_section(scene, options.focus->a, options.focus->b, out);
}

}  // namespace collide
