#pragma once
// Runs the real collision-lab executable through the shell, as a user would, and captures what
// it printed: the one helper the CLI tests share.
#include <optional>
#include <string>

#include "tests/app/support/image_checks.hpp"
#include "tests/support/scratch_dir.hpp"

namespace collide::test {

struct CliOutcome {
  int exit_code = -1;  // -1 when it did not exit normally (a signal)
  std::string out, err;
};

// `env_prefix 'collision-lab' args` (args and env_prefix are shell text, quoted by the caller),
// with XDG_CONFIG_HOME in a scratch folder of its own.
CliOutcome run_cli(const std::string& args, const std::string& env_prefix = "");

// `collision-lab render SCENE --size 960x540 --out … EXTRA` and the PNG it wrote, loaded;
// nothing (and a test failure) when it did not exit 0.
std::optional<Image> render_png(const std::string& scene, const std::string& extra);

// A copy of the scene file without its "focus" (which `render` draws when no --pair is given),
// in `dir`; its path.
std::string scene_without_focus(const std::string& path, const ScratchDir& dir);

// A file's whole contents ("" when it cannot be read).
std::string slurp(const std::string& path);

}  // namespace collide::test
