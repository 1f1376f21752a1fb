#pragma once
// Small emitters every visualizer uses, all into Layer::evidence (drawn over the solids, dimmed
// where hidden), in double world positions. The shapes (arrow, wire sphere, box edges) are
// render/draw_shapes.hpp's, put in this layer with the evidence's default widths.
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/vec3.hpp>

#include "app/visualize/evidence_style.hpp"
#include "render/draw_list.hpp"

namespace collide::evidence {

void line(DrawList& out, const glm::dvec3& a, const glm::dvec3& b, const Color& color,
          float width = kEvidenceLineWidth, float dash = 0);
void dashed(DrawList& out, const glm::dvec3& a, const glm::dvec3& b, const Color& color,
            float width = 1.5f);
void marker(DrawList& out, const glm::dvec3& p, const Color& color, float size = kEvidenceMarkerPx);
void label(DrawList& out, const glm::dvec3& at, std::string text, const Color& color,
           glm::vec2 offset_px = {10, -10});
// An arrow of lines from `from` to `to` (its head two strokes at the tip: line_arrow).
void arrow(DrawList& out, const glm::dvec3& from, const glm::dvec3& to, const Color& color,
           float width = 3);
// Three great circles: a sphere's wireframe that reads from any side without a camera.
void wire_sphere(DrawList& out, const glm::dvec3& center, double radius, const Color& color,
                 float width = 1.5f);
// A sphere of radius r moving from c0 to c0 + v: wire spheres at t = 0 and t = 1 (labelled) and
// the swept capsule's sides, in `color`.
void sweep(DrawList& out, const glm::dvec3& c0, const glm::dvec3& v, double radius,
           const Color& color);
// The twelve edges of the box center + Σ sᵢ·eᵢ·axes[i], |sᵢ| <= 1.
void box_edges(DrawList& out, const glm::dvec3& center, const glm::dvec3 axes[3],
               const glm::dvec3& half_extents, const Color& color, float width);
// A square of half size `half` in the plane through `center` normal to the unit `normal`:
// translucent triangles and an outline.
void plane_square(DrawList& out, const glm::dvec3& center, const glm::dvec3& normal, double half,
                  const Color& color);
// A unit vector across the unit `v` in the screen's plane: towards the camera's right, or its
// up when v runs mostly left–right on screen; perpendicular(v) (render/draw_shapes.hpp) without
// a camera (both zero).
glm::dvec3 across(const glm::dvec3& v, const glm::dvec3& right, const glm::dvec3& up);

// One operand's projection [min, max] on an axis, as a ruler shows it.
struct RulerInterval {
  double min = 0, max = 0;
  Color color{};
  std::string who;  // "A", "B", "tri", "box"
};
// The projection values a ruler's line runs over: the two intervals' union and `extend` of its
// length beyond each end (room for the axis' name).
inline constexpr double kRulerExtend = 0.25;
std::pair<double, double> ruler_values(const RulerInterval& a, const RulerInterval& b,
                                       double extend = kRulerExtend);
// Where a ruler goes: the point it runs through (across L) and how far its line reaches past the
// intervals (ruler_values).
struct RulerPlace {
  glm::dvec3 through{0, 0, 0};
  double extend = kRulerExtend;
};
// A separating-axis ruler (SAT of boxes, triangle–box): the line {o + v·L} through `place`
// with o·L = 0, so the projection value v sits at o + v·L; both intervals as bars either side
// of it (offset along L × side, so overlapping bars both show), the gap (green, > 0) or the
// overlap (red) between them, and the axis' name at its end
// (place.extend of the intervals' length past them).
void axis_ruler(DrawList& out, const glm::dvec3& L, const RulerPlace& place, const glm::dvec3& side,
                const RulerInterval& a, const RulerInterval& b, double gap,
                const std::string& name);

// Where a ruler along the unit L goes (axis_ruler's `through`) beside objects centred at `mid`:
// `aside` across L on screen (`side`) and as far towards the eye, so the solids do not hide it —
// unless part of it would then be out of the view (style.view): then the first
// of other places (at the objects' depth, the other side, closer in, over the objects, behind
// them further and further), then with its line's ends shorter, whose whole ruler lies inside
// the view with a margin; none fitting, the one cut the least. Without a view (style.view), the
// first place. Moving across L keeps every projection value where it is.
RulerPlace ruler_beside(const EvidenceStyle& style, const glm::dvec3& L, const glm::dvec3& mid,
                        const glm::dvec3& side, double aside, const RulerInterval& a,
                        const RulerInterval& b);
// The points of a ruler through `through` that must be in view: its line's ends and its bars'.
std::vector<glm::dvec3> ruler_points(const glm::dvec3& L, const RulerPlace& place,
                                     const glm::dvec3& side, const RulerInterval& a,
                                     const RulerInterval& b);

// How far a line in a plane (two planes' line, a section) is drawn either side of its point:
// the planes' own drawing size is not known here, so a length on the scale of the point's
// distance from the origin (at least 2).
inline double plane_line_reach(const glm::dvec3& p) {
  return std::max(2.0, glm::length(p));
}

}  // namespace collide::evidence
