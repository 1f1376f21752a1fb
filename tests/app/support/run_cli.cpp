#include "tests/app/support/run_cli.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "core/scene/scene_io.hpp"
#include "core/scene/scene_json.hpp"

namespace collide::test {

namespace fs = std::filesystem;

std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

CliOutcome run_cli(const std::string& args, const std::string& env_prefix) {
  // Per process, so test executables running at once do not read each other's output.
  const fs::path dir = fs::temp_directory_path();
  const std::string tag = std::to_string(getpid());
  const fs::path out = dir / ("collide_cli_out_" + tag), err = dir / ("collide_cli_err_" + tag);
  const std::string cmd = env_prefix + " '" COLLISION_LAB_EXE "' " + args + " >'" + out.string() +
                          "' 2>'" + err.string() + "'";
  const int status = std::system(cmd.c_str());
  CliOutcome r;
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = slurp(out.string());
  r.err = slurp(err.string());
  fs::remove(out);
  fs::remove(err);
  return r;
}

std::optional<Image> render_png(const std::string& scene, const std::string& extra) {
  const fs::path png =
      fs::temp_directory_path() / ("collide_render_" + std::to_string(getpid()) + ".png");
  fs::remove(png);
  const CliOutcome r =
      run_cli("render '" + scene + "' --size 960x540 --out '" + png.string() + "' " + extra);
  EXPECT_EQ(r.exit_code, 0) << "render " << scene << " " << extra << ": " << r.err;
  auto image = r.exit_code == 0 ? load_png(png.string()) : std::nullopt;
  fs::remove(png);
  return image;
}

std::string scene_without_focus(const std::string& path) {
  SceneLoad l = load_scene(path);
  EXPECT_TRUE(l.ok()) << path;
  Scene scene = l.scene ? *l.scene : Scene{};
  scene.focus.reset();
  const fs::path copy =
      fs::temp_directory_path() /
      ("collide_no_focus_" + std::to_string(getpid()) + "_" + fs::path(path).filename().string());
  std::ofstream(copy) << format_scene(scene).text;
  return copy.string();
}

}  // namespace collide::test
