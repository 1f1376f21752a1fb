#include "core/scene/scene_json.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <initializer_list>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/math/overloaded.hpp"
#include "core/scene/bounded_text.hpp"
#include "core/scene/huge_pages.hpp"
#include "core/scene/id_index.hpp"
#include "core/scene/json_locate.hpp"
#include "core/scene/json_pointer.hpp"
#include "core/scene/kind_descriptor.hpp"
#include "core/scene/mesh_file_names.hpp"
#include "core/scene/motion_fields.hpp"
#include "core/scene/pins_apply.hpp"
#include "core/scene/streamed_json.hpp"
#include "core/shapes/mesh_file.hpp"

namespace collide {
namespace {

using Json = SceneJson;

// Thrown inside the reader only; parse_scene turns it into a SceneError.
struct Failure {
  std::string pointer;
  std::string message;
};

[[noreturn]] void fail(std::string pointer, std::string message) {
  throw Failure{std::move(pointer), std::move(message)};
}

using json_pointer::child;

// A short description of what the file has, for "expected X, found Y". Containers are never
// dumped whole (they can be huge or deeply nested).
std::string describe(const Json& j) {
  switch (j.type()) {
    case Json::value_t::null:
      return "null";
    case Json::value_t::boolean:
      return j.get<bool>() ? "true" : "false";
    case Json::value_t::array:
      return "an array of " + std::to_string(j.size());
    case Json::value_t::object:
      return "an object";
    case Json::value_t::string: {
      const std::string& text = j.get_ref<const std::string&>();
      std::string s =
          Json(bounded_text(text, 40)).dump(-1, ' ', false, Json::error_handler_t::replace);
      return "the string " + s;
    }
    default:
      return bounded_text(j.dump(-1, ' ', false, Json::error_handler_t::replace));
  }
}
std::string found(const Json& j) {
  return ", found " + describe(j);
}

std::string join(std::span<const std::string_view> names) {
  std::string out;
  for (std::string_view n : names) {
    if (!out.empty()) out += ", ";
    out += n;
  }
  return out;
}

const Json& require(const Json& object, const std::string& pointer, std::string_view key,
                    std::string_view expected) {
  auto it = object.find(key);
  if (it == object.end())
    fail(pointer,
         "missing field \"" + std::string(key) + "\" (expected " + std::string(expected) + ")");
  return *it;
}

const Json* optional(const Json& object, std::string_view key) {
  auto it = object.find(key);
  return it == object.end() ? nullptr : &*it;
}

// Unknown fields are refused: in a hand-written file they are typos ("raduis").
void only_fields(const Json& object, const std::string& pointer,
                 std::span<const std::string_view> allowed, std::string_view what) {
  for (const auto& [key, value] : object.items()) {
    if (std::find(allowed.begin(), allowed.end(), key) == allowed.end())
      fail(child(pointer, key), "unknown field \"" + bounded_text(key) + "\" (" +
                                    std::string(what) + " has " + join(allowed) + ")");
  }
}
void only_fields(const Json& object, const std::string& pointer,
                 std::initializer_list<std::string_view> allowed, std::string_view what) {
  only_fields(object, pointer, std::span(allowed.begin(), allowed.size()), what);
}

double number(const Json& j, const std::string& pointer) {
  if (!j.is_number()) fail(pointer, "expected a number" + found(j));
  double v = j.get<double>();
  if (!std::isfinite(v))
    fail(pointer, "expected a finite number, found one too large for a double");
  return v;
}

double non_negative(const Json& j, const std::string& pointer) {
  double v = number(j, pointer);
  if (v < 0) fail(pointer, "expected a non-negative number" + found(j));
  return v;
}

Vec3<double> vec3(const Json& j, const std::string& pointer) {
  if (!j.is_array() || j.size() != 3)
    fail(pointer, "expected [x, y, z] (an array of 3 numbers)" + found(j));
  return {number(j[0], child(pointer, 0)), number(j[1], child(pointer, 1)),
          number(j[2], child(pointer, 2))};
}

Vec3<double> non_negative_vec3(const Json& j, const std::string& pointer) {
  Vec3<double> v = vec3(j, pointer);
  for (std::size_t i = 0; i < 3; ++i)
    if (v[static_cast<int>(i)] < 0)
      fail(child(pointer, i), "expected a non-negative number" + found(j[i]));
  return v;
}

// Fast paths: a valid value is read without building its JSON pointer; anything else goes to
// the checking function above, which builds the pointer for its message (the same message, by
// the same checks in the same order). Ten pointer strings an object were a fifth of the time to
// load a million objects.

bool finite_number(const Json& j, double& out) {
  if (!j.is_number()) return false;
  out = j.get<double>();
  return std::isfinite(out);
}

// `v`, the value of `key` in the object at `p`, as [x, y, z].
Vec3<double> vec3_value(const Json& v, const std::string& p, std::string_view key) {
  Vec3<double> out;
  if (v.is_array() && v.size() == 3 && finite_number(v[0], out.x) && finite_number(v[1], out.y) &&
      finite_number(v[2], out.z))
    return out;
  return vec3(v, child(p, key));
}

Vec3<double> non_negative_vec3_value(const Json& v, const std::string& p, std::string_view key) {
  Vec3<double> out;
  if (v.is_array() && v.size() == 3 && finite_number(v[0], out.x) && finite_number(v[1], out.y) &&
      finite_number(v[2], out.z) && out.x >= 0 && out.y >= 0 && out.z >= 0)
    return out;
  return non_negative_vec3(v, child(p, key));
}

double number_value(const Json& v, const std::string& p, std::string_view key) {
  double out;
  return finite_number(v, out) ? out : number(v, child(p, key));
}

double non_negative_value(const Json& v, const std::string& p, std::string_view key) {
  double out;
  return finite_number(v, out) && out >= 0 ? out : non_negative(v, child(p, key));
}

std::string string(const Json& j, const std::string& pointer) {
  if (!j.is_string()) fail(pointer, "expected a string" + found(j));
  return j.get<std::string>();
}

constexpr std::string_view kRotationForms =
    "{\"w\", \"x\", \"y\", \"z\"}, {\"euler_deg\": [a, b, c], \"order\": \"XYZ\"}, "
    "{\"axis\": [x, y, z], \"angle_deg\": a} or {\"matrix\": [[row 0], [row 1], [row 2]]}";

// A quaternion {"w", "x", "y", "z"}: within kQuaternionTolerance of unit length.
Quat<double> quaternion(const Json& j, const std::string& pointer) {
  for (const auto& [key, value] : j.items())
    if (key != "w" && key != "x" && key != "y" && key != "z")
      fail(child(pointer, key), "unknown field \"" + bounded_text(key) + "\" (a rotation is " +
                                    std::string(kRotationForms) + ")");
  auto part = [&](std::string_view key) {
    return number_value(require(j, pointer, key, "a number"), pointer, key);
  };
  Quat<double> q(part("w"), part("x"), part("y"), part("z"));
  double norm = std::sqrt(q.w * q.w + q.x * q.x + q.y * q.y + q.z * q.z);
  if (!(std::abs(norm - 1) <= kQuaternionTolerance)) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.9g", norm);
    fail(pointer,
         "expected a unit quaternion (|q| within 1e-3 of 1), found |q| = " + std::string(buf));
  }
  // Normalise what was typed by hand; leave a quaternion that is unit to rounding bit-exact, so
  // that save then load gives the same bits.
  if (std::abs(norm - 1) > 1e-12) q = Quat<double>(q.w / norm, q.x / norm, q.y / norm, q.z / norm);
  return q;
}

// Euler angles in degrees and their order: {"euler_deg": [a, b, c], "order": "XYZ"} is
// R = Rx(a)·Ry(b)·Rz(c). The order is required: it is never in doubt.
Quat<double> euler_rotation(const Json& j, const std::string& pointer, RotationForm& form) {
  only_fields(j, pointer, {"euler_deg", "order"}, "a rotation in Euler angles");
  const Vec3<double> angles = vec3_value(*optional(j, "euler_deg"), pointer, "euler_deg");
  const Json& name =
      require(j, pointer, "order", "one of \"XYZ\", \"XZY\", \"YXZ\", \"YZX\", \"ZXY\", \"ZYX\"");
  const auto order = euler_order_named(string(name, child(pointer, "order")));
  if (!order)
    fail(child(pointer, "order"),
         "expected one of \"XYZ\", \"XZY\", \"YXZ\", \"YZX\", \"ZXY\", \"ZYX\" (upper case: "
         "\"XYZ\" is Rx(a)·Ry(b)·Rz(c))" +
             found(name));
  form = euler_form(*order);
  return quat_from_euler_deg(angles, *order);
}

// A turn about an axis: {"axis": [x, y, z], "angle_deg": θ}, the axis of any non-zero length.
Quat<double> axis_angle_rotation(const Json& j, const std::string& pointer, RotationForm& form) {
  only_fields(j, pointer, {"axis", "angle_deg"}, "a rotation by an axis and angle");
  const Vec3<double> axis =
      vec3_value(require(j, pointer, "axis", "[x, y, z], not all zero"), pointer, "axis");
  const double degrees =
      number_value(require(j, pointer, "angle_deg", "a number of degrees"), pointer, "angle_deg");
  if (axis == Vec3<double>(0))
    fail(child(pointer, "axis"),
         "expected a non-zero axis, found [0, 0, 0] (a turn needs a direction to turn about)");
  form = RotationForm::axis_angle;
  return quat_from_axis_angle_deg(axis, degrees);
}

// A rotation matrix by its rows: {"matrix": [[row 0], [row 1], [row 2]]}, orthonormal within
// kRotationMatrixTolerance and of determinant +1 (a reflection is refused).
Quat<double> matrix_rotation(const Json& j, const std::string& pointer, RotationForm& form) {
  only_fields(j, pointer, {"matrix"}, "a rotation matrix");
  const Json& m = *optional(j, "matrix");
  const std::string mp = child(pointer, "matrix");
  if (!m.is_array() || m.size() != 3)
    fail(mp, "expected [[row 0], [row 1], [row 2]] (3 rows of 3 numbers)" + found(m));
  RowMatrix rows;
  for (std::size_t i = 0; i < 3; ++i)
    rows[i] = vec3(m[i], child(mp, i));
  if (const auto problem = rotation_matrix_problem(rows, kRotationMatrixTolerance))
    fail(problem->row < 0 ? mp : child(mp, static_cast<std::size_t>(problem->row)),
         problem->message);
  form = RotationForm::matrix;
  return quat_from_matrix(rows);
}

// A rotation in any of the forms people write (core/math/rotation_form.hpp), told apart by
// their keys; `form` says which, for the writer.
Quat<double> rotation(const Json& j, const std::string& pointer, RotationForm& form) {
  if (!j.is_object())
    fail(pointer, "expected a rotation " + std::string(kRotationForms) + found(j));
  if (optional(j, "euler_deg")) return euler_rotation(j, pointer, form);
  if (optional(j, "axis") || optional(j, "angle_deg")) return axis_angle_rotation(j, pointer, form);
  if (optional(j, "matrix")) return matrix_rotation(j, pointer, form);
  form = RotationForm::quaternion;
  return quaternion(j, pointer);
}

bool boolean(const Json& j, const std::string& pointer) {
  if (!j.is_boolean()) fail(pointer, "expected true or false" + found(j));
  return j.get<bool>();
}

long long integer(const Json& j, const std::string& pointer, long long lo, long long hi) {
  std::string expected =
      "expected an integer from " + std::to_string(lo) + " to " + std::to_string(hi);
  if (!j.is_number_integer()) fail(pointer, expected + found(j));
  if (j.is_number_unsigned()) {
    // A non-negative literal is stored unsigned: both bounds apply to it too (looseness 0 and
    // split_threshold 0 were accepted when only the upper one was checked).
    auto v = j.get<unsigned long long>();
    if (v > static_cast<unsigned long long>(hi) ||
        (lo > 0 && v < static_cast<unsigned long long>(lo)))
      fail(pointer, expected + found(j));
    return static_cast<long long>(v);
  }
  auto v = j.get<long long>();
  if (v < lo || v > hi) fail(pointer, expected + found(j));
  return v;
}

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

Rgb color(const Json& j, const std::string& pointer) {
  std::string s = j.is_string() ? j.get<std::string>() : std::string();
  bool ok = s.size() == 7 && s[0] == '#';
  for (std::size_t i = 1; ok && i < 7; ++i)
    ok = hex_digit(s[i]) >= 0;
  if (!ok) fail(pointer, "expected a color \"#rrggbb\"" + found(j));
  auto byte = [&](int i) {
    return static_cast<std::uint8_t>(hex_digit(s[static_cast<std::size_t>(i)]) * 16 +
                                     hex_digit(s[static_cast<std::size_t>(i) + 1]));
  };
  return {byte(1), byte(3), byte(5)};
}

// "box, aabb, sphere, …": every kind's file name, in kind_descriptors()' order (for a message:
// made when asked, so that it names the kinds registered since).
std::string kind_names() {
  std::vector<std::string_view> n;
  for (const KindDescriptor* k : kind_descriptors())
    n.push_back(k->name);
  return join(n);
}

// The fields every object may have, then its kind's own: what a kind's object is allowed.
// A mesh's one field ("mesh", its MeshRef) is written as these keys of the object: its inline
// form's, then its file form's.
constexpr std::string_view kMeshKeys[] = {"vertices", "triangles", "file",
                                          "center",   "rotation",  "scale"};

std::vector<std::string_view> allowed_fields_of(const KindDescriptor& kind) {
  std::vector<std::string_view> out = {"id", "kind", "name", "description", "color", "visible"};
  if (kind.index == kind_index<desc::Mesh>()) out.insert(out.end(), kMeshKeys, std::end(kMeshKeys));
  for (const FieldDescriptor& f : kind.fields)
    if (kind.index != kind_index<desc::Mesh>()) out.push_back(f.json);
  // The object's motion, after the kind's own fields: what its kind takes of it.
  for (const MotionField& m : motion_fields())
    if (m.taken_by(kind)) out.push_back(m.json);
  return out;
}
std::span<const std::string_view> allowed_fields(const KindDescriptor& kind) {
  static const auto built_in = [] {
    std::array<std::vector<std::string_view>, kKindCount> out;
    for (std::size_t i = 0; i < kKindCount; ++i)
      out[i] = allowed_fields_of(*kind_descriptors()[i]);
    return out;
  }();
  if (kind.index < kKindCount) return built_in[kind.index];
  thread_local std::vector<std::string_view> registered;  // a registered kind's, made per object
  registered = allowed_fields_of(kind);
  return registered;
}

// What a missing field's message says is expected.
std::string expected_value(const FieldDescriptor& f, const ObjectDesc& d) {
  const bool non_negative = f.limit == FieldLimit::non_negative;
  return std::visit(Overloaded{
                        [&](const double*) -> std::string {
                          return non_negative                      ? "a non-negative number"
                                 : f.limit == FieldLimit::positive ? "a positive number"
                                                                   : "a number";
                        },
                        [&](const Quat<double>*) -> std::string {
                          return "a rotation " + std::string(kRotationForms);
                        },
                        [&](const HullRef*) -> std::string {
                          return "an array of at least 4 points [[x, y, z], …]";
                        },
                        [&](const MeshRef*) -> std::string {
                          return "\"vertices\" and \"triangles\", or a \"file\"";
                        },
                        [&](const auto*) -> std::string {
                          return non_negative ? "[x, y, z] of non-negative numbers" : "[x, y, z]";
                        },
                    },
                    f.read(d));
}

// A convex hull's "points" at `p`: each an [x, y, z], then the hull Qhull builds of them, or the
// reason there is none (too few, coincident, collinear, coplanar; a point with a NaN or infinite
// coordinate named by its own path).
HullRef hull_value(const Json& v, const std::string& p) {
  if (!v.is_array()) fail(p, "expected an array of at least 4 points [[x, y, z], …]" + found(v));
  std::vector<Vec3<double>> points;
  points.reserve(v.size());
  for (std::size_t i = 0; i < v.size(); ++i)
    points.push_back(vec3(v[i], child(p, i)));
  HullBuild b = build_convex_hull(points);
  if (!b.hull)
    fail(b.refusal == HullRefusal::non_finite ? child(p, b.point) : p,
         "no convex hull: " + b.message);
  return std::move(b.hull);
}

// Where the meshes' files of the scene being read are found (parse_scene sets it for the read, on
// the reading thread: the reader's functions are many levels below it), and the files read so far
// by the name they resolve to, so that objects naming one file share its mesh.
struct MeshFileContext {
  const MeshFiles* files = nullptr;
  std::map<std::string, std::shared_ptr<const MeshData>> read;
};
thread_local MeshFileContext* mesh_file_context = nullptr;

// The path a mesh's "file" names: as written when absolute, else in the scene's directory (none:
// the current directory, as for a scene read from a string with no path).
std::filesystem::path mesh_file_path(const std::string& file, const std::string& directory) {
  return (std::filesystem::path(directory) / file).lexically_normal();
}

// A mesh file's own mesh: one already known or read in this parse, else read now; the load's
// "file:line: why" when it cannot be.
std::shared_ptr<const MeshData> file_mesh(const std::string& file, const std::string& p) {
  MeshFileContext* context = mesh_file_context;
  const std::string directory = context && context->files ? context->files->directory : "";
  const std::string key = mesh_file_path(file, directory).string();
  if (context) {
    if (auto it = context->read.find(key); it != context->read.end()) return it->second;
    if (context->files)
      for (const MeshRef& m : context->files->known)
        if (m->from_file() && mesh_file_path(m->file, m->directory).string() == key)
          return context->read[key] = m->file_mesh;
  }
  MeshFileBuild b = load_mesh_file(key);
  if (!b.build.mesh) fail(p, "cannot read the mesh: " + b.error);
  if (context) context->read[key] = b.build.mesh;
  return std::move(b.build.mesh);
}

// A mesh's vertex indices [i, j, k] at `p`.
std::array<std::uint32_t, 3> triangle_indices(const Json& j, const std::string& p) {
  if (!j.is_array() || j.size() != 3)
    fail(p, "expected [i, j, k] (3 indices into \"vertices\")" + found(j));
  std::array<std::uint32_t, 3> t{};
  for (std::size_t k = 0; k < 3; ++k)
    t[k] = static_cast<std::uint32_t>(integer(j[k], child(p, k), 0, 0xffffffffLL));
  return t;
}

// A mesh object's "vertices" and "triangles", or its "file" placed by "center", "rotation" and
// "scale" (each optional: the origin, no turn, 1); refusals name the offending vertex or
// triangle, or the file with the mesh file's own "file:line: why".
MeshRef mesh_value(const Json& j, const std::string& p, RotationForm& form) {
  const Json* file = optional(j, "file");
  const Json* vertices = optional(j, "vertices");
  const Json* triangles = optional(j, "triangles");
  if (file) {
    for (std::string_view key : {"vertices", "triangles"})
      if (optional(j, key))
        fail(child(p, key),
             "a mesh has a \"file\" or its \"vertices\" and \"triangles\", "
             "not both");
    const std::string name = string(*file, child(p, "file"));
    if (name.empty()) fail(child(p, "file"), "expected a file name, found \"\"");
    Vec3<double> center{};
    Quat<double> q{1, 0, 0, 0};
    double scale = 1;
    if (const Json* v = optional(j, "center")) center = vec3_value(*v, p, "center");
    if (const Json* v = optional(j, "rotation")) q = rotation(*v, child(p, "rotation"), form);
    if (const Json* v = optional(j, "scale")) {
      scale = number_value(*v, p, "scale");
      if (!(scale > 0)) fail(child(p, "scale"), "expected a positive number" + found(*v));
    }
    const MeshFileContext* context = mesh_file_context;
    const std::string directory =
        context && context->files ? context->files->directory : std::string();
    std::shared_ptr<const MeshData> own = file_mesh(name, child(p, "file"));
    try {
      return placed_mesh(std::move(own), name, directory, center, q, scale);
    } catch (const std::invalid_argument& e) {
      fail(p, e.what());
    }
  }
  for (std::string_view key : {"center", "rotation", "scale"})
    if (optional(j, key))
      fail(child(p, key),
           "\"" + std::string(key) +
               "\" places a mesh file; an inline mesh's vertices are where they are");
  if (!vertices || !triangles)
    fail(p, std::string("missing field \"") + (vertices ? "triangles" : "vertices") +
                "\" (a mesh is \"vertices\" [[x, y, z], …] and \"triangles\" [[i, j, k], …], "
                "or a \"file\")");
  const std::string vp = child(p, "vertices"), tp = child(p, "triangles");
  if (!vertices->is_array())
    fail(vp, "expected an array of points [[x, y, z], …]" + found(*vertices));
  if (!triangles->is_array())
    fail(tp, "expected an array of triangles [[i, j, k], …]" + found(*triangles));
  std::vector<Vec3<double>> v;
  v.reserve(vertices->size());
  for (std::size_t i = 0; i < vertices->size(); ++i)
    v.push_back(vec3((*vertices)[i], child(vp, i)));
  std::vector<std::array<std::uint32_t, 3>> t;
  t.reserve(triangles->size());
  for (std::size_t i = 0; i < triangles->size(); ++i)
    t.push_back(triangle_indices((*triangles)[i], child(tp, i)));
  MeshBuild b = build_triangle_mesh(v, t);
  if (!b.mesh) {
    const std::string at = b.refusal == MeshRefusal::index_out_of_range ? child(tp, b.index)
                           : b.refusal == MeshRefusal::non_finite       ? child(vp, b.index)
                           : b.refusal == MeshRefusal::no_triangles     ? tp
                                                                        : p;
    fail(at, "no triangle mesh: " + b.message);
  }
  MeshSource s;
  s.mesh = std::move(b.mesh);
  return std::make_shared<const MeshSource>(std::move(s));
}

// The value of field f in the object `j` at `p`, into d; an optional field left out keeps d's.
void read_field(const Json& j, const std::string& p, const FieldDescriptor& f, ObjectDesc& d,
                RotationForm& form) {
  const FieldPtr at = f.at(d);
  if (MeshRef* const* mesh = std::get_if<MeshRef*>(&at)) {  // its keys are the object's own
    **mesh = mesh_value(j, p, form);
    return;
  }
  const Json* v = optional(j, f.json);
  if (!v) {
    if (f.optional) return;
    v = &require(j, p, f.json, expected_value(f, d));
  }
  const bool non_negative = f.limit == FieldLimit::non_negative;
  std::visit(
      Overloaded{
          [&](double* x) {
            *x = non_negative ? non_negative_value(*v, p, f.json) : number_value(*v, p, f.json);
          },
          [&](Vec3<double>* x) {
            *x = non_negative ? non_negative_vec3_value(*v, p, f.json) : vec3_value(*v, p, f.json);
          },
          [&](Quat<double>* x) { *x = rotation(*v, child(p, f.json), form); },
          [&](std::optional<Vec3<double>>* x) { *x = vec3_value(*v, p, f.json); },
          [&](HullRef* x) { *x = hull_value(*v, child(p, f.json)); },
          [&](MeshRef*) {},  // read above
      },
      at);
}

// The limits that relate a field to [0, 0, 0] or to another field, once every field is read (so
// a bad value elsewhere is reported first, wherever it is).
void check_limits(const Json& j, const std::string& p, const KindDescriptor& kind,
                  const ObjectDesc& d) {
  const auto vector = [&](std::string_view json) -> const Vec3<double>& {
    for (const FieldDescriptor& f : kind.fields)
      if (f.json == json) return *std::get<const Vec3<double>*>(f.read(d));
    fail(p, "no field " + std::string(json));  // a descriptor naming no field of its own
  };
  for (const FieldDescriptor& f : kind.fields) {
    const std::string key(f.json);
    if (f.limit == FieldLimit::positive) {
      const double x = *std::get<const double*>(f.read(d));
      if (!(x > 0)) fail(child(p, key), "expected a positive number" + found(j[key]));
    }
    if (f.limit == FieldLimit::non_zero && vector(f.json) == Vec3<double>(0))
      fail(child(p, key), "expected a non-zero " + key + ", found [0, 0, 0]");
    if (f.limit == FieldLimit::not_below) {
      const std::string low(f.below);
      const Vec3<double>&hi = vector(f.json), &lo = vector(f.below);
      for (std::size_t i = 0; i < 3; ++i)
        if (lo[static_cast<int>(i)] > hi[static_cast<int>(i)])
          fail(child(child(p, key), i), "expected " + key + " >= " + low + " on every axis" +
                                            found(j[key][i]) + " below " + low + " " +
                                            describe(j[low][i]));
    }
  }
}

// The object's description and motion (its velocity is read where its kind's fields end, so a
// bad value is reported in the order the fields are written).
void read_desc(const Json& j, const std::string& p, const std::string& kind_name, SceneObject& o) {
  const KindDescriptor* kind = descriptor_named(kind_name);
  if (!kind)
    fail(child(p, "kind"),
         "unknown kind \"" + bounded_text(kind_name) + "\" (expected one of " + kind_names() + ")");
  // A motion field the kind cannot take: refused by why (before the list of what it may have).
  for (const MotionField& m : motion_fields())
    if (!m.taken_by(*kind) && optional(j, m.json))
      fail(child(p, m.json), std::string(kind->a_name) + " " + std::string(m.refused));
  only_fields(j, p, allowed_fields(*kind), kind->a_name);
  ObjectDesc d = default_description(*kind);
  for (const FieldDescriptor& f : kind->fields)
    read_field(j, p, f, d, o.rotation_form);
  for (const MotionField& m : motion_fields())
    if (const Json* v = m.taken_by(*kind) ? optional(j, m.json) : nullptr)
      o.motion.*m.member = vec3_value(*v, p, m.json);
  check_limits(j, p, *kind, d);
  o.desc = std::move(d);
}

SceneObject read_object(const Json& j, const std::string& p) {
  if (!j.is_object()) fail(p, "expected an object {\"id\": …, \"kind\": …, …}" + found(j));
  SceneObject o;
  // Fast paths as above: the checks below build their messages' strings only for a bad value.
  const Json* id = optional(j, "id");
  o.id = id && id->is_string() ? id->get_ref<const std::string&>()
                               : string(require(j, p, "id", "a unique string"), child(p, "id"));
  if (o.id.empty()) fail(child(p, "id"), "expected a non-empty string, found \"\"");
  const Json* kind = optional(j, "kind");
  read_desc(j, p,
            kind && kind->is_string()
                ? kind->get_ref<const std::string&>()
                : string(require(j, p, "kind", "one of " + kind_names()), child(p, "kind")),
            o);
  if (const Json* v = optional(j, "name")) o.name = string(*v, child(p, "name"));
  if (const Json* v = optional(j, "description"))
    o.description = string(*v, child(p, "description"));
  if (const Json* v = optional(j, "color")) o.color = color(*v, child(p, "color"));
  if (const Json* v = optional(j, "visible")) o.visible = boolean(*v, child(p, "visible"));
  return o;
}

constexpr std::string_view kSides[] = {"front", "back", "straddling", "on"};

PrecisionChoice precision_choice(const Json& j, const std::string& pointer, bool allow_both) {
  const std::string name = string(j, pointer);
  if (name == "float") return PrecisionChoice::float32;
  if (name == "double") return PrecisionChoice::float64;
  if (name == "both" && allow_both) return PrecisionChoice::both;
  fail(pointer, std::string(allow_both ? "expected \"float\", \"double\" or \"both\""
                                       : "expected \"float\" or \"double\"") +
                    found(j));
}

// {"value": v, "tolerance": t}: the number a check compares with, and how far off it may be.
ExpectedNumber expected_number(const Json& j, const std::string& p) {
  if (!j.is_object())
    fail(p, "expected a pinned number {\"value\": v, \"tolerance\": t}" + found(j));
  only_fields(j, p, {"value", "tolerance"}, "a pinned number");
  ExpectedNumber n;
  n.value = number(require(j, p, "value", "a number"), child(p, "value"));
  n.tolerance =
      non_negative(require(j, p, "tolerance", "a non-negative number"), child(p, "tolerance"));
  return n;
}

// {"count": n, "normal": [x, y, z], "points": [[x, y, z], …], "tolerance": t}: each part
// optional but one; the tolerance required with a normal or points.
ExpectedContacts expected_contacts(const Json& j, const std::string& p) {
  if (!j.is_object())
    fail(p, "expected {\"count\", \"normal\", \"points\", \"tolerance\"}" + found(j));
  only_fields(j, p, {"count", "normal", "points", "tolerance"}, "pinned contacts");
  ExpectedContacts c;
  if (const Json* v = optional(j, "count"))
    c.count = static_cast<int>(integer(*v, child(p, "count"), 0, 8));
  if (const Json* v = optional(j, "normal")) c.normal = vec3(*v, child(p, "normal"));
  if (const Json* v = optional(j, "points")) {
    const std::string pp = child(p, "points");
    if (!v->is_array()) fail(pp, "expected an array of points [x, y, z]" + found(*v));
    if (v->empty() || v->size() > 8)
      fail(pp, "expected 1 to 8 points (a box–box manifold has no more)" + found(*v));
    for (std::size_t i = 0; i < v->size(); ++i)
      c.points.push_back(vec3((*v)[i], child(pp, i)));
  }
  if (!c.count && !c.normal && !optional(j, "points"))
    fail(p, "expected at least one of \"count\", \"normal\", \"points\"");
  if (const Json* v = optional(j, "tolerance"))
    c.tolerance = non_negative(*v, child(p, "tolerance"));
  else if (c.normal || !c.points.empty())
    fail(p, "a pinned normal or points need a \"tolerance\"");
  return c;
}

// The pinned numbers of an expectation (README, "Expectations"), refused where the pair's kinds
// cannot give them; whether its test gives one for these shapes is the check's to say.
void read_pinned(const Json& j, const std::string& p, Expectation& e,
                 const PinsThatApply& applies) {
  if (const Json* v = optional(j, "gap")) e.gap = expected_number(*v, child(p, "gap"));
  if (const Json* v = optional(j, "depth")) {
    if (!e.intersects) fail(child(p, "depth"), "a depth applies only when \"intersects\" is true");
    e.depth = expected_number(*v, child(p, "depth"));
  }
  if (const Json* v = optional(j, "toi")) {
    if (!applies.toi)
      fail(child(p, "toi"),
           "a time of impact applies only to a pair where something moves or a ray");
    if (!e.intersects)
      fail(child(p, "toi"), "a time of impact applies only when \"intersects\" is true");
    e.toi = expected_number(*v, child(p, "toi"));
  }
  if (const Json* v = optional(j, "contacts")) {
    const std::string cp = child(p, "contacts");
    if (!applies.contacts)
      fail(cp,
           "contacts apply only to two solids, or a solid and a plane, a triangle or a mesh (not a "
           "point, a segment, a ray or a moving sphere)");
    if (!e.intersects) fail(cp, "contacts apply only when \"intersects\" is true");
    e.contacts = expected_contacts(*v, cp);
  }
  if (const Json* v = optional(j, "axis")) {
    const std::string ap = child(p, "axis");
    const std::string name = string(*v, ap);
    if (e.intersects) fail(ap, "a separating axis applies only when \"intersects\" is false");
    if (applies.axis == SatAxisFamily::none)
      fail(ap, "a separating axis applies only to two boxes or a triangle and a box");
    if (!parse_axis(applies.axis, name))
      fail(ap, "expected " + std::string(axis_names_text(applies.axis)) + found(*v));
    e.axis = name;
  }
  if (const Json* v = optional(j, "within_tolerance"))
    e.within_tolerance = boolean(*v, child(p, "within_tolerance"));
  if (const Json* v = optional(j, "precision"))
    e.precision = precision_choice(*v, child(p, "precision"), true);
  if (const Json* v = optional(j, "at_time")) {
    const std::string tp = child(p, "at_time");
    const double t = number(*v, tp);
    if (!(t >= 0 && t <= 1)) fail(tp, "expected a time in [0, 1]" + found(*v));
    e.at_time = t;
  }
}

// The expected verdict, spelled either way: `"intersects": true|false` (the older form) or
// `"verdict": "intersects"|"disjoint"`; exactly one of them.
void read_verdict(const Json& j, const std::string& p, Expectation& e) {
  const Json* flag = optional(j, "intersects");
  const Json* word = optional(j, "verdict");
  if (flag && word) fail(child(p, "verdict"), "give \"verdict\" or \"intersects\", not both");
  if (flag) {
    e.intersects = boolean(*flag, child(p, "intersects"));
    return;
  }
  if (!word)
    fail(p,
         "missing field \"verdict\" (expected \"verdict\": \"intersects\" or \"disjoint\"; "
         "or the older \"intersects\": true or false)");
  if (!word->is_string() || (*word != "intersects" && *word != "disjoint"))
    fail(child(p, "verdict"), "expected \"intersects\" or \"disjoint\"" + found(*word));
  e.intersects = *word == "intersects";
  e.verdict_spelled = true;
}

Expectation read_expectation(const Json& j, const std::string& p, const IdIndex& ids,
                             const std::vector<SceneObject>& objects) {
  if (!j.is_object())
    fail(
        p,
        "expected an expectation {\"a\": id, \"b\": id, \"verdict\": \"intersects\"|\"disjoint\"}" +
            found(j));
  only_fields(
      j, p,
      {"a", "b", "intersects", "verdict", "side", "separating_axis", "contact_time", "gap", "depth",
       "toi", "contacts", "axis", "within_tolerance", "precision", "at_time", "description"},
      "an expectation");
  Expectation e;
  const SceneObject* object[2] = {nullptr, nullptr};
  for (int k = 0; k < 2; ++k) {
    std::string_view key = k == 0 ? "a" : "b";
    std::string id = string(require(j, p, key, "an object id"), child(p, key));
    const std::size_t index = ids.find(id, objects);
    if (index == IdIndex::npos)
      fail(child(p, key), "unknown object id \"" + bounded_text(id) + "\" (no object has it)");
    object[k] = &objects[index];
    (k == 0 ? e.a : e.b) = std::move(id);
  }
  if (e.a == e.b)
    fail(child(p, "b"), "expected an id other than \"" + bounded_text(e.a) +
                            "\" (an object is not tested against itself)");
  read_verdict(j, p, e);
  const PinsThatApply applies = pins_that_apply(*object[0], *object[1]);
  if (const Json* v = optional(j, "side")) {
    std::string s = string(*v, child(p, "side"));
    if (std::find(std::begin(kSides), std::end(kSides), s) == std::end(kSides))
      fail(child(p, "side"), "expected one of front, back, straddling, on" + found(*v));
    if (!applies.side) fail(child(p, "side"), "a side applies only to a pair with a plane");
    e.side = s;
  }
  if (const Json* v = optional(j, "separating_axis")) {
    std::string s = string(*v, child(p, "separating_axis"));
    if (!parse_box_axis(s))
      fail(child(p, "separating_axis"),
           "expected " + std::string(axis_names_text(SatAxisFamily::box_box)) + found(*v));
    if (!applies.separating_axis)
      fail(child(p, "separating_axis"), "a separating axis applies only to two boxes");
    if (e.intersects)
      fail(child(p, "separating_axis"),
           "a separating axis applies only when \"intersects\" is false");
    e.separating_axis = s;
  }
  if (const Json* v = optional(j, "contact_time")) {
    double t = number(*v, child(p, "contact_time"));
    if (t < 0 || t > 1) fail(child(p, "contact_time"), "expected a time in [0, 1]" + found(*v));
    if (!applies.contact_time)
      fail(child(p, "contact_time"), "a contact time applies only to a pair with a moving sphere");
    e.contact_time = t;
  }
  read_pinned(j, p, e, applies);
  if (const Json* v = optional(j, "description"))
    e.description = string(*v, child(p, "description"));
  return e;
}

SceneSettings read_settings(const Json& j, const std::string& p) {
  if (!j.is_object()) fail(p, "expected an object" + found(j));
  only_fields(j, p, {"precision", "tolerances", "octree"}, "settings");
  SceneSettings s;
  if (const Json* v = optional(j, "precision")) {
    const PrecisionChoice c = precision_choice(*v, child(p, "precision"), true);
    s.precision = c == PrecisionChoice::float32 ? Precision::float32 : Precision::float64;
    s.both_precisions = c == PrecisionChoice::both;
  }
  if (const Json* v = optional(j, "tolerances")) {
    std::string tp = child(p, "tolerances");
    if (!v->is_object()) fail(tp, "expected an object of named numbers" + found(*v));
    for (const auto& [key, value] : v->items()) {
      if (key != "contact" && key != "plane_thickness" && key != "sat_parallel")
        fail(child(tp, key), "unknown tolerance \"" + bounded_text(key) +
                                 "\" (expected contact, plane_thickness or sat_parallel)");
      s.tolerances[key] = non_negative(value, child(tp, key));
    }
  }
  if (const Json* v = optional(j, "octree")) {
    std::string op = child(p, "octree");
    if (!v->is_object()) fail(op, "expected an object" + found(*v));
    only_fields(*v, op, {"split_threshold", "max_depth", "min_cell_size", "looseness"},
                "octree settings");
    if (const Json* w = optional(*v, "split_threshold"))
      s.octree.split_threshold =
          static_cast<int>(integer(*w, child(op, "split_threshold"), 1, 1 << 20));
    if (const Json* w = optional(*v, "max_depth"))
      s.octree.max_depth = static_cast<int>(integer(*w, child(op, "max_depth"), 0, 32));
    if (const Json* w = optional(*v, "min_cell_size"))
      s.octree.min_cell_size = non_negative(*w, child(op, "min_cell_size"));
    if (const Json* w = optional(*v, "looseness"))
      s.octree.looseness = static_cast<int>(integer(*w, child(op, "looseness"), 1, 2));
  }
  return s;
}

SceneCamera read_camera(const Json& j, const std::string& p) {
  if (!j.is_object()) fail(p, "expected an object" + found(j));
  only_fields(j, p, {"eye", "target", "up", "fov_degrees"}, "a camera");
  SceneCamera c;
  if (const Json* v = optional(j, "eye")) c.eye = vec3(*v, child(p, "eye"));
  if (const Json* v = optional(j, "target")) c.target = vec3(*v, child(p, "target"));
  if (const Json* v = optional(j, "up")) c.up = vec3(*v, child(p, "up"));
  if (const Json* v = optional(j, "fov_degrees")) {
    c.fov_degrees = number(*v, child(p, "fov_degrees"));
    if (!(c.fov_degrees > 0 && c.fov_degrees < 180))
      fail(child(p, "fov_degrees"), "expected an angle between 0 and 180" + found(*v));
  }
  if (c.eye == c.target) fail(child(p, "target"), "expected a target different from the eye");
  if (c.up == Vec3<double>(0)) fail(child(p, "up"), "expected a non-zero up vector");
  return c;
}

SceneFocus read_focus(const Json& j, const std::string& p, const IdIndex& ids,
                      const std::vector<SceneObject>& objects) {
  if (!j.is_object()) fail(p, "expected a focus {\"a\": id, \"b\": id, \"axis\": name}" + found(j));
  only_fields(j, p, {"a", "b", "axis"}, "a focus");
  SceneFocus f;
  for (std::string_view key : {"a", "b"}) {
    std::string id = string(require(j, p, key, "an object id"), child(p, key));
    if (ids.find(id, objects) == IdIndex::npos)
      fail(child(p, key), "unknown object id \"" + bounded_text(id) + "\" (no object has it)");
    (key == "a" ? f.a : f.b) = std::move(id);
  }
  if (f.a == f.b)
    fail(child(p, "b"), "expected an id other than \"" + bounded_text(f.a) +
                            "\" (an object is not paired with itself)");
  if (const Json* v = optional(j, "axis")) {
    std::string s = string(*v, child(p, "axis"));
    if (!parse_box_axis(s))
      fail(child(p, "axis"), "expected an axis name A0..A2, B0..B2 or A0xB0..A2xB2" + found(*v));
    f.axis = std::move(s);
  }
  return f;
}

// --- lesson steps (README, "Lessons") --------------------------------------------------------

constexpr std::string_view kLessonViewNames[kLessonViewCount] = {"octree", "query_trace",
                                                                 "all_sat_axes", "contacts"};

std::string lesson_view_names() {
  std::string out;
  for (std::string_view n : kLessonViewNames)
    out += (out.empty() ? "" : ", ") + std::string(n);
  return out;
}

const SceneObject& object_with_id(const Json& j, const std::string& p, const IdIndex& ids,
                                  const std::vector<SceneObject>& objects) {
  const std::string id = string(j, p);
  const std::size_t index = ids.find(id, objects);
  if (index == IdIndex::npos)
    fail(p, "unknown object id \"" + bounded_text(id) + "\" (no object has it)");
  return objects[index];
}

int step_index(const Json& j, const std::string& p, long long hi) {
  return static_cast<int>(integer(j, p, 0, hi));
}

LessonEvidence read_lesson_evidence(const Json& j, const std::string& p) {
  if (!j.is_object()) fail(p, "expected an object {\"sat_axis\": name, …}" + found(j));
  only_fields(j, p, {"sat_axis", "gjk_step", "plane_box_axis", "octree_visit", "contact_step"},
              "evidence");
  LessonEvidence e;
  if (const Json* v = optional(j, "sat_axis")) {
    std::string s = string(*v, child(p, "sat_axis"));
    if (!parse_box_axis(s))
      fail(child(p, "sat_axis"),
           "expected an axis name A0..A2, B0..B2 or A0xB0..A2xB2" + found(*v));
    e.sat_axis = std::move(s);
  }
  if (const Json* v = optional(j, "gjk_step"))
    e.gjk_step = step_index(*v, child(p, "gjk_step"), 1023);
  if (const Json* v = optional(j, "plane_box_axis"))
    e.plane_box_axis = step_index(*v, child(p, "plane_box_axis"), 2);
  if (const Json* v = optional(j, "octree_visit"))
    e.octree_visit = step_index(*v, child(p, "octree_visit"), 1'000'000);
  if (const Json* v = optional(j, "contact_step"))
    e.contact_step = step_index(*v, child(p, "contact_step"), 1023);
  return e;
}

LessonQuestion read_lesson_question(const Json& j, const std::string& p) {
  if (!j.is_object())
    fail(p,
         "expected a question {\"ask\": text, \"choices\": [...], \"answer\": index}" + found(j));
  only_fields(j, p, {"ask", "choices", "answer", "why"}, "a question");
  LessonQuestion q;
  q.ask = string(require(j, p, "ask", "the question's text"), child(p, "ask"));
  const Json& choices = require(j, p, "choices", "an array of two or more strings");
  if (!choices.is_array() || choices.size() < 2)
    fail(child(p, "choices"), "expected an array of two or more strings" + found(choices));
  for (std::size_t i = 0; i < choices.size(); ++i)
    q.choices.push_back(string(choices[i], child(child(p, "choices"), i)));
  q.answer = static_cast<int>(integer(require(j, p, "answer", "the right choice's index"),
                                      child(p, "answer"), 0,
                                      static_cast<long long>(q.choices.size()) - 1));
  if (const Json* v = optional(j, "why")) q.why = string(*v, child(p, "why"));
  return q;
}

LessonStep read_lesson_step(const Json& j, const std::string& p, const IdIndex& ids,
                            const std::vector<SceneObject>& objects) {
  if (!j.is_object()) fail(p, "expected a step {\"text\": …, …}" + found(j));
  only_fields(
      j, p,
      {"text", "camera", "focus", "views", "highlight", "evidence", "set", "question", "expect"},
      "a lesson step");
  LessonStep step;
  step.text = string(require(j, p, "text", "the step's text (Markdown)"), child(p, "text"));
  if (const Json* v = optional(j, "camera")) step.camera = read_camera(*v, child(p, "camera"));
  if (const Json* v = optional(j, "focus"))
    step.focus = read_focus(*v, child(p, "focus"), ids, objects);
  if (const Json* v = optional(j, "views")) {
    const std::string vp = child(p, "views");
    if (!v->is_array())
      fail(vp, "expected an array of view names (" + lesson_view_names() + ")" + found(*v));
    for (std::size_t i = 0; i < v->size(); ++i) {
      const std::string name = string((*v)[i], child(vp, i));
      const auto* at = std::find(std::begin(kLessonViewNames), std::end(kLessonViewNames), name);
      if (at == std::end(kLessonViewNames))
        fail(child(vp, i), "unknown view \"" + bounded_text(name) + "\" (expected one of " +
                               lesson_view_names() + ")");
      const auto view = static_cast<LessonView>(at - std::begin(kLessonViewNames));
      if (std::find(step.views.begin(), step.views.end(), view) != step.views.end())
        fail(child(vp, i), "the view \"" + name + "\" is named twice");
      step.views.push_back(view);
    }
  }
  if (const Json* v = optional(j, "highlight")) {
    const std::string hp = child(p, "highlight");
    if (!v->is_array()) fail(hp, "expected an array of object ids" + found(*v));
    for (std::size_t i = 0; i < v->size(); ++i)
      step.highlight.push_back(object_with_id((*v)[i], child(hp, i), ids, objects).id);
  }
  if (const Json* v = optional(j, "evidence"))
    step.evidence = read_lesson_evidence(*v, child(p, "evidence"));
  if (const Json* v = optional(j, "set")) {
    const std::string sp = child(p, "set");
    if (!v->is_array()) fail(sp, "expected an array of objects" + found(*v));
    for (std::size_t i = 0; i < v->size(); ++i) {
      SceneObject o = read_object((*v)[i], child(sp, i));
      const std::size_t index = ids.find(o.id, objects);
      if (index == IdIndex::npos)
        fail(child(child(sp, i), "id"), "unknown object id \"" + bounded_text(o.id) +
                                            "\" (a step sets an object the scene has)");
      if (o.desc.index() != objects[index].desc.index())
        fail(child(child(sp, i), "kind"), "expected the kind of \"" + bounded_text(o.id) + "\", " +
                                              std::string(kind_name(objects[index].desc)));
      step.set.push_back(std::move(o));
    }
  }
  if (const Json* v = optional(j, "question"))
    step.question = read_lesson_question(*v, child(p, "question"));
  if (const Json* v = optional(j, "expect")) {
    const std::string ep = child(p, "expect");
    if (!v->is_array()) fail(ep, "expected an array of expectations" + found(*v));
    for (std::size_t i = 0; i < v->size(); ++i)
      step.expect.push_back(read_expectation((*v)[i], child(ep, i), ids, objects));
  }
  return step;
}

// The scene's objects, read one at a time as the parser completes them (parse_streamed): the
// file's objects never exist as one DOM. A failure is kept, not thrown, and reported where
// read_scene meets the objects, so that the error a file gets does not depend on streaming: a
// JSON error anywhere in the file, then the fields read before the objects, come first.
// Thrown from inside the parse when LoadHooks::cancel is set.
struct Cancelled {};

struct ObjectReader {
  explicit ObjectReader(std::size_t text_bytes, const LoadHooks* hooks = nullptr,
                        LoadProgress* progress = nullptr)
      : text_bytes(text_bytes), hooks(hooks), progress(progress) {}

