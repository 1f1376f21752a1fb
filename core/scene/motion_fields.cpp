#include "core/scene/motion_fields.hpp"

namespace collide {
namespace {

bool can_sweep(const KindDescriptor& kind) {
  return kind.swept != nullptr;
}
bool no_kind_yet(const KindDescriptor&) {
  return false;
}

constexpr MotionField kFields[] = {
    {"velocity", "velocity",
     "its displacement over t in [0, 1] (world units); absent: it stays still", &Motion::velocity,
     can_sweep},
    {"angular_velocity", "angular velocity",
     "its turn over t in [0, 1] about the world axis ω/|ω|, |ω| radians; absent: it keeps its "
     "orientation",
     &Motion::angular_velocity, no_kind_yet},
};

}  // namespace

std::span<const MotionField> motion_fields() {
  return kFields;
}

}  // namespace collide
