// The triangle mesh: a set of triangles with a bounding-volume hierarchy over them
// (core/shapes/triangle_mesh.hpp), shared behind a pointer with where it came from (MeshSource),
// so the description is that pointer alone. Its one field, "mesh", is read and written as the
// object's "vertices" and "triangles" (an inline mesh) or as its "file", "center", "rotation" and
// "scale" (a mesh file placed in the world; core/scene/scene_json.cpp). Every edit is a new
// MeshSource whose mesh `transformed` makes (the same tree, its boxes refit: no new build); the
// old one stays shared by undo. An inline mesh turns and scales about its vertices' centroid, a
// file mesh about its center (the file's origin), its pose changed and the file's mesh placed
// again. Not convex: no support function; its bounds are its hierarchy's root box.
#include <cmath>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <utility>

#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "core/scene/kind_descriptor.hpp"
#include "core/shapes/mesh_file.hpp"

namespace collide {

MeshRef mesh_of_triangles(std::span<const Vec3<double>> vertices,
                          std::span<const std::array<std::uint32_t, 3>> triangles) {
  MeshBuild b = build_triangle_mesh(vertices, triangles);
  if (!b.mesh) throw std::invalid_argument("no triangle mesh: " + b.message);
  MeshSource s;
  s.mesh = std::move(b.mesh);
  return std::make_shared<const MeshSource>(std::move(s));
}

MeshRef placed_mesh(std::shared_ptr<const MeshData> file_mesh, std::string file,
                    std::string directory, const Vec3<double>& center, const Quat<double>& rotation,
                    double scale) {
  // transformed() turns and scales about the mesh's centroid c and then moves by t:
  // p' = p + t + s·R(p − c) − (p − c) = s·R·p + (t + c − s·R·c), so t = center + s·R·c − c
  // gives p' = center + s·R·p.
  const Vec3<double> c = file_mesh->centroid;
  MeshBuild b = transformed(*file_mesh, center + scale * (rotation * c) - c, rotation, scale);
  if (!b.mesh) throw std::invalid_argument("the mesh cannot be placed: " + b.message);
  MeshSource s;
  s.mesh = std::move(b.mesh);
  s.file = std::move(file);
  s.directory = std::move(directory);
  s.file_mesh = std::move(file_mesh);
  s.center = center;
  s.rotation = rotation;
  s.scale = scale;
  return std::make_shared<const MeshSource>(std::move(s));
}

MeshRef mesh_from_file(const std::string& file, const std::string& directory,
                       const Vec3<double>& center, const Quat<double>& rotation, double scale) {
  const std::filesystem::path path = std::filesystem::path(directory) / file;
  MeshFileBuild b = load_mesh_file(path);
  if (!b.build.mesh) throw std::invalid_argument(b.error);
  return placed_mesh(std::move(b.build.mesh), file, directory, center, rotation, scale);
}

const MeshRef& default_mesh() {
  // An open square pyramid: a base a unit across at y = −0.4, its apex at y = 0.5; no base
  // triangles, so it shows that a mesh is a surface (a point under the apex is not in it).
  static const MeshRef mesh = [] {
    const Vec3<double> v[] = {
        {-0.5, -0.4, -0.5}, {0.5, -0.4, -0.5}, {0.5, -0.4, 0.5}, {-0.5, -0.4, 0.5}, {0, 0.5, 0}};
    const std::array<std::uint32_t, 3> t[] = {{0, 4, 1}, {1, 4, 2}, {2, 4, 3}, {3, 4, 0}};
    return mesh_of_triangles(v, t);
  }();
  return mesh;
}

namespace {

using desc::Mesh;

constexpr FieldDescriptor kFields[] = {
    member_field<&Mesh::mesh>(
        "mesh", "mesh",
        "its triangles: \"vertices\" ([[x, y, z], …], world units) and \"triangles\" ([[i, j, k], "
        "…], indices into the vertices), or a \"file\" (OBJ or glTF, relative to the scene file) "
        "placed by \"center\", \"rotation\" and \"scale\"")
        .moves_with_object(),
};

Shape<double> query_shape(const Mesh& m) {
  return TriangleMesh<double>{m.mesh->mesh.get()};
}
// The hierarchy's root box holds every triangle.
std::optional<Aabb<double>> bounds(const Mesh& m) {
  return m.mesh->mesh->boxes[0];
}
Vec3<double> pivot(const Mesh& m) {
  return m.mesh->from_file() ? m.mesh->center : m.mesh->mesh->centroid;
}
// A new inline mesh from a transform of the old one, or the old one when refused (a number that
// overflows).
Mesh with(const Mesh& m, MeshBuild b) {
  if (!b.mesh) return m;
  MeshSource s;
  s.mesh = std::move(b.mesh);
  return Mesh{std::make_shared<const MeshSource>(std::move(s))};
}
// A file mesh at a new pose, or the old one when refused.
Mesh placed(const Mesh& m, const Vec3<double>& center, const Quat<double>& rotation, double scale) {
  const MeshSource& s = *m.mesh;
  try {
    return Mesh{placed_mesh(s.file_mesh, s.file, s.directory, center, rotation, scale)};
  } catch (const std::invalid_argument&) {
    return m;
  }
}
ObjectDesc rotated(const Mesh& m, const Quat<double>& q) {
  const MeshSource& s = *m.mesh;
  if (s.from_file()) return placed(m, s.center, glm::normalize(q * s.rotation), s.scale);
  return with(m, transformed(*s.mesh, Vec3<double>(0), glm::normalize(q)));
}
// Uniformly, whichever axis the resize names (a mesh has no axes of its own); its size is half
// its root box's diagonal.
ObjectDesc scaled(const Mesh& m, const Resize& r, bool& clamped) {
  const MeshSource& s = *m.mesh;
  const Aabb<double>& box = s.mesh->boxes[0];
  const double size = 0.5 * glm::length(box.max - box.min);
  if (!(size > 0)) return m;  // every vertex at one point: nothing to scale
  const double factor = kinds::resized(size, {-1, r.factor, r.min_size}, clamped) / size;
  if (s.from_file()) return placed(m, s.center, s.rotation, s.scale * factor);
  return with(m, transformed(*s.mesh, Vec3<double>(0), Quat<double>(1, 0, 0, 0), factor));
}

}  // namespace

namespace kinds {
MeshRef translated_mesh(const MeshRef& m, const Vec3<double>& delta) {
  if (m->from_file()) {
    const Mesh moved = placed(Mesh{m}, m->center + delta, m->rotation, m->scale);
    return moved.mesh;
  }
  return with(Mesh{m}, transformed(*m->mesh, delta)).mesh;
}
}  // namespace kinds

constinit const KindDescriptor desc::Mesh::kind = {
    .index = kind_index<desc::Mesh>(),
    .name = "mesh",
    .a_name = "a mesh",
    .cpp_type = "Mesh",
    .fields = kFields,
    .to_shape = for_kind<query_shape>,
    .bounds = for_kind<bounds>,
    .rotated = for_kind<rotated>,
    .scaled = for_kind<scaled>,
    .pivot = for_kind<pivot>,
    .support = nullptr,  // not convex: GJK cannot take it
};

}  // namespace collide
