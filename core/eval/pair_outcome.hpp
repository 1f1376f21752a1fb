#pragma once
// What `check` says about one pair: the dispatch's verdict and the test's main numbers, named
// from the scene's objects (not the test's operand order). The reports, the expectations and
// `check --json` all read this summary.
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "../math/vec.hpp"
#include "../queries/pair_test.hpp"
#include "../time/time_of_impact.hpp"
#include "pair_measures.hpp"

namespace collide {

// One number, word or vector of a test's evidence, for the reports.
using EvidenceValue = std::variant<double, std::string, Vec3<double>>;
using EvidenceSummary = std::vector<std::pair<std::string, EvidenceValue>>;

// A moving pair's time of impact over [0, 1] (core/time/time_of_impact.hpp), for the reports:
// `check --json`'s "motion" object and the Why panel read it.
struct MotionOutcome {
  std::string verdict;  // touching_at_start, hits, misses, unresolved, invalid, unsupported
  std::string method;   // which method answered: obb_sat_sweep, conservative_advancement, …
  // When they touch: the first contact time, the bound on its error (the first time within ε
  // lies in [toi − toi_error, toi]), the contact point and the unit normal from a towards b.
  std::optional<double> toi, toi_error;
  std::optional<Vec3<double>> point, normal;
  std::string problem;  // invalid or unsupported: why
};

// One point of a contact manifold (core/queries/contact_manifold.hpp), in the scene's a, b
// order: the point on b's surface, the matching point on a is point + depth·contact_normal.
struct ContactOutcome {
  Vec3<double> point{};
  double depth = 0;
};

// What the dispatch said about one pair of objects (indices into Scene::objects).
struct PairOutcome {
  std::size_t a = 0, b = 0;
  PairTest test = PairTest::unsupported;
  PairVerdict verdict = PairVerdict::unsupported;
  bool within_tolerance = false;
  std::string reason;                          // invalid or unsupported: why
  std::optional<std::string> side;             // the plane side (see scene_check.hpp)
  std::optional<std::string> separating_axis;  // SAT, separated: named from a and b
  std::optional<double> contact_time;          // moving sphere that touches
  PairMeasures measures;                       // what an expectation can pin (pair_measures.hpp)
  EvidenceSummary evidence;                    // the test's main numbers
  std::optional<MotionOutcome> motion;         // something in the pair moves
  // An intersecting pair of solids (core/queries/contact_manifold.hpp; only the outcome made
  // with the shapes has it): its contact manifold, the unit normal from a to b.
  std::vector<ContactOutcome> contacts;
  std::optional<Vec3<double>> contact_normal;
};

// The summary of one dispatch result for objects a and b (indices into Scene::objects).
template <class T>
PairOutcome outcome(const PairResult<T>& r, std::size_t a, std::size_t b);
// The same with the contact manifold, from the shapes the result was computed from (as passed to
// pair_test: shape_a is object a's).
template <class T>
PairOutcome outcome(const PairResult<T>& r, std::size_t a, std::size_t b, const Shape<T>& shape_a,
                    const Shape<T>& shape_b);

// The pair's time of impact added to its outcome. For a timed pair (its verdict time of
// impact's: PairSummary::timed) its measures become time of impact's too (toi when they touch);
// the still test's measures, evidence, side, separating axis and contacts are of the pose at
// t = 0 only, so they are dropped.
template <class T>
void add_motion(PairOutcome& o, const TimeOfImpact<T>& r, bool timed);

// A number as the reports print it: format_number (core/math/number_format.hpp), the shortest
// digits that read back as the same double.
std::string number_text(double v);

}  // namespace collide