  std::size_t text_bytes;  // of the whole file
  const LoadHooks* hooks;  // told every kReportEvery objects (null: nobody asks)
  LoadProgress* progress;  // what they were told last: counts only grow across a restart
  std::vector<SceneObject> objects;
  IdIndex ids;                     // of objects
  std::optional<Failure> failure;  // the first object that failed

  static constexpr std::size_t kReportEvery = 1024;

  void read(const Json& element, std::size_t i, std::size_t bytes_read) {
    if (hooks && i % kReportEvery == 0) report(i, bytes_read);
    if (failure) return;
    if (i == kSampledObjects && bytes_read > 0) reserve(i, bytes_read);
    if (const Json* id = element.is_object() ? optional(element, "id") : nullptr;
        id && id->is_string())
      ids.prefetch(id->get_ref<const std::string&>());
    try {
      std::string p = child("/objects", i);
      SceneObject o = read_object(element, p);
      const std::size_t first = ids.insert(o.id, i, objects);
      if (first != IdIndex::npos)
        fail(child(p, "id"), "duplicate id \"" + bounded_text(o.id) +
                                 "\" (already used by /objects/" + std::to_string(first) + ")");
      objects.push_back(std::move(o));
    } catch (Failure& f) {
      failure = std::move(f);
      objects = {};  // the load fails: free them now
      ids = {};
    }
  }

