#include "tests/app/support/run_cli.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

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

}  // namespace collide::test
