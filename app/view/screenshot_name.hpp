#pragma once
// Where F12 (File › Screenshot) writes: "collision-lab-YYYYMMDD-HHMMSS.png" in the folder the
// person last used, never over an existing file (a second shot in the same second gets "-2").
#include <ctime>
#include <filesystem>

namespace collide {

std::filesystem::path screenshot_path(const std::filesystem::path& dir, std::time_t when);

}  // namespace collide