  // A progress report (a restart after the fast scanner gave up reads the objects again from 0,
  // and without byte counts: the counts shown stay where they were until passed), then the
  // cancel flag.
  void report(std::size_t built, std::size_t bytes_read) {
    if (progress && hooks->progress) {
      progress->objects = std::max(progress->objects, built);
      progress->bytes_parsed = std::max(progress->bytes_parsed, bytes_read);
      hooks->progress(*progress);
    }
    if (hooks->cancel && hooks->cancel->load(std::memory_order_relaxed)) throw Cancelled{};
  }

  // Room for the objects the whole text holds, extrapolated from the bytes the first ones took:
  // a million objects grown by doubling were moved (and their pages touched) twice over, and
  // the ids' table rehashed as often. Reserved memory that stays unused is not resident.
  static constexpr std::size_t kSampledObjects = 1024;
  void reserve(std::size_t read, std::size_t bytes_read) {
    const double per_object = static_cast<double>(bytes_read) / static_cast<double>(read);
    const auto expected =
        static_cast<std::size_t>(1.1 * static_cast<double>(text_bytes) / per_object);
    objects.reserve(expected);
    advise_huge_pages(objects.data(), objects.capacity() * sizeof(SceneObject));
    ids.reserve(expected, objects);
  }
};

// `j` is the document with its "objects" array streamed into `streamed` (and empty in `j`).
Scene read_scene(const Json& j, ObjectReader& streamed) {
  if (!j.is_object())
    fail("", "expected an object with \"format\": \"collision-lab-scene\"" + found(j));
  const Json* format = optional(j, "format");
  if (!format)
    fail("", "not a collision-lab scene: missing field \"format\" (expected \"" +
                 std::string(kSceneFormat) + "\")");
  if (!format->is_string() || format->get<std::string>() != kSceneFormat)
    fail("/format", "expected \"" + std::string(kSceneFormat) + "\"" + found(*format));
  const Json& version = require(j, "", "version", "1");
  if (version.is_number_unsigned() && version.get<unsigned long long>() > kSceneFormatVersion)
    fail("/version", "written by a newer version of collision-lab (scene format version " +
                         bounded_text(version.dump()) + "); this build reads version " +
                         std::to_string(kSceneFormatVersion) + " — update collision-lab");
  if (!version.is_number_integer() || version.get<long long>() != kSceneFormatVersion)
    fail("/version",
         "expected the version " + std::to_string(kSceneFormatVersion) + found(version));
  only_fields(j, "",
              {"format", "version", "description", "settings", "camera", "focus", "objects",
               "expect", "steps"},
              "a scene");

  Scene scene;
  if (const Json* v = optional(j, "description")) scene.description = string(*v, "/description");
  if (const Json* v = optional(j, "settings")) scene.settings = read_settings(*v, "/settings");
  if (const Json* v = optional(j, "camera")) scene.camera = read_camera(*v, "/camera");

  const Json& objects = require(j, "", "objects", "an array of objects");
  if (!objects.is_array()) fail("/objects", "expected an array of objects" + found(objects));
  // An array is always streamed: its elements were read as they were parsed.
  if (streamed.failure) throw *streamed.failure;
  scene.objects = std::move(streamed.objects);
  const IdIndex ids = std::move(streamed.ids);

  if (const Json* expect = optional(j, "expect")) {
    if (!expect->is_array()) fail("/expect", "expected an array of expectations" + found(*expect));
    for (std::size_t i = 0; i < expect->size(); ++i)
      scene.expect.push_back(
          read_expectation((*expect)[i], child("/expect", i), ids, scene.objects));
  }
  if (const Json* v = optional(j, "focus"))
    scene.focus = read_focus(*v, "/focus", ids, scene.objects);
  if (const Json* steps = optional(j, "steps")) {
    if (!steps->is_array()) fail("/steps", "expected an array of lesson steps" + found(*steps));
    for (std::size_t i = 0; i < steps->size(); ++i)
      scene.steps.push_back(read_lesson_step((*steps)[i], child("/steps", i), ids, scene.objects));
  }
  return scene;
}

// --- writing ---------------------------------------------------------------------------------

Json vec_json(const Vec3<double>& v) {
  return Json::array({v.x, v.y, v.z});
}

Json quat_json(const Quat<double>& q) {
  Json j = Json::object();
  j["w"] = q.w;
  j["x"] = q.x;
  j["y"] = q.y;
  j["z"] = q.z;
  return j;
}

// A rotation in the form its file wrote it (written_rotation: the file's own numbers while the
// rotation is unedited).
Json rotation_json(const Quat<double>& q, RotationForm form) {
  if (form == RotationForm::quaternion) return quat_json(q);
  const WrittenRotation w = written_rotation(q, form);
  Json j = Json::object();
  if (is_euler(form)) {
    j["euler_deg"] = vec_json(w.euler_deg);
    j["order"] = std::string(euler_order_name(euler_order_of(form)));
  } else if (form == RotationForm::axis_angle) {
    j["axis"] = vec_json(w.axis_angle.axis);
    j["angle_deg"] = w.axis_angle.degrees;
  } else {
    j["matrix"] =
        Json::array({vec_json(w.matrix[0]), vec_json(w.matrix[1]), vec_json(w.matrix[2])});
  }
  return j;
}

std::string color_text(Rgb c) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "#%02x%02x%02x", c.r, c.g, c.b);
  return buf;
}

