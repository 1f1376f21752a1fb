// The visualizer table's rows of the three mesh tests (visual_families.hpp): each finds the mesh
// (or meshes) among the test's shapes, in the test's order — mesh_any's mesh first, ray_mesh's
// ray first — and draws and explains its evidence with mesh_visual.hpp.
#include "app/visualize/mesh_visual.hpp"
#include "app/visualize/visual_families.hpp"

namespace collide::visual {
namespace {

template <class T>
const MeshData* mesh_of(const Shape<T>& s) {
  const auto* m = std::get_if<TriangleMesh<T>>(&s);
  return m ? m->mesh : nullptr;
}

}  // namespace

template <class T>
void draw_mesh_any(const MeshOverlap<T>& r, const Shape<T>& a, const Shape<T>&,
                   const EvidenceStyle& style, DrawList& out) {
  if (const MeshData* m = mesh_of(a)) draw_mesh_overlap(r, *m, style, out);
}
template <class T>
void explain_mesh_any(const MeshOverlap<T>& r, const Shape<T>& a, const Shape<T>&,
                      const EvidenceStyle&, WhyRows& rows) {
  if (const MeshData* m = mesh_of(a)) explain_mesh_overlap(r, *m, rows);
}

template <class T>
void draw_mesh_mesh(const MeshMeshOverlap<T>& r, const Shape<T>& a, const Shape<T>& b,
                    const EvidenceStyle& style, DrawList& out) {
  const MeshData *ma = mesh_of(a), *mb = mesh_of(b);
  if (ma && mb) draw_mesh_mesh(r, *ma, *mb, style, out);
}
template <class T>
void explain_mesh_mesh(const MeshMeshOverlap<T>& r, const Shape<T>& a, const Shape<T>& b,
                       const EvidenceStyle&, WhyRows& rows) {
  const MeshData *ma = mesh_of(a), *mb = mesh_of(b);
  if (ma && mb) explain_mesh_mesh(r, *ma, *mb, rows);
}

template <class T>
void draw_ray_mesh(const MeshRayHit<T>& r, const Shape<T>& a, const Shape<T>& b,
                   const EvidenceStyle& style, DrawList& out) {
  const auto* ray = std::get_if<Ray<T>>(&a);
  if (const MeshData* m = mesh_of(b); m && ray) draw_mesh_ray(r, *m, *ray, style, out);
}
template <class T>
void explain_ray_mesh(const MeshRayHit<T>& r, const Shape<T>& a, const Shape<T>& b,
                      const EvidenceStyle&, WhyRows& rows) {
  const auto* ray = std::get_if<Ray<T>>(&a);
  if (const MeshData* m = mesh_of(b); m && ray) explain_mesh_ray(r, *m, *ray, rows);
}

#define COLLIDE_MESH_ROWS(T)                                                                   \
  template void draw_mesh_any(const MeshOverlap<T>&, const Shape<T>&, const Shape<T>&,         \
                              const EvidenceStyle&, DrawList&);                                \
  template void explain_mesh_any(const MeshOverlap<T>&, const Shape<T>&, const Shape<T>&,      \
                                 const EvidenceStyle&, WhyRows&);                              \
  template void draw_mesh_mesh(const MeshMeshOverlap<T>&, const Shape<T>&, const Shape<T>&,    \
                               const EvidenceStyle&, DrawList&);                               \
  template void explain_mesh_mesh(const MeshMeshOverlap<T>&, const Shape<T>&, const Shape<T>&, \
                                  const EvidenceStyle&, WhyRows&);                             \
  template void draw_ray_mesh(const MeshRayHit<T>&, const Shape<T>&, const Shape<T>&,          \
                              const EvidenceStyle&, DrawList&);                                \
  template void explain_ray_mesh(const MeshRayHit<T>&, const Shape<T>&, const Shape<T>&,       \
                                 const EvidenceStyle&, WhyRows&);
COLLIDE_MESH_ROWS(float)
COLLIDE_MESH_ROWS(double)
#undef COLLIDE_MESH_ROWS

}  // namespace collide::visual
