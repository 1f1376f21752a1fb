#pragma once
// What `render --labels` writes into the picture, as data (GL-free): the headline of the focused
// pair — its verdict, the deciding axis, the gap or depth, and for a SAT pair the why panel's row
// of the axis drawn — and a legend of the evidence colours the picture shows, each with what it
// stands for in this pair.
#include <optional>
#include <string>
#include <vector>

#include "app/view/frame.hpp"
#include "core/scene/scene.hpp"
#include "render/draw_list.hpp"

namespace collide {

struct CaptionLine {
  std::string text;
  std::optional<Color> swatch;  // a legend line: the colour it explains
  bool operator==(const CaptionLine&) const = default;
};

// The caption of `focus` (indices into scene.objects, with the style it is drawn with): "a – b:
// TEST", "verdict: disjoint, separated by axis A0, gap 1.12", "axis drawn A0: …" (SAT pairs),
// then one legend line per evidence colour that `frame` (the frame drawn with that focus) uses in
// its evidence layer.
std::vector<CaptionLine> pair_caption(const Scene& scene, const FrameFocus& focus,
                                      const DrawList& frame);
// The same for a pair the caller evaluated (render --time: the scene posed at an instant, the
// pair's still test there, "a – b: TEST at t = T"), drawn with `style`.
std::vector<CaptionLine> pair_caption(const Scene& scene, const FocusedPair& pair,
                                      const EvidenceStyle& style, const DrawList& frame);

}  // namespace collide
