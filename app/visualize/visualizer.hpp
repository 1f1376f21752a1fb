#pragma once
// One visualizer per pair test: draw(result, shapes, style, DrawList&) emits the evidence into
// Layer::evidence and explain(result, shapes, style, rows&) writes the why rows. The 3D view,
// the why panel and `render --pair` all come from these two functions, so they show the same
// numbers: the result's own. A test whose evidence the person adjusts also has controls(result,
// rows, style): the ImGui widgets the why panel shows for it (as a Box2D sample keeps its
// UpdateGui), changing the EvidenceStyle that draw and explain read.
//
// The table has one row per PairTest (in PairTest order, beside the pair dispatch's own list in
// core/queries/pair_test.cpp): a new test adds one row, and a test checks every PairTest has one
// with every entry it needs (README: "Adding a pair test").
// A visualizer is a pure function of the result and the two shapes it was computed from, in the
// test's order (what the dispatch ran); draw_evidence/explain_evidence take them in the caller's
// order and swap as the result says.
#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "app/visualize/evidence_style.hpp"
#include "app/visualize/motion_evidence.hpp"
#include "app/visualize/why_rows.hpp"
#include "core/queries/pair_test.hpp"
#include "core/scene/scene.hpp"
#include "render/draw_list.hpp"

namespace collide {

template <class T>
struct Visualizer {
  // The shapes are in the test's order (a is the test's first operand).
  using Draw = void (*)(const PairResult<T>&, const Shape<T>& a, const Shape<T>& b,
                        const EvidenceStyle&, DrawList&);
  using Explain = void (*)(const PairResult<T>&, const Shape<T>& a, const Shape<T>& b,
                           const EvidenceStyle&, WhyRows&);
  // Draws the test's ImGui controls for the focused pair (inside the why panel's window) and
  // returns true when the user changed the style. `rows` are the pair's why rows. Needs an
  // ImGui frame.
  using Controls = bool (*)(const PairResult<T>&, const WhyRows& rows, EvidenceStyle&);
  PairTest test = PairTest::unsupported;
  Draw draw = nullptr;        // null only for unsupported
  Explain explain = nullptr;  // null only for unsupported
  // Non-null exactly for the tests whose drawing or rows depend on a choice of EvidenceStyle
  // (sat_axis, sat_all_axes, sweep_t, gjk_iteration; not the camera's directions): box SAT and
  // triangle–box (the axis, all axes), every test of a moving sphere (the scrubbed t), GJK/EPA
  // (the step). VisualizerTable.EveryPairTestHasARow… checks it by changing those fields.
  Controls controls = nullptr;
};

template <class T>
using VisualizerTable = std::array<Visualizer<T>, kPairTestCount>;

// The table, indexed by PairTest.
template <class T>
const VisualizerTable<T>& visualizer_table();
template <>
const VisualizerTable<float>& visualizer_table<float>();
template <>
const VisualizerTable<double>& visualizer_table<double>();
template <class T>
const Visualizer<T>& visualizer(PairTest t) {
  return visualizer_table<T>()[static_cast<std::size_t>(t)];
}

// The focused pair's evidence: nothing for invalid or unsupported pairs. `a` and `b` are the
// shapes as passed to pair_test (the caller's order).
template <class T>
void draw_evidence(const PairResult<T>& r, const Shape<T>& a, const Shape<T>& b,
                   const EvidenceStyle& style, DrawList& out);
// Clears `rows` and fills them: a verdict row first (the test, its verdict, the operand order;
// for invalid and unsupported pairs the reason), then the test's own rows.
template <class T>
void explain_evidence(const PairResult<T>& r, const Shape<T>& a, const Shape<T>& b,
                      const EvidenceStyle& style, WhyRows& rows);

// The focused pair's controls (the row's controls, on the result in the test's order): nothing
// and false for invalid and unsupported pairs and for tests without controls. Needs an ImGui
// frame when the test has controls.
template <class T>
bool evidence_controls(const PairResult<T>& r, const WhyRows& rows, EvidenceStyle& style);

// One pair of a scene evaluated in the scene's precision with its tolerances, with the shapes it
// was computed from (until the viewer holds a SceneEvaluation, `render --pair` and the viewer
// evaluate the focused pair with this).
template <class T>
struct EvaluatedPair {
  PairResult<T> result;
  Shape<T> a, b;  // objects[a_index], objects[b_index] as query shapes
};
struct FocusedPair {
  std::size_t a = 0, b = 0;  // indices into Scene::objects, in the caller's order
  std::variant<EvaluatedPair<float>, EvaluatedPair<double>> pair;
  // When either object moves: their time of impact over [0, 1] (motion_evidence.hpp), drawn,
  // explained and controlled after the pair's own evidence.
  std::optional<MovingPair> motion;
  // The pair is decided by time of impact over [0, 1] (PairSummary::timed): the result's verdict
  // is `motion`'s, while its evidence is the still test's at t = 0 only. Then the rows lead with
  // the time of impact and the still test's evidence is neither explained nor drawn (one muted
  // row names it, at t = 0), so the screen never mixes the interval's verdict with one pose's
  // evidence.
  bool timed = false;
  // The instant the still test was evaluated at (the timeline's), when the evaluation is not
  // over the interval: its verdict row says so for a pair with a motion.
  std::optional<double> at_time;
};
// Precondition: a and b index scene.objects (as at t = 0: the motion evidence starts there). A
// pair the evaluation would time (pair_motion.hpp) is timed here too, its verdict time of
// impact's (as SceneEvaluation::evaluate gives it).
FocusedPair evaluate_pair(const Scene& scene, std::size_t a, std::size_t b);
void draw_evidence(const FocusedPair& f, const EvidenceStyle& style, DrawList& out);
void explain_evidence(const FocusedPair& f, const EvidenceStyle& style, WhyRows& rows);
bool evidence_controls(const FocusedPair& f, const WhyRows& rows, EvidenceStyle& style);

// SAT axis k named in the test's order as the rows show it: "A0".."A2", "B0".."B2",
// "A0×B0".."A2×B2" (core/queries/sat_axis_names.hpp's names, the cross written ×).
std::string sat_axis_label(int k);
// The SAT axis index (test order) for a name given from the caller's a and b, as expectations
// name them ("A0".."B2", "AixBj", also "Ai×Bj"), or a plain index "0".."14"; -1 if it is none
// (parse_box_axis_text). When the test swapped the operands, the caller's A is the test's B.
int sat_axis_from_name(std::string_view name, bool swapped);
// The axis the SAT visualizer shows: style.sat_axis when in 0..14, else the first separating
// axis, else the axis of least overlap, else 0.
template <class T>
int selected_sat_axis(const SatResult<T>& r, const EvidenceStyle& style);
// The SAT axis the view shows for a pair decided by a SAT test (box SAT or triangle–box), or -1
// for any other test and for a timed pair (its still SAT is not shown): what the arrow keys step
// from.
int shown_sat_axis(const FocusedPair& f, const EvidenceStyle& style);
// That axis' unit direction in the world (the camera's "across the SAT axis" preset), or nothing
// for another test or a skipped (degenerate) axis.
std::optional<glm::dvec3> shown_sat_direction(const FocusedPair& f, const EvidenceStyle& style);

}  // namespace collide
