#include "app/view/draw_settings.hpp"

namespace collide {

bool draw_outlines(const DrawSettings& settings, const Scene& scene) {
  if (settings.outlines != Outlines::automatic) return settings.outlines == Outlines::on;
  return !big_scene(scene);
}

bool big_scene(const Scene& scene) {
  std::size_t visible = 0;
  for (const SceneObject& o : scene.objects)
    if (o.visible && ++visible > kOutlineObjectLimit) return true;
  return false;
}

std::optional<int> parse_msaa(std::string_view text) {
  if (text == "0" || text == "1") return 0;
  if (text == "2") return 2;
  if (text == "4") return 4;
  if (text == "8") return 8;
  return std::nullopt;
}

std::optional<Outlines> parse_outlines(std::string_view text) {
  if (text == "auto") return Outlines::automatic;
  if (text == "on") return Outlines::on;
  if (text == "off") return Outlines::off;
  return std::nullopt;
}

}  // namespace collide
