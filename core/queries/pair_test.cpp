#include "core/queries/pair_test.hpp"

#include <concepts>
#include <cstddef>
#include <mutex>
#include <set>
#include <string>
#include <utility>

#include "core/queries/support.hpp"

namespace collide {
namespace {

struct TestEntry {
  PairTest test;
  std::string_view name;
  ShapeKind a, b;
};

// The one list of closed forms, in PairTest order (after unsupported, before the fallback).
constexpr TestEntry kTests[] = {
    {PairTest::point_aabb, "point-aabb", ShapeKind::point, ShapeKind::aabb},
    {PairTest::point_obb, "point-obb", ShapeKind::point, ShapeKind::obb},
    {PairTest::sphere_aabb, "sphere-aabb", ShapeKind::sphere, ShapeKind::aabb},
    {PairTest::sphere_obb, "sphere-obb", ShapeKind::sphere, ShapeKind::obb},
    {PairTest::aabb_aabb, "aabb-aabb", ShapeKind::aabb, ShapeKind::aabb},
    {PairTest::point_sphere, "point-sphere", ShapeKind::point, ShapeKind::sphere},
    {PairTest::sphere_sphere, "sphere-sphere", ShapeKind::sphere, ShapeKind::sphere},
    {PairTest::plane_aabb, "plane-aabb", ShapeKind::plane, ShapeKind::aabb},
    {PairTest::plane_obb, "plane-obb", ShapeKind::plane, ShapeKind::obb},
    {PairTest::point_plane, "point-plane", ShapeKind::point, ShapeKind::plane},
    {PairTest::segment_plane, "segment-plane", ShapeKind::segment, ShapeKind::plane},
    {PairTest::sphere_plane, "sphere-plane", ShapeKind::sphere, ShapeKind::plane},
    {PairTest::moving_sphere_plane, "moving sphere-plane", ShapeKind::moving_sphere,
     ShapeKind::plane},
    {PairTest::ellipsoid_plane, "ellipsoid-plane", ShapeKind::ellipsoid, ShapeKind::plane},
    {PairTest::triangle_plane, "triangle-plane", ShapeKind::triangle, ShapeKind::plane},
    {PairTest::obb_obb, "obb-obb", ShapeKind::obb, ShapeKind::obb},
    {PairTest::obb_aabb, "obb-aabb", ShapeKind::obb, ShapeKind::aabb},
    {PairTest::point_point, "point-point", ShapeKind::point, ShapeKind::point},
    {PairTest::point_segment, "point-segment", ShapeKind::point, ShapeKind::segment},
    {PairTest::point_triangle, "point-triangle", ShapeKind::point, ShapeKind::triangle},
    {PairTest::segment_segment, "segment-segment", ShapeKind::segment, ShapeKind::segment},
    {PairTest::segment_sphere, "segment-sphere", ShapeKind::segment, ShapeKind::sphere},
    {PairTest::sphere_triangle, "sphere-triangle", ShapeKind::sphere, ShapeKind::triangle},
    {PairTest::segment_aabb, "segment-aabb", ShapeKind::segment, ShapeKind::aabb},
    {PairTest::segment_obb, "segment-obb", ShapeKind::segment, ShapeKind::obb},
    {PairTest::segment_triangle, "segment-triangle", ShapeKind::segment, ShapeKind::triangle},
    {PairTest::triangle_aabb, "triangle-aabb", ShapeKind::triangle, ShapeKind::aabb},
    {PairTest::triangle_obb, "triangle-obb", ShapeKind::triangle, ShapeKind::obb},
    {PairTest::triangle_triangle, "triangle-triangle", ShapeKind::triangle, ShapeKind::triangle},
    {PairTest::moving_sphere_point, "moving sphere-point", ShapeKind::moving_sphere,
     ShapeKind::point},
    {PairTest::moving_sphere_sphere, "moving sphere-sphere", ShapeKind::moving_sphere,
     ShapeKind::sphere},
    {PairTest::moving_sphere_moving_sphere, "moving sphere-moving sphere", ShapeKind::moving_sphere,
     ShapeKind::moving_sphere},
    {PairTest::moving_sphere_segment, "moving sphere-segment", ShapeKind::moving_sphere,
     ShapeKind::segment},
    {PairTest::moving_sphere_aabb, "moving sphere-aabb", ShapeKind::moving_sphere, ShapeKind::aabb},
    {PairTest::moving_sphere_obb, "moving sphere-obb", ShapeKind::moving_sphere, ShapeKind::obb},
    {PairTest::moving_sphere_triangle, "moving sphere-triangle", ShapeKind::moving_sphere,
     ShapeKind::triangle},
    {PairTest::plane_plane, "plane-plane", ShapeKind::plane, ShapeKind::plane},
    {PairTest::point_ellipsoid, "point-ellipsoid", ShapeKind::point, ShapeKind::ellipsoid},
    {PairTest::moving_sphere_ellipsoid, "moving sphere-ellipsoid", ShapeKind::moving_sphere,
     ShapeKind::ellipsoid},
    // A ray against every kind
    {PairTest::ray_point, "ray-point", ShapeKind::ray, ShapeKind::point},
    {PairTest::ray_segment, "ray-segment", ShapeKind::ray, ShapeKind::segment},
    {PairTest::ray_ray, "ray-ray", ShapeKind::ray, ShapeKind::ray},
    {PairTest::ray_plane, "ray-plane", ShapeKind::ray, ShapeKind::plane},
    {PairTest::ray_sphere, "ray-sphere", ShapeKind::ray, ShapeKind::sphere},
    {PairTest::ray_moving_sphere, "ray-moving sphere", ShapeKind::ray, ShapeKind::moving_sphere},
    {PairTest::ray_aabb, "ray-aabb", ShapeKind::ray, ShapeKind::aabb},
    {PairTest::ray_obb, "ray-obb", ShapeKind::ray, ShapeKind::obb},
    {PairTest::ray_triangle, "ray-triangle", ShapeKind::ray, ShapeKind::triangle},
    {PairTest::ray_ellipsoid, "ray-ellipsoid", ShapeKind::ray, ShapeKind::ellipsoid},
    // A capsule
    {PairTest::point_capsule, "point-capsule", ShapeKind::point, ShapeKind::capsule},
    {PairTest::segment_capsule, "segment-capsule", ShapeKind::segment, ShapeKind::capsule},
    {PairTest::sphere_capsule, "sphere-capsule", ShapeKind::sphere, ShapeKind::capsule},
    {PairTest::capsule_capsule, "capsule-capsule", ShapeKind::capsule, ShapeKind::capsule},
    {PairTest::capsule_plane, "capsule-plane", ShapeKind::capsule, ShapeKind::plane},
    {PairTest::ray_capsule, "ray-capsule", ShapeKind::ray, ShapeKind::capsule},
    // A cylinder
    {PairTest::cylinder_plane, "cylinder-plane", ShapeKind::cylinder, ShapeKind::plane},
    {PairTest::ray_cylinder, "ray-cylinder", ShapeKind::ray, ShapeKind::cylinder},
    // A convex hull
    {PairTest::convex_hull_plane, "convex hull-plane", ShapeKind::convex_hull, ShapeKind::plane},
    {PairTest::ray_convex_hull, "ray-convex hull", ShapeKind::ray, ShapeKind::convex_hull},
    // A triangle mesh: mesh_any's kinds are its first cell's (pair_cell fills the others)
    {PairTest::mesh_any, "mesh-any", ShapeKind::mesh, ShapeKind::obb},
    {PairTest::mesh_mesh, "mesh-mesh", ShapeKind::mesh, ShapeKind::mesh},
    {PairTest::ray_mesh, "ray-mesh", ShapeKind::ray, ShapeKind::mesh},
};
static_assert(std::size(kTests) + 2 == kPairTestCount);
static_assert(static_cast<std::size_t>(PairTest::convex_convex) + 1 == kPairTestCount,
              "the fallback comes after every closed form");

constexpr bool entries_in_order() {
  for (std::size_t i = 0; i < std::size(kTests); ++i)
    if (static_cast<std::size_t>(kTests[i].test) != i + 1) return false;
  return true;
}
static_assert(entries_in_order(), "kTests must list the tests in PairTest order");

// The verdict fields of any result: `intersects` is a member in the query results and a
// function in SatResult.
template <class R>
bool intersects_of(const R& r) {
  if constexpr (requires {
                  { r.intersects() } -> std::convertible_to<bool>;
                })
    return r.intersects();
  else
    return r.intersects;
}

template <class T>
PairEvidence<T> run_test(PairTest test, const Shape<T>& a, const Shape<T>& b,
                         const Tolerances<T>& tol) {
  switch (test) {
    case PairTest::unsupported:
      return {};
    case PairTest::point_aabb:
      return box_closest_point(std::get<Point<T>>(a), std::get<Aabb<T>>(b), tol);
    case PairTest::point_obb:
      return box_closest_point(std::get<Point<T>>(a), std::get<Obb<T>>(b), tol);
    case PairTest::sphere_aabb:
      return box_closest_point(std::get<Sphere<T>>(a), std::get<Aabb<T>>(b), tol);
    case PairTest::sphere_obb:
      return box_closest_point(std::get<Sphere<T>>(a), std::get<Obb<T>>(b), tol);
    case PairTest::aabb_aabb:
      return aabb_overlap(std::get<Aabb<T>>(a), std::get<Aabb<T>>(b), tol);
    case PairTest::point_sphere:
      return center_distance(std::get<Point<T>>(a), std::get<Sphere<T>>(b), tol);
    case PairTest::sphere_sphere:
      return center_distance(std::get<Sphere<T>>(a), std::get<Sphere<T>>(b), tol);
    case PairTest::plane_aabb:
      return plane_box_sides(std::get<Plane<T>>(a), std::get<Aabb<T>>(b), tol);
    case PairTest::plane_obb:
      return plane_box_sides(std::get<Plane<T>>(a), std::get<Obb<T>>(b), tol);
    case PairTest::point_plane:
      return point_plane_side(std::get<Point<T>>(a), std::get<Plane<T>>(b), tol);
    case PairTest::segment_plane:
      return segment_plane_crossing(std::get<Segment<T>>(a), std::get<Plane<T>>(b), tol);
    case PairTest::sphere_plane:
      return sphere_plane_side(std::get<Sphere<T>>(a), std::get<Plane<T>>(b), tol);
    case PairTest::moving_sphere_plane:
      return swept_sphere_plane_contact(std::get<MovingSphere<T>>(a), std::get<Plane<T>>(b), tol);
    case PairTest::ellipsoid_plane:
      return ellipsoid_plane_side(std::get<Ellipsoid<T>>(a), std::get<Plane<T>>(b), tol);
    case PairTest::triangle_plane:
      return triangle_plane_cut(std::get<Triangle<T>>(a), std::get<Plane<T>>(b), tol);
    case PairTest::obb_obb:
      return obb_obb_sat(std::get<Obb<T>>(a), std::get<Obb<T>>(b), tol);
    case PairTest::obb_aabb:
      return obb_aabb_sat(std::get<Obb<T>>(a), std::get<Aabb<T>>(b), tol);
    case PairTest::point_point:
      return closest_points(std::get<Point<T>>(a), std::get<Point<T>>(b), tol);
    case PairTest::point_segment:
      return closest_points(std::get<Point<T>>(a), std::get<Segment<T>>(b), tol);
    case PairTest::point_triangle:
      return closest_points(std::get<Point<T>>(a), std::get<Triangle<T>>(b), tol);
    case PairTest::segment_segment:
      return closest_points(std::get<Segment<T>>(a), std::get<Segment<T>>(b), tol);
    case PairTest::segment_sphere:
      return closest_points(std::get<Segment<T>>(a), std::get<Sphere<T>>(b), tol);
    case PairTest::sphere_triangle:
      return closest_points(std::get<Sphere<T>>(a), std::get<Triangle<T>>(b), tol);
    case PairTest::segment_aabb:
      return segment_box_slabs(std::get<Segment<T>>(a), std::get<Aabb<T>>(b), tol);
    case PairTest::segment_obb:
      return segment_box_slabs(std::get<Segment<T>>(a), std::get<Obb<T>>(b), tol);
    case PairTest::segment_triangle:
      return segment_triangle_hit(std::get<Segment<T>>(a), std::get<Triangle<T>>(b), tol);
    case PairTest::triangle_aabb:
      return triangle_box_sat(std::get<Triangle<T>>(a), std::get<Aabb<T>>(b), tol);
    case PairTest::triangle_obb:
      return triangle_box_sat(std::get<Triangle<T>>(a), std::get<Obb<T>>(b), tol);
    case PairTest::triangle_triangle:
      return triangle_triangle(std::get<Triangle<T>>(a), std::get<Triangle<T>>(b), tol);
    case PairTest::moving_sphere_point:
      return swept_sphere_contact(std::get<MovingSphere<T>>(a), std::get<Point<T>>(b), tol);
    case PairTest::moving_sphere_sphere:
      return swept_sphere_contact(std::get<MovingSphere<T>>(a), std::get<Sphere<T>>(b), tol);
    case PairTest::moving_sphere_moving_sphere:
      return swept_sphere_contact(std::get<MovingSphere<T>>(a), std::get<MovingSphere<T>>(b), tol);
    case PairTest::moving_sphere_segment:
      return swept_sphere_contact(std::get<MovingSphere<T>>(a), std::get<Segment<T>>(b), tol);
    case PairTest::moving_sphere_aabb:
      return swept_sphere_contact(std::get<MovingSphere<T>>(a), std::get<Aabb<T>>(b), tol);
    case PairTest::moving_sphere_obb:
      return swept_sphere_contact(std::get<MovingSphere<T>>(a), std::get<Obb<T>>(b), tol);
    case PairTest::moving_sphere_triangle:
      return swept_sphere_contact(std::get<MovingSphere<T>>(a), std::get<Triangle<T>>(b), tol);
    case PairTest::plane_plane:
      return plane_plane(std::get<Plane<T>>(a), std::get<Plane<T>>(b), tol);
    case PairTest::point_ellipsoid:
      return point_ellipsoid(std::get<Point<T>>(a), std::get<Ellipsoid<T>>(b), tol);
    case PairTest::moving_sphere_ellipsoid: {
      // Its input band is added here, beside the conservative advancement, not inside it.
      SweptSphereShapeContact<T> r =
          swept_sphere_contact(std::get<MovingSphere<T>>(a), std::get<Ellipsoid<T>>(b), tol);
      add_sweep_input_band(r, std::get<MovingSphere<T>>(a), b, tol);
      return r;
    }
    case PairTest::ray_point:
    case PairTest::ray_segment:
    case PairTest::ray_ray:
    case PairTest::ray_plane:
    case PairTest::ray_sphere:
    case PairTest::ray_moving_sphere:
    case PairTest::ray_aabb:
    case PairTest::ray_obb:
    case PairTest::ray_triangle:
    case PairTest::ray_ellipsoid:
    case PairTest::ray_capsule:
    case PairTest::ray_cylinder:
    case PairTest::ray_convex_hull:
      // The ray is the test's first operand; the second is whichever kind the cell names.
      // (Only the kinds the cells name reach here; a registered kind has no ray cast.)
      return std::visit(
          [&](const auto& other) -> PairEvidence<T> {
            if constexpr (requires { ray_cast(std::get<Ray<T>>(a), other, tol); })
              return ray_cast(std::get<Ray<T>>(a), other, tol);
            else
              return {};
          },
          b);
    case PairTest::point_capsule:
      return closest_points(std::get<Point<T>>(a), std::get<Capsule<T>>(b), tol);
    case PairTest::segment_capsule:
      return closest_points(std::get<Segment<T>>(a), std::get<Capsule<T>>(b), tol);
    case PairTest::sphere_capsule:
      return closest_points(std::get<Sphere<T>>(a), std::get<Capsule<T>>(b), tol);
    case PairTest::capsule_capsule:
      return closest_points(std::get<Capsule<T>>(a), std::get<Capsule<T>>(b), tol);
    case PairTest::capsule_plane:
      return capsule_plane_side(std::get<Capsule<T>>(a), std::get<Plane<T>>(b), tol);
    case PairTest::cylinder_plane:
      return cylinder_plane_side(std::get<Cylinder<T>>(a), std::get<Plane<T>>(b), tol);
    case PairTest::convex_hull_plane:
      return hull_plane_side(std::get<ConvexHull<T>>(a), std::get<Plane<T>>(b), tol);
    case PairTest::mesh_any:
      return mesh_overlap(*std::get<TriangleMesh<T>>(a).mesh, b, tol);
    case PairTest::mesh_mesh:
      return mesh_mesh_overlap(*std::get<TriangleMesh<T>>(a).mesh,
                               *std::get<TriangleMesh<T>>(b).mesh, tol);
    case PairTest::ray_mesh:
      return mesh_ray_cast(*std::get<TriangleMesh<T>>(b).mesh, std::get<Ray<T>>(a), tol);
    case PairTest::convex_convex:
      return convex_proximity(a, b, tol);
  }
  return {};
}

// The closed form registered for kinds (a, b) in that order, if any.
const TestEntry* closed_form(ShapeKind a, ShapeKind b) {
  for (const TestEntry& e : kTests)
    if (e.a == a && e.b == b) return &e;
  return nullptr;
}

// "a-b", as the closed forms are named, for every pair of kinds (the fallback's names).
std::string_view kinds_name(ShapeKind a, ShapeKind b) {
  constexpr std::size_t kinds = kShapeKindCount + 1;  // and ShapeKind::convex
  static const auto names = [] {
    std::array<std::string, kinds * kinds> n;
    for (std::size_t i = 0; i < kinds; ++i)
      for (std::size_t j = 0; j < kinds; ++j)
        n[i * kinds + j] = std::string(name_of(static_cast<ShapeKind>(i))) + "-" +
                           std::string(name_of(static_cast<ShapeKind>(j)));
    return n;
  }();
  return names[static_cast<std::size_t>(a) * kinds + static_cast<std::size_t>(b)];
}

Operand other_operand(Operand o) {
  return o == Operand::a ? Operand::b : o == Operand::b ? Operand::a : o;
}

}  // namespace

std::string_view name_of(PairTest t) {
  if (t == PairTest::unsupported) return "unsupported";
  if (t == PairTest::convex_convex) return "convex-convex";
  return kTests[static_cast<std::size_t>(t) - 1].name;
}

std::string_view test_name(PairTest t, ShapeKind a, ShapeKind b) {
  if (t == PairTest::mesh_any) return a == ShapeKind::mesh ? kinds_name(a, b) : kinds_name(b, a);
  if (t != PairTest::convex_convex) return name_of(t);
  return a <= b ? kinds_name(a, b) : kinds_name(b, a);
}

template <class T>
std::string_view shape_name(const Shape<T>& s) {
  if (const auto* c = std::get_if<SupportShape<T>>(&s)) return c->kind_of().name;
  return name_of(kind_of(s));
}

template <class T>
std::string_view test_name(PairTest t, const Shape<T>& a, const Shape<T>& b) {
  const ShapeKind ka = kind_of(a), kb = kind_of(b);
  if ((t != PairTest::convex_convex && t != PairTest::mesh_any) ||
      (ka != ShapeKind::convex && kb != ShapeKind::convex))
    return test_name(t, ka, kb);
  // A registered kind's own name, in ShapeKind order (two registered kinds: by name; a mesh
  // first), kept for the program's life as the built-in names are: the kinds registered are few.
  std::string_view first = shape_name(a), second = shape_name(b);
  if (ka > kb || (ka == kb && second < first)) std::swap(first, second);
  if (kb == ShapeKind::mesh) std::swap(first, second);
  static std::mutex mutex;
  static std::set<std::string, std::less<>> names;
  const std::scoped_lock lock(mutex);
  return *names.insert(std::string(first) + "-" + std::string(second)).first;
}

template std::string_view shape_name(const Shape<float>&);
template std::string_view shape_name(const Shape<double>&);
template std::string_view test_name(PairTest, const Shape<float>&, const Shape<float>&);
template std::string_view test_name(PairTest, const Shape<double>&, const Shape<double>&);

PairTestOperands operands_of(PairTest t) {
  // The fallback and a mesh against any kind fill many cells: the first that takes its operands
  // in the test's order (mesh_any's mesh first, though the mesh comes late in ShapeKind).
  if (t == PairTest::convex_convex || t == PairTest::mesh_any) {
    for (std::size_t a = 0; a < kShapeKindCount; ++a)
      for (std::size_t b = 0; b < kShapeKindCount; ++b) {
        const PairCell c = pair_cell(static_cast<ShapeKind>(a), static_cast<ShapeKind>(b));
        if (c.test == t && !c.swapped)
          return {static_cast<ShapeKind>(a), static_cast<ShapeKind>(b)};
      }
  }
  const TestEntry& e = kTests[static_cast<std::size_t>(t) - 1];
  return {e.a, e.b};
}

PairCell pair_cell(ShapeKind a, ShapeKind b) {
  // A mesh: mesh_mesh with itself, ray_mesh (the ray first) with a ray, else mesh_any (the mesh
  // first), a registered kind's too.
  if (a == ShapeKind::mesh || b == ShapeKind::mesh) {
    if (a == b) return {PairTest::mesh_mesh, false};
    if (a == ShapeKind::ray || b == ShapeKind::ray)
      return {PairTest::ray_mesh, a == ShapeKind::mesh};
    return {PairTest::mesh_any, b == ShapeKind::mesh};
  }
  // (A registered kind, ShapeKind::convex, has no closed form: it takes the fallback below.)
  if (const TestEntry* e = closed_form(a, b)) return {e->test, false};
  if (const TestEntry* e = closed_form(b, a)) return {e->test, true};
  // No closed form: GJK/EPA when both kinds have a support function, taking them in ShapeKind
  // order so that a pair runs the same way whichever object comes first.
  if (has_support(a) && has_support(b)) return {PairTest::convex_convex, a > b};
  return {};
}

PairTable pair_table() {
  PairTable table{};
  for (std::size_t a = 0; a < kShapeKindCount; ++a)
    for (std::size_t b = 0; b < kShapeKindCount; ++b)
      table[a][b] = pair_cell(static_cast<ShapeKind>(a), static_cast<ShapeKind>(b));
  return table;
}

std::string pair_table_markdown() {
  std::string out = "| a \\ b |";
  for (std::size_t b = 0; b < kShapeKindCount; ++b)
    out.append(" ").append(name_of(static_cast<ShapeKind>(b))).append(" |");
  out += "\n|---|";
  for (std::size_t b = 0; b < kShapeKindCount; ++b)
    out += "---|";
  const PairTable table = pair_table();
  for (std::size_t a = 0; a < kShapeKindCount; ++a) {
    out.append("\n| **").append(name_of(static_cast<ShapeKind>(a))).append("** |");
    for (std::size_t b = 0; b < kShapeKindCount; ++b) {
      const PairTest t = table[a][b].test;
      out.append(" ");
      if (t == PairTest::unsupported)
        out.append("·");
      else if (t == PairTest::convex_convex)  // the fallback, in italics
        out.append("*").append(test_name(t, ShapeKind(a), ShapeKind(b))).append("*");
      else if (t == PairTest::mesh_any)  // one test for many cells, named by its kinds
        out.append(test_name(t, ShapeKind(a), ShapeKind(b)));
      else
        out.append(name_of(t));
      out.append(" |");
    }
  }
  return out + "\n";
}

std::string_view name_of(PairVerdict v) {
  constexpr std::string_view names[] = {"intersects", "disjoint", "invalid", "unsupported"};
  return names[static_cast<std::size_t>(v)];
}

template <class T>
PairResult<T> pair_test(const Shape<T>& a, const Shape<T>& b, const Tolerances<T>& tol) {
  PairResult<T> r;
  // Looked up, not searched for: the dispatch runs for every candidate pair of a scene.
  static const PairTable table = pair_table();
  // A registered kind's shape is outside the table of built-in kinds: its cell is pair_cell's.
  const PairCell cell = a.index() < kShapeKindCount && b.index() < kShapeKindCount
                            ? table[a.index()][b.index()]
                            : pair_cell(kind_of(a), kind_of(b));
  r.test = cell.test;
  r.swapped = cell.swapped;
  if (r.input = check_inputs(a, b); !r.input.valid()) {
    r.verdict = PairVerdict::invalid;
    r.reason = describe(r.input.problem);
    return r;
  }
  if (cell.test == PairTest::unsupported) {
    r.verdict = PairVerdict::unsupported;
    // A registered kind is known by its support function alone: GJK/EPA meets it with every
    // bounded kind, and a ray or a plane (unbounded, no support) has no test with it.
    r.reason = kind_of(a) == ShapeKind::convex || kind_of(b) == ShapeKind::convex
                   ? "no test of a ray or a plane against a registered kind: it is known by its "
                     "support function alone, which only GJK/EPA takes, and only between "
                     "bounded kinds"
                   : "no test for this pair of kinds";
    return r;
  }
  r.evidence = cell.swapped ? run_test(cell.test, b, a, tol) : run_test(cell.test, a, b, tol);
  std::visit(
      [&](const auto& result) {
        if constexpr (!std::is_same_v<std::decay_t<decltype(result)>, std::monostate>) {
          // The inputs were checked above, so the test finds them valid too; should it not,
          // its answer is passed on, with the operand in the caller's order.
          if (!result.input.valid()) {
            r.verdict = PairVerdict::invalid;
            r.input = {result.input.problem,
                       cell.swapped ? other_operand(result.input.operand) : result.input.operand};
            r.reason = describe(r.input.problem);
            return;
          }
          r.verdict = intersects_of(result) ? PairVerdict::intersects : PairVerdict::disjoint;
          r.within_tolerance = result.within_tolerance;
        }
      },
      r.evidence);
  return r;
}

template PairResult<float> pair_test(const Shape<float>&, const Shape<float>&,
                                     const Tolerances<float>&);
template PairResult<double> pair_test(const Shape<double>&, const Shape<double>&,
                                      const Tolerances<double>&);

}  // namespace collide
