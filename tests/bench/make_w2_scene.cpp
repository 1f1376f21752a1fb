// Writes workload W2's N boxes as a scene file (tests/bench/w2_scene_file.hpp): the level dump
// that the loader, the viewer's progress bar and its big-scene drawing are tried on by hand.
//
//   build/release/tests/bench/make_w2_scene 300000 /tmp/w2-300k.json
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>

#include "tests/bench/w2_scene_file.hpp"

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: make_w2_scene N FILE.json\n");
    return 2;
  }
  char* end = nullptr;
  const unsigned long n = std::strtoul(argv[1], &end, 10);
  if (*argv[1] == '\0' || *end != '\0' || n == 0 || n > 10'000'000) {
    std::fprintf(stderr, "make_w2_scene: N must be a count from 1 to 10,000,000, not \"%s\"\n",
                 argv[1]);
    return 2;
  }
  try {
    collide::bench::write_w2_scene(argv[2],
                                   collide::bench::make_w2(static_cast<std::uint32_t>(n)).boxes);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "make_w2_scene: %s\n", e.what());
    return 1;
  }
  return 0;
}
