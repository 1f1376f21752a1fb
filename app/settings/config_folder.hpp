#pragma once
// Where the viewer keeps what it remembers between runs (settings.json, recent-files): one
// folder, found one way: $XDG_CONFIG_HOME/collision-lab, else ~/.config/collision-lab, else a
// folder in the temporary directory (no home at all: a sandbox or a service account).
#include <filesystem>

namespace collide {

std::filesystem::path config_folder();

}  // namespace collide
