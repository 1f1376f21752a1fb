#pragma once
// The Inspector's edit of a file mesh's pose (its center, rotation and uniform scale), without
// ImGui: the file's mesh placed again by core (placed_mesh: the file's own mesh transformed, its
// tree refit, not rebuilt — what the gizmo's move, turn and scale do through the kind's
// descriptor), or the reason the pose makes no mesh. An inline mesh has no pose: its triangles
// are its scene's numbers, shown read only (mesh_summary.hpp).
#include <string>
#include <variant>

#include "core/scene/scene.hpp"

namespace collide {

struct MeshPose {
  Vec3<double> center{};
  Quat<double> rotation{1, 0, 0, 0};
  double scale = 1;
};

// A file mesh's pose as its source holds it.
MeshPose pose_of(const MeshSource& mesh);

// The file mesh `mesh` at `pose`: a new MeshSource (its file, folder and file's mesh shared), or
// why not — a scale not above 0 ("the scale must be above 0 …", since it would flatten or mirror
// the mesh), a number that is not finite, a pose that overflows.
std::variant<MeshRef, std::string> reposed_mesh(const MeshSource& mesh, const MeshPose& pose);

}  // namespace collide
