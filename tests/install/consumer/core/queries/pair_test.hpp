#pragma once
// The engine's own core/queries/pair_test.hpp, first on its include path: Collision Lab's
// installed headers (<collision_lab/core/…>) must neither reach it nor be hidden by it.
namespace engine {
inline const char* own_pair_test() {
  return "the engine's own pair test";
}
}  // namespace engine
