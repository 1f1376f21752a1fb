#pragma once
// What the Inspector says about a triangle mesh, as lines of text (read only: a mesh's triangles
// are edited in its file or its scene's JSON; the gizmo moves, turns and scales it whole, and the
// Inspector's fields edit a file mesh's pose: mesh_pose_edit.hpp): where it comes from (its file,
// or "inline"), its size, its hierarchy, and a file mesh's pose (unless `with_pose` is false: the
// Inspector shows the pose as its fields).
#include <string>
#include <vector>

#include "core/scene/scene.hpp"

namespace collide {

std::vector<std::string> mesh_summary(const MeshSource& mesh, bool with_pose = true);

}  // namespace collide
