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
#include "pair_measures.hpp"

namespace collide {

// One number, word or vector of a test's evidence, for the reports.
using EvidenceValue = std::variant<double, std::string, Vec3<double>>;
using EvidenceSummary = std::vector<std::pair<std::string, EvidenceValue>>;

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
};

// The summary of one dispatch result for objects a and b (indices into Scene::objects).
template <class T>
PairOutcome outcome(const PairResult<T>& r, std::size_t a, std::size_t b);

// A number as the reports print it: format_number (core/math/number_format.hpp), the shortest
// digits that read back as the same double.
std::string number_text(double v);

}  // namespace collide
