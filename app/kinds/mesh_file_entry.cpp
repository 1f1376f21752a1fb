#include "app/kinds/mesh_file_entry.hpp"

#include <stdexcept>
#include <system_error>

namespace collide {

namespace fs = std::filesystem;

namespace {
// The scene's folder, absolute; empty for a scene with no file.
fs::path folder_of_scene(const fs::path& scene_path) {
  if (scene_path.empty()) return {};
  std::error_code ec;
  const fs::path absolute = fs::absolute(scene_path, ec);
  return ec ? fs::path() : absolute.parent_path().lexically_normal();
}
}  // namespace

std::string mesh_file_name(const fs::path& file, const fs::path& scene_path) {
  std::error_code ec;
  const fs::path absolute = fs::absolute(file, ec).lexically_normal();
  const fs::path folder = folder_of_scene(scene_path);
  if (ec || folder.empty()) return absolute.string();
  const fs::path relative = fs::relative(absolute, folder, ec);
  return ec || relative.empty() ? absolute.string() : relative.generic_string();
}

FileMeshObject file_mesh_object(const fs::path& file, const fs::path& scene_path,
                                const NewObjectFrame& at) {
  // A relative name resolves in the scene's folder (as a load finds it); an absolute one (a scene
  // with no file) anywhere: the directory is then the current one, as for a scene read from text.
  const std::string name = mesh_file_name(file, scene_path);
  const std::string directory = folder_of_scene(scene_path).string();
  try {
    return {desc::Mesh{mesh_from_file(name, directory, at.center)}, {}};
  } catch (const std::invalid_argument& e) {
    return {std::nullopt, std::string("cannot add the mesh: ") + e.what()};
  }
}

}  // namespace collide
