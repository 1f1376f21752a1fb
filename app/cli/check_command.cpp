#include "app/cli/check_command.hpp"

#include <vector>

#include "app/cli/cli.hpp"
#include "core/eval/check_report.hpp"
#include "core/scene/scene_io.hpp"

namespace collide {
namespace {

int run_check(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
  bool json = false, summary = false;
  std::vector<std::string> files;
  for (const std::string& a : args) {
    if (a == "-h" || a == "--help") {
      out << usage();
      return kExitOk;
    }
    if (a == "--json") {
      json = true;
    } else if (a == "--summary") {
      summary = true;
    } else if (!a.empty() && a[0] == '-') {
      return usage_error(err, "check: unknown option '" + a + "'");
    } else {
      files.push_back(a);
    }
  }
  if (files.empty()) return usage_error(err, "check: give at least one SCENE.json");
  CheckOptions options;
  options.keep_pairs = !summary;
  const std::vector<CheckedFile> results = check_files(files, options);
  out << (json ? format_check_json(results, summary) : format_check_text(results, summary));
  return check_exit_code(results);
}

}  // namespace

Command check_command() {
  return {"check", "check SCENE.json… [--json] [--summary]",
          "run each scene's pairs and check its expected verdicts (exit 0 all hold, 1 some "
          "fail, 2 a file cannot be loaded)",
          run_check};
}

std::optional<Scene> load_scene_or_report(const std::string& path, std::ostream& err) {
  SceneLoad load = load_scene(path);
  if (!load.ok()) {
    err << "collision-lab: " << load.error->to_string() << "\n";
    return std::nullopt;
  }
  return std::move(load.scene);
}

}  // namespace collide
