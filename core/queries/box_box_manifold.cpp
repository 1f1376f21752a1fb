// The box–box contact manifold (box_box_manifold.hpp): least-penetration axis, then face
// clipping or the edges' closest points.
#include "core/queries/box_box_manifold.hpp"

#include <cmath>
#include <limits>
#include <utility>

#include <glm/geometric.hpp>

#include "core/queries/closest_points.hpp"

namespace collide {

namespace {

// The best edge axis must beat the best face axis by this factor (Bullet's fudge_factor).
constexpr double kEdgePreference = 1.05;

// r = Σ eₖ·|uₖ·L|: the box's half width along L.
template <class T>
T half_width(const Obb<T>& box, const Vec3<T>& l) {
  T r = 0;
  for (int k = 0; k < 3; ++k)
    r += box.half_extents[k] * std::abs(glm::dot(box.axes[k], l));
  return r;
}

// The face of `box` whose outward normal is sign·axes[k]: its 4 corners, counter-clockwise seen
// from outside.
template <class T>
std::array<Vec3<T>, 4> face_corners(const Obb<T>& box, int k, T sign) {
  const int k1 = (k + 1) % 3, k2 = (k + 2) % 3;
  const Vec3<T> centre = box.center + sign * box.half_extents[k] * box.axes[k];
  const Vec3<T> u = box.half_extents[k1] * box.axes[k1], v = box.half_extents[k2] * box.axes[k2];
  // axes[k1] × axes[k2] = axes[k] (right-handed): (+,+), (−,+), (−,−), (+,−) turn about
  // +axes[k]; the outward normal −axes[k] turns the other way.
  if (sign > 0) return {centre + u + v, centre - u + v, centre - u - v, centre + u - v};
  return {centre + u - v, centre - u - v, centre - u + v, centre + u + v};
}

template <class T>
void face_contact(BoxBoxManifold<T>& m, const Obb<T>& a, const Obb<T>& b) {
  const bool on_a = m.axis < 3;
  const Obb<T>& ref = on_a ? a : b;
  const Obb<T>& inc = on_a ? b : a;
  const int k = on_a ? m.axis : m.axis - 3;
  // The reference face's outward normal: towards the other box.
  const Vec3<T> n_ref = on_a ? m.normal : -m.normal;
  const T sign = glm::dot(ref.axes[k], n_ref) >= 0 ? T(1) : T(-1);
  m.reference_normal = sign * ref.axes[k];
  m.reference_face = face_corners(ref, k, sign);
  // The incident face: the other box's face most against the reference normal.
  int j = 0;
  T most = -1;
  for (int c = 0; c < 3; ++c) {
    const T along = std::abs(glm::dot(inc.axes[c], m.reference_normal));
    if (along > most) {
      most = along;
      j = c;
    }
  }
  const T inc_sign = glm::dot(inc.axes[j], m.reference_normal) > 0 ? T(-1) : T(1);
  m.incident_face = face_corners(inc, j, inc_sign);
  m.incident_axis = j;
  m.incident_sign = inc_sign;

  // Clip by the reference face's 4 side planes, then drop what is not below its plane.
  std::vector<Vec3<T>> polygon(m.incident_face.begin(), m.incident_face.end());
  for (int side : {(k + 1) % 3, (k + 2) % 3})
    for (T s : {T(1), T(-1)}) {
      const Vec3<T> n = s * ref.axes[side];
      m.clips.push_back(clip(polygon, n, glm::dot(n, ref.center) + ref.half_extents[side]));
      polygon = m.clips.back().kept;
    }
  // The depth cut keeps the points below the reference face and adds no crossing points (as
  // engines do): where the incident face leaves the reference plane is not a contact.
  const T face_offset = glm::dot(m.reference_normal, m.reference_face[0]);
  ClipStep<T> below;
  below.normal = m.reference_normal;
  below.offset = face_offset;
  for (const Vec3<T>& p : polygon)
    (glm::dot(m.reference_normal, p) <= face_offset ? below.kept : below.cut).push_back(p);
  m.clips.push_back(std::move(below));
  for (const Vec3<T>& p : m.clips.back().kept) {
    const T depth = face_offset - glm::dot(m.reference_normal, p);
    // On B: B's incident face as clipped, or A's points carried up onto B's reference face.
    m.points.push_back({on_a ? p : p + depth * m.reference_normal, depth});
  }
}

template <class T>
void edge_contact(BoxBoxManifold<T>& m, const Obb<T>& a, const Obb<T>& b) {
  const int i = (m.axis - 6) / 3, j = (m.axis - 6) % 3;
  // A's edge along Aᵢ furthest along n; B's along Bⱼ furthest along −n.
  Vec3<T> pa = a.center, pb = b.center;
  for (int k = 0; k < 3; ++k) {
    if (k != i)
      pa += (glm::dot(m.normal, a.axes[k]) >= 0 ? T(1) : T(-1)) * a.half_extents[k] * a.axes[k];
    if (k != j)
      pb -= (glm::dot(m.normal, b.axes[k]) >= 0 ? T(1) : T(-1)) * b.half_extents[k] * b.axes[k];
  }
  const Vec3<T> da = a.half_extents[i] * a.axes[i], db = b.half_extents[j] * b.axes[j];
  m.edge_a = {pa - da, pa + da};
  m.edge_b = {pb - db, pb + db};
  const ClosestPoints<T> near =
      closest_points(Segment<T>{m.edge_a[0], m.edge_a[1]}, Segment<T>{m.edge_b[0], m.edge_b[1]});
  m.points.push_back({near.on_b, m.depth});
}

// Everything of `m` moved by `by`.
template <class T>
void moved(BoxBoxManifold<T>& m, const Vec3<T>& by) {
  if (by == Vec3<T>(0)) return;
  for (auto& c : m.points)
    c.point += by;
  for (auto& p : m.reference_face)
    p += by;
  for (auto& p : m.incident_face)
    p += by;
  for (ClipStep<T>& step : m.clips) {
    step.offset += glm::dot(step.normal, by);
    for (auto& p : step.kept)
      p += by;
    for (auto& p : step.cut)
      p += by;
  }
  for (auto& p : m.edge_a)
    p += by;
  for (auto& p : m.edge_b)
    p += by;
}

}  // namespace

template <class T>
BoxBoxManifold<T> box_box_manifold(const Obb<T>& a, const Obb<T>& b, const Tolerances<T>& tol) {
  BoxBoxManifold<T> m;
  const Vec3<T> d = b.center - a.center;
  // The least overlap among the faces and among the edges, apart.
  T best_face = std::numeric_limits<T>::infinity(), best_edge = best_face;
  int face_axis = -1, edge_axis = -1;
  Vec3<T> face_normal{}, edge_normal{};
  for (int index = 0; index < 15; ++index) {
    Vec3<T> l;
    if (index < 3) {
      l = a.axes[index];
    } else if (index < 6) {
      l = b.axes[index - 3];
    } else {
      l = glm::cross(a.axes[(index - 6) / 3], b.axes[(index - 6) % 3]);
      const T length = glm::length(l);
      if (!(length > tol.sat_parallel)) continue;  // parallel edges: the faces decide
      l /= length;
    }
    const T along = glm::dot(d, l);
    const T overlap = half_width(a, l) + half_width(b, l) - std::abs(along);
    if (overlap < 0) return m;  // a separating axis
    T& best = index < 6 ? best_face : best_edge;
    if (overlap < best) {
      best = overlap;
      (index < 6 ? face_axis : edge_axis) = index;
      (index < 6 ? face_normal : edge_normal) = along >= 0 ? l : -l;
    }
  }
  m.face_axis = face_axis;
  m.edge_axis = edge_axis;
  m.face_overlap = best_face;
  m.edge_overlap = best_edge;
  const bool edge_wins = edge_axis >= 0 && T(kEdgePreference) * best_edge < best_face;
  m.axis = edge_wins ? edge_axis : face_axis;
  m.normal = edge_wins ? edge_normal : face_normal;
  m.depth = edge_wins ? best_edge : best_face;
  m.intersecting = true;
  m.feature = m.axis < 3   ? ManifoldFeature::face_a
              : m.axis < 6 ? ManifoldFeature::face_b
                           : ManifoldFeature::edge_edge;
  if (m.axis < 6)
    face_contact(m, a, b);
  else
    edge_contact(m, a, b);
  return m;
}

template <class T>
BoxBoxManifold<T> sat_manifold(const SatResult<T>& r, bool swapped) {
  if (r.verdict != SatVerdict::intersecting || !r.evidence.filled) return {};
  BoxBoxManifold<T> m = swapped ? box_box_manifold(r.evidence.b, r.evidence.a)
                                : box_box_manifold(r.evidence.a, r.evidence.b);
  moved(m, r.evidence.origin);
  return m;
}

template BoxBoxManifold<float> sat_manifold(const SatResult<float>&, bool);
template BoxBoxManifold<double> sat_manifold(const SatResult<double>&, bool);
template BoxBoxManifold<float> box_box_manifold(const Obb<float>&, const Obb<float>&,
                                                const Tolerances<float>&);
template BoxBoxManifold<double> box_box_manifold(const Obb<double>&, const Obb<double>&,
                                                 const Tolerances<double>&);

}  // namespace collide
