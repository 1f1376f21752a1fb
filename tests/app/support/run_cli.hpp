#pragma once
// Runs the real collision-lab executable through the shell, as a user would, and captures what
// it printed: the one helper the CLI tests share.
#include <string>

namespace collide::test {

struct CliOutcome {
  int exit_code = -1;  // -1 when it did not exit normally (a signal)
  std::string out, err;
};

// `env_prefix 'collision-lab' args` (args and env_prefix are shell text, quoted by the caller).
CliOutcome run_cli(const std::string& args, const std::string& env_prefix = "");

// A file's whole contents ("" when it cannot be read).
std::string slurp(const std::string& path);

}  // namespace collide::test
