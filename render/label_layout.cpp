#include "render/label_layout.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

#include "render/eye_relative.hpp"

namespace collide {

namespace {

// The keep-clear squares of the objects' centres, bucketed in a grid over the view so a scene
// of many objects costs each candidate place a few squares, not all of them.
class PointSquares {
 public:
  PointSquares(const Viewport& v, float cell) : cell_(cell) {
    cols_ = std::max(1, int(std::ceil(float(v.width) / cell)));
    rows_ = std::max(1, int(std::ceil(float(v.height) / cell)));
    cells_.resize(std::size_t(cols_) * std::size_t(rows_));
  }
  void add(const PixelRect& r) {
    const Span s = span(r);
    for (int y = s.y0; y <= s.y1; ++y)
      for (int x = s.x0; x <= s.x1; ++x)
        cells_[index(x, y)].push_back(r);
  }
  bool overlaps(const PixelRect& r) const {
    const Span s = span(r);
    for (int y = s.y0; y <= s.y1; ++y)
      for (int x = s.x0; x <= s.x1; ++x)
        for (const PixelRect& q : cells_[index(x, y)])
          if (q.overlaps(r)) return true;
    return false;
  }

 private:
  struct Span {
    int x0, x1, y0, y1;
  };
  Span span(const PixelRect& r) const {
    auto at = [&](float v, int n) { return std::clamp(int(std::floor(v / cell_)), 0, n - 1); };
    return {at(r.min.x, cols_), at(r.max.x, cols_), at(r.min.y, rows_), at(r.max.y, rows_)};
  }
  std::size_t index(int x, int y) const {
    return std::size_t(y) * std::size_t(cols_) + std::size_t(x);
  }
  float cell_;
  int cols_ = 1, rows_ = 1;
  std::vector<std::vector<PixelRect>> cells_;
};

struct Pending {
  const DrawLabel* label;
  Layer layer;
  glm::vec2 anchor;
};

// The places a label of size `size` tries, best first: its own, its own moved inside the view,
// then eight places around the anchor on rings further and further out.
std::vector<glm::vec2> candidate_corners(const glm::vec2& anchor, const glm::vec2& own,
                                         const glm::vec2& size, const Viewport& v, int rings = 10) {
  std::vector<glm::vec2> out{own};
  const glm::vec2 inside{std::clamp(own.x, 0.0f, std::max(float(v.width) - size.x, 0.0f)),
                         std::clamp(own.y, 0.0f, std::max(float(v.height) - size.y, 0.0f))};
  if (inside != own) out.push_back(inside);
  // Side first on the side the label asked for, so a moved label stays near where it was meant.
  const float sx = own.x + size.x * 0.5f >= anchor.x ? 1.0f : -1.0f;
  const float sy = own.y + size.y * 0.5f >= anchor.y ? 1.0f : -1.0f;
  for (int ring = 0; ring < rings; ++ring) {
    const float gap = 8.0f + 14.0f * float(ring);
    const float d = gap * 0.7071f;
    // Each place as the text's centre relative to the anchor, pushed out by half the size.
    const glm::vec2 dirs[8] = {{sx, 0},   {0, sy},  {sx, sy}, {-sx, sy},
                               {sx, -sy}, {0, -sy}, {-sx, 0}, {-sx, -sy}};
    for (const glm::vec2& dir : dirs) {
      const float reach = dir.x != 0 && dir.y != 0 ? d : gap;
      const glm::vec2 centre = anchor + dir * reach + dir * size * 0.5f;
      out.push_back(centre - size * 0.5f);
    }
  }
  return out;
}

}  // namespace

glm::vec2 nearest_point(const PixelRect& r, const glm::vec2& p) {
  return {std::clamp(p.x, r.min.x, r.max.x), std::clamp(p.y, r.min.y, r.max.y)};
}

LabelLayout layout_labels(const DrawList& list, const Camera& camera, const Viewport& viewport,
                          const LabelLayoutOptions& options) {
  LabelLayout out;
  const auto in_view = [&](const glm::dvec2& p) {
    return p.x >= 0 && p.y >= 0 && p.x < viewport.width && p.y < viewport.height;
  };
  std::vector<Pending> pending;
  for (Layer layer : {Layer::scene, Layer::evidence, Layer::overlay})
    for (const DrawLabel& l : list.layer(layer).labels) {
      const auto px = eye_relative_to_pixel(camera, viewport, l.anchor);
      if (px && in_view(*px) && !l.text.empty()) pending.push_back({&l, layer, glm::vec2(*px)});
    }
  std::ranges::stable_sort(pending, [](const Pending& a, const Pending& b) {
    return a.label->priority > b.label->priority;
  });

  PointSquares squares(viewport, 32);
  const float h = options.point_clear_px;
  for (const glm::dvec3& p : options.keep_clear_points)
    if (const auto px = eye_relative_to_pixel(camera, viewport, p); px && in_view(*px)) {
      const glm::vec2 c(*px);
      squares.add({c - glm::vec2(h), c + glm::vec2(h)});
    }

  const PixelRect view{{0, 0}, {float(viewport.width), float(viewport.height)}};
  const glm::vec2 pad(options.padding);
  const auto inside = [&](const PixelRect& r) {
    return r.min.x >= view.min.x && r.min.y >= view.min.y && r.max.x <= view.max.x &&
           r.max.y <= view.max.y;
  };
  const auto free_of_labels = [&](const PixelRect& r) {
    return std::ranges::none_of(out.placed,
                                [&](const LaidOutLabel& o) { return o.rect.overlaps(r); }) &&
           std::ranges::none_of(options.keep_clear,
                                [&](const PixelRect& k) { return k.overlaps(r); });
  };
  // The area of `r` over the labels placed and the rectangles kept clear.
  const auto covered = [&](const PixelRect& r) {
    double area = 0;
    const auto add = [&](const PixelRect& o) {
      const glm::vec2 lo = glm::max(r.min, o.min), hi = glm::min(r.max, o.max);
      if (hi.x > lo.x && hi.y > lo.y) area += double(hi.x - lo.x) * double(hi.y - lo.y);
    };
    for (const LaidOutLabel& o : out.placed)
      add(o.rect);
    for (const PixelRect& k : options.keep_clear)
      add(k);
    return area;
  };
  for (const Pending& p : pending) {
    const glm::vec2 text = options.measure(p.label->text);
    const glm::vec2 size = text + 2.0f * pad;
    const glm::vec2 own = p.anchor + p.label->offset_px - pad;
    const auto place = [&](const glm::vec2& corner, const PixelRect& r) {
      out.placed.push_back({p.label, p.layer, corner + pad, r, p.anchor, corner != own});
    };
    bool done = false;
    for (const glm::vec2& corner : candidate_corners(p.anchor, own, size, viewport)) {
      const PixelRect r{corner, corner + size};
      if (inside(r) && free_of_labels(r) && !squares.overlaps(r)) {
        place(corner, r);
        done = true;
        break;
      }
    }
    if (!done && options.keep_focused && p.label->priority == LabelPriority::focused) {
      // Rings out to the far side of the view, first clear of the centres, then over them.
      const int rings = 2 + int(float(std::max(viewport.width, viewport.height)) / 14.0f);
      const std::vector<glm::vec2> far = candidate_corners(p.anchor, own, size, viewport, rings);
      for (const bool over_centres : {false, true}) {
        for (const glm::vec2& corner : far) {
          const PixelRect r{corner, corner + size};
          if (inside(r) && free_of_labels(r) && (over_centres || !squares.overlaps(r))) {
            place(corner, r);
            done = true;
            break;
          }
        }
        if (done) break;
      }
      if (!done) {  // a crowded view: the least covered place inside it, its own first
        std::optional<std::pair<double, glm::vec2>> best;
        for (const glm::vec2& corner : far)
          if (const PixelRect r{corner, corner + size}; inside(r))
            if (const double a = covered(r); !best || a < best->first) best = {{a, corner}};
        if (best) {
          place(best->second, {best->second, best->second + size});
          done = true;
        }
      }
    }
    if (!done) ++out.dropped;
  }
  return out;
}

}  // namespace collide
