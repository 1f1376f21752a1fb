#include "app/view/occlusion_grid.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

#include <glm/geometric.hpp>

namespace collide {

ImageHull image_hull(const std::array<glm::dvec2, 8>& corners) {
  // Andrew's monotone chain: counter-clockwise in a frame with y up, so a point is inside when
  // it is left of every edge; with y down (pixels), right of every edge.
  std::array<glm::dvec2, 8> p = corners;
  std::sort(p.begin(), p.end(), [](const glm::dvec2& a, const glm::dvec2& b) {
    return a.x < b.x || (a.x == b.x && a.y < b.y);
  });
  const auto cross = [](const glm::dvec2& o, const glm::dvec2& a, const glm::dvec2& b) {
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  };
  ImageHull h;
  int& n = h.n;
  for (int i = 0; i < 8; ++i) {
    while (n >= 2 && cross(h.p[n - 2], h.p[n - 1], p[i]) <= 0)
      --n;
    h.p[n++] = p[i];
  }
  for (int i = 6, lower = n + 1; i >= 0; --i) {
    while (n >= lower && cross(h.p[n - 2], h.p[n - 1], p[i]) <= 0)
      --n;
    h.p[n++] = p[i];
  }
  --n;                         // the last point repeats the first
  if (n < 1) h.p[n++] = p[0];  // all eight corners on one pixel point
  h.lo = h.hi = p[0];          // (sorted by x: p[0] and p[7] bound x)
  h.hi.x = p[7].x;
  for (const glm::dvec2& q : p)
    h.lo.y = std::min(h.lo.y, q.y), h.hi.y = std::max(h.hi.y, q.y);
  return h;
}

std::optional<glm::dvec3> project_point(const glm::dvec3& p, const ObjectView& view,
                                        double near_depth) {
  const glm::dvec3 d = p - view.eye_exact;
  const double z = glm::dot(d, view.forward);
  if (!(z > near_depth)) return std::nullopt;
  // Perspective: x_ndc = x / (z·tan·aspect), y_ndc = y / (z·tan); pixels from the top left.
  const double ty = view.tan_half_fov, tx = ty * view.aspect;
  const double x_ndc = glm::dot(d, view.right) / (z * tx);
  const double y_ndc = glm::dot(d, view.up) / (z * ty);
  return glm::dvec3((x_ndc * 0.5 + 0.5) * view.aspect * view.height,
                    (0.5 - y_ndc * 0.5) * view.height, z);
}

std::optional<ProjectedBox> project_box(const glm::dvec3& lo, const glm::dvec3& hi,
                                        const ObjectView& view, double near_depth) {
  ProjectedBox out{};
  out.near_depth = std::numeric_limits<double>::infinity();
  out.far_depth = -out.near_depth;
  for (int k = 0; k < 8; ++k) {
    const glm::dvec3 corner((k & 1) ? hi.x : lo.x, (k & 2) ? hi.y : lo.y, (k & 4) ? hi.z : lo.z);
    const auto at = project_point(corner, view, near_depth);
    if (!at) return std::nullopt;
    out.px[std::size_t(k)] = {at->x, at->y};
    out.near_depth = std::min(out.near_depth, at->z);
    out.far_depth = std::max(out.far_depth, at->z);
  }
  return out;
}

void OcclusionGrid::reset(int width_px, int height_px) {
  columns_ = std::max(1, (width_px + kOcclusionCellPx - 1) / kOcclusionCellPx);
  rows_ = std::max(1, (height_px + kOcclusionCellPx - 1) / kOcclusionCellPx);
  depth_.assign(std::size_t(columns_) * std::size_t(rows_), std::numeric_limits<float>::infinity());
}

namespace {
// A depth rounded up to a float, so that a stored depth is never nearer than what covers.
float float_at_or_beyond(double depth) {
  float f = float(depth);
  if (double(f) < depth) f = std::nextafter(f, std::numeric_limits<float>::infinity());
  return f;
}
}  // namespace

bool OcclusionGrid::hidden(const ProjectedBox& box, double margin_px) const {
  const ImageHull h = image_hull(box.px);
  const double x0 = h.lo.x, x1 = h.hi.x, y0 = h.lo.y, y1 = h.hi.y;
  // A flat image (a line or a point): its rectangle.
  if (h.n < 3)
    return hidden(x0 - margin_px, y0 - margin_px, x1 + margin_px, y1 + margin_px, box.near_depth);
  const double c = kOcclusionCellPx, m = margin_px;
  const int r0 = int(std::floor((y0 - m) / c)), r1 = int(std::floor((y1 + m) / c));
  if (int(std::floor((x0 - m) / c)) < 0 || r0 < 0 || int(std::floor((x1 + m) / c)) >= columns_ ||
      r1 >= rows_)
    return false;
  // Row by row, only the cells the hull widened by the margin can reach: the cells within the
  // margin of the hull's x-extent over the row's band widened by the margin (a bounding
  // rectangle's corners, which the image of a box never fills, often lie over gaps).
  for (int r = r0; r <= r1; ++r) {
    const double ya = std::max(y0, r * c - m), yb = std::min(y1, (r + 1) * c + m);
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (int i = 0; i < h.n; ++i) {
      const glm::dvec2 a = h.p[i], b = h.p[(i + 1) % h.n];
      if (a.y >= ya && a.y <= yb) lo = std::min(lo, a.x), hi = std::max(hi, a.x);
      for (const double y : {ya, yb})
        if ((a.y - y) * (b.y - y) < 0) {
          const double x = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x);
          lo = std::min(lo, x), hi = std::max(hi, x);
        }
    }
    if (lo > hi) lo = x0, hi = x1;  // (a band within [y0, y1] meets the hull; rounding aside)
    const int col0 = int(std::floor((lo - m) / c)), col1 = int(std::floor((hi + m) / c));
    const float* row = depth_.data() + std::size_t(r) * std::size_t(columns_);
    for (int col = std::max(col0, 0); col <= std::min(col1, columns_ - 1); ++col)
      if (!(double(row[col]) < box.near_depth)) return false;
  }
  return true;
}

