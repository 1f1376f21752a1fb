// The kind table: a complete row for every alternative of ObjectDesc (this is the test that fails
// until a new kind has every row filled), fields that cover the whole description (so undo's
// equality and the inspector miss nothing), and each row's behaviour on the kind's new object.
#include "app/kinds/kind_table.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include <glm/geometric.hpp>

#include "app/kinds/new_object.hpp"
#include "core/scene/scene.hpp"

namespace collide {
namespace {

// The built-in kinds (the registered kinds' generic row: tests/app/kinds/registered_row_test.cpp).
constexpr std::size_t kKinds = kKindCount;

// A view of the origin from the front-right, a little above (no axis special).
Camera test_camera() {
  Camera c;
  c.target = glm::dvec3(0.5, -0.25, 2);
  c.distance = 12;
  c.yaw = 0.7f;
  c.pitch = 0.35f;
  return c;
}
const Viewport kViewport{1280, 720};

// The byte range [begin, end) of each field within a description of alternative I.
template <std::size_t I>
std::vector<std::pair<std::size_t, std::size_t>> field_ranges(const KindRow& row) {
  const ObjectDesc d(std::in_place_index<I>);
  const auto* base = reinterpret_cast<const unsigned char*>(&std::get<I>(d));
  std::vector<std::pair<std::size_t, std::size_t>> out;
  for (const FieldDescriptor& f : kind_descriptors()[row.alternative]->fields)
    std::visit(
        [&](const auto* p) {
          const auto* at = reinterpret_cast<const unsigned char*>(p);
          out.push_back({std::size_t(at - base), std::size_t(at - base) + sizeof(*p)});
        },
        f.read(d));
  std::sort(out.begin(), out.end());
  return out;
}

// Every column a row must fill, checked for alternative I.
template <std::size_t I>
void expect_complete_row() {
  using T = std::variant_alternative_t<I, ObjectDesc>;
  const ObjectDesc plain(std::in_place_index<I>);
  const std::string where = "ObjectDesc alternative " + std::to_string(I) + " (\"" +
                            std::string(kind_name(plain)) + "\")";
  SCOPED_TRACE(where);
  ASSERT_LT(I, kind_table().size()) << "no row";
  ASSERT_NE(kind_table()[I], nullptr) << "no row";
  const KindRow& row = *kind_table()[I];
  EXPECT_EQ(row.alternative, I) << "the table's rows are not in ObjectDesc's order";
  EXPECT_EQ(&kind_of(plain), &row);
  EXPECT_EQ(json_name(row), kind_name(plain));
  ASSERT_NE(row.title, nullptr) << "title";
  EXPECT_FALSE(row.title(plain).empty());

  // Add: at least one entry, each making this kind with its own title.
  ASSERT_FALSE(row.add.empty()) << "no Add-menu entry";
  const NewObjectFrame frame = new_object_frame(test_camera(), kViewport);
  for (const AddEntry& e : row.add) {
    ASSERT_NE(e.make, nullptr) << "Add entry without make";
    EXPECT_TRUE(e.title && *e.title);
    EXPECT_TRUE(e.id_stem && *e.id_stem);
    const ObjectPose made = e.make(frame);  // a moving sphere: a sphere and its motion
    EXPECT_EQ(made.index(), I) << e.title << " makes another kind";
    EXPECT_EQ(row.title(made), e.title);
  }

  // Fields: together they tile the description, every byte of it once.
  const std::span<const FieldDescriptor> fields = kind_descriptors()[I]->fields;
  ASSERT_FALSE(fields.empty()) << "no fields";
  for (const FieldDescriptor& f : fields) {
    EXPECT_TRUE(f.label && *f.label);
    ASSERT_NE(f.at, nullptr);
    ASSERT_NE(f.read, nullptr);
  }
  std::size_t next = 0;
  for (const auto& [begin, end] : field_ranges<I>(row)) {
    EXPECT_EQ(begin, next) << "a member of the description is not in the kind's fields";
    next = end;
  }
  EXPECT_EQ(next, sizeof(T)) << "a member of the description is not in the kind's fields";

  // The gizmo.
  EXPECT_NE(row.pivot, nullptr) << "pivot";
  EXPECT_NE(row.local_axes, nullptr) << "local_axes";
  if (row.cannot_rotate.empty()) {
    EXPECT_NE(row.rotated, nullptr) << "rotatable without rotated";
  }
  EXPECT_EQ(row.cannot_scale.empty(), row.scale_handles != ScaleHandles::none)
      << "cannot_scale and scale_handles disagree";
  if (row.scale_handles == ScaleHandles::uniform || row.scale_handles == ScaleHandles::per_axis) {
    EXPECT_NE(row.scaled, nullptr) << "scale handles without scaled";
  }
  if (row.scale_handles == ScaleHandles::faces) {
    EXPECT_NE(row.faces, nullptr) << "face handles without faces";
    EXPECT_NE(row.with_face, nullptr) << "face handles without with_face";
  }
  EXPECT_EQ(row.vertices == nullptr, row.with_vertex == nullptr) << "vertices and with_vertex";

  // Picking and drawing.
  EXPECT_NE(row.pick, nullptr) << "pick";
  EXPECT_NE(row.draw, nullptr) << "draw";
  EXPECT_NE(row.marker, nullptr) << "marker";
}

TEST(KindTable, EveryAlternativeOfObjectDescHasACompleteRow) {
  EXPECT_EQ(kind_table().size(), kKinds);
  [&]<std::size_t... I>(std::index_sequence<I...>) {
    (expect_complete_row<I>(), ...);
  }
  (std::make_index_sequence<kKinds>{});
}

TEST(KindTable, AddEntriesAreEveryRowsInTheTablesOrderWithDistinctTitlesAndStems) {
  std::vector<std::string> titles, stems;
  for (const AddEntry* e : add_entries()) {
    titles.push_back(e->title);
    stems.push_back(e->id_stem);
  }
  // The menu as it was before the table: the same items in the same order, then the capsule, the
  // cylinder, the convex hull and the mesh.
  EXPECT_EQ(titles, (std::vector<std::string>{"Box", "AABB", "Sphere", "Moving sphere", "Plane",
                                              "Point", "Segment", "Triangle", "Ellipsoid", "Ray",
                                              "Capsule", "Cylinder", "Convex hull", "Mesh"}));
  std::sort(stems.begin(), stems.end());
  EXPECT_EQ(std::adjacent_find(stems.begin(), stems.end()), stems.end());
}

// One bit of each field flipped (and a present optional made absent) is a different object;
// a copy, a NaN with the same bits, are the same; 0.0 and −0.0 are not.
TEST(KindTable, SameBitsSeesEveryFieldBitForBit) {
  const NewObjectFrame frame = new_object_frame(test_camera(), kViewport);
  for (const AddEntry* e : add_entries()) {
    SCOPED_TRACE(e->title);
    const ObjectDesc d = e->make(frame).desc;
    EXPECT_TRUE(same_bits(d, ObjectDesc(d)));
    for (const FieldDescriptor& f : descriptor_of(d).fields) {
      SCOPED_TRACE(f.label);
      ObjectDesc flipped = d;
      std::visit(
          [&](auto* p) {
            using V = std::decay_t<decltype(*p)>;
            if constexpr (std::is_same_v<V, std::optional<Vec3<double>>>) {
              if (*p)
                p->reset();
              else
                *p = Vec3<double>(0);
            } else if constexpr (std::is_same_v<V, HullRef>) {
              // A hull's points: the last point's z with a bit of its exponent flipped.
              std::vector<Vec3<double>> points = (*p)->points;
              std::uint64_t z = std::bit_cast<std::uint64_t>(points.back().z);
              points.back().z = std::bit_cast<double>(z ^ (std::uint64_t(1) << 52));
              *p = hull_of_points(points);
            } else if constexpr (std::is_same_v<V, MeshRef>) {
              // A mesh's vertices: the last vertex's z with a bit of its exponent flipped.
              const MeshData& m = *(*p)->mesh;
              std::vector<Vec3<double>> v = m.vertices;
              std::uint64_t z = std::bit_cast<std::uint64_t>(v.back().z);
              v.back().z = std::bit_cast<double>(z ^ (std::uint64_t(1) << 52));
              *p = mesh_of_triangles(v, m.triangles);
            } else {
              unsigned char bytes[sizeof(V)];
              std::memcpy(bytes, p, sizeof(V));
              bytes[sizeof(V) - 1] ^= 0x01;  // a bit of the last double's exponent
              std::memcpy(static_cast<void*>(p), bytes, sizeof(V));
            }
          },
          f.at(flipped));
      EXPECT_FALSE(same_bits(d, flipped));
    }
  }
  const double nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_TRUE(same_bits(desc::Point{{nan, 0, 0}}, desc::Point{{nan, 0, 0}}));
  EXPECT_FALSE(same_bits(desc::Point{{0.0, 0, 0}}, desc::Point{{-0.0, 0, 0}}));
  EXPECT_FALSE(same_bits(desc::Point{}, desc::Segment{}));
}

// Each kind's new object, seen from the camera it was placed for: the ray through the view's
// centre picks it, it draws into the scene layer only, a move moves its pivot, and its vertex
// and face handles are where the row says.
TEST(KindTable, EveryKindsNewObjectIsPickedDrawnAndMovedByItsRow) {
  const Camera camera = test_camera();
  const EditView view = edit_view(camera, kViewport);
  const NewObjectFrame frame = new_object_frame(camera, kViewport);
  const ObjectView object_view(camera, kViewport);
  const DrawnSizes sizes{1.6, 1.0, 10.0};
  const Ray<double> centre_ray = view.ray_through({640, 360});
  for (const AddEntry* e : add_entries()) {
    SCOPED_TRACE(e->title);
    const ObjectDesc d = e->make(frame).desc;
    const KindRow& row = kind_of(d);

    const auto hit = row.pick(d, {centre_ray, view, 7, sizes.plane_half_size, sizes.ray_length});
    ASSERT_TRUE(hit) << "the ray through the view's centre misses the new object";
    EXPECT_GT(hit->t, 0);

    DrawList list;
    row.draw(d, {list, object_view, sizes, Color(1, 0, 0, 1), kOutlineColor, kOutlineWidth, true});
    const DrawLayer& scene = list.layer(Layer::scene);
    EXPECT_GT(
        scene.lines.size() + scene.points.size() + scene.triangles.size() + scene.solid_count(),
        0u);
    EXPECT_EQ(list.layer(Layer::overlay), DrawLayer{});
    EXPECT_EQ(list.layer(Layer::evidence), DrawLayer{});

    const glm::dvec3 delta(0.25, -0.5, 2);
    const ObjectDesc moved = kinds::translated(d, delta);
    EXPECT_NEAR(glm::length(row.pivot(moved) - (row.pivot(d) + delta)), 0, 1e-12);
    if (row.vertices) {
      const auto v = row.vertices(d);
      for (int i = 0; i < int(v.size()); ++i) {
        const glm::dvec3 to = v[std::size_t(i)] + glm::dvec3(0.5, 0.25, -0.125);
        EXPECT_NEAR(glm::length(row.vertices(row.with_vertex(d, i, to))[std::size_t(i)] - to), 0,
                    1e-12);
      }
    }
    if (row.faces) {
      const auto f = row.faces(d);
      for (int i = 0; i < int(f.size()); ++i) {
        const int axis = i / 2;
        bool clamped = false;
        const double to = f[std::size_t(i)][axis] + (i % 2 ? 0.5 : -0.5);
        const ObjectDesc resized = row.with_face(d, i, to, 1e-3, clamped);
        EXPECT_FALSE(clamped);
        EXPECT_DOUBLE_EQ(row.faces(resized)[std::size_t(i)][axis], to);
      }
    }
  }
}

}  // namespace
}  // namespace collide
