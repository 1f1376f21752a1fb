#include "core/scene/motion_fields.hpp"

namespace collide {
namespace {

// Every kind moves: a velocity adds t·v to the fields that move with the object (its centre, its
// ends, a plane's point), whatever the kind, and time of impact takes every pair of kinds.
bool every_kind(const KindDescriptor&) {
  return true;
}

// A turn applies where the kind turns about its pivot (KindDescriptor::rotated: a box and an
// ellipsoid about their centre, a plane about its point, a registered kind with a rotation).
// A sphere and a point take one too, though it changes nothing: they are the same set after any
// turn about their centre, so a file that spins a ball (as a physics engine's export does) loads
// and means what it says. The rest cannot turn: an AABB would no longer be axis-aligned, and a
// segment, a triangle or a ray is stored by its ends, with no centre of its own that a turn
// keeps, so a file giving one an angular velocity is refused (a box or a registered kind turns).
bool can_turn(const KindDescriptor& kind) {
  return kind.rotated != nullptr || kind.index == kind_index<desc::Sphere>() ||
         kind.index == kind_index<desc::Point>();
}

constexpr MotionField kFields[] = {
    {"velocity", "velocity",
     "its displacement over t in [0, 1] (world units); absent: it stays still", &Motion::velocity,
     every_kind, ""},
    {"angular_velocity", "angular velocity",
     "its turn over t in [0, 1] about the world axis ω/|ω| through its centre (a plane's point), "
     "|ω| radians; absent: it keeps its orientation",
     &Motion::angular_velocity, can_turn,
     "cannot turn (an angular velocity applies to a box, an ellipsoid, a capsule, a cylinder, a "
     "convex hull, a mesh, a plane, a sphere, a point and a registered kind that turns)"},
};

}  // namespace

std::span<const MotionField> motion_fields() {
  return kFields;
}

}  // namespace collide
