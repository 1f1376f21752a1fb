#include "app/view/frame.hpp"

#include <string_view>
#include <unordered_map>

#include "app/view/scene_drawing.hpp"
#include "app/view/scene_view.hpp"
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

EvidenceStyle with_camera(EvidenceStyle style, const Camera& camera) {
  style.view_right = glm::dvec3(right_direction(camera));
  style.view_up = glm::dvec3(up_direction(camera));
  return style;
}

void build_scene(DrawList& out, const Scene& scene, const Camera& camera, const Viewport& viewport,
                 const ViewOptions& options) {
  out.clear();
  out.background_top = kBackgroundTop;
  out.background_bottom = kBackgroundBottom;
  emit_grid_and_axes(out, camera, viewport, options);
  draw_objects(out, scene, camera, viewport, options.highlighted, options.outlines,
               options.selected);
}

}  // namespace

std::vector<std::size_t> selected_indices(const Scene& scene, const std::vector<std::string>& ids) {
  std::unordered_map<std::string_view, std::size_t> position;  // id -> its place in ids
  position.reserve(ids.size());
  for (std::size_t k = 0; k < ids.size(); ++k)
    position.emplace(ids[k], k);
  constexpr std::size_t kMissing = std::size_t(-1);
  std::vector<std::size_t> found(ids.size(), kMissing);
  for (std::size_t i = 0; i < scene.objects.size() && !position.empty(); ++i)
    if (auto it = position.find(scene.objects[i].id); it != position.end()) {
      found[it->second] = i;
      position.erase(it);  // ids are unique in a scene: the first match is the one
    }
  std::erase(found, kMissing);
  return found;
}

void build_frame(DrawList& out, const Scene& scene, const Camera& camera, const Viewport& viewport,
                 const ViewOptions& options) {
  build_scene(out, scene, camera, viewport, options);
  if (const auto& f = options.focus;
      f && f->a < scene.objects.size() && f->b < scene.objects.size() && f->a != f->b)
    draw_evidence(evaluate_pair(scene, f->a, f->b), with_camera(f->style, camera), out);
}

void build_frame(DrawList& out, const Scene& scene, const Camera& camera, const Viewport& viewport,
                 const ViewOptions& options, const FocusedPair& evidence) {
  build_scene(out, scene, camera, viewport, options);
  draw_evidence(evidence,
                with_camera(options.focus ? options.focus->style : EvidenceStyle{}, camera), out);
}

}  // namespace collide