// A mesh's keys: a file mesh's name as written and its pose (never its vertices), an inline
// mesh's vertices and triangles.
void mesh_json(Json& j, const MeshSource& m, RotationForm form) {
  if (m.from_file()) {
    j["file"] = m.file;
    j["center"] = vec_json(m.center);
    j["rotation"] = rotation_json(m.rotation, form);
    j["scale"] = m.scale;
    return;
  }
  Json vertices = Json::array(), triangles = Json::array();
  for (const Vec3<double>& v : m.mesh->vertices)
    vertices.push_back(vec_json(v));
  for (const std::array<std::uint32_t, 3>& t : m.mesh->triangles)
    triangles.push_back(Json::array({t[0], t[1], t[2]}));
  j["vertices"] = std::move(vertices);
  j["triangles"] = std::move(triangles);
}

Json object_json(const SceneObject& o) {
  Json j = Json::object();
  j["id"] = o.id;
  j["kind"] = std::string(kind_name(o.desc));
  if (!o.name.empty()) j["name"] = o.name;
  if (!o.description.empty()) j["description"] = o.description;
  if (o.color) j["color"] = color_text(*o.color);
  if (!o.visible) j["visible"] = false;
  // The kind's fields in its descriptor's order; an optional vector only when set.
  for (const FieldDescriptor& f : descriptor_of(o.desc).fields) {
    const std::string key(f.json);
    std::visit(Overloaded{
                   [&](const double* x) { j[key] = *x; },
                   [&](const Vec3<double>* x) { j[key] = vec_json(*x); },
                   [&](const Quat<double>* x) { j[key] = rotation_json(*x, o.rotation_form); },
                   [&](const std::optional<Vec3<double>>* x) {
                     if (*x) j[key] = vec_json(**x);
                   },
                   [&](const HullRef* x) {
                     Json points = Json::array();
                     for (const Vec3<double>& v : (*x)->points)
                       points.push_back(vec_json(v));
                     j[key] = std::move(points);
                   },
                   [&](const MeshRef* x) { mesh_json(j, **x, o.rotation_form); },
               },
               f.read(o.desc));
  }
  // The motion after the kind's fields, where a file has it (read_desc); what the kind does not
  // take is written too, so that format_scene's check refuses it by name.
  for (const MotionField& m : motion_fields())
    if (const auto& v = o.motion.*m.member) j[std::string(m.json)] = vec_json(*v);
  return j;
}

}  // namespace

