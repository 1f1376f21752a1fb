#pragma once
// A case exported as a test (`collision-lab export`, and the viewer later): from a scene and two
// object ids, a minimal scene with just those two objects (their expectations and the settings)
// and a GoogleTest source that rebuilds both shapes from exact numbers (hex float literals), runs
// the core's public pair test in each expectation's precision and asserts the verdict and every
// pinned number. The source includes only the core's public headers, so the project's own tests
// compile the exports of the lessons: an export cannot drift from the API.
#include <filesystem>
#include <string>
#include <string_view>

#include "../scene/scene.hpp"

namespace collide {

struct ExportedCase {
  std::string scene_text;    // the minimal scene file
  std::string gtest_source;  // the test, one TEST per expectation and precision
  std::string error;         // set (and the rest empty) when the case cannot be exported
};

// Exports pair (a, b) of `scene`; `origin` (the scene file's name) labels the test and its
// comments. A pair without an expectation gets one, pinning the verdict the pair has now in the
// scene's precision. Ids must name two different objects. `scene_folder`: where the minimal
// scene will be written, so that its file meshes are named from there (save_scene's rule,
// core/scene/mesh_file_names.hpp); empty, they are written as the scene names them.
ExportedCase export_case(const Scene& scene, std::string_view a, std::string_view b,
                         std::string_view origin, const std::filesystem::path& scene_folder = {});

// A double as a C++ hex float literal that reads back to the same bits: "0x1.8p+1", "-0x0p+0".
std::string hex_literal(double v);

}  // namespace collide
