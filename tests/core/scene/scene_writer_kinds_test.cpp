// collision_lab/scene_writer.hpp stays a standalone, standard-library-only header, so it cannot
// read the core's kind descriptors: it keeps one call per kind, and this test holds those calls
// to the descriptors. For every kind, a description with every field set to a non-default value
// goes through the writer's call and back through the loader, and must come back bit for bit:
// a field the call leaves out, misnames or writes in the wrong place fails here, and so does a
// kind with no call.
#include "collision_lab/scene_writer.hpp"

#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <string>

#include "core/math/overloaded.hpp"
#include "core/scene/kind_descriptor.hpp"
#include "core/scene/scene_json.hpp"

namespace collide {
namespace {

using collision_lab::SceneWriter;

collision_lab::Vec3 v(const Vec3<double>& x) {
  return {x.x, x.y, x.z};
}
collision_lab::Quat q(const Quat<double>& x) {
  return {x.w, x.x, x.y, x.z};
}

// The writer's call for each kind's description (its fields in the call's parameters).
// (A velocity is the object's motion: the sphere's call writes a moving sphere with one.)
using WriterCall = std::function<void(SceneWriter&, const ObjectDesc&, const Motion&)>;
const std::map<std::string_view, WriterCall>& writer_calls() {
  static const std::map<std::string_view, WriterCall> calls = {
      {"box",
       [](SceneWriter& w, const ObjectDesc& d, const Motion&) {
         const auto& b = std::get<desc::Box>(d);
         w.box("o", v(b.center), v(b.half_extents), q(b.rotation));
       }},
      {"aabb",
       [](SceneWriter& w, const ObjectDesc& d, const Motion&) {
         const auto& b = std::get<desc::Aabb>(d);
         w.aabb("o", v(b.min), v(b.max));
       }},
      {"sphere",
       [](SceneWriter& w, const ObjectDesc& d, const Motion& m) {
         const auto& s = std::get<desc::Sphere>(d);
         if (m.velocity)
           w.moving_sphere("o", v(s.center), s.radius, v(*m.velocity));
         else
           w.sphere("o", v(s.center), s.radius);
       }},
      {"plane",
       [](SceneWriter& w, const ObjectDesc& d, const Motion&) {
         const auto& p = std::get<desc::Plane>(d);
         w.plane("o", v(p.normal), v(p.point));
       }},
      {"point", [](SceneWriter& w, const ObjectDesc& d,
                   const Motion&) { w.point("o", v(std::get<desc::Point>(d).position)); }},
      {"segment",
       [](SceneWriter& w, const ObjectDesc& d, const Motion&) {
         const auto& s = std::get<desc::Segment>(d);
         w.segment("o", v(s.a), v(s.b));
       }},
      {"triangle",
       [](SceneWriter& w, const ObjectDesc& d, const Motion&) {
         const auto& t = std::get<desc::Triangle>(d);
         w.triangle("o", v(t.a), v(t.b), v(t.c));
       }},
      {"ellipsoid",
       [](SceneWriter& w, const ObjectDesc& d, const Motion&) {
         const auto& e = std::get<desc::Ellipsoid>(d);
         w.ellipsoid("o", v(e.center), v(e.radii), q(e.rotation));
       }},
      {"ray",
       [](SceneWriter& w, const ObjectDesc& d, const Motion&) {
         const auto& r = std::get<desc::Ray>(d);
         w.ray("o", v(r.origin), v(r.direction));
       }},
      {"capsule",
       [](SceneWriter& w, const ObjectDesc& d, const Motion&) {
         const auto& c = std::get<desc::Capsule>(d);
         w.capsule("o", v(c.a), v(c.b), c.radius);
       }},
      {"cylinder",
       [](SceneWriter& w, const ObjectDesc& d, const Motion&) {
         const auto& c = std::get<desc::Cylinder>(d);
         w.cylinder("o", v(c.center), c.half_height, c.radius, q(c.rotation));
       }},
      {"mesh",
       [](SceneWriter& w, const ObjectDesc& d, const Motion&) {
         const MeshData& m = *std::get<desc::Mesh>(d).mesh->mesh;
         std::vector<collision_lab::Vec3> vertices;
         for (const Vec3<double>& p : m.vertices)
           vertices.push_back(v(p));
         w.mesh("o", vertices, m.triangles);
       }},
      {"convex_hull",
       [](SceneWriter& w, const ObjectDesc& d, const Motion&) {
         std::vector<collision_lab::Vec3> points;
         for (const Vec3<double>& p : std::get<desc::ConvexHull>(d).hull->points)
           points.push_back(v(p));
         w.convex_hull("o", points);
       }},
  };
  return calls;
}

// Every field set, to numbers no default has (0.1 + k/7: not short in decimal, so the writer's
// shortest-form numbers are tested too), an optional field set, a rotation a unit quaternion.
ObjectDesc every_field_set(const KindDescriptor& kind) {
  ObjectDesc d = default_description(kind);
  double k = 1;
  const auto next = [&] { return 0.1 + (k++) / 7; };
  for (const FieldDescriptor& f : kind.fields)
    std::visit(Overloaded{
                   [&](double* x) { *x = next(); },
                   [&](Vec3<double>* x) {
                     *x = {next(), next(), next()};
                   },
                   [&](Quat<double>* x) {
                     *x = {0.5, 0.5, -0.5, 0.5};
                   },
                   [&](std::optional<Vec3<double>>* x) { *x = Vec3<double>(next(), -1, 2); },
                   [&](HullRef* x) {
                     // A tetrahedron's corners and a point inside it, each number not short.
                     const double a = next(), b = next();
                     *x = hull_of_points(
                         {{a, 0, 0}, {0, a, 0}, {0, 0, a}, {-b, -b, -b}, {0.01 * a, 0, 0}});
                   },
                   [&](MeshRef* x) {
                     // Two triangles sharing an edge, each number not short (an inline mesh: a
                     // file mesh's writer call is tested with its file, in mesh_kind_test).
                     const double a = next(), b = next();
                     const Vec3<double> v[] = {{a, 0, 0}, {0, a, 0}, {0, 0, a}, {-b, b, -b}};
                     const std::array<std::uint32_t, 3> t[] = {{0, 1, 2}, {2, 1, 3}};
                     *x = mesh_of_triangles(v, t);
                   },
               },
               f.at(d));
  // Increasing values keep every field held above another (an AABB's max above its min).
  return d;
}

TEST(SceneWriterKinds, EveryKindsCallWritesEveryFieldOfItsDescriptor) {
  for (const KindDescriptor* kind : kind_descriptors()) {
    SCOPED_TRACE(std::string(kind->name));
    const auto call = writer_calls().find(kind->name);
    ASSERT_NE(call, writer_calls().end()) << "scene_writer.hpp has no call for this kind";
    // With every field set, and (for a kind with optional fields) with its defaults.
    // Still, and moving where the kind takes a velocity.
    std::vector<Motion> motions = {Motion{}};
    if (kind->swept) motions.push_back(Motion{Vec3<double>(0.25, -1, 2), std::nullopt});
    for (const Motion& m : motions)
      for (const ObjectDesc& d : {every_field_set(*kind), default_description(*kind)}) {
        SceneWriter w;
        call->second(w, d, m);
        const SceneLoad load = parse_scene(w.str(), "<writer>");
        ASSERT_TRUE(load.ok()) << load.error->to_string() << "\n" << w.str();
        ASSERT_EQ(load.scene->objects.size(), 1u);
        EXPECT_EQ(kind_name(load.scene->objects[0].desc), kind->name);
        EXPECT_TRUE(same_bits(load.scene->objects[0].desc, d)) << w.str();
        EXPECT_TRUE(same_bits(load.scene->objects[0].motion, m)) << w.str();
      }
  }
  EXPECT_EQ(writer_calls().size(), kind_descriptors().size()) << "a call for a kind that is not";
}

}  // namespace
}  // namespace collide
