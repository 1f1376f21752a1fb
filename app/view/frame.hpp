#pragma once
// The one frame function: what the 3D view shows, as a DrawList. The viewer and
// `collision-lab render` both call it, so a screenshot shows exactly what the viewer shows
// (panels aside). Later it also takes the evaluation (evidence) and the selection (gizmos).
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "app/visualize/evidence_style.hpp"
#include "app/visualize/octree_options.hpp"
#include "core/eval/focus_resolution.hpp"
#include "core/scene/scene.hpp"
#include "render/camera.hpp"
#include "render/draw_list.hpp"

namespace collide {

struct FocusedPair;        // app/visualize/visualizer.hpp
class ObjectDrawingCache;  // app/view/object_drawing_cache.hpp
class SceneEvaluation;     // core/eval/scene_evaluation.hpp

// The pair whose evidence the frame draws (indices into Scene::objects, in the caller's order)
// and how (which SAT axis, all 15 or the first separating only, the scrubbed time): a resolved
// focus (core/eval/focus_resolution.hpp) with the view's style.
struct FrameFocus {
  std::size_t a = 0, b = 0;
  EvidenceStyle style;
  bool operator==(const FrameFocus&) const = default;
};
// The frame's focus for a resolved one: its pair, in `style` with the focus's axis shown when it
// names one (otherwise the style's).
FrameFocus frame_focus(const ResolvedFocus& focus, EvidenceStyle style = {});

struct ViewOptions {
  bool grid = true;      // the ground grid
  bool axes = true;      // the world axes through the origin
  int highlighted = -1;  // objects[highlighted] gets the highlight outline
  std::optional<FrameFocus> focus =
      std::nullopt;      // set: the focused pair's evidence (Layer::evidence)
  bool outlines = true;  // edges and silhouettes of boxes, spheres, ellipsoids (draw_settings.hpp)
  // The selected objects (indices into Scene::objects, in selection order: the last is the
  // primary); each gets a selection outline (scene_drawing.hpp), and the octree evidence traces
  // their queries (none: the focused pair's two objects).
  std::vector<std::size_t> selected = {};
  // The octree's cells and the selected objects' queries (app/visualize/octree_visual.hpp), read
  // from `evaluation` (null: the frame evaluates the scene itself, as `render` does).
  OctreeDrawOptions octree{};
  const SceneEvaluation* evaluation = nullptr;
  // The viewer's: a big scene's plain objects kept from the last frame (object_drawing_cache.hpp;
  // null: drawn anew).
  ObjectDrawingCache* objects_cache = nullptr;
  bool operator==(const ViewOptions&) const = default;
};

// Clears `out` and fills it: the grid and axes (scene layer, as the options say), then every
// visible object (scene layer, with markers for objects too small to see). Same inputs, same
// list: nothing else is read.
// With options.focus, the focused pair is evaluated here (evaluate_pair: the scene's precision
// and tolerances) and its evidence drawn over the objects; indices out of range draw none.
void build_frame(DrawList& out, const Scene& scene, const Camera& camera, const Viewport& viewport,
                 const ViewOptions& options = {});
// The same frame with the focused pair's evidence from a result the caller holds (the viewer's
// evaluation), drawn with options.focus's style (the default style without one).
void build_frame(DrawList& out, const Scene& scene, const Camera& camera, const Viewport& viewport,
                 const ViewOptions& options, const FocusedPair& evidence);

}  // namespace collide
