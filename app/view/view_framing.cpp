#include "app/view/view_framing.hpp"

#include "app/visualize/octree_visual.hpp"

namespace collide {

std::vector<glm::dvec3> view_framing_points(const Scene& scene, const SceneEvaluation* evaluation,
                                            const OctreeDrawOptions& octree) {
  std::vector<glm::dvec3> points = framing_points(scene);
  if (!octree.shown || !evaluation) return points;
  const OctreeEvidence ev = octree_evidence(*evaluation, {}, octree);
  Bounds b;
  for (std::uint32_t n : ev.shown) {
    b.add(glm::dvec3(ev.cells[n].cell.min));
    b.add(glm::dvec3(ev.cells[n].cell.max));
  }
  if (b.empty) return points;
  for (int i = 0; i < 8; ++i)
    points.emplace_back(i & 1 ? b.hi.x : b.lo.x, i & 2 ? b.hi.y : b.lo.y, i & 4 ? b.hi.z : b.lo.z);
  return points;
}

void frame_view(Camera& camera, const Viewport& viewport, const std::vector<glm::dvec3>& points) {
  frame_points(camera, viewport, points, kViewFramingMargin);
}

Camera opening_camera(const Scene& scene, const Viewport& viewport,
                      const SceneEvaluation* evaluation, const OctreeDrawOptions& octree) {
  Camera camera = initial_camera(scene, viewport);
  if (!scene.camera && octree.shown && evaluation)
    frame_view(camera, viewport, view_framing_points(scene, evaluation, octree));
  return camera;
}

}  // namespace collide
