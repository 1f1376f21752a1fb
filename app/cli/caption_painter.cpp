#include "app/cli/caption_painter.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <optional>
#include <string>

#include <imgui.h>
#include <imgui_internal.h>  // ImTextCharFromUtf8

#include "app/panels/wrapped_text.hpp"
#include "app/view/fonts.hpp"

namespace collide {
namespace {

struct Tint {
  float r, g, b;
};

// The atlas's glyphs in the font's own pixels: a sampler of its alpha (bilinear: the atlas is
// rasterised at twice the width, OversampleH).
class Glyphs {
 public:
  explicit Glyphs(float size) {
    font_ = load_fonts(atlas_, kDejaVuDir, size, 1.0f).text;
    atlas_.GetTexDataAsAlpha8(&alpha_, &width_, &height_);
  }
  const ImFont& font() const { return *font_; }
  float alpha_at(float u, float v) const {
    const float x = std::clamp(u * float(width_) - 0.5f, 0.0f, float(width_ - 1));
    const float y = std::clamp(v * float(height_) - 0.5f, 0.0f, float(height_ - 1));
    const int x0 = int(x), y0 = int(y);
    const int x1 = std::min(x0 + 1, width_ - 1), y1 = std::min(y0 + 1, height_ - 1);
    const float fx = x - float(x0), fy = y - float(y0);
    const auto at = [&](int i, int j) { return float(alpha_[j * width_ + i]) / 255.0f; };
    return (at(x0, y0) * (1 - fx) + at(x1, y0) * fx) * (1 - fy) +
           (at(x0, y1) * (1 - fx) + at(x1, y1) * fx) * fy;
  }

 private:
  ImFontAtlas atlas_;
  ImFont* font_ = nullptr;
  unsigned char* alpha_ = nullptr;
  int width_ = 0, height_ = 0;
};

void blend(Image& image, int x, int y, Tint c, float a) {
  if (x < 0 || y < 0 || x >= image.width || y >= image.height || a <= 0) return;
  std::uint8_t* p = &image.rgba[(std::size_t(y) * image.width + x) * 4];
  const float rgb[3] = {c.r, c.g, c.b};
  for (int k = 0; k < 3; ++k)
    p[k] = std::uint8_t(std::lround(p[k] * (1 - a) + rgb[k] * 255.0f * a));
}

void fill(Image& image, int x0, int y0, int x1, int y1, Tint c, float a) {
  for (int y = y0; y < y1; ++y)
    for (int x = x0; x < x1; ++x)
      blend(image, x, y, c, a);
}

// Draws `text` with its line's top-left at (x, y).
void draw_text(Image& image, const Glyphs& glyphs, const std::string& text, float x, float y,
               Tint c) {
  const char* s = text.c_str();
  const char* end = s + text.size();
  while (s < end) {
    unsigned int code = 0;
    s += ImTextCharFromUtf8(&code, s, end);
    const ImFontGlyph* g = glyphs.font().FindGlyph(ImWchar(code));
    if (!g) continue;
    if (g->Visible) {
      const int qx0 = int(std::floor(x + g->X0)), qx1 = int(std::ceil(x + g->X1));
      const int qy0 = int(std::floor(y + g->Y0)), qy1 = int(std::ceil(y + g->Y1));
      for (int py = qy0; py < qy1; ++py)
        for (int px = qx0; px < qx1; ++px) {
          const float fx = (float(px) + 0.5f - (x + g->X0)) / (g->X1 - g->X0);
          const float fy = (float(py) + 0.5f - (y + g->Y0)) / (g->Y1 - g->Y0);
          if (fx < 0 || fx > 1 || fy < 0 || fy > 1) continue;
          blend(image, px, py, c,
                glyphs.alpha_at(g->U0 + fx * (g->U1 - g->U0), g->V0 + fy * (g->V1 - g->V0)));
        }
    }
    x += g->AdvanceX;
  }
}

// `text` cut at spaces only into lines at most `width` pixels wide, as the Why panel wraps it:
// ImGui's own word wrap also breaks after '.', which split a number across two lines
// ("2.⏎0857…"); a word wider than the line is cut and marked (text_fit.hpp).
std::vector<std::string> wrapped(const ImFont& font, const std::string& text, float width) {
  std::vector<std::string> out;
  for (ShownLine& line : wrap_and_fit(text, width, [&](std::string_view piece) {
         return font
             .CalcTextSizeA(font.FontSize, FLT_MAX, 0.0f, piece.data(), piece.data() + piece.size())
             .x;
       }))
    out.push_back(std::move(line.shown.shown));
  return out;
}

// The caption's lines as laid out for a picture `width` wide and `height` high: the text about
// 1/45 of the height (12 to 28 pixels), each line wrapped to the width.
struct Layout {
  struct Laid {
    std::string text;
    const CaptionLine* from;
    bool first;  // of its caption line (where a legend line's swatch goes)
  };
  // `lines` laid out for a picture `width` wide; `height` is the picture's (sizing the text), and
  // `band`, when given, the band's: the lines past it are dropped, the last kept one replaced by
  // a count of them.
  Layout(const std::vector<CaptionLine>& lines, int width, int height,
         std::optional<int> band = std::nullopt)
      : size(std::clamp(float(height) / 45.0f, 12.0f, 28.0f)), glyphs(size) {
    const ImFont& font = glyphs.font();
    line_h = std::ceil(font.FontSize * 1.25f);
    pad = std::ceil(size * 0.6f);
    swatch = std::ceil(font.FontSize * 0.8f);
    for (const CaptionLine& line : lines) {
      const float indent = line.swatch ? swatch + pad * 0.5f : 0;
      bool first = true;
      for (std::string& part : wrapped(font, line.text, float(width) - 2 * pad - indent)) {
        laid.push_back({std::move(part), &line, first});
        first = false;
      }
    }
    if (!band) return;
    const std::size_t room =
        std::size_t(std::max(0.0f, std::floor((float(*band) - 2 * pad) / line_h)));
    if (laid.size() <= room || room == 0) return;
    const std::size_t more = laid.size() - room + 1;
    laid.resize(room);
    laid.back() = {"… " + std::to_string(more) + " more lines: check --explain", laid.back().from,
                   false};
  }
  int height() const { return int(std::ceil(float(laid.size()) * line_h + 2 * pad)); }

