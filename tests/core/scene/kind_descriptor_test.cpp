// Each kind described once (core/scene/kind_descriptor.hpp): the table is in ObjectDesc's order,
// a kind's fields are every member of its description, the loader asks for each required field
// by its JSON name, and the descriptor's bounds, moves and support agree with each other and with
// the query shape — checked on random descriptions of every kind against independent answers.
#include "core/scene/kind_descriptor.hpp"
#include "core/scene/pose.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <glm/gtc/quaternion.hpp>

#include "core/math/overloaded.hpp"
#include "core/queries/support.hpp"
#include "core/scene/scene_json.hpp"
#include "core/scene/streamed_json.hpp"

namespace collide {
namespace {

// The byte range [begin, end) of each field within a description of alternative I.
template <std::size_t I>
std::vector<std::pair<std::size_t, std::size_t>> field_ranges(const KindDescriptor& kind) {
  const ObjectDesc d(std::in_place_index<I>);
  const auto* base = reinterpret_cast<const unsigned char*>(&std::get<I>(d));
  std::vector<std::pair<std::size_t, std::size_t>> out;
  for (const FieldDescriptor& f : kind.fields)
    std::visit(
        [&](const auto* p) {
          const auto* at = reinterpret_cast<const unsigned char*>(p);
          out.push_back({std::size_t(at - base), std::size_t(at - base) + sizeof(*p)});
        },
        f.read(d));
  return out;
}

template <std::size_t I>
void expect_complete_descriptor() {
  using T = std::variant_alternative_t<I, ObjectDesc>;
  SCOPED_TRACE("ObjectDesc alternative " + std::to_string(I));
  ASSERT_LT(I, kind_descriptors().size());
  const KindDescriptor& kind = *kind_descriptors()[I];
  EXPECT_EQ(kind.index, I) << "the table is not in ObjectDesc's order";
  EXPECT_EQ(kind_index<T>(), I);
  EXPECT_EQ(&descriptor_of(ObjectDesc(std::in_place_index<I>)), &kind);
  EXPECT_EQ(descriptor_named(kind.name), &kind);
  EXPECT_EQ(default_description(kind).index(), I);
  EXPECT_FALSE(kind.a_name.empty());
  EXPECT_FALSE(kind.cpp_type.empty());
  ASSERT_NE(kind.to_shape, nullptr);
  ASSERT_NE(kind.bounds, nullptr);

  // The fields tile the description in the struct's order (the exporter writes them as its
  // aggregate initialiser, the loader fills every member): each byte once, none left out.
  std::size_t next = 0;
  for (const auto& [begin, end] : field_ranges<I>(kind)) {
    EXPECT_EQ(begin, next) << "a member is missing from the fields, or they are out of order";
    next = end;
  }
  EXPECT_EQ(next, sizeof(T)) << "a member of the description is not in the kind's fields";

  std::set<std::string_view> names;
  for (const FieldDescriptor& f : kind.fields) {
    EXPECT_FALSE(f.json.empty());
    EXPECT_TRUE(f.label && *f.label);
    EXPECT_FALSE(f.meaning.empty());
    EXPECT_TRUE(names.insert(f.json).second) << "two fields named " << f.json;
    const ObjectDesc d(std::in_place_index<I>);
    const bool vector = std::holds_alternative<const Vec3<double>*>(f.read(d));
    if (f.limit == FieldLimit::non_zero || f.limit == FieldLimit::not_below) {
      EXPECT_TRUE(vector) << f.json << ": a limit on vectors only";
    }
    if (f.limit == FieldLimit::positive) {
      EXPECT_TRUE(std::holds_alternative<const double*>(f.read(d))) << f.json << ": numbers only";
    }
    if (f.limit == FieldLimit::not_below) {
      EXPECT_TRUE(std::any_of(kind.fields.begin(), kind.fields.end(),
                              [&](const auto& g) { return g.json == f.below && g.json != f.json; }))
          << f.json << " is held at or above a field the kind does not have: " << f.below;
    }
  }

  // A support function exactly when the query shape has one (GJK takes the kind).
  const Shape<double> shape = kind.to_shape(ObjectDesc(std::in_place_index<I>));
  EXPECT_EQ(kind.support != nullptr, has_support(kind_of(shape))) << kind.name;
}

TEST(KindDescriptor, EveryKindHasACompleteDescriptorInObjectDescsOrder) {
  ASSERT_EQ(kind_descriptors().size(), kKindCount);
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    (expect_complete_descriptor<I>(), ...);
  }
  (std::make_index_sequence<kKindCount>{});
}

// One order for the kinds: a description of ObjectDesc's alternative i (without a velocity) has a
// query shape of ShapeKind i, its name the file's name for it, so a list indexed by one (the pair
// table, the kinds' table) reads right when indexed by the other.
TEST(KindDescriptor, ObjectDescAndShapeKindListTheKindsInOneOrder) {
  for (const KindDescriptor* kind : kind_descriptors()) {
    const Shape<double> shape = kind->to_shape(default_description(*kind));
    EXPECT_EQ(shape.index(), kind->index) << kind->name;
    EXPECT_EQ(static_cast<std::size_t>(kind_of(shape)), kind->index) << kind->name;
  }
  // Each name is the shape's name, a box's shape being an OBB; a file's name is one word
  // ("convex_hull") where the pair tests' names read as words ("convex hull-plane").
  for (std::size_t i = 1; i < kKindCount; ++i) {
    std::string file_name(kind_descriptors()[i]->name);
    std::replace(file_name.begin(), file_name.end(), '_', ' ');
    EXPECT_EQ(file_name, name_of(static_cast<ShapeKind>(i)));
  }
  EXPECT_EQ(name_of(ShapeKind::obb), "obb");
  EXPECT_EQ(kind_descriptors()[0]->name, "box");
}

// Random descriptions of every kind, every field set (vectors in [-4, 4], sizes in [0, 2], a
// random unit rotation), through the descriptor's own field pointers.
ObjectDesc random_description(const KindDescriptor& kind, std::mt19937_64& rng) {
  std::uniform_real_distribution<double> coord(-4, 4), size(0, 2), unit(-1, 1);
  ObjectDesc d = default_description(kind);
  for (const FieldDescriptor& f : kind.fields) {
    const bool sized = f.limit == FieldLimit::non_negative || f.limit == FieldLimit::positive;
    std::visit(Overloaded{
                   [&](double* x) { *x = sized ? size(rng) : coord(rng); },
                   [&](Vec3<double>* x) {
                     *x = sized ? Vec3<double>(size(rng), size(rng), size(rng))
                                : Vec3<double>(coord(rng), coord(rng), coord(rng));
                   },
                   [&](Quat<double>* x) {
                     *x = glm::normalize(Quat<double>(unit(rng), unit(rng), unit(rng), unit(rng)));
                   },
                   [&](std::optional<Vec3<double>>* x) {
                     *x = Vec3<double>(coord(rng), coord(rng), coord(rng));
                   },
                   [&](HullRef* x) {
                     // Twelve random points: a solid hull (twelve coplanar ones never happen).
                     std::vector<Vec3<double>> points;
                     for (int i = 0; i < 12; ++i)
                       points.emplace_back(coord(rng), coord(rng), coord(rng));
                     *x = hull_of_points(points);
                   },
                   [&](MeshRef* x) {
                     // Six random triangles of twelve random vertices, some shared.
                     std::vector<Vec3<double>> v;
                     for (int i = 0; i < 12; ++i)
                       v.emplace_back(coord(rng), coord(rng), coord(rng));
                     std::vector<std::array<std::uint32_t, 3>> t;
                     for (std::uint32_t i = 0; i < 6; ++i)
                       t.push_back({i, i + 3, (i * 5 + 1) % 12});
                     *x = mesh_of_triangles(v, t);
                   },
               },
               f.at(d));
  }
  // A field held at or above another: put it there.
  for (const FieldDescriptor& f : kind.fields)
    if (f.limit == FieldLimit::not_below)
      for (const FieldDescriptor& g : kind.fields)
        if (g.json == f.below) {
          Vec3<double>& hi = *std::get<Vec3<double>*>(f.at(d));
          const Vec3<double>& lo = *std::get<Vec3<double>*>(g.at(d));
          hi = lo + glm::abs(hi - lo);
        }
  return d;
}

const Vec3<double> kDirections[] = {{1, 0, 0}, {-1, 0, 0}, {0, 1, 0},       {0, -1, 0},
                                    {0, 0, 1}, {0, 0, -1}, {0.3, -0.5, 0.8}};

// Bounds agree with the support function: along each world axis the support point reaches the
// bounds' face (up to the padding, a few ulps), and no support point is outside them.
TEST(KindDescriptor, BoundsAreWhereTheSupportReaches) {
  std::mt19937_64 rng(36);
  for (const KindDescriptor* kind : kind_descriptors()) {
    if (!kind->support) continue;
    for (int trial = 0; trial < 200; ++trial) {
      const ObjectDesc d = random_description(*kind, rng);
      const std::optional<Aabb<double>> b = bounds_of(d);
      ASSERT_TRUE(b) << kind->name << ": bounded, with a support, yet no bounds";
      for (int axis = 0; axis < 3; ++axis) {
        Vec3<double> dir(0);
        dir[axis] = 1;
        EXPECT_NEAR(kind->support(d, dir)[axis], b->max[axis], 1e-12) << kind->name;
        EXPECT_NEAR(kind->support(d, -dir)[axis], b->min[axis], 1e-12) << kind->name;
      }
      for (const Vec3<double>& dir : kDirections) {
        const Vec3<double> s = kind->support(d, dir);
        for (int axis = 0; axis < 3; ++axis) {
          EXPECT_LE(b->min[axis], s[axis]) << kind->name;
          EXPECT_GE(b->max[axis], s[axis]) << kind->name;
        }
      }
    }
  }
}

// Moving a description moves its shape and nothing else: every support point (or, for an
// unbounded kind, its query shape's plane or ray) is shifted by the same delta.
TEST(KindDescriptor, TranslatedMovesTheShapeByDelta) {
  std::mt19937_64 rng(7);
  const Vec3<double> delta(0.25, -1.5, 3);
  for (const KindDescriptor* kind : kind_descriptors())
    for (int trial = 0; trial < 50; ++trial) {
      const ObjectDesc d = random_description(*kind, rng);
      const ObjectDesc moved = kinds::translated(d, delta);
      ASSERT_EQ(moved.index(), d.index());
      if (kind->support) {
        for (const Vec3<double>& dir : kDirections) {
          const Vec3<double> want = kind->support(d, dir) + delta;
          const Vec3<double> got = kind->support(moved, dir);
          for (int i = 0; i < 3; ++i)
            EXPECT_NEAR(got[i], want[i], 1e-12) << kind->name;
        }
        continue;
      }
      // A plane n·x = d moves to n·x = d + n·delta; a ray's origin moves by delta; a mesh (no
      // support: not convex) moves each vertex by delta.
      const Shape<double> before = to_shape<double>(d), after = to_shape<double>(moved);
      if (const auto* m = std::get_if<TriangleMesh<double>>(&before)) {
        const MeshData& m1 = *std::get<TriangleMesh<double>>(after).mesh;
        ASSERT_EQ(m1.vertices.size(), m->mesh->vertices.size());
        for (std::size_t i = 0; i < m1.vertices.size(); ++i)
          EXPECT_NEAR(glm::length(m1.vertices[i] - (m->mesh->vertices[i] + delta)), 0, 1e-12);
      } else if (const auto* p = std::get_if<Plane<double>>(&before)) {
        const auto& q = std::get<Plane<double>>(after);
        EXPECT_NEAR(q.d, p->d + glm::dot(p->n, delta), 1e-12);
      } else {
        const auto& r0 = std::get<Ray<double>>(before);
        const auto& r1 = std::get<Ray<double>>(after);
        EXPECT_NEAR(glm::length(r1.origin - (r0.origin + delta)), 0, 1e-12);
        EXPECT_EQ(r1.direction, r0.direction);
      }
    }
}

// Turning a description by q about its centre turns its support function: support of the turned
// shape along q·dir is q·(support along dir − c) + c. Checked for the kinds that turn whole
// (those with a rotation field); a sphere turns only its velocity, which is its own check.
TEST(KindDescriptor, RotatedTurnsTheShapeAboutItsCentre) {
  std::mt19937_64 rng(11);
  std::uniform_real_distribution<double> unit(-1, 1);
  for (const KindDescriptor* kind : kind_descriptors()) {
    const bool has_rotation = std::any_of(kind->fields.begin(), kind->fields.end(),
                                          [](const auto& f) { return f.json == "rotation"; });
    if (!has_rotation) continue;
    ASSERT_NE(kind->rotated, nullptr) << kind->name << " has a rotation but does not turn";
    for (int trial = 0; trial < 50; ++trial) {
      const ObjectDesc d = random_description(*kind, rng);
      const Quat<double> q =
          glm::normalize(Quat<double>(unit(rng), unit(rng), unit(rng), unit(rng)));
      const ObjectDesc turned = kind->rotated(d, q);
      const auto centre = std::find_if(kind->fields.begin(), kind->fields.end(),
                                       [](const auto& f) { return f.json == "center"; });
      ASSERT_NE(centre, kind->fields.end()) << kind->name << ": turned about what?";
      const Vec3<double> c = *std::get<const Vec3<double>*>(centre->read(d));
      for (const Vec3<double>& dir : kDirections) {
        const Vec3<double> want = q * (kind->support(d, dir) - c) + c;
        const Vec3<double> got = kind->support(turned, q * dir);
        for (int i = 0; i < 3; ++i)
          EXPECT_NEAR(got[i], want[i], 1e-9) << kind->name;
      }
    }
  }
  // The moving sphere (a sphere with a velocity: its object's motion, turned with it): its
  // velocity turns, its centre and radius stay.
  const desc::Sphere s{{1, 2, 3}, 0.5};
  const Quat<double> quarter = glm::angleAxis(std::acos(-1.0) / 2, Vec3<double>(0, 0, 1));
  const ObjectPose turned_pose = turned(ObjectPose{s, {Vec3<double>(1, 0, 0), {}}}, quarter);
  const auto& t = std::get<desc::Sphere>(turned_pose.desc);
  const Motion& tm = turned_pose.motion;
  EXPECT_EQ(t.center, s.center);
  EXPECT_EQ(t.radius, s.radius);
  ASSERT_TRUE(tm.velocity);
  EXPECT_NEAR(tm.velocity->x, 0, 1e-15);
  EXPECT_NEAR(tm.velocity->y, 1, 1e-15);
}

// Scaling resizes the sized fields by the factor and holds them at the minimum.
TEST(KindDescriptor, ScaledResizesTheSizesAndHoldsTheMinimum) {
  const desc::Box box{{1, 2, 3}, {0.5, 1, 2}, {1, 0, 0, 0}};
  bool clamped = false;
  auto b = std::get<desc::Box>(descriptor_of(box).scaled(box, Resize{1, 3, 0.01}, clamped));
  EXPECT_EQ(b.half_extents, Vec3<double>(0.5, 3, 2));
  EXPECT_EQ(b.center, box.center);
  EXPECT_FALSE(clamped);
  b = std::get<desc::Box>(descriptor_of(box).scaled(box, Resize{-1, 0.001, 0.01}, clamped));
  EXPECT_EQ(b.half_extents, Vec3<double>(0.01, 0.01, 0.01));
  EXPECT_TRUE(clamped);
  const desc::Sphere s{{0, 0, 0}, 2};
  clamped = false;
  EXPECT_EQ(std::get<desc::Sphere>(descriptor_of(s).scaled(s, Resize{-1, 0.25, 0}, clamped)).radius,
            0.5);
}

// The loader asks for every required field by its JSON name, and refuses every field of another
// kind — both read from the descriptor, so a new kind's file rules come from its fields alone.
TEST(KindDescriptor, TheLoaderAsksForEachRequiredFieldByItsName) {
  std::mt19937_64 rng(5);
  for (const KindDescriptor* kind : kind_descriptors()) {
    Scene scene;
    scene.objects.push_back({"o", "", std::nullopt, true, random_description(*kind, rng), ""});
    const SceneText text = format_scene(scene);
    ASSERT_FALSE(text.error) << text.error->to_string();
    for (FieldDescriptor f : kind->fields) {
      // A mesh's one field is written as its "vertices" and "triangles": each is asked for.
      if (kind->index == kind_index<desc::Mesh>()) f.json = "triangles";
      SceneJson j = SceneJson::parse(text.text);
      ASSERT_TRUE(j["objects"][0].contains(std::string(f.json))) << kind->name << "." << f.json;
      j["objects"][0].erase(std::string(f.json));
      const SceneLoad load = parse_scene(j.dump());
      if (f.optional) {
        EXPECT_TRUE(load.ok()) << kind->name << "." << f.json << " is optional";
        continue;
      }
      ASSERT_FALSE(load.ok()) << kind->name << "." << f.json << " is required";
      EXPECT_EQ(load.error->pointer, "/objects/0");
      EXPECT_EQ(load.error->message.rfind("missing field \"" + std::string(f.json) + "\"", 0), 0u)
          << load.error->message;
    }
  }
}

}  // namespace
}  // namespace collide
