#include "app/cli/check_command.hpp"

#include <algorithm>
#include <optional>
#include <vector>

#include "app/cli/cli.hpp"
#include "app/cli/pair_listing.hpp"
#include "core/eval/check_report.hpp"
#include "core/scene/scene_io.hpp"

namespace collide {
namespace {

int run_check(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
  bool json = false, summary = false, all = false;
  std::optional<std::string> explain;
  std::size_t max_bytes = kDefaultMaxSceneBytes;
  std::vector<std::string> files;
  for (std::size_t i = 0; i < args.size();) {
    const std::string& a = args[i];
    std::string value;
    bool missing = false;
    if (a == "-h" || a == "--help") {
      out << usage();
      return kExitOk;
    }
    if (take_option(args, i, "--max-file-size", value, missing)) {
      const auto size = parse_byte_size(value);
      if (missing || !size)
        return usage_error(
            err, "check: --max-file-size needs a size such as 512M or 2G, not '" + value + "'");
      max_bytes = *size;
      continue;
    }
    if (take_option(args, i, "--explain", value, missing)) {
      if (missing) return usage_error(err, "check: --explain needs two object ids as A,B");
      explain = value;
      continue;
    }
    if (a == "--json") {
      json = true;
    } else if (a == "--all") {
      all = true;
    } else if (a == "--summary") {
      summary = true;
    } else if (!a.empty() && a[0] == '-') {
      return usage_error(err, "check: unknown option '" + a + "'");
    } else {
      files.push_back(a);
    }
    ++i;
  }
  if (files.empty()) return usage_error(err, "check: give at least one SCENE.json");
  if (explain || all) {
    if (explain && (all || summary || files.size() != 1))
      return usage_error(err, "check: --explain takes one SCENE.json, without --all or --summary");
    if (all && summary) return usage_error(err, "check: --all lists pairs; --summary hides them");
    int code = kExitOk;
    for (const std::string& file : files) {
      std::optional<SceneError> error;
      const auto scene = load_scene_or_report(file, err, max_bytes, &error);
      if (!scene) return kExitUsage;
      code = std::max(code, explain ? explain_pair(*scene, file, *explain, json, out, err)
                                    : list_all_pairs(*scene, file, json, out));
    }
    return code;
  }
  CheckOptions options;
  options.keep_pairs = !summary;
  // One file at a time: loaded, checked, reported and let go, so memory holds one scene.
  CheckReportWriter report(out, json, summary);
  for (const std::string& file : files) {
    CheckedFile c;
    c.file = file;
    SceneLoad load = load_scene(file, max_bytes);
    if (!load.ok()) {
      c.error = with_cli_hint(*load.error);
    } else {
      c.report = check_scene(*load.scene, options);
      c.scene = std::move(load.scene);
    }
    report.add(c);
    if (!out) break;  // the output failed: run_cli reports it
  }
  report.finish();
  return report.exit_code();
}

}  // namespace

Command check_command() {
  return {"check",
          "check SCENE.json… [--json] [--summary] [--all] [--explain A,B] [--max-file-size N]",
          "run each scene's pairs and check its expected verdicts (exit 0 all hold, 1 some "
          "fail, 2 a file cannot be loaded); --all lists every candidate pair, --explain A,B "
          "one pair's why rows and evidence",
          run_check};
}

SceneError with_cli_hint(SceneError error) {
  if (error.kind == SceneErrorKind::too_large)
    error.message += " (raise it with --max-file-size, e.g. --max-file-size 1G)";
  return error;
}

std::optional<Scene> load_scene_or_report(const std::string& path, std::ostream& err,
                                          std::size_t max_bytes, std::optional<SceneError>* error) {
  SceneLoad load = load_scene(path, max_bytes);
  if (!load.ok()) {
    const SceneError e = with_cli_hint(*load.error);
    err << "collision-lab: " << e.to_string() << "\n";
    if (error) *error = e;
    return std::nullopt;
  }
  return std::move(load.scene);
}

}  // namespace collide
