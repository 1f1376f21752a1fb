#include "app/cli/check_command.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <iostream>
#include <memory>
#include <optional>
#include <vector>

#include "app/cli/cli.hpp"
#include "app/cli/load_progress_line.hpp"
#include "app/cli/pair_listing.hpp"
#include "app/cli/value_option.hpp"
#include "core/eval/check_report.hpp"
#include "core/scene/scene_io.hpp"

namespace collide {
namespace {

// `check`'s option set: its arguments, and the function adding them to its subcommand.
struct CheckArgs {
  bool json = false;
  bool summary = false;
  bool all = false;
  ValueOption explain;
  ValueOption max_file_size;
  std::vector<std::string> files;
};

void add_check_options(CLI::App& sub, CheckArgs& a) {
  sub.add_flag("--json", a.json, "write the report as one JSON document");
  sub.add_flag("--summary", a.summary, "one line per file (JSON: no per-pair list)");
  sub.add_flag("--all", a.all,
               "list every candidate pair, separated ones with what separated them");
  a.explain.add(sub, "--explain", "A,B", "one pair's why rows and complete evidence");
  a.max_file_size.add(sub, "--max-file-size", "N",
                      "read scene files up to N bytes (e.g. 512M, 2G; default 256M)");
  sub.add_option("SCENE.json", a.files, "the scene files to check, one after another");
}

int run_check(const CheckArgs& a, std::ostream& out, std::ostream& err) {
  std::size_t max_bytes = kDefaultMaxSceneBytes;
  if (a.max_file_size.given()) {
    const std::string value = a.max_file_size.value();
    const auto size = parse_byte_size(value);
    if (!size)
      return usage_error(
          err, "check: --max-file-size needs a size such as 512M or 2G, not '" + value + "'");
    max_bytes = *size;
  }
  if (a.explain.missing()) return usage_error(err, "check: --explain needs two object ids as A,B");
  const bool all = a.all;
  const std::optional<std::string> explain =
      a.explain.given() ? std::optional<std::string>(a.explain.value()) : std::nullopt;
  const bool json = a.json, summary = a.summary;
  const std::vector<std::string>& files = a.files;
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
    SceneLoad load;
    {
      LoadProgressLine progress(err, &err == &std::cerr && stderr_is_terminal(), file);
      load = load_scene(file, max_bytes, progress.hooks());
    }
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
  return {
      "check", "check SCENE.json… [--json] [--summary] [--all] [--explain A,B] [--max-file-size N]",
      "run each scene's pairs and check its expected verdicts (exit 0 all hold, 1 some "
      "fail, 2 a file cannot be loaded); --all lists every candidate pair, --explain A,B "
      "one pair's why rows and evidence",
      [](CLI::App& sub) -> CommandRun {
        auto args = std::make_shared<CheckArgs>();
        add_check_options(sub, *args);
        return [args](std::ostream& out, std::ostream& err) { return run_check(*args, out, err); };
      }};
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
