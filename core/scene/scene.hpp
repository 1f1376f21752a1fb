#pragma once
// The scene: what a user edits and what a scene file stores. Objects are described the way a
// person writes them (a box is a center, half extents and a unit quaternion; a plane is a normal
// and a point), always in double. to_shape() turns a description into the core's query shape.
// A scene file is both a document and a regression test: besides the objects it stores what
// pairs are expected to do (`expect`), the settings the checks run with and a camera.
#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "../math/rotation_form.hpp"
#include "../shapes/shape.hpp"
#include "motion.hpp"

namespace collide {

struct KindDescriptor;  // core/scene/kind_descriptor.hpp

// A convex hull's geometry (core/shapes/convex_hull.hpp), built once, shared and never changed:
// a description holds this pointer, so it stays small however many points the hull has, and a
// copy of it (undo, the posed scene) copies a pointer. An edit makes a new HullData.
using HullRef = std::shared_ptr<const HullData>;
// The hull of these points, or std::invalid_argument with the refusal's reason (for code that
// writes a hull by hand, as exported C++ does; a file's points are refused with its file, line
// and JSON path instead).
HullRef hull_of_points(std::span<const Vec3<double>> points);
HullRef hull_of_points(std::initializer_list<Vec3<double>> points);
// The hull a new description has: nine points of an irregular polyhedron about the origin,
// about a unit across (shared: built once).
const HullRef& default_hull();

// A triangle mesh as a scene holds it, built once, shared and never changed, as a hull's HullData:
// the mesh in world space (what the queries see) and where it came from, which is what a file
// writes back. Either inline (`file` empty: the file's "vertices" and "triangles" are the world
// mesh's own) or read from a mesh file (OBJ or glTF, core/shapes/mesh_file.hpp): the file's name
// as the scene wrote it, relative to the scene file's directory, the directory it was found in,
// the file's own mesh as read, and the pose that places it: world = center + scale·R(rotation)·v.
// A file mesh writes back its name and pose, never its vertices. An edit makes a new MeshSource
// (a file mesh: a new pose, the file's mesh shared and re-placed by `transformed`, no new build).
struct MeshSource {
  std::shared_ptr<const MeshData> mesh;  // world space; never null
  std::string file;                      // as written in the scene; empty: an inline mesh
  std::string directory;                 // where `file` was found (relative names resolve there)
  std::shared_ptr<const MeshData> file_mesh;  // the file's own mesh (file meshes only)
  Vec3<double> center{};
  Quat<double> rotation{1, 0, 0, 0};  // unit
  double scale = 1;                   // > 0
  bool from_file() const { return !file.empty(); }
};
using MeshRef = std::shared_ptr<const MeshSource>;
// An inline mesh of these vertices and triangles, or std::invalid_argument with the refusal's
// reason (for code that writes a mesh by hand, as exported C++ does; a file's mesh is refused
// with its file, line and JSON path instead).
MeshRef mesh_of_triangles(std::span<const Vec3<double>> vertices,
                          std::span<const std::array<std::uint32_t, 3>> triangles);
// A file's mesh placed by a pose (`file_mesh` as load_mesh_file made it from `directory`/`file`),
// or std::invalid_argument when the pose makes no mesh (a scale not > 0, a number overflowing).
MeshRef placed_mesh(std::shared_ptr<const MeshData> file_mesh, std::string file,
                    std::string directory, const Vec3<double>& center, const Quat<double>& rotation,
                    double scale);
// The file `file` (relative to `directory`, or absolute) read and placed; std::invalid_argument
// with load_mesh_file's "file:line: why" when it cannot be read or makes no mesh.
MeshRef mesh_from_file(const std::string& file, const std::string& directory,
                       const Vec3<double>& center = {},
                       const Quat<double>& rotation = Quat<double>(1, 0, 0, 0), double scale = 1);
// The mesh a new description has: an open square pyramid (four triangles, no base) about the
// origin, a unit across (shared: built once).
const MeshRef& default_mesh();

// Each kind's `kind` is its descriptor (its fields, JSON name, shape, bounds, moves), defined in
// core/scene/kinds/<kind>.cpp: the one place a kind is described; the table of kinds is made
// from ObjectDesc's alternatives, so a new kind is its struct here, in ObjectDesc, and its file.
// Each names its query shape's kind: ObjectDesc lists the kinds in ShapeKind's order (the
// alternative i is ShapeKind i; core/scene/kind_descriptor.cpp checks it at compile time).
namespace desc {
struct Box {
  static constexpr ShapeKind shape = ShapeKind::obb;  // its query shape's kind
  Vec3<double> center{};
  Vec3<double> half_extents{0.5, 0.5, 0.5};
  Quat<double> rotation{1, 0, 0, 0};  // (w, x, y, z), unit length
  static const KindDescriptor kind;
};
struct Aabb {
  static constexpr ShapeKind shape = ShapeKind::aabb;  // its query shape's kind
  Vec3<double> min{-0.5, -0.5, -0.5};
  Vec3<double> max{0.5, 0.5, 0.5};
  static const KindDescriptor kind;
};
// With a velocity (its object's motion, SceneObject::motion): a moving sphere, center → center + v.
struct Sphere {
  static constexpr ShapeKind shape = ShapeKind::sphere;  // its query shape's kind
  Vec3<double> center{};
  double radius = 0.5;
  static const KindDescriptor kind;
};
// A solid cylinder about its centre, its axis along its own y (as Jolt and Bullet): the points
// within `radius` of the axis and `half_height` of the centre along it.
struct Cylinder {
  static constexpr ShapeKind shape = ShapeKind::cylinder;  // its query shape's kind
  Vec3<double> center{};
  double half_height = 0.5;
  double radius = 0.5;
  Quat<double> rotation{1, 0, 0, 0};
  static const KindDescriptor kind;
};
struct Plane {
  static constexpr ShapeKind shape = ShapeKind::plane;  // its query shape's kind
  Vec3<double> normal{0, 1, 0};  // any non-zero length; to_shape() normalises it
  Vec3<double> point{};
  static const KindDescriptor kind;
};
struct Point {
  static constexpr ShapeKind shape = ShapeKind::point;  // its query shape's kind
  Vec3<double> position{};
  static const KindDescriptor kind;
};
struct Segment {
  static constexpr ShapeKind shape = ShapeKind::segment;  // its query shape's kind
  Vec3<double> a{}, b{1, 0, 0};
  static const KindDescriptor kind;
};
struct Triangle {
  static constexpr ShapeKind shape = ShapeKind::triangle;  // its query shape's kind
  Vec3<double> a{}, b{1, 0, 0}, c{0, 1, 0};
  static const KindDescriptor kind;
};
// origin + t·direction for t >= 0; the direction need not be of unit length but not zero.
struct Ray {
  static constexpr ShapeKind shape = ShapeKind::ray;  // its query shape's kind
  Vec3<double> origin{};
  Vec3<double> direction{0, 0, 1};
  static const KindDescriptor kind;
};
struct Ellipsoid {
  static constexpr ShapeKind shape = ShapeKind::ellipsoid;  // its query shape's kind
  Vec3<double> center{};
  Vec3<double> radii{1, 0.5, 0.5};
  Quat<double> rotation{1, 0, 0, 0};
  static const KindDescriptor kind;
};
// The segment a–b swept by `radius` (a == b: a sphere); it turns about its centre (a + b)/2.
struct Capsule {
  static constexpr ShapeKind shape = ShapeKind::capsule;  // its query shape's kind
  Vec3<double> a{0, -0.5, 0}, b{0, 0.5, 0};
  double radius = 0.5;
  static const KindDescriptor kind;
};
// The convex hull of a point set (core/shapes/convex_hull.hpp), built by Qhull when read: only
// the shared pointer, 16 bytes, so ObjectDesc and SceneObject do not grow. It turns and scales
// about its points' centroid (transformed). Never null.
struct ConvexHull {
  static constexpr ShapeKind shape = ShapeKind::convex_hull;  // its query shape's kind
  HullRef hull = default_hull();
  static const KindDescriptor kind;
};
// A triangle mesh (MeshSource): only the shared pointer, 16 bytes, so ObjectDesc and SceneObject
// do not grow. Not a solid: a set of triangles. An inline mesh turns and scales about its
// vertices' centroid, a file mesh about its center (its file's origin). Never null.
struct Mesh {
  static constexpr ShapeKind shape = ShapeKind::mesh;  // its query shape's kind
  MeshRef mesh = default_mesh();
  static const KindDescriptor kind;
};
// Any kind registered at run time (core/scene/kind_registry.hpp): its descriptor and typed slots
// that the descriptor's fields name (a capsule: vec[0] and vec[1] its ends, num[0] its radius).
// As few slots as a capsule and a cylinder need, since every object of a scene is as large as
// ObjectDesc's largest alternative. Its query shape is a SupportShape (ShapeKind::convex).
struct Convex {
  static constexpr ShapeKind shape = ShapeKind::convex;  // its query shape's kind
  const KindDescriptor* registered = nullptr;            // the kind, as given to register_kind
  std::array<Vec3<double>, 2> vec{};
  std::array<double, 2> num{};
  Quat<double> rotation{1, 0, 0, 0};
};
}  // namespace desc

// The built-in kinds, then desc::Convex: every registered kind.
using ObjectDesc =
    std::variant<desc::Box, desc::Aabb, desc::Sphere, desc::Plane, desc::Point, desc::Segment,
                 desc::Triangle, desc::Ellipsoid, desc::Ray, desc::Capsule, desc::Cylinder,
                 desc::ConvexHull, desc::Mesh, desc::Convex>;

// The file's name for each alternative of ObjectDesc, in order: "box", "aabb", "sphere", …
std::string_view kind_name(const ObjectDesc& d);

struct Rgb {
  std::uint8_t r = 200, g = 200, b = 200;
  friend bool operator==(const Rgb&, const Rgb&) = default;
};

// An object's geometry as an edit changes it: its description and its motion together (the
// gizmo's pose, a new object from the Add menu). Made from a description alone, it stands still.
struct ObjectPose {
  ObjectPose() = default;
  template <class D>
  requires std::is_constructible_v<ObjectDesc, D&&> ObjectPose(
      D&& d, Motion m = {})  // NOLINT(google-explicit-constructor): a still description
      : desc(std::forward<D>(d)), motion(m) {}
  ObjectDesc desc;
  Motion motion;
  // Its kind: ObjectDesc's alternative.
  std::size_t index() const { return desc.index(); }
};

struct SceneObject {
  // Not an aggregate only so that `{id, name, color, visible, desc}` (without a description)
  // stays warning-free under -Wextra, as it was before `description` existed.
  SceneObject() = default;
  SceneObject(std::string id_, std::string name_, std::optional<Rgb> color_, bool visible_,
              ObjectDesc desc_, std::string description_ = {}, Motion motion_ = {})
      : id(std::move(id_)),
        name(std::move(name_)),
        color(color_),
        visible(visible_),
        desc(std::move(desc_)),
        description(std::move(description_)),
        motion(motion_) {}
  // The same from a pose (a new object from the Add menu: a moving sphere keeps its velocity).
  // (A template taking only an ObjectPose, so that a description still picks the one above.)
  template <class P>
  requires std::is_same_v<std::remove_cvref_t<P>, ObjectPose> SceneObject(
      std::string id_, std::string name_, std::optional<Rgb> color_, bool visible_, P&& pose_,
      std::string description_ = {})
      : SceneObject(std::move(id_), std::move(name_), color_, visible_, pose_.desc,
                    std::move(description_), pose_.motion) {}

