// The triangle mesh (inline, or read from an OBJ or glTF file and placed by a pose; its MeshData
// shared by the description's MeshSource): drawn as its triangles with its folds and open edges
// outlined (mesh_drawing.hpp: a 17,342-triangle level reads as its steps, not as a wire grid);
// picked where the ray first hits a triangle (mesh_ray_cast through its hierarchy); the gizmo
// moves it, turns it and scales it uniformly about its pivot — a file mesh's `center`, an inline
// mesh's vertices' mean — by core's descriptor (a new MeshSource, the tree refit, not rebuilt).
// The Add menu's mesh is a small flight of steps (mesh_steps.hpp).
#include <glm/geometric.hpp>

#include "app/kinds/kind.hpp"
#include "app/kinds/mesh_drawing.hpp"
#include "app/kinds/mesh_steps.hpp"
#include "core/queries/mesh_queries.hpp"

namespace collide {
namespace {

using D3 = glm::dvec3;

std::string title(const desc::Mesh&) {
  return "Mesh";
}

// The steps at the view's centre, a step's rise a quarter of the view's size.
ObjectDesc make(const NewObjectFrame& at) {
  const MeshGeometry g = mesh_steps(at.center, at.size);
  return desc::Mesh{mesh_of_triangles(g.vertices, g.triangles)};
}
constexpr AddEntry kAdd[] = {{"Mesh", "mesh", make}};

D3 pivot(const desc::Mesh& m) {
  return m.mesh->from_file() ? m.mesh->center : m.mesh->mesh->centroid;
}
std::array<D3, 3> local_axes(const desc::Mesh& m) {
  // A file mesh has a frame (its pose's rotation); an inline mesh's vertices are the world's.
  return m.mesh->from_file() ? kinds::quat_axes(m.mesh->rotation) : kinds::world_axes();
}

// The nearest triangle the ray hits (a mesh is a surface: the ray is never inside it).
std::optional<RayHit> pick(const desc::Mesh& d, const PickQuery& q) {
  const MeshRayHit<double> h = mesh_ray_cast(*d.mesh->mesh, q.ray);
  if (!h.intersects) return std::nullopt;
  RayHit hit;
  hit.t = hit.t_exit = h.t;
  hit.point = h.point;
  return hit;
}

void draw(const desc::Mesh& d, const ObjectStyle& s) {
  draw_mesh(*d.mesh->mesh, *mesh_feature_edges_of(d.mesh->mesh), s);
}
// The sphere about the hierarchy's root box.
std::optional<BoundingSphere> marker(const desc::Mesh& d, const DrawnSizes&) {
  const Aabb<double>& box = d.mesh->mesh->boxes[0];
  return BoundingSphere{(box.min + box.max) * 0.5, 0.5 * glm::length(box.max - box.min)};
}

}  // namespace

extern constinit const KindRow kMeshKind = {
    .alternative = kind_index<desc::Mesh>(),
    .title = on<title>,
    .add = kAdd,
    .pivot = on<pivot>,
    .local_axes = on<local_axes>,
    .cannot_rotate = "",
    .rotated = kinds::rotated,
    .cannot_scale = "",
    .scale_handles = ScaleHandles::uniform,
    .scaled = kinds::scaled,
    .pick = on<pick>,
    .draw = on<draw>,
    .marker = on<marker>,
    .default_color = std::nullopt,
};

}  // namespace collide
