#include "app/panels/mesh_pose_edit.hpp"

#include <cmath>
#include <stdexcept>

#include "core/math/number_format.hpp"

namespace collide {

MeshPose pose_of(const MeshSource& mesh) {
  return {mesh.center, mesh.rotation, mesh.scale};
}

std::variant<MeshRef, std::string> reposed_mesh(const MeshSource& mesh, const MeshPose& pose) {
  if (!mesh.from_file()) return std::string("an inline mesh has no pose: edit its triangles");
  if (!(pose.scale > 0))
    return "the scale must be above 0 (got " + format_number(pose.scale) +
           "): 0 flattens the mesh to a point and a negative scale mirrors it";
  for (int k = 0; k < 3; ++k)
    if (!std::isfinite(pose.center[k])) return std::string("the center must be finite numbers");
  if (!std::isfinite(pose.scale)) return std::string("the scale must be a finite number");
  try {
    // The rotation as given (unit: the Inspector's RotationEdit makes it), not normalised again,
    // so the numbers a person typed stay the ones shown.
    return placed_mesh(mesh.file_mesh, mesh.file, mesh.directory, pose.center, pose.rotation,
                       pose.scale);
  } catch (const std::invalid_argument& e) {
    return std::string(e.what());
  }
}

}  // namespace collide