Json expectation_json(const Expectation& e) {
  Json j = Json::object();
  j["a"] = e.a;
  j["b"] = e.b;
  if (e.verdict_spelled)
    j["verdict"] = e.intersects ? "intersects" : "disjoint";
  else
    j["intersects"] = e.intersects;
  if (e.side) j["side"] = *e.side;
  if (e.separating_axis) j["separating_axis"] = *e.separating_axis;
  if (e.contact_time) j["contact_time"] = *e.contact_time;
  auto pinned = [](const ExpectedNumber& n) {
    Json p = Json::object();
    p["value"] = n.value;
    p["tolerance"] = n.tolerance;
    return p;
  };
  if (e.gap) j["gap"] = pinned(*e.gap);
  if (e.depth) j["depth"] = pinned(*e.depth);
  if (e.toi) j["toi"] = pinned(*e.toi);
  if (e.contacts) {
    Json c = Json::object();
    if (e.contacts->count) c["count"] = *e.contacts->count;
    if (e.contacts->normal) c["normal"] = vec_json(*e.contacts->normal);
    if (!e.contacts->points.empty()) {
      Json points = Json::array();
      for (const Vec3<double>& q : e.contacts->points)
        points.push_back(vec_json(q));
      c["points"] = std::move(points);
    }
    if (e.contacts->normal || !e.contacts->points.empty()) c["tolerance"] = e.contacts->tolerance;
    j["contacts"] = std::move(c);
  }
  if (e.axis) j["axis"] = *e.axis;
  if (e.within_tolerance) j["within_tolerance"] = *e.within_tolerance;
  if (e.precision) j["precision"] = std::string(precision_name(*e.precision));
  if (e.at_time) j["at_time"] = *e.at_time;
  if (!e.description.empty()) j["description"] = e.description;
  return j;
}

