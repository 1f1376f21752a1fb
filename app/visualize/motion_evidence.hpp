#pragma once
// The focused pair's motion (issue 37): when either object moves, its time of impact over the
// scene's interval t ∈ [0, 1] (core/time/time_of_impact.hpp), computed from both objects as they
// are at t = 0 and their motions, in the scene's precision and tolerances — whatever time the
// view shows, the first contact is the interval's. Drawn: each object at t = 0 and t = 1 (faint
// ghosts), the path of its pivot, both at the first contact (red) with the contact point and the
// normal; for conservative advancement also the chosen step's pair and its normal. Explained:
// the verdict and method, the contact, then for a linear sweep one row per axis with the times
// in which it separates (as the still SAT has its projected intervals) and for conservative
// advancement one row per step (distance, bound, advance), the chosen one marked.
#include <optional>
#include <string>
#include <variant>

#include "app/visualize/evidence_style.hpp"
#include "app/visualize/why_rows.hpp"
#include "core/queries/pair_test.hpp"
#include "core/scene/scene.hpp"
#include "core/time/time_of_impact.hpp"
#include "render/draw_list.hpp"

namespace collide {

struct MovingPair {
  ObjectDesc a, b;  // at t = 0, the caller's order (a is the time of impact's A)
  Motion ma, mb;
  std::variant<TimeOfImpact<float>, TimeOfImpact<double>> toi;
};

// The pair's motion evidence when either object has a motion (even a zero one); nothing when
// both stand still. In `settings`' precision and tolerances.
std::optional<MovingPair> moving_pair(const SceneObject& a, const SceneObject& b,
                                      const SceneSettings& settings);

// Layer::evidence only.
void draw_motion(const MovingPair& m, const EvidenceStyle& style, DrawList& out);
// Appends the rows (labels "time of impact", "toi contact", "sweep <axis>", "advance <k>").
void explain_motion(const MovingPair& m, const EvidenceStyle& style, WhyRows& rows);
// The short name a pair decided by time of impact shows in place of its still test's: "toi: sat
// sweep", "toi: slabs", "toi: sphere sweep", "toi: plane support", "toi: advancement".
std::string toi_method_label(ToiMethod m);
// A first contact time as the Pairs panel shows it: 4 significant digits ("0.7042", "1e-05").
std::string short_time(double t);
// The verdict row of a pair decided by time of impact (PairSummary::timed), `verdict` its pair
// verdict: "toi: sat sweep → intersects over [0, 1]: first contact at t = …" (what the Why panel
// leads with in place of the still test's verdict row).
void explain_motion_verdict(const MovingPair& m, PairVerdict verdict, bool within_tolerance,
                            WhyRows& rows);
// The advancement step drawn and marked: style.toi_step clamped to the run, else the last; -1
// when the method took no steps.
int selected_toi_step(const MovingPair& m, const EvidenceStyle& style);
// The step slider of conservative advancement (motion_controls.cpp, ImGui); true when it
// changed `style`. Nothing for the other methods.
bool motion_controls(const MovingPair& m, EvidenceStyle& style);

}  // namespace collide
