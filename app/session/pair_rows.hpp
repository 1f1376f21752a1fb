#pragma once
// The Pairs panel's model, without ImGui: one row per candidate pair of the evaluation (plus the
// pairs an expectation names that the broadphase did not pair), and the filters and orders the
// panel offers. The panel only draws the rows this returns, so tests check what it lists.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/eval/scene_check.hpp"
#include "core/eval/scene_evaluation.hpp"
#include "core/queries/pair_test.hpp"
#include "core/scene/scene.hpp"
#include "core/scene/scene_delta.hpp"

namespace collide {

enum class ExpectationMark : std::uint8_t { none, held, failed };

struct PairRow {
  std::size_t a = 0, b = 0;  // scene indices, a < b
  PairTest test = PairTest::unsupported;
  PairVerdict verdict = PairVerdict::unsupported;  // in the scene's precision
  bool within_tolerance = false;
  ExpectationMark expectation = ExpectationMark::none;
  std::string failure;        // the failed expectation's "what differed"
  bool candidate = true;      // false: only an expectation names it (not in the broadphase)
  bool disagreement = false;  // float and double give different verdicts
  PairVerdict other_verdict = PairVerdict::unsupported;  // the other precision's, when computed
  // Decided by time of impact over [0, 1] (PairSummary::timed): `test` is then its still test at
  // t = 0, not what decided it; the method that did and its first contact, when they touch.
  bool timed = false;
  ToiMethod toi_method = ToiMethod::none;
  std::optional<double> toi;
};

// What the row's "test" column says: the still test's name, or for a timed pair the time of
// impact's method and its first contact ("toi: sat sweep, t = 0.7042").
std::string test_label(const Scene& scene, const PairRow& row);
// What the Pairs panel's header says the verdicts are of: "" in a scene where nothing moves,
// else "over t ∈ [0, 1]" (the interval: every moving pair by time of impact) or "at t = 0.42"
// (the timeline's instant: every object still where it is posed).
std::string evaluation_time_text(const SceneEvaluation& eval, bool anything_moves);

// Every row, sorted by (a, b). `report` is the check of the same scene and evaluation (its
// expectations mark their pairs).
std::vector<PairRow> build_pair_rows(const Scene& scene, const SceneEvaluation& eval,
                                     const CheckReport& report);

// The rows kept up to date edit by edit: a delta that only modifies objects rewrites the rows of
// their pairs in place (found by binary search: no pass over every row) when the candidate
// pairs stayed the same, and otherwise replaces just those objects' rows with one merge. A
// delta that adds, removes or reorders objects, or says `everything`, builds every row again.
// After any update the rows equal build_pair_rows of the same scene, evaluation and report.
class PairRowTable {
 public:
  // `modified`: the objects changed since the last update, by index (ModifiedObjects::take of
  // the delta the evaluation was updated with), or nothing: every row is built again.
  void update(const SceneEvaluation& eval, const CheckReport& report,
              const std::optional<std::vector<std::size_t>>& modified);
  const std::vector<PairRow>& rows() const { return rows_; }
  // Counts the updates that changed the rows (a reader compares it with the one it last saw).
  std::size_t generation() const { return generation_; }
  // How many updates built every row (for tests: a drag should not).
  std::size_t full_builds() const { return full_builds_; }

 private:
  void build(const SceneEvaluation& eval, const CheckReport& report);
  void patch(const SceneEvaluation& eval, const std::vector<std::size_t>& modified);

  std::vector<PairRow> rows_;          // sorted by (a, b)
  std::vector<std::uint32_t> degree_;  // candidate rows per object (scene index)
  std::vector<std::pair<std::size_t, std::size_t>> marked_;  // rows an expectation marked
  std::vector<std::size_t> changed_;                         // scratch: the delta's objects
  std::vector<std::uint8_t> in_delta_;                       // scratch: by scene index
  std::vector<PairRow> fresh_;                               // scratch: the delta's objects' rows
  std::size_t generation_ = 0, full_builds_ = 0;
  bool built_ = false;
};

enum class PairSortKey : std::uint8_t { objects, test, verdict, expectation };

struct PairFilter {
  bool intersecting_only = false;
  bool failing_only = false;  // failed expectations
  bool within_tolerance_only = false;
  bool disagreements_only = false;  // float and double disagree
  // When set: only pairs with at least one of these objects (scene indices; the viewer passes
  // the selection). An empty set with the filter on keeps nothing.
  std::optional<std::vector<std::size_t>> involving = std::nullopt;
  bool operator==(const PairFilter&) const = default;
};

struct PairOrder {
  PairSortKey key = PairSortKey::objects;
  bool descending = false;
  bool operator==(const PairOrder&) const = default;
};

// Indices into `rows` of the rows the filter keeps, in the order asked (ties by (a, b)).
std::vector<std::size_t> select_pair_rows(const std::vector<PairRow>& rows, PairFilter filter,
                                          const PairOrder& order);

}  // namespace collide
