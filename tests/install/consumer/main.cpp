// Uses what find_package(collision_lab) gives: the scene writer and the core's pair test.
#include <collision_lab/scene_writer.hpp>

#include <cstdio>

#include "core/queries/pair_test.hpp"
#include "core/scene/scene_json.hpp"

int main(int argc, char** argv) {
  collision_lab::SceneWriter w("written by an installed consumer");
  w.sphere("a", {0, 0, 0}, 1).sphere("b", {1.5, 0, 0}, 1);
  w.expect("a", "b", true).depth(0.5, 1e-12);
  if (argc > 1 && !w.save(argv[1])) return 3;
  // Read back with the core, and the pair tested by the core's public dispatch.
  const collide::SceneLoad load = collide::parse_scene(w.str());
  if (!load.ok()) return 4;
  const auto r = collide::pair_test(collide::to_shape<double>(load.scene->objects[0].desc),
                                    collide::to_shape<double>(load.scene->objects[1].desc));
  std::printf("%s\n", r.intersects() ? "intersects" : "disjoint");
  return r.intersects() ? 0 : 5;
}
