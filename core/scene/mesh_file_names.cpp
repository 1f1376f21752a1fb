#include "core/scene/mesh_file_names.hpp"

#include <system_error>

namespace collide {

namespace fs = std::filesystem;

namespace {
// (An empty folder is the current one, as for a scene read from text.)
fs::path absolute_folder(const fs::path& folder) {
  std::error_code ec;
  const fs::path a = fs::absolute(folder.empty() ? fs::path(".") : folder, ec);
  return (ec ? folder : a).lexically_normal();
}
// The same folder by name, or (through a link) on disk.
bool same_folder(const fs::path& a, const fs::path& b) {
  if (absolute_folder(a) == absolute_folder(b)) return true;
  std::error_code ec;
  return fs::equivalent(a.empty() ? fs::path(".") : a, b.empty() ? fs::path(".") : b, ec) && !ec;
}
}  // namespace

std::optional<MeshRef> mesh_renamed_for(const MeshSource& mesh, const fs::path& directory) {
  if (!mesh.from_file() || same_folder(mesh.directory, directory)) return std::nullopt;
  // Where the file is: its name in the folder it was found from (an absolute name as it is).
  const fs::path file = (absolute_folder(mesh.directory) / mesh.file).lexically_normal();
  std::error_code ec;
  const fs::path relative = fs::relative(file, absolute_folder(directory), ec);
  const std::string name = ec || relative.empty() ? file.string() : relative.generic_string();
  MeshSource renamed = mesh;
  renamed.file = name;
  renamed.directory = absolute_folder(directory).string();
  return std::make_shared<const MeshSource>(std::move(renamed));
}

std::optional<Scene> scene_renamed_for(const Scene& scene, const fs::path& directory) {
  std::optional<Scene> out;
  for (std::size_t i = 0; i < scene.objects.size(); ++i) {
    const auto* m = std::get_if<desc::Mesh>(&scene.objects[i].desc);
    if (!m) continue;
    std::optional<MeshRef> renamed = mesh_renamed_for(*m->mesh, directory);
    if (!renamed) continue;
    if (!out) out = scene;  // copied only when a name changes
    out->objects[i].desc = desc::Mesh{std::move(*renamed)};
  }
  return out;
}

}  // namespace collide