namespace {

// Only what differs from the defaults, as a person writes it: {"precision": "float"}.
Json settings_json(const SceneSettings& s) {
  const SceneSettings defaults;
  Json j = Json::object();
  if (s.precision != defaults.precision || s.both_precisions)
    j["precision"] = std::string(precision_name(check_precision(s)));
  if (!s.tolerances.empty()) {
    Json t = Json::object();
    for (const auto& [name, value] : s.tolerances)
      t[name] = value;
    j["tolerances"] = t;
  }
  if (s.octree != defaults.octree) {
    Json o = Json::object();
    o["split_threshold"] = s.octree.split_threshold;
    o["max_depth"] = s.octree.max_depth;
    o["min_cell_size"] = s.octree.min_cell_size;
    o["looseness"] = s.octree.looseness;
    j["octree"] = o;
  }
  return j;
}

Json camera_json(const SceneCamera& camera) {
  Json c = Json::object();
  c["eye"] = vec_json(camera.eye);
  c["target"] = vec_json(camera.target);
  c["up"] = vec_json(camera.up);
  c["fov_degrees"] = camera.fov_degrees;
  return c;
}

Json focus_json(const SceneFocus& f) {
  Json c = Json::object();
  c["a"] = f.a;
  c["b"] = f.b;
  if (f.axis) c["axis"] = *f.axis;
  return c;
}

// A step as read: only the fields it has, in the reader's order. What names an object no longer
// in `scene` (deleted or renamed since) is left out, as the scene's own focus is, so that a saved
// file always loads.
Json lesson_step_json(const LessonStep& step, const Scene& scene) {
  const auto has = [&scene](const std::string& id) { return index_of(scene, id).has_value(); };
  Json j = Json::object();
  j["text"] = step.text;
  if (step.camera) j["camera"] = camera_json(*step.camera);
  if (step.focus && has(step.focus->a) && has(step.focus->b)) j["focus"] = focus_json(*step.focus);
  if (!step.views.empty()) {
    Json views = Json::array();
    for (LessonView v : step.views)
      views.push_back(std::string(kLessonViewNames[static_cast<std::size_t>(v)]));
    j["views"] = std::move(views);
  }
  Json highlight = Json::array();
  for (const std::string& id : step.highlight)
    if (has(id)) highlight.push_back(id);
  if (!highlight.empty()) j["highlight"] = std::move(highlight);
  const LessonEvidence& e = step.evidence;
  if (e != LessonEvidence{}) {
    Json ev = Json::object();
    if (e.sat_axis) ev["sat_axis"] = *e.sat_axis;
    if (e.gjk_step) ev["gjk_step"] = *e.gjk_step;
    if (e.plane_box_axis) ev["plane_box_axis"] = *e.plane_box_axis;
    if (e.octree_visit) ev["octree_visit"] = *e.octree_visit;
    if (e.contact_step) ev["contact_step"] = *e.contact_step;
    j["evidence"] = std::move(ev);
  }
  Json set = Json::array();
  for (const SceneObject& o : step.set)
    if (has(o.id)) set.push_back(object_json(o));
  if (!set.empty()) j["set"] = std::move(set);
  if (const auto& q = step.question) {
    Json question = Json::object();
    question["ask"] = q->ask;
    question["choices"] = q->choices;
    question["answer"] = q->answer;
    if (!q->why.empty()) question["why"] = q->why;
    j["question"] = std::move(question);
  }
  Json expect = Json::array();
  for (const Expectation& x : step.expect)
    if (has(x.a) && has(x.b)) expect.push_back(expectation_json(x));
  if (!expect.empty()) j["expect"] = std::move(expect);
  return j;
}

Json scene_json(const Scene& scene) {
  Json j = Json::object();
  j["format"] = std::string(kSceneFormat);
  j["version"] = kSceneFormatVersion;
  if (!scene.description.empty()) j["description"] = scene.description;
  if (scene.settings != SceneSettings{}) j["settings"] = settings_json(scene.settings);
  if (scene.camera) j["camera"] = camera_json(*scene.camera);
  // A focus whose objects were deleted or renamed away is dropped rather than written as a file
  // that would not load.
  if (const auto& f = scene.focus) {
    bool has_a = false, has_b = false;
    for (const SceneObject& o : scene.objects) {
      has_a = has_a || o.id == f->a;
      has_b = has_b || o.id == f->b;
    }
    if (has_a && has_b && f->a != f->b) j["focus"] = focus_json(*f);
  }
  Json objects = Json::array();
  for (const SceneObject& o : scene.objects)
    objects.push_back(object_json(o));
  j["objects"] = std::move(objects);
  if (!scene.expect.empty()) {
    Json expect = Json::array();
    for (const Expectation& e : scene.expect)
      expect.push_back(expectation_json(e));
    j["expect"] = std::move(expect);
  }
  if (!scene.steps.empty()) {
    Json steps = Json::array();
    for (const LessonStep& step : scene.steps)
      steps.push_back(lesson_step_json(step, scene));
    j["steps"] = std::move(steps);
  }
  return j;
}

// --- the written form ------------------------------------------------------------------------
// As people write scene files (README, "The written form"): the top-level fields one per line,
// each element of "objects" and "expect" on a line of its own, everything else inline with ", "
// and ": " between items; numbers in their shortest form that reads back to the same bits
// (std::to_chars), so 0 stays 0 and 0.1 stays 0.1. Loading and saving an unchanged file gives
// its text back.

void write_number(std::string& out, double v) {
  // JSON has no NaN or infinity: null, which the reader refuses (so format_scene says where).
  if (!std::isfinite(v)) {
    out += "null";
    return;
  }
  // "-0" would read back as the integer 0, losing the sign: keep the fraction.
  if (v == 0 && std::signbit(v)) {
    out += "-0.0";
    return;
  }
  char buf[64];
  const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
  out.append(buf, ec == std::errc() ? end : buf);
}

void write_inline(std::string& out, const Json& j) {
  switch (j.type()) {
    case Json::value_t::object: {
      out += '{';
      bool first = true;
      for (const auto& [key, value] : j.items()) {
        if (!first) out += ", ";
        first = false;
        out += Json(key).dump();
        out += ": ";
        write_inline(out, value);
      }
      out += '}';
      return;
    }
    case Json::value_t::array: {
      out += '[';
      for (std::size_t i = 0; i < j.size(); ++i) {
        if (i) out += ", ";
        write_inline(out, j[i]);
      }
      out += ']';
      return;
    }
    case Json::value_t::number_float:
      write_number(out, j.get<double>());
      return;
    default:
      out += j.dump();  // strings (escaped), integers, booleans, null
  }
}

// {"text": …,\n      "camera": …} with each field on a line of its own, inline within.
void write_step(std::string& out, const Json& step) {
  out += '{';
  bool first = true;
  for (const auto& [key, value] : step.items()) {
    out += first ? "" : ",\n      ";
    first = false;
    out += Json(key).dump() + ": ";
    write_inline(out, value);
  }
  out += '}';
}

std::string written_form(const Json& scene) {
  std::string out = "{\n";
  bool first = true;
  for (const auto& [key, value] : scene.items()) {
    if (!first) out += ",\n";
    first = false;
    out += "  " + Json(key).dump() + ": ";
    const bool one_per_line = value.is_array() && !value.empty() && value[0].is_object();
    if (!one_per_line) {
      write_inline(out, value);
      continue;
    }
    out += "[\n";
    for (std::size_t i = 0; i < value.size(); ++i) {
      out += "    ";
      // A lesson step is long (its text, objects, expectations): a field per line.
      if (key == "steps")
        write_step(out, value[i]);
      else
        write_inline(out, value[i]);
      out += i + 1 < value.size() ? ",\n" : "\n";
    }
    out += "  ]";
  }
  out += "\n}\n";
  return out;
}

// nlohmann's message is "[json.exception.parse_error.101] parse error at line L, column C: WHAT";
// keep L, C and WHAT.
SceneError malformed(std::string_view file, const nlohmann::json::parse_error& e,
                     std::string_view text) {
  SceneError err;
  err.file = std::string(file);
  std::string what = e.what();
  auto at = what.find(" at line ");
  if (at != std::string::npos &&
      std::sscanf(what.c_str() + at, " at line %d, column %d", &err.line, &err.column) == 2) {
    auto colon = what.find(": ", at);
    what = colon == std::string::npos ? what : what.substr(colon + 2);
  } else {
    err.line = 1;
    err.column = static_cast<int>(e.byte);
    auto colon = what.find(": ", at);
    if (colon != std::string::npos) what = what.substr(colon + 2);
  }
  // The "last read" part quotes raw input, which may be invalid UTF-8 (keep the message ASCII)
  // and as long as the token (a 1 MB string): cut it.
  for (char& c : what)
    if (static_cast<unsigned char>(c) >= 0x80) c = '?';
  err.message = "malformed JSON: " + bounded_text(what, 4 * kEchoLimit);
  // nlohmann takes a NUL byte for the end of the input; before the real end, say what it is
  // (`check /dev/zero` said "unexpected end of input").
  if (e.byte >= 1 && e.byte <= text.size() && text[e.byte - 1] == '\0')
    err.message = "malformed JSON: a NUL byte (a JSON text has none)";
  return err;
}

// Where the first number literal too large for a double is: the parser stops at the first one,
// but reports it without a position. Scans the JSON tokens (skipping strings, so a description
// that mentions "1e309" is not taken for it) for a number literal that overflows.
std::size_t overflowing_number_at(std::string_view text, std::string& literal) {
  for (std::size_t i = 0; i < text.size();) {
    const char c = text[i];
    if (c == '"') {
      for (++i; i < text.size() && text[i] != '"'; ++i)
        if (text[i] == '\\') ++i;
      ++i;
      continue;
    }
    if (c == '-' || (c >= '0' && c <= '9')) {
      std::size_t end = i + 1;
      while (end < text.size() &&
             (std::isdigit(static_cast<unsigned char>(text[end])) || text[end] == '.' ||
              text[end] == 'e' || text[end] == 'E' || text[end] == '+' || text[end] == '-'))
        ++end;
      std::string token(text.substr(i, end - i));
      if (!std::isfinite(std::strtod(token.c_str(), nullptr))) {
        literal = std::move(token);
        return i;
      }
      i = end;
      continue;
    }
    ++i;
  }
  return std::string_view::npos;
}

// A number literal too large for a double ("1e999") is valid JSON but no scene value; nlohmann
// reports it without a position, so find the literal to give line and column.
SceneError overflow(std::string_view text, std::string_view file) {
  SceneError err;
  err.file = std::string(file);
  std::string literal;
  std::size_t at = overflowing_number_at(text, literal);
  if (at == std::string_view::npos) at = 0;
  err.line =
      1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n'));
  std::size_t line_start = at == 0 ? std::string_view::npos : text.rfind('\n', at - 1);
  line_start = line_start == std::string_view::npos ? 0 : line_start + 1;
  err.column = static_cast<int>(at - line_start) + 1;
  err.message =
      "malformed JSON: the number " + bounded_text(literal) + " is too large for a double";
  return err;
}

}  // namespace

