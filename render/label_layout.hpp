#pragma once
// Where a frame's labels go so that none covers another, an object's centre or a panel floating
// over the view: each label tries its own place first (anchor + offset), then places around its
// anchor further and further out (drawn with a leader line back to the anchor); a label with no
// room left is dropped and counted. Labels are placed in priority order (DrawLabel::priority,
// the focused pair's evidence first), emission order among equals, so the labels that matter
// most keep their own places. GL-free: the text's size comes from the caller (the viewer asks
// ImGui's font; tests use a fixed advance), so tests check the layout without a context.
#include <cstddef>
#include <functional>
#include <string_view>
#include <vector>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "render/camera.hpp"
#include "render/draw_list.hpp"

namespace collide {

// An axis-aligned rectangle in the view's pixels (y down), [min, max).
struct PixelRect {
  glm::vec2 min{0, 0}, max{0, 0};
  bool overlaps(const PixelRect& o) const {
    return min.x < o.max.x && o.min.x < max.x && min.y < o.max.y && o.min.y < max.y;
  }
  bool contains(const glm::vec2& p) const {
    return p.x >= min.x && p.x < max.x && p.y >= min.y && p.y < max.y;
  }
  bool operator==(const PixelRect&) const = default;
};

struct LabelLayoutOptions {
  // The size in pixels of a label's text (required).
  std::function<glm::vec2(std::string_view)> measure;
  // Rectangles no label may cover: panels and overlays over the view, in the view's pixels.
  std::vector<PixelRect> keep_clear;
  // World points no label may cover (the objects' centres), each a square of ± `point_clear_px`.
  std::vector<glm::dvec3> keep_clear_points;
  float point_clear_px = 6;
  // Empty pixels kept around each label's text.
  float padding = 2;
  // The focused pair's labels (LabelPriority::focused) make room rather than vanish
  // (presentation mode: every interval and axis label stays): with no place free, one tries
  // places further out across the view, then places over the objects' centres, and at last
  // takes the place inside the view where it covers the least of the labels already placed.
  bool keep_focused = false;
};

struct LaidOutLabel {
  const DrawLabel* label = nullptr;  // points into the DrawList it was placed from
  Layer layer = Layer::scene;
  glm::vec2 pixel{0, 0};   // the text's top-left corner
  PixelRect rect;          // the text and its padding: what no other label overlaps
  glm::vec2 anchor{0, 0};  // the anchor's image
  bool moved = false;      // not at its own place: drawn with a leader line to the anchor
};

struct LabelLayout {
  std::vector<LaidOutLabel> placed;  // in priority order
  std::size_t dropped = 0;           // labels in view with no room left
};

// The labels whose anchors are in front of the eye and inside the view, placed (see above).
// A label whose anchor is out of view is neither placed nor counted as dropped.
LabelLayout layout_labels(const DrawList& list, const Camera& camera, const Viewport& viewport,
                          const LabelLayoutOptions& options);

// The point of `r` nearest to `p`: where a leader line from the anchor meets the label.
glm::vec2 nearest_point(const PixelRect& r, const glm::vec2& p);

}  // namespace collide
