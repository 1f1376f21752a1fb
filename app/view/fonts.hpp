#pragma once
// The viewer's fonts: DejaVu Sans for text and DejaVu Sans Mono for numbers (Debian's
// fonts-dejavu-core), rasterised at the size the person chose times the monitor's content
// scale, so text is crisp on a 2× screen instead of a blurry scaled bitmap. When the font files
// are missing, ImGui's built-in font is used and a warning says which file was not found.
#include <filesystem>
#include <string>

#include <imgui.h>

struct ImFont;
struct ImFontAtlas;

namespace collide {

// Where Debian installs the DejaVu fonts.
inline const std::filesystem::path kDejaVuDir = "/usr/share/fonts/truetype/dejavu";

// The font size settings allow, in points at 1× scale (Ctrl+= / Ctrl+− step by 1).
inline constexpr float kMinFontSize = 8, kMaxFontSize = 40, kDefaultFontSize = 15;

// The pixel height to rasterise at: the chosen size (clamped to its range) times the content
// scale (1 when the scale is unknown or not positive), rounded to whole pixels.
float font_pixels(float size, float content_scale);

// The characters the atlas holds, as ImGui's pairs of first and last (0-terminated): Latin-1,
// Greek (the why rows' Σ, θ), the phonetic subscripts (the axis names' ᵢ), general punctuation,
// super- and subscripts, arrows and mathematical operators (–, …, ⁰, →, ≠, ×, ·), Latin
// Extended-C (ⱼ) and geometric shapes (○). tests/app/view/glyphs_test.cpp checks that every
// character in a string of app/ is in here and in DejaVu.
inline constexpr ImWchar kGlyphRanges[] = {0x0020, 0x00FF, 0x0370, 0x03FF, 0x1D00, 0x1DBF, 0x2000,
                                           0x22FF, 0x25A0, 0x25FF, 0x2C60, 0x2C7F, 0};

struct Fonts {
  ImFont* text = nullptr;  // the default font
  ImFont* mono = nullptr;  // numbers and code; the text font when no mono font was found
  float pixels = 0;        // the height they were rasterised at
  bool builtin = false;    // ImGui's built-in font: the TrueType files were not found
  std::string warning;     // empty, or why the built-in font is used
};

// Clears `atlas` and adds the fonts from `dir` at font_pixels(size, content_scale). The
// caller rebuilds the GPU texture afterwards (ImGui's OpenGL backend does it on the next
// frame after ImGui_ImplOpenGL3_DestroyFontsTexture()).
Fonts load_fonts(ImFontAtlas& atlas, const std::filesystem::path& dir, float size,
                 float content_scale);

}  // namespace collide
