#pragma once
// What the Inspector says about a triangle mesh, as lines of text (read only: a mesh's triangles
// are edited in its file or its scene's JSON; the gizmo moves, turns and scales it whole): where it
// comes from (its file, or "inline"), its size, its hierarchy, and a file mesh's pose.
#include <string>
#include <vector>

#include "core/scene/scene.hpp"

namespace collide {

std::vector<std::string> mesh_summary(const MeshSource& mesh);

}  // namespace collide
