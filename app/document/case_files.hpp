#pragma once
// The viewer's "Export as test...": the focused pair written as a GoogleTest source and, beside
// it, the minimal scene of its two objects (core/eval/case_export.hpp builds both texts; this
// names and writes the files). GL-free.
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "core/scene/scene.hpp"

namespace collide {

struct CaseFiles {
  std::filesystem::path gtest;  // the test source, as chosen (".cpp" added to a bare name)
  std::filesystem::path scene;  // beside it, its stem with ".json"
  std::string error;            // what went wrong; set when not every file was written
};

// A file name to offer for pair (a, b): "crate_wall_test.cpp", with any character an id may hold
// that a file name should not (separators, spaces, quotes…) as '_'.
std::string case_file_name(std::string_view a, std::string_view b);

// Exports pair (a, b) of `scene` into `chosen` and its ".json" sibling, each written atomically
// (core/scene/atomic_file.hpp). `origin` names the scene in the test's comments. A ".json" name
// is refused (it would be the scene's own name); so is a pair export_case refuses: a refusal
// writes nothing. The test is written first; when the scene's write then fails, the error says
// that the test was written.
CaseFiles write_case_files(const Scene& scene, std::string_view a, std::string_view b,
                           std::string_view origin, std::filesystem::path chosen);

}  // namespace collide
