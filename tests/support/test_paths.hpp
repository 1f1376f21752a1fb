#pragma once
// Where the tests find the checkout and the built executable. The paths are compiled into one
// small file (test_paths.cpp) rather than into every test file's command line: an absolute path
// among a file's compile definitions makes it miss the compiler cache in any other checkout, so a
// clean clone would recompile every test.
#include <string>

namespace collide::test {

// The source tree, e.g. source_dir() + "/assets/scenes/default.json".
const std::string& source_dir();
// The built collision-lab executable; empty in a tree built without the viewer.
const std::string& collision_lab_exe();

}  // namespace collide::test
