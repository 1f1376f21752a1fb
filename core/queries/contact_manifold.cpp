// The contact manifold of any intersecting pair of solids (contact_manifold.hpp).
#include "core/queries/contact_manifold.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <utility>

#include <glm/geometric.hpp>

#include "core/queries/segment_queries.hpp"

namespace collide {

namespace {

// A unit vector along v, or `fallback` when v has no direction (concentric spheres, a centre on
// a triangle): any direction is then as good, and the depth is the same.
template <class T>
Vec3<T> direction(const Vec3<T>& v, const Vec3<T>& fallback = {0, 1, 0}) {
  const T length = glm::length(v);
  return length > 0 ? v / length : fallback;
}

// The manifold seen from the other side: B first. The normal turns round and each point moves
// onto the other surface (point + depth·normal), so that it is again on the second shape.
template <class T>
ContactManifold<T> reversed(ContactManifold<T> m) {
  for (ContactPoint<T>& c : m.points)
    c.point += c.depth * m.normal;
  m.normal = Vec3<T>(0) - m.normal;  // not −0: the reports print it
  std::swap(m.core_a, m.core_b);
  std::swap(m.feature_a, m.feature_b);
  m.reference_on_a = !m.reference_on_a;
  return m;
}

// Two boxes' manifold, kept whole as the evidence.
template <class T>
ContactManifold<T> boxes(BoxBoxManifold<T> b) {
  if (!b.intersecting) return {};
  ContactManifold<T> m;
  m.method = ContactMethod::boxes;
  m.how = "box–box: the incident face clipped by the reference face's side planes";
  m.normal = b.normal;
  m.points = b.points;
  m.boxes = std::move(b);
  return m;
}

// Two balls: centres (cores' points) p on A and q on B, radii ra, rb. n = (q − p)/|q − p|,
// depth = ra + rb − |q − p|, the point on B is q − rb·n.
template <class T>
void add_balls(ContactManifold<T>& m, const Vec3<T>& p, T ra, const Vec3<T>& q, T rb) {
  m.core_a.push_back(p);
  m.core_b.push_back(q);
  m.points.push_back({q - rb * m.normal, ra + rb - glm::dot(q - p, m.normal)});
}

template <class T>
ContactManifold<T> closed(std::string_view how, const Vec3<T>& normal) {
  ContactManifold<T> m;
  m.method = ContactMethod::closed_form;
  m.how = how;
  m.normal = normal;
  return m;
}

// A point core (a sphere's centre) against a segment core: the segment's closest point.
template <class T>
ContactManifold<T> ball_segment(const Vec3<T>& c, T ra, const Vec3<T>& s0, const Vec3<T>& s1, T rb,
                                std::string_view how) {
  const Vec3<T> q = s0 + closest_segment_parameter(c, s0, s1) * (s1 - s0);
  ContactManifold<T> m = closed(how, direction<T>(q - c));
  add_balls(m, c, ra, q, rb);
  return m;
}

// Two capsules. Parallel within the slop (and overlapping along A's direction): B's segment
// clipped to A's span, each end with its closest point on A; else the segments' closest points.
template <class T>
ContactManifold<T> capsule_capsule(const Capsule<T>& a, const Capsule<T>& b) {
  const ClosestPoints<T> near = closest_points(a, b);
  const Vec3<T> ua = a.b - a.a, ub = b.b - b.a;
  const T la = glm::length(ua), lb = glm::length(ub);
  const bool parallel =
      la > 0 && lb > 0 && glm::length(glm::cross(ua, ub)) <= T(kFeatureSlop) * la * lb;
  if (parallel) {
    // The lines' offset, perpendicular to A: the one normal (the closest points' direction is
    // that too for exact parallels, but any pair of the overlap is "closest" then).
    const Vec3<T> u = ua / la;
    const Vec3<T> w = near.on_b - near.on_a;
    ContactManifold<T> m =
        closed<T>("capsule–capsule, parallel: B's segment clipped to A's span",
                  direction<T>(w - glm::dot(w, u) * u, direction<T>(w, {0, 1, 0})));
    const ClipStep<T> below = clip<T>({b.a, b.b}, u, glm::dot(u, a.b));
    const ClipStep<T> above = clip<T>(below.kept, -u, -glm::dot(u, a.a));
    m.clips = {below, above};
    std::vector<Vec3<T>> ends = above.kept;
    if (ends.size() == 2 && glm::length(ends[1] - ends[0]) <= T(kFeatureSlop) * la)
      ends.pop_back();  // the spans meet at a point: one contact
    for (const Vec3<T>& q : ends) {
      const Vec3<T> p = a.a + closest_segment_parameter(q, a.a, a.b) * (a.b - a.a);
      add_balls(m, p, a.radius, q, b.radius);
    }
    std::erase_if(m.points, [](const ContactPoint<T>& c) { return c.depth < 0; });
    if (!m.points.empty()) return m;
  }
  ContactManifold<T> m =
      closed("capsule–capsule: the segments' closest points", direction<T>(near.on_b - near.on_a));
  add_balls(m, near.on_a, a.radius, near.on_b, b.radius);
  return m;
}

// A sphere (A) and a box (B): the box's closest point q to the centre c; c inside, the nearest
// face (the least eₖ − |c·uₖ|) and c projected onto it.
template <class T>
ContactManifold<T> sphere_box(const Sphere<T>& s, const Obb<T>& box) {
  Vec3<T> q = box.center;
  Vec3<T> local{};
  bool inside = true;
  for (int k = 0; k < 3; ++k) {
    local[k] = glm::dot(s.center - box.center, box.axes[k]);
    const T clamped = std::clamp(local[k], -box.half_extents[k], box.half_extents[k]);
    inside = inside && clamped == local[k];
    q += clamped * box.axes[k];
  }
  if (!inside) {
    ContactManifold<T> m =
        closed("sphere–box: the box's closest point", direction<T>(q - s.center));
    m.core_a.push_back(s.center);
    m.core_b.push_back(q);
    m.points.push_back({q, s.radius - glm::length(q - s.center)});
    return m;
  }
  int k = 0;
  for (int i = 1; i < 3; ++i)
    if (box.half_extents[i] - std::abs(local[i]) < box.half_extents[k] - std::abs(local[k])) k = i;
  const Vec3<T> outward = (local[k] >= 0 ? T(1) : T(-1)) * box.axes[k];
  const T to_face = box.half_extents[k] - std::abs(local[k]);
  ContactManifold<T> m = closed("sphere–box, centre inside: the nearest face", -outward);
  m.core_a.push_back(s.center);
  m.core_b.push_back(s.center + to_face * outward);
  m.points.push_back({s.center + to_face * outward, s.radius + to_face});
  return m;
}

// A sphere (A) and a triangle (B): the triangle's closest point; the centre on the triangle, its
// normal.
template <class T>
ContactManifold<T> sphere_triangle(const Sphere<T>& s, const Triangle<T>& t) {
  const ClosestPoints<T> near = closest_points(Point<T>{s.center}, t);
  const Vec3<T> face = direction<T>(glm::cross(t.b - t.a, t.c - t.a));
  ContactManifold<T> m = closed("sphere–triangle: the triangle's closest point",
                                direction<T>(near.on_b - s.center, -face));
  m.core_a.push_back(s.center);
  m.core_b.push_back(near.on_b);
  m.points.push_back({near.on_b, s.radius - near.distance});
  return m;
}

// A plane (A, two-sided) and the points of an object's surface that may lie below it (B's
// corners, ends pushed out by the radius, a support point): the object is pushed out on the side
// it is mostly on (front when its highest point is further out than its lowest is in, as the
// depth measure's max(lo, −hi)), the normal that side's plane normal, each point below it a
// contact of depth −distance.
template <class T>
ContactManifold<T> plane_points(std::string_view how, const Plane<T>& plane, T lowest, T highest,
                                const std::vector<Vec3<T>>& lowest_points,
                                const std::vector<Vec3<T>>& highest_points) {
  const bool front = highest >= -lowest;
  ContactManifold<T> m = closed(how, front ? plane.n : -plane.n);
  for (const Vec3<T>& p : front ? lowest_points : highest_points) {
    const T below = -(glm::dot(m.normal, p) - (front ? plane.d : -plane.d));
    if (below >= 0) {
      m.core_b.push_back(p);
      m.points.push_back({p, below});
    }
  }
  return m;
}

template <class T>
ContactManifold<T> plane_capsule(const Plane<T>& plane, const Capsule<T>& c) {
  const T da = glm::dot(plane.n, c.a) - plane.d, db = glm::dot(plane.n, c.b) - plane.d;
  const Vec3<T> out = c.radius * plane.n;
  return plane_points<T>("plane–capsule: each end below the plane", plane,
                         std::min(da, db) - c.radius, std::max(da, db) + c.radius,
                         {c.a - out, c.b - out}, {c.a + out, c.b + out});
}

template <class T>
ContactManifold<T> plane_box(const Plane<T>& plane, const Obb<T>& box) {
  std::vector<Vec3<T>> corners;
  T lo = 0, hi = 0;
  for (int i = 0; i < 8; ++i) {
    Vec3<T> p = box.center;
    for (int k = 0; k < 3; ++k)
      p += ((i >> k) & 1 ? T(1) : T(-1)) * box.half_extents[k] * box.axes[k];
    const T d = glm::dot(plane.n, p) - plane.d;
    lo = i == 0 ? d : std::min(lo, d);
    hi = i == 0 ? d : std::max(hi, d);
    corners.push_back(p);
  }
  return plane_points<T>("plane–box: each corner below the plane", plane, lo, hi, corners, corners);
}

// A convex hull against a plane: each of its vertices below it, as the box's corners.
template <class T>
ContactManifold<T> plane_hull(const Plane<T>& plane, const ConvexHull<T>& h) {
  std::vector<Vec3<T>> vertices;
  T lo = 0, hi = 0;
  for (std::uint32_t i = 0; i < h.hull->vertices.size(); ++i) {
    const Vec3<T> p = hull_point(h, i);
    const T d = glm::dot(plane.n, p) - plane.d;
    lo = i == 0 ? d : std::min(lo, d);
    hi = i == 0 ? d : std::max(hi, d);
    vertices.push_back(p);
  }
  return plane_points<T>("plane–convex hull: each vertex below the plane", plane, lo, hi, vertices,
                         vertices);
}

// A round shape against a plane: its one lowest point on the side it is mostly on.
template <class T>
ContactManifold<T> plane_round(std::string_view how, const Plane<T>& plane, const Vec3<T>& back,
                               const Vec3<T>& front) {
  return plane_points<T>(how, plane, glm::dot(plane.n, back) - plane.d,
                         glm::dot(plane.n, front) - plane.d, {back}, {front});
}

// The distance from A's reference plane (point r0, normal m with m·n > 0) along n to a point:
// how far B's point p lies below A's feature, or A's point p beyond B's.
template <class T>
T depth_along(const Vec3<T>& r0, const Vec3<T>& m, const Vec3<T>& n, const Vec3<T>& p,
              bool reference_on_a) {
  const T along = glm::dot(m, n);
  const T d = glm::dot(m, r0 - p) / along;
  return reference_on_a ? d : -d;
}

// The reference's plane normal, turned along n: a polygon's (Newell's), a segment's the part of n
// across it.
template <class T>
Vec3<T> reference_normal(const std::vector<Vec3<T>>& ref, const Vec3<T>& n) {
  Vec3<T> m{0};
  if (ref.size() >= 3) {
    for (std::size_t i = 0; i < ref.size(); ++i)
      m += glm::cross(ref[i], ref[(i + 1) % ref.size()]);
  } else {
    const Vec3<T> u = direction<T>(ref[1] - ref[0]);
    m = n - glm::dot(n, u) * u;
  }
  m = direction<T>(m, n);
  return glm::dot(m, n) < 0 ? -m : m;
}

// A capsule and a triangle, either first, the capsule's segment apart from the triangle by d
// (< r): n along the closest points (from A to B), depth r − d. Nothing when the segment meets
// the triangle (no closest-point direction: EPA's) or the pair is not these two kinds.
template <class T>
std::optional<std::pair<Vec3<T>, T>> capsule_triangle_normal(const Shape<T>& ta,
                                                             const Shape<T>& tb) {
  const auto* capsule_a = std::get_if<Capsule<T>>(&ta);
  const Capsule<T>* capsule = capsule_a ? capsule_a : std::get_if<Capsule<T>>(&tb);
  const Triangle<T>* triangle = std::get_if<Triangle<T>>(capsule_a ? &tb : &ta);
  if (!capsule || !triangle) return std::nullopt;
  const SegmentTriangleHit<T> h =
      segment_triangle_hit(Segment<T>{capsule->a, capsule->b}, *triangle);
  if (h.intersects || !(h.distance < capsule->radius)) return std::nullopt;
  const Vec3<T> towards_capsule =
      direction<T>(capsule->a + h.t * (capsule->b - capsule->a) - h.point);
  return std::pair{capsule_a ? -towards_capsule : towards_capsule, capsule->radius - h.distance};
}

}  // namespace

template <class T>
ContactManifold<T> feature_manifold(const Shape<T>& a, const Shape<T>& b, const Vec3<T>& n,
                                    T depth) {
  ContactManifold<T> m;
  m.normal = n;
  m.feature_a = supporting_feature(a, n);
  m.feature_b = supporting_feature(b, -n);
  const std::vector<Vec3<T>>&fa = m.feature_a.points, &fb = m.feature_b.points;
  if (fa.empty() || fb.empty()) return m;
  const auto single = [&] {
    m.method = ContactMethod::single_point;
    m.points = {{fb.size() == 1 ? fb[0] : fa[0] - depth * n, depth}};
    return m;
  };
  if (fa.size() == 1 || fb.size() == 1) return single();
  m.method = ContactMethod::features;
  if (fa.size() == 2 && fb.size() == 2) {
    const Vec3<T> ua = fa[1] - fa[0], ub = fb[1] - fb[0];
    const T la = glm::length(ua), lb = glm::length(ub);
    if (!(glm::length(glm::cross(ua, ub)) <= T(kFeatureSlop) * la * lb)) {
      // Crossing segments touch at one point: where they come closest.
      const ClosestPoints<T> near =
          closest_points(Segment<T>{fa[0], fa[1]}, Segment<T>{fb[0], fb[1]});
      m.points = {{near.on_b, depth}};
      return m;
    }
  }
  // The reference: the feature with more points (a face before a segment), A's when even.
  m.reference_on_a = fa.size() >= fb.size();
  const std::vector<Vec3<T>>& ref = m.reference_on_a ? fa : fb;
  std::vector<Vec3<T>> polygon = m.reference_on_a ? fb : fa;
  if (ref.size() == 2) {
    // Two parallel segments: the planes across the reference's ends.
    const Vec3<T> u = direction<T>(ref[1] - ref[0]);
    m.clips.push_back(clip(polygon, u, glm::dot(u, ref[1])));
    m.clips.push_back(clip(m.clips.back().kept, -u, -glm::dot(u, ref[0])));
  } else {
    // A face: the planes through each edge, along n, facing out.
    Vec3<T> centre{0};
    for (const Vec3<T>& p : ref)
      centre += p / T(ref.size());
    for (std::size_t i = 0; i < ref.size(); ++i) {
      const Vec3<T>& p = ref[i];
      Vec3<T> side = direction<T>(glm::cross(ref[(i + 1) % ref.size()] - p, n), Vec3<T>(0));
      if (glm::dot(side, centre - p) > 0) side = -side;
      if (side == Vec3<T>(0)) continue;  // an edge along n: no plane
      m.clips.push_back(clip(polygon, side, glm::dot(side, p)));
      polygon = m.clips.back().kept;
    }
    polygon = m.clips.empty() ? polygon : m.clips.back().kept;
  }
  if (ref.size() == 2) polygon = m.clips.back().kept;
  // The depth filter: what lies below the reference (its plane, along n) is a contact.
  const Vec3<T> normal = reference_normal(ref, n);
  ClipStep<T> below;
  below.normal = m.reference_on_a ? normal : -normal;
  below.offset = glm::dot(below.normal, ref[0]);
  for (const Vec3<T>& p : polygon) {
    const T d = depth_along(ref[0], normal, n, p, m.reference_on_a);
    if (!(d >= 0)) {
      below.cut.push_back(p);
      continue;
    }
    below.kept.push_back(p);
    m.points.push_back({m.reference_on_a ? p : p - d * n, d});
  }
  m.clips.push_back(std::move(below));
  if (m.points.empty()) return single();  // clipped away by rounding: one point stands
  return m;
}

template <class T>
ContactManifold<T> contact_manifold(const PairResult<T>& r, const Shape<T>& a, const Shape<T>& b) {
  // Two boxes the SAT took as (b, a): clipped in the scene's order, b's box second (the face
  // preference then breaks ties as it would for the scene's pair).
  if (const auto* sat = std::get_if<SatResult<T>>(&r.evidence); sat && r.swapped)
    return r.verdict == PairVerdict::intersects ? boxes(sat_manifold(*sat, true))
                                                : ContactManifold<T>{};
  return r.swapped ? reversed(contact_manifold_in_test_order(r, b, a))
                   : contact_manifold_in_test_order(r, a, b);
}

// A mesh (A) against a solid B: a mesh is a set of triangles, not a solid, so its manifold is one
// triangle's: of the triangles hit, the one whose own triangle–B manifold reaches deepest (the
// others are not merged: at the mesh's edges their normals differ, and no one normal is right
// for all). None against a plane or a triangle (two surfaces), as a triangle has none.
template <class T>
ContactManifold<T> mesh_manifold(const PairResult<T>& r, const Shape<T>& ta, const Shape<T>& tb) {
  const auto* e = std::get_if<MeshOverlap<T>>(&r.evidence);
  const auto* mesh = std::get_if<TriangleMesh<T>>(&ta);
  if (!e || !mesh) return {};
  ContactManifold<T> best;
  T deepest = -std::numeric_limits<T>::infinity();
  for (const std::uint32_t k : e->hit) {
    const Shape<T> triangle = mesh->mesh->template triangle<T>(k);
    ContactManifold<T> c = contact_manifold(pair_test(triangle, tb), triangle, tb);
    T d = -std::numeric_limits<T>::infinity();
    for (const ContactPoint<T>& p : c.points)
      d = std::max(d, p.depth);
    if (!c.empty() && d > deepest) {
      deepest = d;
      best = std::move(c);
    }
  }
  return best;
}

template <class T>
ContactManifold<T> contact_manifold_in_test_order(const PairResult<T>& r, const Shape<T>& ta,
                                                  const Shape<T>& tb) {
  if (r.verdict != PairVerdict::intersects) return {};
  if (r.test == PairTest::mesh_any) return mesh_manifold(r, ta, tb);
  // Shapes of the kinds the test took (anything else is a caller's slip: no manifold).
  const auto get = [](const Shape<T>& s, auto type) { return std::get<decltype(type)>(s); };
  const PairTestOperands kinds = r.test == PairTest::convex_convex
                                     ? PairTestOperands{kind_of(ta), kind_of(tb)}
                                     : operands_of(r.test);
  if (r.test == PairTest::unsupported || kind_of(ta) != kinds.a || kind_of(tb) != kinds.b)
    return {};
  ContactManifold<T> m;
  switch (r.test) {
    case PairTest::obb_obb:
    case PairTest::obb_aabb:
    case PairTest::aabb_aabb: {
      if (const auto* sat = std::get_if<SatResult<T>>(&r.evidence))
        return boxes(sat_manifold(*sat));
      return boxes(box_box_manifold(Obb<T>::from_aabb(get(ta, Aabb<T>{})),
                                    Obb<T>::from_aabb(get(tb, Aabb<T>{}))));
    }
    case PairTest::sphere_sphere: {
      const Sphere<T>&sa = get(ta, Sphere<T>{}), &sb = get(tb, Sphere<T>{});
      m = closed("sphere–sphere: along the centres", direction<T>(sb.center - sa.center));
      add_balls(m, sa.center, sa.radius, sb.center, sb.radius);
      break;
    }
    case PairTest::sphere_capsule: {
      const Sphere<T>& s = get(ta, Sphere<T>{});
      const Capsule<T>& c = get(tb, Capsule<T>{});
      m = ball_segment(s.center, s.radius, c.a, c.b, c.radius,
                       "sphere–capsule: the segment's closest point to the centre");
      break;
    }
    case PairTest::capsule_capsule:
      m = capsule_capsule(get(ta, Capsule<T>{}), get(tb, Capsule<T>{}));
      break;
    case PairTest::sphere_obb:
      m = sphere_box(get(ta, Sphere<T>{}), get(tb, Obb<T>{}));
      break;
    case PairTest::sphere_aabb:
      m = sphere_box(get(ta, Sphere<T>{}), Obb<T>::from_aabb(get(tb, Aabb<T>{})));
      break;
    case PairTest::sphere_triangle:
      m = sphere_triangle(get(ta, Sphere<T>{}), get(tb, Triangle<T>{}));
      break;
    // Plane tests take the object first: the manifold is made plane first, then turned.
    case PairTest::sphere_plane: {
      const Sphere<T>& s = get(ta, Sphere<T>{});
      const Plane<T>& p = get(tb, Plane<T>{});
      m = reversed(plane_round("plane–sphere: its lowest point", p, s.center - s.radius * p.n,
                               s.center + s.radius * p.n));
      break;
    }
    case PairTest::ellipsoid_plane: {
      const auto* e = std::get_if<EllipsoidPlaneSide<T>>(&r.evidence);
      if (!e) return {};
      m = reversed(plane_round("plane–ellipsoid: its lowest point", get(tb, Plane<T>{}),
                               e->support_back, e->support_front));
      break;
    }
    case PairTest::capsule_plane:
      m = reversed(plane_capsule(get(tb, Plane<T>{}), get(ta, Capsule<T>{})));
      break;
    case PairTest::convex_hull_plane:
      m = reversed(plane_hull(get(tb, Plane<T>{}), get(ta, ConvexHull<T>{})));
      break;
    case PairTest::plane_obb:
      m = plane_box(get(ta, Plane<T>{}), get(tb, Obb<T>{}));
      break;
    case PairTest::plane_aabb:
      m = plane_box(get(ta, Plane<T>{}), Obb<T>::from_aabb(get(tb, Aabb<T>{})));
      break;
    case PairTest::triangle_aabb:
    case PairTest::triangle_obb: {
      // The axis of least overlap, turned from the triangle towards the box.
      const auto* sat = std::get_if<TriangleBoxSat<T>>(&r.evidence);
      if (!sat || sat->least_overlap_axis < 0) return {};
      const TriangleBoxAxis<T>& ax = sat->axes[std::size_t(sat->least_overlap_axis)];
      const bool up = ax.triangle_max - ax.box_min <= ax.box_max - ax.triangle_min;
      m = feature_manifold(ta, tb, up ? ax.axis : -ax.axis, sat->depth);
      m.how = "triangle–box: the features along the axis of least overlap";
      break;
    }
    case PairTest::convex_convex: {
      const auto* e = std::get_if<ConvexProximity<T>>(&r.evidence);
      if (!e || !e->intersects) return {};
      // Only solids and triangles have contacts: not a point or a segment.
      for (const Shape<T>* s : {&ta, &tb})
        if (kind_of(*s) == ShapeKind::point || kind_of(*s) == ShapeKind::segment ||
            kind_of(*s) == ShapeKind::moving_sphere)
          return {};
      if (const auto closed = capsule_triangle_normal(ta, tb)) {
        m = feature_manifold(ta, tb, closed->first, closed->second);
        m.how = "capsule–triangle: the segment's closest points and the supporting features";
        break;
      }
      if (e->epa_ran && glm::length(e->normal) > T(0)) {
        m = feature_manifold(ta, tb, e->normal, e->depth);
      } else if (glm::length(e->witness_b - e->witness_a) > T(0)) {
        // Touching inside the band, apart by a hair: GJK's witnesses give the direction.
        m = feature_manifold(ta, tb, direction<T>(e->witness_b - e->witness_a), T(0));
      } else {
        return {};
      }
      m.how = "EPA's normal and the supporting features";
      break;
    }
    default:
      return {};
  }
  return m;
}

template ContactManifold<float> contact_manifold(const PairResult<float>&, const Shape<float>&,
                                                 const Shape<float>&);
template ContactManifold<double> contact_manifold(const PairResult<double>&, const Shape<double>&,
                                                  const Shape<double>&);
template ContactManifold<float> contact_manifold_in_test_order(const PairResult<float>&,
                                                               const Shape<float>&,
                                                               const Shape<float>&);
template ContactManifold<double> contact_manifold_in_test_order(const PairResult<double>&,
                                                                const Shape<double>&,
                                                                const Shape<double>&);
template ContactManifold<float> feature_manifold(const Shape<float>&, const Shape<float>&,
                                                 const Vec3<float>&, float);
template ContactManifold<double> feature_manifold(const Shape<double>&, const Shape<double>&,
                                                  const Vec3<double>&, double);

}  // namespace collide
