#pragma once
// A coarse, conservative depth grid over the view, for dropping boxes hidden behind nearer
// ones in a big scene (issue #25: in a dense 20,000-box scene most boxes are behind others, and
// llvmpipe pays for every triangle it is given, hidden or not). GL-free.
//
// Each cell (kOcclusionCellPx square) keeps the nearest depth D such that the whole cell is
// surely covered by solids drawn so far no farther than D. A drawn box covers the convex hull of
// its projected corners entirely, at depths up to its farthest corner's, so the cells wholly
// inside that hull take that depth. A box is hidden when every cell its image's bounding
// rectangle touches (widened by its outline's width) holds a depth nearer than its nearest
// corner: then each of its pixels is covered by something strictly in front. Boxes must be
// tried nearest first for the grid to fill usefully; the answer is never "hidden" wrongly, only
// sometimes "shown" for a box that is in fact hidden.
#include <array>
#include <cstddef>
#include <optional>
#include <vector>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "app/kinds/kind_drawing.hpp"

namespace collide {

inline constexpr int kOcclusionCellPx = 1;

// A box's corners in the image: pixels (x right, y down) and view depths.
struct ProjectedBox {
  std::array<glm::dvec2, 8> px;
  double near_depth, far_depth;  // of the nearest and farthest corner
};

// The corners of the axis-aligned box [lo, hi] seen by `view`; nothing when a corner is not
// beyond `near_depth` (a box the near plane cuts is neither hidden nor a cover here).
std::optional<ProjectedBox> project_box(const glm::dvec3& lo, const glm::dvec3& hi,
                                        const ObjectView& view, double near_depth);

// Where a point lands in the image (pixels, y down) and its view depth; nothing when it is not
// beyond near_depth.
std::optional<glm::dvec3> project_point(const glm::dvec3& p, const ObjectView& view,
                                        double near_depth);

// The convex hull of a box's projected corners: n points (at least 1), in order around it, and
// the rectangle [lo, hi] that bounds them.
struct ImageHull {
  std::array<glm::dvec2, 16> p{};
  int n = 0;
  glm::dvec2 lo, hi;
};
ImageHull image_hull(const std::array<glm::dvec2, 8>& corners);

class OcclusionGrid {
 public:
  OcclusionGrid() = default;
  OcclusionGrid(int width_px, int height_px) { reset(width_px, height_px); }
  // Uncovered, for a view of this size (the storage is kept).
  void reset(int width_px, int height_px);
  // Whether every pixel of the box's image (the hull of its corners), widened by margin_px, is
  // covered by nearer solids.
  bool hidden(const ProjectedBox& box, double margin_px) const;
  // Whether the pixels [x0, x1] × [y0, y1] are all covered by solids nearer than near_depth.
  bool hidden(double x0, double y0, double x1, double y1, double near_depth) const;
  // The box is drawn: the cells wholly inside its image are covered up to its far depth.
  void cover(const ProjectedBox& box);
  // Something opaque is drawn over the pixels [x0, x1] × [y0, y1] at `depth`: the cells wholly
  // inside are covered up to that depth.
  void cover(double x0, double y0, double x1, double y1, double depth);

 private:
  int columns_ = 0, rows_ = 0;
  std::vector<float> depth_;           // by row then column; +inf: not surely covered
  std::vector<unsigned char> inside_;  // cover's scratch: which cell corners are in the image
};

}  // namespace collide