bool OcclusionGrid::hidden(double x0, double y0, double x1, double y1, double near_depth) const {
  const double c = kOcclusionCellPx;
  const int c0 = int(std::floor(x0 / c)), c1 = int(std::floor(x1 / c));
  const int r0 = int(std::floor(y0 / c)), r1 = int(std::floor(y1 / c));
  // Cells off the grid are never covered: an image reaching past the view's edge is not hidden
  // (culling the part out of view is the frustum's business).
  if (c0 < 0 || r0 < 0 || c1 >= columns_ || r1 >= rows_) return false;
  for (int r = r0; r <= r1; ++r)
    for (int col = c0; col <= c1; ++col)
      if (!(double(depth_[std::size_t(r) * std::size_t(columns_) + std::size_t(col)]) < near_depth))
        return false;
  return true;
}

void OcclusionGrid::cover(const ProjectedBox& box) {
  const ImageHull h = image_hull(box.px);
  const auto& hull = h.p;
  const int n = h.n;
  if (n < 3) return;
  // Each edge as a line a·x + b·y ≥ c (the inside), normalised, so that "inside by a hundredth
  // of a pixel" is one comparison: a sample on the hull's edge (which the rasterizer may leave to
  // the neighbour) never counts as covered.
  std::array<glm::dvec3, 16> edges{};
  for (int i = 0; i < n; ++i) {
    const glm::dvec2 a = hull[i], b = hull[(i + 1) % n];
    glm::dvec2 normal(-(b.y - a.y), b.x - a.x);  // cross(a, b, q) > 0 is normal·(q − a) > 0
    const double len = glm::length(normal);
    if (len == 0) return;
    normal /= len;
    edges[i] = {normal.x, normal.y, glm::dot(normal, a) + 0.01};
  }
  const double x0 = h.lo.x, x1 = h.hi.x, y0 = h.lo.y, y1 = h.hi.y;
  const double c = kOcclusionCellPx;
  const int c0 = std::max(0, int(std::ceil(x0 / c)));
  const int c1 = std::min(columns_ - 1, int(std::floor(x1 / c)) - 1);
  const int r0 = std::max(0, int(std::ceil(y0 / c)));
  const int r1 = std::min(rows_ - 1, int(std::floor(y1 / c)) - 1);
  if (c1 < c0 || r1 < r0) return;
  const float far = float_at_or_beyond(box.far_depth);
  // Row by row of cell corners, the open interval of x inside the hull (each edge bounds x from
  // one side); a cell is inside when its four corners are, i.e. its two x within both of its
  // rows' intervals.
  const auto span = [&](double y) {
    double lo = -std::numeric_limits<double>::infinity(), hi = -lo;
    for (int e = 0; e < n; ++e) {
      const double a = edges[std::size_t(e)].x, b = edges[std::size_t(e)].y,
                   d = edges[std::size_t(e)].z;  // inside: a·x + b·y > d
      if (a > 0)
        lo = std::max(lo, (d - b * y) / a);
      else if (a < 0)
        hi = std::min(hi, (d - b * y) / a);
      else if (!(b * y > d))
        return std::pair{0.0, 0.0};
    }
    return std::pair{lo, hi};
  };
  auto above = span(r0 * c);
  for (int r = r0; r <= r1; ++r) {
    const auto below = span((r + 1) * c);
    // (Clamped to the columns tried, so the conversions to int below stay in range.)
    const double lo = std::clamp(std::max(above.first, below.first), (c0 - 1) * c, (c1 + 2) * c);
    const double hi = std::clamp(std::min(above.second, below.second), (c0 - 1) * c, (c1 + 2) * c);
    above = below;
    // Cells [col·c, (col + 1)·c] with col·c > lo and (col + 1)·c < hi.
    const int first = std::max(c0, int(std::floor(lo / c)) + 1);
    const int last = std::min(c1, int(std::ceil(hi / c)) - 2);
    float* row = depth_.data() + std::size_t(r) * std::size_t(columns_);
    for (int col = first; col <= last; ++col)
      row[col] = std::min(row[col], far);
  }
}

void OcclusionGrid::cover(double x0, double y0, double x1, double y1, double depth) {
  const double c = kOcclusionCellPx;
  // Cells [col·c, (col + 1)·c] within [x0, x1], rows likewise.
  const int c0 = std::max(0, int(std::ceil(x0 / c))),
            c1 = std::min(columns_, int(std::floor(x1 / c)));
  const int r0 = std::max(0, int(std::ceil(y0 / c))), r1 = std::min(rows_, int(std::floor(y1 / c)));
  const float d = float_at_or_beyond(depth);
  for (int r = r0; r < r1; ++r) {
    float* row = depth_.data() + std::size_t(r) * std::size_t(columns_);
    for (int col = c0; col < c1; ++col)
      row[col] = std::min(row[col], d);
  }
}

}  // namespace collide
