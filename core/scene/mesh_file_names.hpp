#pragma once
// A file mesh's "file" as a scene saved into another folder must write it: a name relative to
// the scene file's folder resolves only from that folder, so a Save As elsewhere rewrites it
// relative to the new one (std::filesystem::relative of the file's absolute path; the absolute
// path when no relative one leads there). A mesh whose folder is the one saved into keeps its
// name exactly as written (an absolute name, "./meshes/../meshes/x.obj"): a save in place
// changes no byte of it.
#include <filesystem>
#include <optional>

#include "scene.hpp"

namespace collide {

// The mesh named as a scene file in `directory` names it (its file's mesh and pose shared, its
// `directory` that one), or nothing when it needs no new name (an inline mesh, or a file mesh
// already found from `directory`).
std::optional<MeshRef> mesh_renamed_for(const MeshSource& mesh,
                                        const std::filesystem::path& directory);

// `scene` with each file mesh renamed for `directory`, or nothing when none needs it (the scene
// is then written as it is, without a copy).
std::optional<Scene> scene_renamed_for(const Scene& scene, const std::filesystem::path& directory);

}  // namespace collide
