// Uses what find_package(collision_lab) gives: the scene writer and the core's pair test, beside
// the engine's own header of the same name under its own core/ folder.
#include <cstdio>
#include <cstring>

#include <collision_lab/core/queries/pair_test.hpp>
#include <collision_lab/core/scene/scene_json.hpp>
#include <collision_lab/scene_writer.hpp>

#include "core/queries/pair_test.hpp"

int main(int argc, char** argv) {
  // The engine's own header was the one found as "core/queries/pair_test.hpp".
  if (std::strcmp(engine::own_pair_test(), "the engine's own pair test") != 0) return 6;
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
