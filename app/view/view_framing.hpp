#pragma once
// What the view frames (F, a file without a camera, a new scene): every visible object whole
// and, when the octree evidence is shown, every cell it draws — so the octree lesson opens with
// its cells in view, not cut off by a framing of the objects alone.
#include <vector>

#include <glm/vec3.hpp>

#include "app/view/scene_view.hpp"
#include "app/visualize/octree_options.hpp"
#include "core/eval/scene_evaluation.hpp"
#include "core/scene/scene.hpp"
#include "render/camera.hpp"

namespace collide {

// The scene's framing points (scene_view.hpp), plus the corners of the octree cells drawn with
// `octree` (none when octree.shown is false or `evaluation` is null).
std::vector<glm::dvec3> view_framing_points(const Scene& scene, const SceneEvaluation* evaluation,
                                            const OctreeDrawOptions& octree);

// Keeps the view direction; aims and backs off until all the points fit `viewport` with
// kViewFramingMargin.
void frame_view(Camera& camera, const Viewport& viewport, const std::vector<glm::dvec3>& points);

// The view a scene opens with: the file's camera, or else one framing the scene and, with the
// octree shown, its cells (what `render` draws; the viewer frames the same way once its panels
// have settled).
Camera opening_camera(const Scene& scene, const Viewport& viewport,
                      const SceneEvaluation* evaluation, const OctreeDrawOptions& octree);

}  // namespace collide
