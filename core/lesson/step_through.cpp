#include "core/lesson/step_through.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <utility>

#include "core/eval/scene_evaluation.hpp"
#include "core/queries/pair_test.hpp"
#include "core/queries/sat_axis_names.hpp"

namespace collide {
namespace {

// Numbers as a class reads them: 4 significant digits (the Why panel has them in full).
std::string num(double v) {
  if (v == 0) return "0";  // no "-0"
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.4g", v);
  std::string s = buf;
  if (s.starts_with("-")) s = "−" + s.substr(1);  // a minus sign, not a hyphen
  return s;
}
std::string vec(const Vec3<double>& v) {
  return "(" + num(v.x) + ", " + num(v.y) + ", " + num(v.z) + ")";
}
std::string interval(double lo, double hi) {
  return "[" + num(lo) + ", " + num(hi) + "]";
}

// A step on the pair (a, b): focused, both highlighted.
LessonStep pair_step(std::string_view a, std::string_view b, std::string text) {
  LessonStep s;
  s.text = std::move(text);
  s.focus = SceneFocus{std::string(a), std::string(b), std::nullopt};
  s.highlight = {std::string(a), std::string(b)};
  return s;
}

std::string_view side_word(PlaneSide side) {
  switch (side) {
    case PlaneSide::front:
      return "in front of the plane (the side n points to)";
    case PlaneSide::back:
      return "behind the plane";
    default:
      return "straddling the plane (they intersect)";
  }
}

// --- plane–box ---------------------------------------------------------------------------------

struct BoxFrame {
  Vec3<double> center, half;
  std::array<Vec3<double>, 3> axes;
  bool aligned = false;  // an AABB: its axes are x, y, z
};
BoxFrame frame_of(const Shape<double>& s) {
  if (const auto* a = std::get_if<Aabb<double>>(&s))
    return {(a->min + a->max) * 0.5,
            (a->max - a->min) * 0.5,
            {Vec3<double>{1, 0, 0}, Vec3<double>{0, 1, 0}, Vec3<double>{0, 0, 1}},
            true};
  const auto& o = std::get<Obb<double>>(s);
  return {o.center, o.half_extents, o.axes, false};
}

std::vector<LessonStep> plane_box_steps(const PlaneBoxSides<double>& r, const Plane<double>& plane,
                                        const Shape<double>& box, std::string_view plane_id,
                                        std::string_view box_id) {
  const BoxFrame f = frame_of(box);
  std::vector<LessonStep> steps;
  steps.push_back(pair_step(
      plane_id, box_id,
      "**Plane–box by the n and p vertices.** The plane is n·x = d with the unit normal n = " +
          vec(plane.n) + " and d = " + num(plane.d) + ". The box has its centre at " +
          vec(f.center) + " and half extents " + vec(f.half) +
          ".\n\nThe **n vertex** is the corner furthest against n, the **p vertex** the one "
          "furthest along it. Each is found axis by axis: the sign of n·uᵢ picks its side."));
  constexpr const char* kNames[3] = {"x", "y", "z"};
  for (int i = 0; i < 3; ++i) {
    const Vec3<double>& u = f.axes[static_cast<std::size_t>(i)];
    const double nu = dot(plane.n, u);
    // The side each vertex took, read from the core's vertices (not chosen again here).
    const double n_along = dot(r.n_vertex - f.center, u), p_along = dot(r.p_vertex - f.center, u);
    std::string text = "**Axis u" + std::to_string(i) + " = " + vec(u) + "**: n·u" +
                       std::to_string(i) + " = " + num(nu) + (nu < 0 ? " < 0" : " ≥ 0") +
                       ", so along it the p vertex takes the " + (p_along < 0 ? "−" : "+") +
                       " side and the n vertex the " + (n_along < 0 ? "−" : "+") + " side";
    if (f.aligned) {
      const int k = i;
      text += ": n vertex " + std::string(kNames[k]) + " = " + num(r.n_vertex[k]) + ", p vertex " +
              kNames[k] + " = " + num(r.p_vertex[k]) + ".";
    } else {
      text += ": n vertex at " + num(n_along) + " along u" + std::to_string(i) +
              " from the centre, p vertex at " + num(p_along) + ".";
    }
    LessonStep s = pair_step(plane_id, box_id, std::move(text));
    s.evidence.plane_box_axis = i;
    steps.push_back(std::move(s));
  }
  std::string verdict;
  if (r.side == PlaneSide::front)
    verdict = "dist(n) = " + num(r.n_distance) +
              " > 0: even the n vertex is in front, so the "
              "whole box is";
  else if (r.side == PlaneSide::back)
    verdict = "dist(p) = " + num(r.p_distance) +
              " < 0: even the p vertex is behind, so the "
              "whole box is";
  else
    verdict = "dist(n) ≤ 0 ≤ dist(p): the plane passes between them, so the box is";
  steps.push_back(pair_step(plane_id, box_id,
                            "**The two signed distances.** n vertex " + vec(r.n_vertex) +
                                ": n·v − d = " + num(r.n_distance) + ". p vertex " +
                                vec(r.p_vertex) + ": n·v − d = " + num(r.p_distance) + ".\n\n" +
                                verdict + " " + std::string(side_word(r.side)) + "."));
  return steps;
}

// --- SAT ---------------------------------------------------------------------------------------

std::string sat_axis_kind(const SatAxis<double>& ax, bool swapped) {
  const char first = swapped ? 'B' : 'A', second = swapped ? 'A' : 'B';
  switch (ax.kind) {
    case SatAxisKind::face_a:
      return std::string("the face normal ") + first + std::to_string(ax.i) + " of " + first;
    case SatAxisKind::face_b:
      return std::string("the face normal ") + second + std::to_string(ax.j) + " of " + second;
    default:
      return std::string("the edge cross product ") + first + std::to_string(ax.i) + "×" + second +
             std::to_string(ax.j);
  }
}

std::vector<LessonStep> sat_steps(const SatResult<double>& r, bool swapped, std::string_view a,
                                  std::string_view b) {
  std::vector<LessonStep> steps;
  steps.push_back(pair_step(
      a, b,
      "**Two boxes by the separating-axis test.** They are disjoint exactly when their "
      "projections on some axis do not overlap. The candidates: the 3 face normals of A, the 3 of "
      "B and the 9 cross products of their edges — tested in that order, stopping at the first "
      "that separates."));
  const auto axes = r.axes();
  for (int k = 0; k < kSatAxisCount; ++k) {
    const SatAxis<double>& ax = axes[static_cast<std::size_t>(k)];
    const std::string name = box_axis_name(k, swapped);
    std::string text = "**Axis " + std::to_string(k + 1) + " of 15: " + name + "**, " +
                       sat_axis_kind(ax, swapped) + ". ";
    if (ax.degenerate) {
      text += "Its edges are parallel: the cross product is (nearly) zero, no axis. Skipped.";
    } else {
      // The intervals in the caller's order (the test's A is our b when it swapped).
      const SatInterval<double>& ia = swapped ? ax.b : ax.a;
      const SatInterval<double>& ib = swapped ? ax.a : ax.b;
      text += "L = " + vec(ax.axis) + ". " + std::string(a) + " projects to " +
              interval(ia.min, ia.max) + ", " + std::string(b) + " to " + interval(ib.min, ib.max) +
              ": gap = " + num(ax.gap) +
              (ax.separates ? " > 0, the intervals do not meet. **This axis separates: the boxes "
                              "are disjoint**, and no later axis is needed."
                            : " ≤ 0, the intervals overlap. Not this axis.");
    }
    LessonStep s = pair_step(a, b, std::move(text));
    s.evidence.sat_axis = name;
    steps.push_back(std::move(s));
    if (ax.separates) return steps;
  }
  std::string text = "**No axis of the 15 separates: the boxes intersect.**";
  LessonStep s = pair_step(a, b, "");
  if (r.least_overlap_axis >= 0) {
    s.evidence.sat_axis = box_axis_name(r.least_overlap_axis, swapped);
    text += " The least overlap is on " + *s.evidence.sat_axis + ": depth " + num(r.depth) + ".";
  }
  s.text = std::move(text);
  steps.push_back(std::move(s));
  return steps;
}

// --- GJK ---------------------------------------------------------------------------------------

std::vector<LessonStep> gjk_steps(const ConvexProximity<double>& r, std::string_view a,
                                  std::string_view b) {
  std::vector<LessonStep> steps;
  steps.push_back(pair_step(
      a, b,
      "**GJK.** A and B meet exactly when their Minkowski difference A − B holds the origin. GJK "
      "builds simplices (a point, a segment, a triangle, a tetrahedron) of support points of "
      "A − B, each time the one nearest the origin, until it encloses the origin or can get no "
      "nearer.\n\nHere A is " +
          std::string(a) + " and B is " + std::string(b) + " (the test's order)."));
  const auto& g = r.gjk;
  for (std::size_t k = 0; k < g.steps.size(); ++k) {
    const GjkStep<double>& st = g.steps[k];
    std::string text = "**Step " + std::to_string(k + 1) + " of " + std::to_string(g.steps.size()) +
                       "**: search direction d = " + vec(normalize(st.direction)) +
                       ". Support point w = a − b = " + vec(st.found.w) +
                       " (a = " + vec(st.found.a) + ", b = " + vec(st.found.b) +
                       ").\n\nThe simplex has " + std::to_string(st.size) +
                       (st.size == 1 ? " point" : " points") +
                       "; its point nearest the origin is v = " + vec(st.closest) +
                       ", |v| = " + num(st.upper) + " (lower bound " + num(st.lower) + ").";
    LessonStep s = pair_step(a, b, std::move(text));
    s.evidence.gjk_step = static_cast<int>(k);
    steps.push_back(std::move(s));
  }
  std::string end = "**GJK stops: " + std::string(name_of(g.stop)) + ".** ";
  end += r.intersects ? "The origin is in A − B: they intersect."
                      : "The origin is outside A − B: they are " + num(r.distance) + " apart.";
  LessonStep s = pair_step(a, b, std::move(end));
  if (!g.steps.empty()) s.evidence.gjk_step = static_cast<int>(g.steps.size() - 1);
  steps.push_back(std::move(s));
  return steps;
}

// A cell's corners; the tree pads its root by a few ulps, shown as 0 rather than −2.4e-11.
std::string cell_text(const OctreeCell& c) {
  Vec3<double> lo(c.cell.min), hi(c.cell.max);
  const double size = std::max({hi.x - lo.x, hi.y - lo.y, hi.z - lo.z});
  for (Vec3<double>* v : {&lo, &hi})
    for (int i = 0; i < 3; ++i)
      if (std::abs((*v)[i]) < 1e-6 * size) (*v)[i] = 0;
  return "cell " + vec(lo) + "–" + vec(hi) + " (depth " + std::to_string(c.depth) + ")";
}

}  // namespace

std::vector<LessonStep> step_through_pair(const Scene& scene, std::string_view a,
                                          std::string_view b) {
  const auto ia = index_of(scene, a), ib = index_of(scene, b);
  if (!ia || !ib || *ia == *ib) return {};
  const Shape<double> sa = to_shape<double>(scene.objects[*ia]);
  const Shape<double> sb = to_shape<double>(scene.objects[*ib]);
  const PairResult<double> r = pair_test(sa, sb, scene_tolerances<double>(scene.settings));
  // The shapes and ids in the test's order.
  const Shape<double>& ta = r.swapped ? sb : sa;
  const Shape<double>& tb = r.swapped ? sa : sb;
  const std::string_view id_a = r.swapped ? b : a, id_b = r.swapped ? a : b;
  if (const auto* pb = std::get_if<PlaneBoxSides<double>>(&r.evidence))
    return plane_box_steps(*pb, std::get<Plane<double>>(ta), tb, id_a, id_b);
  if (const auto* sat = std::get_if<SatResult<double>>(&r.evidence))
    return sat_steps(*sat, r.swapped, a, b);
  if (const auto* cp = std::get_if<ConvexProximity<double>>(&r.evidence))
    return gjk_steps(*cp, id_a, id_b);
  return {};
}

std::vector<LessonStep> step_through_octree_query(const Scene& scene, std::string_view id) {
  SceneEvaluation eval;
  eval.build(scene);
  const auto index = eval.index_of(id);
  if (!index || eval.home_of(*index) != BroadphaseHome::tree) return {};
  const Octree& tree = eval.octree();
  Aabb<float> box;
  if (!tree.box_of(*eval.slot_of(*index), box)) return {};
  const QueryTrace trace = tree.trace_query(box);
  const std::vector<OctreeCell> cells = tree.cells();
  // The scene id of a tree slot.
  const auto id_of = [&](std::uint32_t slot) {
    const auto i = eval.index_of_slot(slot);
    return i ? scene.objects[*i].id : std::string("?");
  };

  std::vector<LessonStep> steps;
  LessonStep intro;
  intro.text = "**The octree query of " + std::string(id) + ".** Its box " +
               vec(Vec3<double>(box.min)) + "–" + vec(Vec3<double>(box.max)) +
               " walks the tree from the root: a cell whose objects' bounds miss the box is "
               "**pruned** (nothing below it is tested); a cell it meets is **visited**: its own "
               "objects' boxes are tested, then its children considered.";
  intro.views = {LessonView::octree, LessonView::query_trace};
  intro.highlight = {std::string(id)};
  steps.push_back(std::move(intro));
  for (std::size_t k = 0; k < trace.visited.size(); ++k) {
    const std::uint32_t n = trace.visited[k];
    const OctreeCell& c = cells[n];
    std::string text = "**Node " + std::to_string(k + 1) + " visited**: " + cell_text(c) +
                       ". The box meets the bounds of the objects below it.";
    if (c.object_count > 0) {
      std::vector<std::string> hits;
      for (std::uint32_t slot : trace.ids)
        if (tree.node_of(slot) == n && id_of(slot) != id) hits.push_back(id_of(slot));
      text += " It holds " + std::to_string(c.object_count) + " object" +
              (c.object_count == 1 ? "" : "s") + ", tested box against box: ";
      if (hits.empty()) text += "no other overlaps.";
      for (std::size_t h = 0; h < hits.size(); ++h)
        text += (h ? ", " : "") + hits[h] + (h + 1 == hits.size() ? " overlap." : "");
    }
    std::vector<std::uint32_t> children_pruned, children_visited;
    for (const OctreeCell& child : cells)
      if (child.node != 0 && child.parent == n) {
        if (std::find(trace.pruned.begin(), trace.pruned.end(), child.node) != trace.pruned.end())
          children_pruned.push_back(child.node);
        else
          children_visited.push_back(child.node);
      }
    if (c.leaf)
      text += " A leaf: nothing below.";
    else
      text += " Of its 8 children, " + std::to_string(children_visited.size()) +
              " are entered and " + std::to_string(children_pruned.size()) + " pruned.";
    LessonStep s;
    s.text = std::move(text);
    s.views = {LessonView::octree, LessonView::query_trace};
    s.highlight = {std::string(id)};
    s.evidence.octree_visit = static_cast<int>(k);
    steps.push_back(std::move(s));
  }
  LessonStep end;
  end.text = "**The query is done**: " + std::to_string(trace.visited.size()) + " cells visited, " +
             std::to_string(trace.pruned.size()) + " pruned, " + std::to_string(trace.box_tests) +
             " object boxes tested (a scan would test " + std::to_string(tree.size()) + "); " +
             std::to_string(trace.ids.size()) + " boxes meet it, itself included.";
  end.views = {LessonView::octree, LessonView::query_trace};
  end.highlight = {std::string(id)};
  for (std::uint32_t slot : trace.ids)
    if (id_of(slot) != id) end.highlight.push_back(id_of(slot));
  steps.push_back(std::move(end));
  return steps;
}

}  // namespace collide
