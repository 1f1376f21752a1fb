#pragma once
// Text written under a rendered picture without OpenGL: `render --labels` paints its caption
// (pair_caption.hpp) in a band under the image in DejaVu Sans, rasterised by ImGui's font atlas on
// the CPU (no ImGui context, no window), each glyph blended into the pixels.
#include <string>
#include <vector>

#include "app/cli/pair_caption.hpp"
#include "render/framebuffer.hpp"

namespace collide {

// The height of the band under the picture that holds `lines` for a picture `width` wide and
// `height` high in all (the text is about 1/45 of that height, each line wrapped to the width),
// at most half of `height`.
int caption_band_height(const std::vector<CaptionLine>& lines, int width, int height);

// The caption's text as painted, line by line, for a picture `width` wide and `height` high in
// all: each caption line wrapped at spaces; a word wider than the picture cut and marked
// ("(0.5·0.50000…"), never clipped at the edge; and when the lines do not all fit the band (at
// most half the picture), the last one that fits says how many more there are, never dropping
// them silently.
std::vector<std::string> painted_caption(const std::vector<CaptionLine>& lines, int width,
                                         int height);

// `picture` with a dark band `band` pixels high under it holding `lines`: the first in white, the
// headline's in the why panel's verdict colour, each legend line after a square of its colour.
Image with_caption(const Image& picture, const std::vector<CaptionLine>& lines, int band);

}  // namespace collide
