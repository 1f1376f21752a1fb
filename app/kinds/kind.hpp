#pragma once
// One row per scene kind (an alternative of ObjectDesc): what only the app does differently for
// a box, a sphere, a plane... — its title, its Add-menu entries and their placement, the
// Inspector's checkbox for an optional field, the gizmo's pivot, axes and handles, picking and
// drawing. Each kind writes its row in its own file (box_kind.cpp, ...) and the table
// (kind_table.hpp) lists the rows in ObjectDesc's order. What a kind is — its JSON name and fields,
// how it moves, turns and scales, undo's bit-for-bit equality — is its descriptor in core
// (core/scene/kind_descriptor.hpp).
//
// GL-, GLFW- and ImGui-free, and including no other folder of app/: document (labels),
// edit (Add, gizmo, picking), view (drawing) and panels (inspector) all read the table, so what
// a row needs from above (the camera, the drawn sizes) comes in through its arguments.
#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

#include <glm/gtc/quaternion.hpp>
#include <glm/vec3.hpp>

#include "app/kinds/kind_drawing.hpp"
#include "app/kinds/kind_picking.hpp"
#include "app/kinds/new_object.hpp"
#include "core/scene/kind_descriptor.hpp"
#include "core/scene/scene.hpp"

namespace collide {

// What an Add entry makes: a description (a still object), or a pose with its motion (a moving
// sphere is a sphere with a velocity), or an object of a registered kind (its defaults, sized
// and moved into view: kinds::new_registered). Called, it gives the pose either way.
class NewObjectMaker {
 public:
  constexpr NewObjectMaker(ObjectDesc (*still)(const NewObjectFrame&)) : still_(still) {}
  constexpr NewObjectMaker(ObjectPose (*posed)(const NewObjectFrame&)) : posed_(posed) {}
  constexpr explicit NewObjectMaker(const KindDescriptor* registered) : registered_(registered) {}
  ObjectPose operator()(const NewObjectFrame& at) const;
  const KindDescriptor* registered() const { return registered_; }
  friend bool operator==(const NewObjectMaker& m, std::nullptr_t) {
    return !m.still_ && !m.posed_ && !m.registered_;
  }

 private:
  ObjectDesc (*still_)(const NewObjectFrame&) = nullptr;
  ObjectPose (*posed_)(const NewObjectFrame&) = nullptr;
  const KindDescriptor* registered_ = nullptr;
};

// An item of the Add menu. A kind may have several (a sphere and a moving sphere).
struct AddEntry {
  const char* title;    // "Box", "Moving sphere"
  const char* id_stem;  // a new object's id: "box", else "box_2", ...
  NewObjectMaker make;  // centred (its pivot) on at.center
};

// A row's title: the kind's own of a description ("Sphere"); an object that sweeps (a velocity
// its kind takes, SceneObject::motion) is "Moving sphere", whatever its kind.
class KindTitle {
 public:
  constexpr KindTitle(std::string (*of)(const ObjectDesc&)) : of_(of) {}
  std::string operator()(const ObjectDesc& d, const Motion& m = {}) const;
  std::string operator()(const ObjectPose& p) const { return (*this)(p.desc, p.motion); }
  friend bool operator==(const KindTitle& t, std::nullptr_t) { return t.of_ == nullptr; }

 private:
  std::string (*of_)(const ObjectDesc&);
};

// The Inspector's checkbox for an optional field of the object (a motion field:
// core/scene/motion_fields.hpp) that the kind takes, and the value it takes when switched on.
struct FieldToggle {
  std::string_view field;  // the field's JSON name: "velocity"
  const char* checkbox;    // "moving"
  Vec3<double> on{1, 0, 0};
};

// Which handles the gizmo's scale mode shows.
enum class ScaleHandles : std::uint8_t {
  none,      // scaling makes no sense (the row's cannot_scale says why)
  uniform,   // one centre handle (a sphere's radius)
  per_axis,  // one per own axis and the centre one (box, ellipsoid)
  faces,     // each face moves along its axis (AABB)
};

// A column without a default must be given: leaving one out of a row's designated initialiser
// is a compile error here (-Wmissing-field-initializers under -Werror). The columns with a
// default are the ones some kinds do without; tests/app/kinds checks that they agree with each
// other (scale handles with a scale function, vertices with with_vertex, ...).
struct KindRow {
  std::size_t alternative;        // the kind's index in ObjectDesc
  KindTitle title;                // "Box", "Moving sphere": menus, labels, undo
  std::span<const AddEntry> add;  // the Add menu's items, in order
  // Why an edit may not store this description ("" when it may); nullptr: never refused.
  std::string_view (*refusal)(const ObjectDesc&) = nullptr;

