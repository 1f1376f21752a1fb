#include "app/view/fonts.hpp"

#include <algorithm>
#include <cmath>
#include <system_error>

#include <imgui.h>

namespace collide {

float font_pixels(float size, float content_scale) {
  const float scale = std::isfinite(content_scale) && content_scale > 0 ? content_scale : 1.0f;
  const float chosen =
      std::isfinite(size) ? std::clamp(size, kMinFontSize, kMaxFontSize) : kDefaultFontSize;
  return std::round(chosen * scale);
}

Fonts load_fonts(ImFontAtlas& atlas, const std::filesystem::path& dir, float size,
                 float content_scale) {
  Fonts f;
  f.pixels = font_pixels(size, content_scale);
  atlas.Clear();
  const std::filesystem::path sans = dir / "DejaVuSans.ttf", mono = dir / "DejaVuSansMono.ttf";
  std::error_code ec;
  if (std::filesystem::is_regular_file(sans, ec)) {
    ImFontConfig config;
    config.OversampleH = 2;
    f.text = atlas.AddFontFromFileTTF(sans.c_str(), f.pixels, &config, kGlyphRanges);
    if (f.text && std::filesystem::is_regular_file(mono, ec))
      f.mono = atlas.AddFontFromFileTTF(mono.c_str(), f.pixels, &config, kGlyphRanges);
  }
  if (!f.text) {
    atlas.Clear();
    ImFontConfig config;
    config.SizePixels = f.pixels;
    f.text = atlas.AddFontDefault(&config);
    f.builtin = true;
    f.warning = "font " + sans.string() + " not found; using the built-in font";
  }
  if (!f.mono) f.mono = f.text;
  atlas.Build();
  return f;
}

}  // namespace collide
