#include "app/view/screenshot_name.hpp"

#include <string>
#include <system_error>

namespace collide {

std::filesystem::path screenshot_path(const std::filesystem::path& dir, std::time_t when) {
  std::tm local{};
  localtime_r(&when, &local);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &local);
  const std::string base = std::string("collision-lab-") + stamp;
  std::filesystem::path p = dir / (base + ".png");
  std::error_code ec;
  for (int n = 2; std::filesystem::exists(p, ec); ++n)
    p = dir / (base + "-" + std::to_string(n) + ".png");
  return p;
}

}  // namespace collide
