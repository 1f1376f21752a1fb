#pragma once
// The motion's fields (motion.hpp) as a kind's fields are described (kind_descriptor.hpp): each
// with its file name, its label and meaning, and which kinds take it. An object's own fields,
// not its kind's: the JSON reader and writer put them after the kind's fields, and the Inspector
// shows them there, for the kinds that take them.
#include <optional>
#include <span>
#include <string_view>

#include "kind_descriptor.hpp"
#include "motion.hpp"

namespace collide {

struct MotionField {
  std::string_view json;     // the file's key: "velocity"
  const char* label;         // for people: "velocity"
  std::string_view meaning;  // what it is, with its unit
  std::optional<Vec3<double>> Motion::*member;
  // Whether an object of this kind may have it (a file giving it to another kind is refused).
  bool (*taken_by)(const KindDescriptor&);
  // Why a kind that does not take it refuses it (after its a_name: "an aabb cannot turn (…)").
  std::string_view refused;
};

// Velocity (every kind), then angular velocity (the kinds that turn about a centre, and the
// sphere and the point, which no turn changes; motion_fields.cpp says why the rest refuse it).
std::span<const MotionField> motion_fields();

}  // namespace collide
