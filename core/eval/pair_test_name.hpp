#pragma once
// The name of the test that a pair of a scene's objects runs, as check, its JSON and the panels
// print it: test_name (core/queries/pair_test.hpp) of the two objects' kinds, so a pair that
// GJK/EPA answers by the fallback is named after its kinds ("segment-ellipsoid").
#include <cstddef>
#include <string_view>

#include "../queries/pair_test.hpp"
#include "../scene/scene.hpp"

namespace collide {

// Precondition: a and b index scene.objects.
std::string_view test_name(const Scene& scene, PairTest test, std::size_t a, std::size_t b);

}  // namespace collide
