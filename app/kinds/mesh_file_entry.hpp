#pragma once
// Add > "Mesh from file...": a mesh read from an OBJ or glTF file (core/shapes/mesh_file.hpp) and
// placed at the view's centre as a file mesh (`{"kind": "mesh", "file": …, "center", "rotation",
// "scale"}`): its pose the identity turn and scale 1 (a file's units are the scene's: a 40 m
// level stays 40 m beside a 1 m box), its name written relative to the scene's folder, so the
// scene and its meshes move together (absolute while the scene has no file of its own; a save
// then writes it relative to the folder saved into: core/scene/scene_json.hpp).
#include <filesystem>
#include <optional>
#include <string>

#include "app/kinds/new_object.hpp"
#include "core/scene/scene.hpp"

namespace collide {

// The name a scene stored at `scene_path` writes for the mesh file `file`: relative to the
// scene's folder; absolute when the scene has no file (`scene_path` empty) or no relative path
// leads there.
std::string mesh_file_name(const std::filesystem::path& file,
                           const std::filesystem::path& scene_path);

struct FileMeshObject {
  std::optional<ObjectDesc> desc;  // the file mesh, or nothing when the file makes none
  std::string error;               // then: "cannot add the mesh: <file>[:<line>]: <why>"
};
// The file read and placed with its origin at `at.center` (load_mesh_file's message when it
// cannot be read or makes no mesh).
FileMeshObject file_mesh_object(const std::filesystem::path& file,
                                const std::filesystem::path& scene_path, const NewObjectFrame& at);

}  // namespace collide
