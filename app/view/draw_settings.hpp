#pragma once
// What makes a big scene affordable under a software renderer, measured by
// tests/bench/bench_render.cpp (llvmpipe, 1280×720; README "Camera, grid and scale"): 4× MSAA
// costs 2.3–3.2× a frame, and the 12 outline lines of each box cost 3× its solid. So the
// anti-aliasing is a setting (`--msaa N`), and outlines turn off by themselves above
// kOutlineObjectLimit visible objects (`--outlines auto|on|off`).
#include <cstddef>
#include <optional>
#include <string_view>

#include "core/scene/scene.hpp"

namespace collide {

enum class Outlines { automatic, on, off };

// Above this many visible objects, Outlines::automatic draws none: 20,000 W2 boxes go from
// about 1.4 s to 0.4 s a frame without MSAA (4.5 s to 1.2 s with it), and at that density the
// outlines had merged into a dark mass anyway.
inline constexpr std::size_t kOutlineObjectLimit = 5000;

struct DrawSettings {
  int msaa_samples = 4;  // 0 (off), 2, 4 or 8; the driver may clamp it
  Outlines outlines = Outlines::automatic;
};

bool draw_outlines(const DrawSettings& settings, const Scene& scene);

// Whether more than kOutlineObjectLimit objects are visible: a big scene. Reads objects only
// until the limit is passed (5,001 of 100,000 all visible: one pass over every object each frame
// cost a W3 frame at 100,000 objects more than its evaluation).
bool big_scene(const Scene& scene);

// Command-line values: "0", "2", "4", "8" (also "1", meaning off); "auto", "on", "off".
std::optional<int> parse_msaa(std::string_view text);
std::optional<Outlines> parse_outlines(std::string_view text);

}  // namespace collide
