#pragma once
// How an object moves over the scene's interval t ∈ [0, 1]: a property of the object, not of its
// kind (Jolt and Box2D keep a body's velocities apart from its shape). Both parts are optional
// because "given as zero" and "not given" differ: a sphere with "velocity": [0, 0, 0] is a
// moving sphere (its test is the sweep's), and a save writes back exactly what was read.
//
// The pose at t (core/scene/pose.hpp): the description turned by q_ω(t) about its pivot
// (the descriptor's `rotated`), then moved by t·velocity (the fields it marks moves_with_object),
// where q_ω(t) turns by t·|ω| radians about the world axis ω/|ω|: rotation(t) = q_ω(t)·rotation(0).
#include <optional>

#include "../math/bitwise_equal.hpp"
#include "../math/vec.hpp"

namespace collide {

struct Motion {
  std::optional<Vec3<double>> velocity;          // the pivot's displacement over [0, 1]
  std::optional<Vec3<double>> angular_velocity;  // radians over [0, 1] about ω/|ω|, world axes

  // Either part given (even as zero): the object has a motion.
  bool any() const { return velocity.has_value() || angular_velocity.has_value(); }
};

// Bit for bit (what undo's "exactly the same object" means; see bitwise_equal.hpp).
inline bool same_bits(const Motion& a, const Motion& b) {
  return bitwise_equal(a.velocity, b.velocity) &&
         bitwise_equal(a.angular_velocity, b.angular_velocity);
}

}  // namespace collide
