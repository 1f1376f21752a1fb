#pragma once
// The engine of `collision-lab check`: runs a scene as a regression test.
//
// Candidate pairs, their results and counts are read from a SceneEvaluation
// (scene_evaluation.hpp: the octree broadphase over padded AABBs, a double sweep for objects
// beyond float's range, planes paired with everything), in the scene's precision; every
// expectation is evaluated on its own pair (whatever the broadphase says), in its own order.
//
// Expectations. `intersects` is compared with the dispatch's verdict (invalid or unsupported
// pairs fail). `side` is the plane side: the test's own side for box, sphere, ellipsoid, point
// and triangle, except "on" for a triangle lying in the plane (all three vertices on it); for a
// segment "straddling" when it crosses, "on" when it lies in the plane, otherwise the side of
// its ends; for a moving sphere "straddling" when it touches during the
// frame, otherwise the side it stays on. `separating_axis` is the SAT's first separating axis
// named from the expectation's a and b ("A0".."B2", "AixBj"). `contact_time` is the moving
// sphere's first contact time, within kContactTimeTolerance. The pinned numbers `gap`, `depth`
// and `toi` hold when |actual − value| <= tolerance, `axis` when the first separating axis has
// that name, `within_tolerance` when the verdict was (or was not) decided inside a band; what they
// mean for each pair kind is in pair_measures.hpp (and the README). A failure says what was
// expected and what came, both numbers in full (shortest round-trip text).
//
// Precision. Each expectation runs in its own `precision` if it has one, else in the options'
// if given (--precision), else in the file's ("both": float and double): one ExpectationOutcome
// per precision. The pair counts and the intersecting pairs are in the scene's precision.
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "../queries/pair_test.hpp"
#include "../scene/scene.hpp"
#include "../scene/scene_json.hpp"
#include "pair_outcome.hpp"
#include "scene_evaluation.hpp"

namespace collide {

// How far a computed contact time may be from the expected one: double, float.
inline constexpr double kContactTimeTolerance[2] = {1e-9, 1e-4};

struct ExpectationOutcome {
  std::size_t index = 0;                     // into Scene::expect
  Precision precision = Precision::float64;  // the scalar it was evaluated in
  bool held = false;
  std::string failure;     // when not held: what differed
  bool evaluated = false;  // `actual` holds the dispatch's answer for the pair
  PairOutcome actual;
};

struct CheckReport {
  std::size_t objects = 0;
  std::size_t candidate_pairs = 0;     // from the broadphase, planes included
  std::size_t intersecting_pairs = 0;  // of the candidates
  std::size_t unsupported_pairs = 0;   // candidates with no test for their kinds
  std::size_t invalid_pairs = 0;       // candidates with an invalid shape (cannot load, but
                                       // a scene built in code may have one)
  std::size_t expectations_passed = 0;
  std::size_t expectations_failed = 0;
  std::vector<PairOutcome> intersecting;  // sorted by (a, b); empty unless keep_pairs
  std::vector<PairOutcome> candidates;    // every candidate pair, sorted; only with all_pairs
  // The pairs in both precisions (the check's precision is "both": the file's, or --precision's):
  // the counts and the lists above are double's; the other precision is float. `intersecting`
  // then also holds the pairs that only float calls intersecting, and `*_other` hold each listed
  // pair's outcome in float, index for index; `disagreeing_pairs` counts the candidate pairs whose
  // verdicts differ (whatever is listed).
  bool pairs_in_both = false;
  std::size_t disagreeing_pairs = 0;
  std::vector<PairOutcome> intersecting_other, candidates_other;
  std::vector<ExpectationOutcome> expectations;  // by index, float before double
  Precision precision = Precision::float64;      // of the counts and the intersecting pairs
  bool both_precisions = false;  // some expectation ran in both (reports then name the precision)
  // Set when the check could not run (memory ran out): there are no verdicts, and `check` exits 1
  // with this message instead of reporting a failed expectation.
  std::string error;
  // A lesson's steps (check_files): how many expectations its steps have, and one line per
  // failure, "step K: A–B: WHAT" (K from 1; core/eval/lesson_steps.hpp's check_lesson_steps).
  std::size_t step_expectations = 0;
  std::vector<std::string> step_failures;
  bool all_held() const {
    return expectations_failed == 0 && step_failures.empty() && error.empty();
  }
};

struct CheckOptions {
  bool keep_pairs = true;  // fill CheckReport::intersecting (off for --summary)
  bool all_pairs = false;  // fill CheckReport::candidates (--all)
  // Run the pairs (counts and lists), and the expectations without a precision of their own, in
  // this one instead of the file's ("both": the pairs in double and float, as a file saying
  // "both" runs them).
  std::optional<PrecisionChoice> precision;
};

// `settings` run in `choice` instead of their own precision ("both": double, with float beside).
SceneSettings settings_in(SceneSettings settings, PrecisionChoice choice);

// Runs the scene (in options.precision, when given). Never throws.
CheckReport check_scene(const Scene& scene, const CheckOptions& options = {}) noexcept;
// The same, read from an evaluation that is up to date with `scene` (the viewer's; its pairs in
// the evaluation's precision, and in both when it computed both and the check runs in "both").
CheckReport check_scene(const Scene& scene, const SceneEvaluation& eval,
                        const CheckOptions& options = {}) noexcept;

// One file given to `check`: its report, or why it could not be loaded.
struct CheckedFile {
  std::string file;
  std::optional<Scene> scene;  // kept for the ids in the reports
  std::optional<CheckReport> report;
  std::optional<SceneError> error;
};

// The precisions expectation `e` runs in under `options` for a scene with `settings`.
PrecisionChoice expectation_precision(const Expectation& e, const SceneSettings& settings,
                                      const CheckOptions& options = {});

// check_scene, then each lesson step's expectations on the scene that step shows (a file's whole
// check, as `check` runs it).
CheckReport check_scene_and_steps(const Scene& scene, const CheckOptions& options = {}) noexcept;

// Loads and checks each file.
std::vector<CheckedFile> check_files(const std::vector<std::string>& files,
                                     const CheckOptions& options = {}) noexcept;

// Loads (up to max_bytes each) and checks `files` on up to `jobs` threads, handing each result to
// `report` in the files' order, whatever finishes first: the output is the same for any `jobs`.
// At most 2·jobs results wait for their turn (memory holds about that many scenes). `report`
// returning false (its output failed) stops the run. `load`, when given, loads a file instead of
// load_scene(file, max_bytes) (the command line's progress line on a terminal).
void check_files_in_order(const std::vector<std::string>& files, const CheckOptions& options,
                          std::size_t max_bytes, unsigned jobs,
                          const std::function<bool(CheckedFile&)>& report,
                          const std::function<SceneLoad(const std::string&)>& load = {});

}  // namespace collide
