#include "app/document/case_files.hpp"

#include <cctype>

#include "core/eval/case_export.hpp"
#include "core/scene/atomic_file.hpp"

namespace collide {

namespace fs = std::filesystem;

std::string case_file_name(std::string_view a, std::string_view b) {
  std::string name = std::string(a) + "_" + std::string(b);
  for (char& c : name) {
    const auto u = static_cast<unsigned char>(c);
    if (!(std::isalnum(u) || c == '_' || c == '-')) c = '_';
  }
  return name + "_test.cpp";
}

CaseFiles write_case_files(const Scene& scene, std::string_view a, std::string_view b,
                           std::string_view origin, fs::path chosen) {
  CaseFiles files;
  if (!chosen.has_extension()) chosen += ".cpp";
  if (chosen.extension() == ".json") {
    files.error = chosen.filename().string() +
                  ": name the test's source (.cpp); the scene is written beside it as .json";
    return files;
  }
  files.gtest = chosen;
  files.scene = fs::path(chosen).replace_extension(".json");
  const ExportedCase c = export_case(scene, a, b, origin, fs::absolute(files.scene).parent_path());
  if (!c.error.empty()) {
    files.error = "cannot export " + std::string(a) + " – " + std::string(b) + ": " + c.error;
    return files;
  }
  if (auto e = write_file_atomically(files.gtest, c.gtest_source)) {
    files.error = std::move(*e);
    return files;
  }
  if (auto e = write_file_atomically(files.scene, c.scene_text)) {
    files.error = std::move(*e) + " (the test " + files.gtest.filename().string() + " was written)";
  }
  return files;
}

}  // namespace collide