  float size;
  Glyphs glyphs;
  float line_h = 0, pad = 0, swatch = 0;
  std::vector<Laid> laid;
};

}  // namespace

int caption_band_height(const std::vector<CaptionLine>& lines, int width, int height) {
  if (lines.empty()) return 0;
  return std::min(Layout(lines, width, height).height(), height / 2);
}

std::vector<std::string> painted_caption(const std::vector<CaptionLine>& lines, int width,
                                         int height) {
  std::vector<std::string> out;
  for (const Layout::Laid& laid :
       Layout(lines, width, height, caption_band_height(lines, width, height)).laid)
    out.push_back(laid.text);
  return out;
}

Image with_caption(const Image& picture, const std::vector<CaptionLine>& lines, int band) {
  Image out;
  out.width = picture.width;
  out.height = picture.height + band;
  out.rgba = picture.rgba;
  out.rgba.resize(std::size_t(out.width) * out.height * 4, 255);
  const int top = picture.height;
  fill(out, 0, top, out.width, out.height, {0.07f, 0.08f, 0.10f}, 1.0f);
  const Layout layout(lines, out.width, out.height, band);
  const ImFont& font = layout.glyphs.font();
  float y = float(top) + layout.pad;
  for (const Layout::Laid& laid : layout.laid) {
    const CaptionLine& line = *laid.from;
    float x = layout.pad;
    Tint color{0.95f, 0.95f, 0.95f};  // the pair's name
    if (line.swatch) {
      if (laid.first) {
        const int square = int(y + (layout.line_h - layout.swatch) / 2);
        fill(out, int(x), square, int(x + layout.swatch), square + int(layout.swatch),
             {line.swatch->r, line.swatch->g, line.swatch->b}, 1.0f);
      }
      x += layout.swatch + layout.pad * 0.5f;
      color = {0.80f, 0.82f, 0.86f};
    } else if (laid.from != &lines.front()) {
      color = {1.0f, 0.9f, 0.5f};  // the why panel's verdict colour
    }
    draw_text(out, layout.glyphs, laid.text, x, y + (layout.line_h - font.FontSize) / 2, color);
    y += layout.line_h;
  }
  return out;
}

}  // namespace collide
