#include "core/eval/pair_test_name.hpp"

namespace collide {

std::string_view test_name(const Scene& scene, PairTest test, std::size_t a, std::size_t b) {
  // Only the fallback's and a mesh's name depend on the kinds: no shape is built for a closed
  // form.
  if (test != PairTest::convex_convex && test != PairTest::mesh_any) return name_of(test);
  return test_name(test, to_shape<double>(scene.objects[a]), to_shape<double>(scene.objects[b]));
}

}  // namespace collide
