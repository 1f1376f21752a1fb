#include "tests/app/support/run_cli.hpp"

#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "core/scene/scene_io.hpp"
#include "core/scene/scene_json.hpp"
#include "tests/support/scratch_dir.hpp"
#include "tests/support/test_paths.hpp"

namespace collide::test {

namespace fs = std::filesystem;

std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

CliOutcome run_cli(const std::string& args, const std::string& env_prefix) {
  // Output and settings in a folder of this call's own: test executables run at once, and a
  // viewer run must never read or write the real user's settings.
  const ScratchDir scratch("cli");
  const fs::path out = scratch / "out", err = scratch / "err";
  const std::string cmd = env_prefix + " env XDG_CONFIG_HOME='" + (scratch / "config").string() +
                          "' '" + collision_lab_exe() + "' " + args + " >'" + out.string() +
                          "' 2>'" + err.string() + "'";
  const int status = std::system(cmd.c_str());
  CliOutcome r;
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = slurp(out.string());
  r.err = slurp(err.string());
  return r;
}

std::optional<Image> render_png(const std::string& scene, const std::string& extra) {
  const ScratchDir scratch("render");
  const fs::path png = scratch / "render.png";
  const CliOutcome r =
      run_cli("render '" + scene + "' --size 960x540 --out '" + png.string() + "' " + extra);
  EXPECT_EQ(r.exit_code, 0) << "render " << scene << " " << extra << ": " << r.err;
  return r.exit_code == 0 ? load_png(png.string()) : std::nullopt;
}

std::string scene_without_focus(const std::string& path, const ScratchDir& dir) {
  SceneLoad l = load_scene(path);
  EXPECT_TRUE(l.ok()) << path;
  Scene scene = l.scene ? *l.scene : Scene{};
  scene.focus.reset();
  const fs::path copy = dir / fs::path(path).filename();
  std::ofstream(copy) << format_scene(scene).text;
  return copy.string();
}

}  // namespace collide::test