  // The gizmo. Every change starts from the pose at the press, so a drag never drifts.
  glm::dvec3 (*pivot)(const ObjectDesc&);                      // where the handles sit
  std::array<glm::dvec3, 3> (*local_axes)(const ObjectDesc&);  // own axes (columns)
  std::string_view cannot_rotate;  // why rotate mode does nothing ("" when it applies)
  // Turned about the pivot by a unit quaternion; nullptr: nothing turns.
  ObjectDesc (*rotated)(const ObjectDesc&, const glm::dquat& q) = nullptr;
  std::string_view cannot_scale;  // why scale mode does nothing ("" when it applies)
  ScaleHandles scale_handles = ScaleHandles::none;
  // uniform and per_axis: the sizes resized.
  ObjectDesc (*scaled)(const ObjectDesc&, const Resize&, bool& clamped) = nullptr;
  // faces: face f (2·axis, +1 for the max face) at its centre, and moved to coordinate `to`.
  std::vector<glm::dvec3> (*faces)(const ObjectDesc&) = nullptr;
  ObjectDesc (*with_face)(const ObjectDesc&, int f, double to, double min_size,
                          bool& clamped) = nullptr;
  // Points a gizmo moves one by one (segment ends, corners); nullptr: none. (A velocity's tip
  // is the object's motion's: app/edit/gizmo_pose.hpp adds it for any kind.)
  std::vector<glm::dvec3> (*vertices)(const ObjectDesc&) = nullptr;
  ObjectDesc (*with_vertex)(const ObjectDesc&, int i, const glm::dvec3& position) = nullptr;

  // Picking: where the ray meets what is drawn for the object, or nothing.
  std::optional<RayHit> (*pick)(const ObjectDesc&, const PickQuery&);

  // Drawing, into Layer::scene; and the sphere that holds what is drawn (for the marker dot of
  // an object too small to see), or nothing for kinds drawn in pixels.
  void (*draw)(const ObjectDesc&, const ObjectStyle&);
  std::optional<BoundingSphere> (*marker)(const ObjectDesc&, const DrawnSizes&);
  // An object of the kind sweeping by its velocity (a kind that can sweep): what is drawn besides
  // its pose at the start (the sphere: its end and the tube between); nullptr: nothing more.
  void (*draw_sweep)(const ObjectDesc&, const Vec3<double>& velocity, const ObjectStyle&) = nullptr;
  std::optional<Rgb> default_color;  // nothing: a palette colour by position in the scene
  // The Inspector shows the descriptor's fields (core) and the motion fields the kind takes,
  // with these checkboxes for optional ones.
  std::span<const FieldToggle> toggles = {};
};

// A row's column from a function of the kind's own description: on<pivot> turns
// `glm::dvec3 pivot(const desc::Box&)` into `glm::dvec3 (*)(const ObjectDesc&)`.
template <auto F>
struct On;
template <class T, class R, class... A, R (*F)(const T&, A...)>
struct On<F> {
  static R call(const ObjectDesc& d, A... a) { return F(std::get<T>(d), a...); }
};
template <auto F>
inline constexpr auto on = &On<F>::call;

namespace kinds {
// A registered kind's object for the Add menu: its defaults resized by at.size (when it scales)
// and moved so that its box's centre is at.center.
ObjectDesc new_registered(const KindDescriptor& kind, const NewObjectFrame& at);
// A registered kind's title: its name with a capital ("rounded box" → "Rounded box").
std::string registered_title(const KindDescriptor& kind);
// The world axes, and the axes (columns) of a unit quaternion's rotation.
std::array<glm::dvec3, 3> world_axes();
std::array<glm::dvec3, 3> quat_axes(const glm::dquat& q);
// The core descriptor's moves (core/scene/kind_descriptor.hpp), as a row's columns: how a
// description moves, turns and scales is the core's; the row says which the gizmo offers.
ObjectDesc rotated(const ObjectDesc& d, const glm::dquat& q);
ObjectDesc scaled(const ObjectDesc& d, const Resize& r, bool& clamped);
}  // namespace kinds

}  // namespace collide
