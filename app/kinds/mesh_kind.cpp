// The triangle mesh (its triangles shared with the description's MeshSource). PLACEHOLDER, only
// so that the tree builds with the kind registered in core: drawn as its triangles shaded flat,
// picked by its first triangle hit (mesh_ray_cast), moved, turned and scaled uniformly about its
// pivot by core's descriptor; its Add entry the default mesh (an open pyramid) at the view's size.
// The app's side of the mesh (drawing a large mesh, picking, the Inspector, the Add menu) is
// meshview's to replace.
#include <glm/geometric.hpp>

#include "app/kinds/kind.hpp"
#include "core/queries/mesh_queries.hpp"

namespace collide {
namespace {

using D3 = glm::dvec3;

std::string title(const desc::Mesh&) {
  return "Mesh";
}

// The default mesh (a unit across) scaled to the view's size about its centroid, which goes to
// the view's centre.
ObjectDesc make(const NewObjectFrame& at) {
  const MeshData& m = *default_mesh()->mesh;
  MeshBuild b = transformed(m, at.center - m.centroid, Quat<double>(1, 0, 0, 0), at.size);
  if (!b.mesh) return desc::Mesh{};
  MeshSource s;
  s.mesh = std::move(b.mesh);
  return desc::Mesh{std::make_shared<const MeshSource>(std::move(s))};
}
constexpr AddEntry kAdd[] = {{"Mesh", "mesh", make}};

D3 pivot(const desc::Mesh& m) {
  return m.mesh->from_file() ? m.mesh->center : m.mesh->mesh->centroid;
}
std::array<D3, 3> local_axes(const desc::Mesh&) {
  return kinds::world_axes();
}

std::optional<RayHit> pick(const desc::Mesh& d, const PickQuery& q) {
  const MeshRayHit<double> h = mesh_ray_cast(*d.mesh->mesh, q.ray);
  if (!h.intersects) return std::nullopt;
  RayHit hit;
  hit.t = hit.t_exit = h.t;
  hit.point = h.point;
  return hit;
}

void draw(const desc::Mesh& d, const ObjectStyle& s) {
  const MeshData& m = *d.mesh->mesh;
  const D3 light = glm::normalize(D3(0.4, 0.8, 0.45));
  for (std::uint32_t k = 0; k < m.triangles.size(); ++k) {
    const Triangle<double> t = m.triangle<double>(k);
    const D3 n = glm::cross(t.b - t.a, t.c - t.a);
    const double len = glm::length(n);
    const double lit = 0.55 + 0.45 * (len > 0 ? std::abs(glm::dot(n / len, light)) : 0.0);
    const Color shade{s.color.r * float(lit), s.color.g * float(lit), s.color.b * float(lit),
                      s.color.a};
    s.list.triangle(Layer::scene, {t.a, t.b, t.c, shade});
  }
}
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