SceneError out_of_memory(std::string_view file, std::string_view doing) {
  SceneError err{std::string(file), 0, 0, "", "out of memory while " + std::string(doing)};
  err.kind = SceneErrorKind::out_of_memory;
  return err;
}

std::optional<SceneError> malformed_prefix(std::string_view prefix,
                                           std::string_view file) noexcept {
  try {
    const Json parsed = Json::parse(prefix.begin(), prefix.end());
    (void)parsed;
  } catch (const nlohmann::json::parse_error& e) {
    // An error at the end of the prefix may only be the cut; one before it is the file's.
    if (e.byte < prefix.size()) return malformed(file, e, prefix);
  } catch (...) {
    // Anything else (a number too large, no memory) is left to the whole file's parse.
  }
  return std::nullopt;
}

std::string SceneError::to_string() const {
  const std::string where = pointer.empty() ? std::string() : pointer + ": ";
  if (line > 0)
    return file + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " + where +
           message;
  return file + ": " + where + message;
}

SceneLoad parse_scene(std::string_view text, std::string_view file) noexcept {
  return parse_scene(text, file, LoadHooks{});
}

SceneError cancelled_load(std::string_view file) {
  SceneError err{std::string(file), 0, 0, "", "cancelled"};
  err.kind = SceneErrorKind::cancelled;
  return err;
}

