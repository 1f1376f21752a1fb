#include "app/view/legend.hpp"

#include <vector>

#include "app/view/verdict_marks.hpp"
#include "app/visualize/evidence_style.hpp"
#include "app/visualize/mesh_visual.hpp"
#include "render/grid.hpp"

namespace collide {

std::span<const LegendEntry> legend() {
  static const GridStyle grid;
  static const std::vector<LegendEntry> table = {
      {"cyan dot / magenta dot", kNVertexColor, kPVertexColor,
       "plane–box: the **n** vertex (least n·x) / the **p** vertex (greatest n·x), each with a "
       "dashed line to its foot on the plane and its signed distance; ellipsoid–plane: the back / "
       "front support points"},
      {"box outline green / blue / amber", kFrontColor, kBackColor,
       "plane–box: the box is in front / behind / straddling"},
      {"amber (or green, blue) bar beside the box",
       kStraddlingColor,
       {},
       "the projected radius: c ± r·n, on a ruler beside the object with the centre's distance `s` "
       "dashed down to the plane (plane–box; sphere and ellipsoid likewise)"},
      {"orange bar / blue bar", kOperandAColor, kOperandBColor,
       "SAT: the projections of box A / box B on the selected axis, drawn on a ruler beside the "
       "boxes (towards the eye and the screen's right); the ruler's ends project onto the axis at "
       "the intervals' ends"},
      {"green segment + translucent green square",
       kGapColor,
       {},
       "SAT: the gap between the intervals and the separating plane (at the gap's middle); "
       "AABB–AABB: an axis on which the boxes are apart; sphere tests: the gap between the "
       "surfaces"},
      {"red segment",
       kOverlapColor,
       {},
       "an overlap (SAT on the selected axis, AABB–AABB per axis, sphere–sphere)"},
      {"red arrow",
       kOverlapColor,
       {},
       "SAT, intersecting: the minimum translation vector (depth along the axis of least overlap) "
       "from B's centre"},
      {"yellow dot",
       kClosestColor,
       {},
       "the closest point: the clamped point of a box (sphere/point–box), where a sphere nearest "
       "approaches a plane"},
      {"red dot / red wire sphere",
       kContactColor,
       {},
       "a contact: segment–plane crossing (label t), the moving sphere at its contact time and the "
       "contact point; triangle–plane: the cut segment (red line) or vertex"},
      {"orange wire spheres and lines",
       kOperandAColor,
       {},
       "the moving sphere at t = 0 and t = 1 and the capsule it sweeps; white: the sphere at the "
       "scrubbed t"},
      {"orange dot + yellow dot, joined", kOperandAColor, kClosestColor,
       "closest-point tests (point, segment, triangle, segment–sphere, sphere–triangle): the "
       "closest point on A (label `s` on a segment) and on B (label `t`, or the triangle's "
       "region); the line is green (gap) or red (overlap); an orange or blue thick stretch is a "
       "sphere's radius taken off the distance"},
      {"two red dots joined in red",
       kContactColor,
       {},
       "segment–AABB/OBB: where the segment enters and exits the box (labels t_enter, t_exit and "
       "the slab that set each); a miss: a green stretch of the segment between the first exit and "
       "the last entry"},
      {"red dot on a triangle",
       kContactColor,
       {},
       "segment–triangle: the crossing point (label t); otherwise an orange dot on the segment and "
       "a yellow one on the triangle, joined, with the distance"},
      {"orange `tri` bar / blue `box` bar", kOperandAColor, kOperandBColor,
       "triangle–AABB/OBB: the 13-axis SAT on the same ruler as the box SAT (axes `u0..u2`, `n`, "
       "`eᵢ×uⱼ`), with the gap, the separating plane at its middle, or the depth as a red arrow "
       "from the box's centre"},
      {"white line with orange and blue bars, red segment",
       kMeasureColor,
       {},
       "triangle–triangle: the line where the planes meet, each triangle's interval on it, the "
       "shared segment (red) or the gap (green); apart by a plane: the vertices dashed green to "
       "their feet on that plane"},
      {"red wire spheres",
       kContactColor,
       {},
       "moving sphere against a point, sphere, moving sphere, segment, box or triangle: the "
       "spheres at the first contact time, the contact point (red dot, label t); a moving second "
       "sphere is swept in blue"},
      {"red line through a red dot",
       kContactColor,
       {},
       "plane–plane: the line where they meet, through its point nearest the origin (arrow: its "
       "direction); parallel: the distance between them along n₁ (green, red when coincident)"},
      {"yellow dot on the ray from the centre",
       kClosestColor,
       {},
       "point–ellipsoid: where the ray from the centre through the point leaves the ellipsoid, the "
       "gap along it (green) or how far inside (red)"},
      {"orange and blue dots joined in green / red arrow", kOperandAColor, kOperandBColor,
       "GJK/EPA (ellipsoid pairs): the witness points and the distance, or the contact points and "
       "the depth along the normal; about the origin, the Minkowski difference A − B as a faint "
       "wireframe (support points on a grid of directions), the origin (red dot), the selected "
       "step's simplex (white), its closest point v (yellow, dashed to the origin) and the support "
       "points that made it (small orange and blue dots in the scene); intersecting: EPA's final "
       "polytope as faint red edges"},
      {"orange line from an orange dot",
       kOperandAColor,
       {},
       "a ray against any kind: the ray drawn long from its origin (label `o (t = 0)`, or that the "
       "shape is behind it); red dots where it enters (label `enter t`, or `inside at t = 0`) and, "
       "through a solid, exits (label `exit t`), joined in red; a white arrow `n`, the normal at "
       "the entry; against a point, segment or ray, and past a sphere, ellipsoid or moving sphere "
       "it misses, the closest approach (orange dot on the ray, yellow on the other, joined green "
       "or red); slabs that miss: the green stretch between the first exit and the last entry. The "
       "why rows: the closed form with its numbers (each slab's t interval; t = t_mid ± √((r² − "
       "|l|²)/d·d); s₀ and n·d; the barycentrics; the capsule's piece and sweep time)"},
      {"red filled triangles, white outlined ones, dim boxes", kOverlapColor,
       visual::kMeshTestedColor,
       "a triangle mesh against any kind, through its hierarchy: the triangles that meet the "
       "other shape filled red (label: the first one's index and the counts), every triangle "
       "tested outlined in white, the boxes of the nodes pruned (none of their triangles tested) "
       "dim; a ray: the triangle it first hits, its point (red dot, `triangle k, t = …`) and "
       "normal `n`; two meshes: each one's tested triangles in its operand's colour (A orange, B "
       "blue). The why rows: the counts against the mesh's size, the margin the boxes were grown "
       "by, the pruned nodes, the triangles tested, each hit's index and corners"},
      {"orange dot at an object's centre",
       kIntersectingMark,
       {},
       "the object intersects something (verdict marks; above 5,000 objects only on those at least "
       "30 px across, the selection and the focused pair)"},
      {"red dashed line, `expectation failed`",
       kFailedMark,
       {},
       "the two objects of a pair whose expectation in the scene file failed"},
      {"amber dashed line, `float ≠ double`",
       kDisagreementMark,
       {},
       "the two objects of a pair on which float and double disagree"},
      {"crimson dot, `invalid: …`",
       kInvalidMark,
       {},
       "an invalid object, with the reason beside it"},
      {"white segment from an orange dot to a blue dot, `d = …`", kMeasureColor, kOperandAColor,
       "the measuring tool (M): the closest points of the two measured objects (A orange, B "
       "blue) and their distance; red with `overlap, depth …` when they intersect"},
      {"red / green / blue lines through the origin", grid.x_axis, grid.y_axis,
       "the world axes x, y and z (dimmer on their negative halves); the gizmo's handles use "
       "the same colours for its x, y and z"},
  };
  return table;
}

namespace {

std::string escaped(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '|') out += '\\';
    out += c;
  }
  return out;
}

}  // namespace

std::string legend_markdown() {
  std::string out = "| mark | meaning |\n|---|---|\n";
  for (const LegendEntry& e : legend())
    out += "| " + escaped(e.mark) + " | " + escaped(e.meaning) + " |\n";
  return out;
}

std::optional<std::string> marked_block(const std::string& text, const std::string& name) {
  const std::string open = "<!-- " + name + " -->\n", close = "<!-- /" + name + " -->";
  const auto a = text.find(open);
  if (a == std::string::npos) return std::nullopt;
  const auto b = text.find(close, a + open.size());
  if (b == std::string::npos) return std::nullopt;
  return text.substr(a + open.size(), b - (a + open.size()));
}

}  // namespace collide
