#pragma once
// The scene files of assets/scenes/ as tests read them: by name, loaded (a load failure is a
// test failure, with an empty scene to go on with), and their objects found by id.
#include <gtest/gtest.h>

#include <cstddef>
#include <string>

#include "core/scene/scene_io.hpp"
#include "tests/support/test_paths.hpp"

namespace collide::test {

inline std::string library_scene(const std::string& file_name) {
  return test::source_dir() + "/assets/scenes/" + file_name;
}

inline Scene load_or_fail(const std::string& path) {
  SceneLoad l = load_scene(path);
  EXPECT_TRUE(l.ok()) << path;
  return l.scene ? *l.scene : Scene{};
}

// The index of the object with this id (a test failure, and 0, when there is none).
inline std::size_t object_index(const Scene& s, const std::string& id) {
  for (std::size_t i = 0; i < s.objects.size(); ++i)
    if (s.objects[i].id == id) return i;
  ADD_FAILURE() << "no object " << id;
  return 0;
}

}  // namespace collide::test
