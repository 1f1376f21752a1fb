#pragma once
// What the view frames (F, a file without a camera, a new scene): every visible object whole
// and, when the octree evidence is shown, every cell it draws — so the octree lesson opens with
// its cells in view, not cut off by a framing of the objects alone.
#include <cstddef>
#include <span>
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

// F with objects selected (`selected`: indices into scene.objects): frames them, and keeps them
// in sight — when another object hides a selected one's centre from the eye (F on a box behind a
// wall framed the wall's face), the view turns to the nearest direction, in steps of yaw and
// pitch, from which every selected centre is seen (else the most of them); unhidden, the view
// keeps its direction. Occluders are the solids and triangles (points, segments and rays are
// thin; a plane is drawn as a see-through patch).
void frame_objects_in_sight(Camera& camera, const Viewport& viewport, const Scene& scene,
                            std::span<const std::size_t> selected);
// Whether objects[target]'s centre (of its bounds) is seen from `eye`: no other visible
// occluder is entered before it along the way there.
bool centre_seen_from(const Scene& scene, std::size_t target, const glm::dvec3& eye);

// The view a scene opens with: the file's camera, or else one framing the scene and, with the
// octree shown, its cells (what `render` draws; the viewer frames the same way once its panels
// have settled).
Camera opening_camera(const Scene& scene, const Viewport& viewport,
                      const SceneEvaluation* evaluation, const OctreeDrawOptions& octree);

}  // namespace collide
