// `collision-lab export SCENE.json [--pair A,B] --gtest FILE.cpp [--scene FILE.json]`: a case as a
// test (core/eval/case_export.hpp). Without --pair, the scene's focused pair.
#include <CLI/CLI.hpp>
#include <memory>

#include "app/cli/check_command.hpp"
#include "app/cli/cli.hpp"
#include "app/cli/commands.hpp"
#include "app/cli/pair_option.hpp"
#include "app/cli/value_option.hpp"
#include "core/eval/case_export.hpp"
#include "core/scene/atomic_file.hpp"
#include "core/scene/scene_io.hpp"

namespace collide {
namespace {

struct ExportArgs {
  ValueOption pair, gtest, scene_out, max_file_size;
  std::vector<std::string> scenes;
};

void add_export_options(CLI::App& sub, ExportArgs& a) {
  a.pair.add(sub, "--pair", "A,B", "the pair to export, by ids (default: the scene's focus)");
  a.gtest.add(sub, "--gtest", "FILE.cpp", "write the GoogleTest source here");
  a.scene_out.add(sub, "--scene", "FILE.json", "also write the minimal scene of the two objects");
  a.max_file_size.add(sub, "--max-file-size", "N", "read the scene up to N bytes (default 256M)");
  sub.add_option("SCENE.json", a.scenes, "the scene holding the pair");
}

int run_export(const ExportArgs& a, std::ostream& err) {
  if (a.scenes.size() != 1) return usage_error(err, "export: give one SCENE.json");
  if (!a.gtest.given() || a.gtest.missing())
    return usage_error(err, "export: --gtest FILE.cpp is needed (where the test goes)");
  if (a.pair.missing()) return usage_error(err, "export: --pair needs two object ids as A,B");
  if (a.scene_out.missing()) return usage_error(err, "export: --scene needs a file name");
  std::size_t max_bytes = kDefaultMaxSceneBytes;
  if (a.max_file_size.given()) {
    const auto size = parse_byte_size(a.max_file_size.value());
    if (!size) return usage_error(err, "export: --max-file-size needs a size such as 512M or 2G");
    max_bytes = *size;
  }
  const std::string& file = a.scenes.front();
  std::optional<SceneError> error;
  const auto scene = load_scene_or_report(file, err, max_bytes, &error);
  if (!scene) return error ? load_error_exit_code(error->kind) : kExitUsage;
  std::optional<SceneFocus> pair = scene->focus;  // --pair's, else the file's
  if (a.pair.given()) {
    const std::string text = a.pair.value();
    pair = pair_option(text);
    if (!pair)
      return usage_error(err, "export: --pair needs two object ids as A,B, not '" + text + "'");
  } else if (!pair) {
    return usage_error(err, "export: " + file + " has no focused pair: give --pair A,B");
  }
  // The minimal scene's mesh files named from the folder it is written to.
  const std::filesystem::path scene_folder =
      a.scene_out.given() ? std::filesystem::absolute(a.scene_out.value()).parent_path()
                          : std::filesystem::path();
  const ExportedCase c = export_case(*scene, pair->a, pair->b, file, scene_folder);
  if (!c.error.empty()) return usage_error(err, "export: " + c.error + " in " + file);
  if (const auto e = write_file_atomically(a.gtest.value(), c.gtest_source)) {
    err << "collision-lab: " << *e << "\n";
    return kExitFailure;
  }
  if (a.scene_out.given())
    if (const auto e = write_file_atomically(a.scene_out.value(), c.scene_text)) {
      err << "collision-lab: " << *e << "\n";
      return kExitFailure;
    }
  return kExitOk;
}

}  // namespace

Command export_command() {
  return {"export", "export SCENE.json [--pair A,B] --gtest FILE.cpp [--scene FILE.json]",
          "write one pair as a GoogleTest (exact shapes, expected verdict and numbers) and, with "
          "--scene, as a minimal scene",
          [](CLI::App& sub) -> CommandRun {
            auto args = std::make_shared<ExportArgs>();
            add_export_options(sub, *args);
            return [args](std::ostream&, std::ostream& err) { return run_export(*args, err); };
          }};
}

}  // namespace collide