  std::string id;  // unique within the scene
  std::string name;
  std::optional<Rgb> color;  // unset: the viewer picks one by kind
  bool visible = true;
  // How the file wrote its kind's rotation (a quaternion, Euler angles and their order, an axis
  // and angle, a matrix), so that a save writes it back the same way; the description holds the
  // quaternion itself. One byte in the padding after `visible`: sizeof(SceneObject) stays 280.
  RotationForm rotation_form = RotationForm::quaternion;
  ObjectDesc desc;
  std::string description;  // one line: what this object is there for (may be empty)
  // How it moves over t in [0, 1] (motion.hpp): the object's, whatever its kind. Which kinds a
  // file may give a velocity or an angular velocity: core/scene/motion_fields.hpp.
  Motion motion;
};

// Which precision a check runs in: one of the two, or both (each expectation then holds in each).
enum class PrecisionChoice : std::uint8_t { float32, float64, both };

// A pinned number: the computed value must lie within `tolerance` of `value`
// (|actual − value| <= tolerance; tolerance 0 pins the exact bits' value).
struct ExpectedNumber {
  double value = 0;
  double tolerance = 0;  // >= 0
  friend bool operator==(const ExpectedNumber&, const ExpectedNumber&) = default;
};

// Two boxes' contact manifold as pinned (core/queries/box_box_manifold.hpp): the number of
// points, the normal from a to b, and the points (as a set, each within `tolerance` of its own
// point of the manifold), each part optional.
struct ExpectedContacts {
  std::optional<int> count;
  std::optional<Vec3<double>> normal;
  std::vector<Vec3<double>> points;
  double tolerance = 0;  // >= 0, for the normal and the points
  friend bool operator==(const ExpectedContacts&, const ExpectedContacts&) = default;
};

// What one pair is expected to do. `intersects` is always checked; the optional fields pin the
// test-specific verdict and numbers as well (README, "Expectations": what gap, depth, toi and
// axis mean for each pair kind; core/eval/pair_measures.hpp computes them; which apply to a pair
// of kinds: core/scene/pins_apply.hpp).
struct Expectation {
  // Not an aggregate, so that `{a, b, intersects, side, separating_axis, contact_time,
  // description}` written before the pinned numbers existed stays warning-free under -Wextra.
  Expectation() = default;
  Expectation(std::string a_, std::string b_, bool intersects_ = false,
              std::optional<std::string> side_ = {},
              std::optional<std::string> separating_axis_ = {},
              std::optional<double> contact_time_ = {}, std::string description_ = {})
      : a(std::move(a_)),
        b(std::move(b_)),
        intersects(intersects_),
        side(std::move(side_)),
        separating_axis(std::move(separating_axis_)),
        contact_time(contact_time_),
        description(std::move(description_)) {}

