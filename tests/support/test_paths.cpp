#include "tests/support/test_paths.hpp"

namespace collide::test {

const std::string& source_dir() {
  static const std::string dir = COLLIDE_SOURCE_DIR;
  return dir;
}

const std::string& collision_lab_exe() {
#ifdef COLLISION_LAB_EXE
  static const std::string exe = COLLISION_LAB_EXE;
#else
  static const std::string exe;
#endif
  return exe;
}

}  // namespace collide::test
