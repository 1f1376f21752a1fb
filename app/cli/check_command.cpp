#include "app/cli/check_command.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <charconv>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

#include "app/cli/cli.hpp"
#include "app/cli/load_progress_line.hpp"
#include "app/cli/pair_listing.hpp"
#include "app/cli/value_option.hpp"
#include "core/eval/check_report.hpp"
#include "core/eval/check_report_junit.hpp"
#include "core/scene/atomic_file.hpp"
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
  ValueOption precision;
  ValueOption junit;
  ValueOption jobs;
  std::vector<std::string> files;
};

void add_check_options(CLI::App& sub, CheckArgs& a) {
  sub.add_flag("--json", a.json, "write the report as one JSON document (any number of files)");
  sub.add_flag("--summary", a.summary, "one line per file (JSON: no per-pair list)");
  sub.add_flag("--all", a.all,
               "list every candidate pair, separated ones with what separated them");
  a.explain.add(sub, "--explain", "A,B", "one pair's why rows and complete evidence");
  a.precision.add(sub, "--precision", "P",
                  "float, double or both: run the pairs, and the expectations without a "
                  "precision of their own, in this one instead of the file's (both: float's "
                  "verdicts beside double's, flagged where they differ)");
  a.junit.add(sub, "--junit", "FILE", "also write the check as JUnit XML to FILE");
  a.jobs.add(sub, "--jobs", "N", "check up to N files at once (default: the processor count)");
  a.max_file_size.add(sub, "--max-file-size", "N",
                      "read scene files up to N bytes (e.g. 512M, 2G; default 256M)");
  sub.add_option("SCENE", a.files,
                 "the scene files to check, or folders: every *.json under them (sorted)");
}

// The scene files the arguments name: a file as given, a folder as every *.json under it
// (recursively), sorted by path so the report's order never depends on the file system.
std::optional<std::vector<std::string>> scene_files(const std::vector<std::string>& args,
                                                    std::ostream& err, int& code) {
  namespace fs = std::filesystem;
  std::vector<std::string> out;
  for (const std::string& arg : args) {
    std::error_code ec;
    if (!fs::is_directory(arg, ec)) {
      out.push_back(arg);
      continue;
    }
    std::vector<std::string> found;
    for (fs::recursive_directory_iterator it(arg, ec), end; !ec && it != end; it.increment(ec))
      if (it->path().extension() == ".json" && !it->is_directory(ec)) found.push_back(it->path());
    if (ec) {
      err << "collision-lab: " << arg << ": cannot list the folder: " << ec.message() << "\n";
      code = kExitUsage;
      return std::nullopt;
    }
    if (found.empty()) {
      code = usage_error(err, "check: no scene files (*.json) under " + arg);
      return std::nullopt;
    }
    std::sort(found.begin(), found.end());
    out.insert(out.end(), found.begin(), found.end());
  }
  return out;
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
  CheckOptions options;
  if (a.precision.given()) {
    const std::string value = a.precision.value();
    if (value == "float")
      options.precision = PrecisionChoice::float32;
    else if (value == "double")
      options.precision = PrecisionChoice::float64;
    else if (value == "both")
      options.precision = PrecisionChoice::both;
    else
      return usage_error(err,
                         "check: --precision needs float, double or both, not '" + value + "'");
  }
  if (a.junit.missing()) return usage_error(err, "check: --junit needs a file name");
  unsigned jobs = std::max(1u, std::thread::hardware_concurrency());
  if (a.jobs.given()) {
    const std::string value = a.jobs.value();
    unsigned n = 0;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
    if (ec != std::errc() || end != value.data() + value.size() || n < 1 || n > 256)
      return usage_error(err, "check: --jobs needs a number from 1 to 256, not '" + value + "'");
    jobs = n;
  }
  const bool all = a.all;
  const std::optional<std::string> explain =
      a.explain.given() ? std::optional<std::string>(a.explain.value()) : std::nullopt;
  const bool json = a.json, summary = a.summary;
  if (a.files.empty()) return usage_error(err, "check: give at least one SCENE.json or folder");
  if (all && summary) return usage_error(err, "check: --all lists pairs; --summary hides them");
  int code = kExitOk;
  const auto files = scene_files(a.files, err, code);
  if (!files) return code;
  if (explain) {
    if (all || summary || files->size() != 1 || a.junit.given())
      return usage_error(
          err, "check: --explain takes one SCENE.json, without --all, --summary or --junit");
    std::optional<SceneError> error;
    const auto scene = load_scene_or_report(files->front(), err, max_bytes, &error);
    if (!scene) return error ? load_error_exit_code(error->kind) : kExitUsage;
    code = explain_pair(*scene, files->front(), *explain, options.precision, json, out, err);
    if (code != kExitOk) return code;
    // It exits as `check` does: 1 when an expectation of the scene fails.
    options.keep_pairs = false;
    CheckedFile c;
    c.file = files->front();
    c.report = check_scene(*scene, options);
    return check_exit_code(c);
  }
  options.keep_pairs = !summary && !all;
  options.all_pairs = all;
  CheckReportStyle style;
  style.json = json;
  style.summary = summary;
  style.all = all;
  CheckReportWriter report(out, style);
  std::optional<CheckJunitWriter> junit;
  if (a.junit.given()) junit.emplace();
  check_files_in_order(
      *files, options, max_bytes, jobs,
      [&](CheckedFile& c) {
        if (c.error) c.error = with_cli_hint(*c.error);
        report.add(c);
        if (junit) junit->add(c);
        return static_cast<bool>(out);  // the output failed: run_cli reports it
      },
      [&](const std::string& file) {
        // A big file's progress on a terminal; not when files are checked side by side (the lines
        // would interleave).
        const bool side_by_side = jobs > 1 && files->size() > 1;
        LoadProgressLine progress(err, !side_by_side && &err == &std::cerr && stderr_is_terminal(),
                                  file);
        return load_scene(file, max_bytes, progress.hooks());
      });
  report.finish();
  code = report.exit_code();
  if (junit) {
    if (const auto e = write_file_atomically(a.junit.value(), junit->document())) {
      err << "collision-lab: " << a.junit.value() << ": cannot write the JUnit report: " << *e
          << "\n";
      code = std::max(code, kExitFailure);
    }
  }
  return code;
}

}  // namespace

Command check_command() {
  return {"check",
          "check SCENE.json|DIR… [--json] [--summary] [--all] [--explain A,B] [--precision "
          "float|double|both] [--junit FILE] [--jobs N] [--max-file-size N]",
          "run each scene's pairs and check its expected verdicts (exit 0 all hold, 1 some "
          "fail, 2 a file cannot be loaded); --all lists every candidate pair, --explain A,B "
          "one pair's why rows and evidence",
          [](CLI::App& sub) -> CommandRun {
            auto args = std::make_shared<CheckArgs>();
            add_check_options(sub, *args);
            return
                [args](std::ostream& out, std::ostream& err) { return run_check(*args, out, err); };
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