double LoadProgress::fraction() const {
  if (bytes_total == 0) return 0;
  const double total = double(bytes_total);
  return std::clamp((0.1 * double(bytes_read) + 0.9 * double(bytes_parsed)) / total, 0.0, 1.0);
}

SceneLoad parse_scene(std::string_view text, std::string_view file, const LoadHooks& hooks,
                      const MeshFiles& meshes) noexcept {
  SceneLoad out;
  MeshFileContext context{&meshes, {}};
  struct Scope {  // the reader's mesh files for this parse only (a parse may run inside another's
                  // caller, never inside another parse on the same thread: restored all the same)
    MeshFileContext* saved;
    explicit Scope(MeshFileContext* c) : saved(mesh_file_context) { mesh_file_context = c; }
    ~Scope() { mesh_file_context = saved; }
    Scope(const Scope&) = delete;
    Scope& operator=(const Scope&) = delete;
  } scope(&context);
  try {
    Json j;
    LoadProgress progress{text.size(), 0, text.size(), 0};
    const bool told = hooks.progress || hooks.cancel;
    ObjectReader objects(text.size(), told ? &hooks : nullptr, &progress);
    try {
      j = parse_streamed(
          text, {"objects",
                 [&objects](const Json& element, std::size_t i, std::size_t bytes_read) {
                   objects.read(element, i, bytes_read);
                 },
                 [&objects] {
                   objects = ObjectReader(objects.text_bytes, objects.hooks, objects.progress);
                 }});
    } catch (const nlohmann::json::parse_error& e) {
      out.error = malformed(file, e, text);
      return out;
    } catch (const nlohmann::json::out_of_range&) {
      out.error = overflow(text, file);
      return out;
    } catch (const DuplicateKey& d) {
      out.error = SceneError{std::string(file), 0, 0, d.pointer, d.message};
    }
    if (!out.error) {
      out.scene = read_scene(j, objects);
      if (told) {
        if (hooks.cancel && hooks.cancel->load(std::memory_order_relaxed)) throw Cancelled{};
        progress.bytes_parsed = text.size();
        progress.objects = std::max(progress.objects, out.scene->objects.size());
        if (hooks.progress) hooks.progress(progress);
      }
    }
  } catch (const Cancelled&) {
    out.error = cancelled_load(file);
  } catch (const Failure& f) {
    out.error = SceneError{std::string(file), 0, 0, f.pointer, f.message};
  } catch (const std::bad_alloc&) {
    out.error = out_of_memory(file, "reading the scene");
  } catch (const std::exception& e) {
    out.error = SceneError{std::string(file), 0, 0, "", std::string("cannot read: ") + e.what()};
  } catch (...) {
    out.error = SceneError{std::string(file), 0, 0, "", "cannot read: unknown error"};
  }
  if (out.error) {
    out.scene.reset();
    // An error past the syntax names its pointer; give its line and column as well.
    if (out.error->line == 0 && out.error->kind == SceneErrorKind::invalid) {
      try {
        if (const auto at = locate_pointer(text, out.error->pointer)) {
          out.error->line = at->line;
          out.error->column = at->column;
        }
      } catch (...) {
        // Memory ran out while scanning for the place: the pointer alone still says where.
      }
    }
  }
  return out;
}

namespace {

// The text, checked by reading it back with the scene's mesh files found from `directory` (none:
// the first file mesh's own folder).
SceneText format_scene_in(const Scene& scene, const std::optional<std::string>& directory) {
  SceneText out;
  try {
    out.text = written_form(scene_json(scene));
    // A saved file must load: check it the way it will be read, and say where it would fail. Its
    // mesh files are the scene's own, already read.
    MeshFiles meshes;
    if (directory) meshes.directory = *directory;
    for (const SceneObject& o : scene.objects)
      if (const auto* m = std::get_if<desc::Mesh>(&o.desc); m && m->mesh->from_file()) {
        if (meshes.known.empty() && !directory) meshes.directory = m->mesh->directory;
        meshes.known.push_back(m->mesh);
      }
    SceneLoad back = parse_scene(out.text, "<scene>", LoadHooks{}, meshes);
    if (!back.ok()) {
      out.error = back.error;
      out.error->message = "the scene cannot be saved: " + out.error->message;
      out.error->line = out.error->column = 0;  // a place in text never shown: the pointer says
    }
  } catch (const std::bad_alloc&) {
    out.error = out_of_memory("<scene>", "writing the scene");
  } catch (const std::exception& e) {
    out.error =
        SceneError{"<scene>", 0, 0, "", std::string("the scene cannot be saved: ") + e.what()};
  }
  if (out.error) out.text.clear();
  return out;
}

}  // namespace

SceneText format_scene(const Scene& scene) noexcept {
  return format_scene_in(scene, std::nullopt);
}

SceneText format_scene(const Scene& scene, const std::filesystem::path& directory) noexcept {
  try {
    // Copied only when a mesh is renamed (a save of a million boxes copies nothing).
    const std::optional<Scene> renamed = scene_renamed_for(scene, directory);
    std::error_code ec;
    const std::filesystem::path folder =
        std::filesystem::absolute(directory.empty() ? std::filesystem::path(".") : directory, ec);
    return format_scene_in(renamed ? *renamed : scene,
                           (ec ? directory : folder).lexically_normal().string());
  } catch (const std::bad_alloc&) {
    return {{}, out_of_memory("<scene>", "writing the scene")};
  } catch (const std::exception& e) {
    return {{},
            SceneError{"<scene>", 0, 0, "", std::string("the scene cannot be saved: ") + e.what()}};
  }
}

}  // namespace collide