  std::string a, b;  // object ids
  bool intersects = false;
  // The file said `"verdict": "intersects" | "disjoint"` rather than `"intersects": true|false`:
  // the same expectation, written back in the spelling it was read in (not part of its meaning,
  // so same_expectation ignores it).
  bool verdict_spelled = false;
  // Plane tests: "front", "back", "straddling" (box, sphere, ellipsoid, triangle, segment) or
  // "on" (point). Which side of the plane the other object is on.
  std::optional<std::string> side;
  // OBB–OBB and OBB–AABB when separated: the first separating axis in the SAT's order, named
  // "A0".."A2", "B0".."B2" (face axes) or "A0xB0".."A2xB2" (edge–edge cross products). The older
  // spelling of `axis` for two boxes, kept so existing files read and save as they were.
  std::optional<std::string> separating_axis;
  // Moving sphere: the first contact time in [0, 1], compared within 1e-9 (double) / 1e-4 (float).
  std::optional<double> contact_time;
  std::string description;  // one line, may be empty
  // Pinned numbers (each with its own tolerance): the separation, the penetration depth, the
  // time of impact; the first separating axis by name; whether the verdict was decided inside a
  // tolerance band.
  std::optional<ExpectedNumber> gap, depth, toi;
  std::optional<ExpectedContacts> contacts;  // two solids (pins_apply.hpp), intersecting
  std::optional<std::string> axis;
  std::optional<bool> within_tolerance;
  // The precision(s) this expectation holds in; unset: the check's (the file's, or --precision).
  std::optional<PrecisionChoice> precision;
  // An instant t in [0, 1]: the expectation is of the pair as posed at t, still (the evaluation
  // at an instant: SceneEvaluation::set_time); unset: over the whole interval.
  std::optional<double> at_time;
};

// Same fields, numbers compared by their bits (an undo step that changes nothing is none).
bool same_expectation(const Expectation& x, const Expectation& y);

// The file's name of a precision choice: "float", "double", "both".
std::string_view precision_name(PrecisionChoice p);

enum class Precision : std::uint8_t { float32, float64 };

// The broadphase's parameters (core/octree_params.hpp has their meaning and defaults).
struct OctreeSettings {
  int split_threshold = 8;     // a leaf holding more objects than this splits
  int max_depth = 16;          // no cell is split at this depth
  double min_cell_size = 0.0;  // no cell narrower than this is split (0: no limit)
  int looseness = 2;           // 1 strict cells, 2 the classic loose octree
  friend bool operator==(const OctreeSettings&, const OctreeSettings&) = default;
};

struct SceneSettings {
  Precision precision = Precision::float64;  // the scalar the checks run in
  // The file said "precision": "both": `check` runs every expectation in float and in double
  // (`precision` is then double: the scalar the viewer and the pair counts use).
  bool both_precisions = false;
  // Tolerances overriding the core's defaults, by their names in core/tolerances.hpp:
  // "contact", "plane_thickness", "sat_parallel". Unset names keep the default.
  std::map<std::string, double> tolerances;
  OctreeSettings octree;
  friend bool operator==(const SceneSettings&, const SceneSettings&) = default;
};

// A look-at camera, so any camera model (orbit, fly) can be restored from it.
struct SceneCamera {
  Vec3<double> eye{6, 4, 8};
  Vec3<double> target{0, 0, 0};
  Vec3<double> up{0, 1, 0};
  double fov_degrees = 45;
  friend bool operator==(const SceneCamera&, const SceneCamera&) = default;
};

// The pair a lesson opens on (the viewer and `render` focus it and draw its evidence), and for
// two boxes the SAT axis to show first ("A0".."B2", "A0xB0".."A2xB2", named from a and b).
struct SceneFocus {
  std::string a, b;  // object ids, different
  std::optional<std::string> axis;
  friend bool operator==(const SceneFocus&, const SceneFocus&) = default;
};

// A lesson is a scene with steps (README, "Lessons"): each step says what to read, where to look,
// which evidence views are on, what is highlighted, and what the objects are at that step.
// The evidence views a step may name; a step sets exactly these and turns the others off.
enum class LessonView : std::uint8_t {
  octree,        // the octree's cells (the Octree panel and the tree it draws)
  query_trace,   // the selected objects' broadphase queries: the cells visited and pruned
  all_sat_axes,  // SAT: all 15 axes, not only up to the first separating one
  contacts,      // the focused pair's contact manifold (outside a lesson the viewer shows it)
};
inline constexpr std::size_t kLessonViewCount = 4;

// The part of the focused pair's evidence a step points at (each optional, in the core's terms).
struct LessonEvidence {
  std::optional<std::string> sat_axis;  // SAT: the axis shown ("A0".."B2", "A0xB0".."A2xB2")
  std::optional<int> gjk_step;          // GJK: the step whose simplex is shown (0-based)
  std::optional<int> plane_box_axis;    // plane–box: the box axis whose sign picks n and p (0..2)
  std::optional<int> octree_visit;      // octree query: the k-th node visited (0-based)
  std::optional<int> contact_step;      // manifold: 0 its faces, k its k-th clip, then contacts
  friend bool operator==(const LessonEvidence&, const LessonEvidence&) = default;
};

// A question a step asks before it is answered: the choices, the right one and why.
struct LessonQuestion {
  std::string ask;
  std::vector<std::string> choices;  // two or more
  int answer = 0;                    // index into choices
  std::string why;                   // shown with the answer (may be empty)
  friend bool operator==(const LessonQuestion&, const LessonQuestion&) = default;
};

struct LessonStep {
  std::string text;  // a small Markdown: paragraphs, **bold**, `code`, "- " lists
  // Unset: the last one a step before it named, else the scene's (core/eval/lesson_steps.hpp).
  std::optional<SceneCamera> camera;
  std::optional<SceneFocus> focus;     // the pair whose evidence is shown; unset: as the camera
  std::vector<LessonView> views;       // the evidence views on (the rest off), no repeats
  std::vector<std::string> highlight;  // object ids drawn highlighted
  LessonEvidence evidence;
  // Objects as they are from this step on (later steps may set them again): each a whole object
  // of the same id and kind, replacing the scene's.
  std::vector<SceneObject> set;
  std::optional<LessonQuestion> question;
  // What the focused pair (or any pair) does at this step, checked like the scene's `expect`.
  std::vector<Expectation> expect;
};

// The precisions a check of a scene with these settings runs in.
inline PrecisionChoice check_precision(const SceneSettings& s) {
  if (s.both_precisions) return PrecisionChoice::both;
  return s.precision == Precision::float32 ? PrecisionChoice::float32 : PrecisionChoice::float64;
}

struct Scene {
  std::vector<SceneObject> objects;
  // Bumped by every change, so the core recomputes its answers once per change.
  std::uint64_t version = 0;
  std::string description;  // one line: what the scene shows
  std::vector<Expectation> expect;
  SceneSettings settings;
  std::optional<SceneCamera> camera;
  std::optional<SceneFocus> focus;  // written only while both ids name objects
  std::vector<LessonStep> steps;    // a lesson's steps; none for a plain scene
};

// The position in scene.objects of the object with this id (ids are unique in a scene), or
// nothing. A scan, for code that holds a scene and an id without an index (an evaluation has its
// own indexed SceneEvaluation::index_of); the answer found last is tried first, as one object is
// usually looked up again and again (a drag, the inspector's object, frame after frame).
std::optional<std::size_t> index_of(const Scene& scene, std::string_view id);

// The core's query shape for a description, in double or float. Float shapes are built in
// double and then rounded, so both precisions describe the same object. A plane's normal is
// normalised (robustly, even for tiny or huge normals); a box's axes come from its quaternion.
template <class T>
Shape<T> to_shape(const ObjectDesc& d);
template <>
Shape<float> to_shape<float>(const ObjectDesc& d);
template <>
Shape<double> to_shape<double>(const ObjectDesc& d);
// The float shape of a double one, each number rounded to float: to_shape<float>(d) is
// round_to_float(to_shape<double>(d)).
Shape<float> round_to_float(const Shape<double>& s);

// Whether an object turns over [0, 1]: a non-zero angular velocity on a kind that turns
// (KindDescriptor::rotated; a sphere's or a point's changes nothing).
bool turns(const ObjectDesc& d, const Motion& m);

// Whether an object's query shape is a sweep: it has a velocity and its kind can sweep
// (KindDescriptor::swept). A sphere with a velocity is a moving sphere.
bool sweeps(const ObjectDesc& d, const Motion& m);

// The query shape of an object that moves: its kind's sweep over t in [0, 1] when it has a
// velocity and its kind can sweep (KindDescriptor::swept: a sphere gives a MovingSphere), else
// to_shape(d) (an angular velocity, or a velocity on a kind that cannot sweep, which no file
// can give, is no test yet: time of impact for every kind is issue 37's).
template <class T>
Shape<T> to_shape(const ObjectDesc& d, const Motion& m);
template <>
Shape<float> to_shape<float>(const ObjectDesc& d, const Motion& m);
template <>
Shape<double> to_shape<double>(const ObjectDesc& d, const Motion& m);
// An object's query shape: to_shape(o.desc, o.motion).
template <class T>
Shape<T> to_shape(const SceneObject& o) {
  return to_shape<T>(o.desc, o.motion);
}
// A convex hull's or a mesh's shape borrows its data from the description (the HullData or the
// MeshData it shares): a temporary description would leave the shape dangling, so the compiler
// refuses one for every kind (name the description first).
template <class T>
Shape<T> to_shape(ObjectDesc&&) = delete;
template <class T>
Shape<T> to_shape(ObjectDesc&&, const Motion&) = delete;
template <class T>
Shape<T> to_shape(SceneObject&&) = delete;

// The closed AABB that holds the object, in double, or nothing for a plane or a ray (unbounded:
// the broadphase pairs them with everything). Padded outward by a few ulps so rounding never
// shrinks it. With a motion: a box that holds it at every t in [0, 1] (translating: the boxes at
// t = 0 and t = 1; turning: the pivot's path grown by the furthest the object reaches from it).
std::optional<Aabb<double>> bounds_of(const ObjectDesc& d);
std::optional<Aabb<double>> bounds_of(const ObjectDesc& d, const Motion& m);

}  // namespace collide
