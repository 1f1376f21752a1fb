#include "app/settings/config_folder.hpp"

#include <cstdlib>

namespace collide {

std::filesystem::path config_folder() {
  namespace fs = std::filesystem;
  if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg)
    return fs::path(xdg) / "collision-lab";
  if (const char* home = std::getenv("HOME"); home && *home)
    return fs::path(home) / ".config" / "collision-lab";
  return fs::temp_directory_path() / "collision-lab";
}

}  // namespace collide
