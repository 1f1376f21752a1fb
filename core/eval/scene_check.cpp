#include "core/eval/scene_check.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <new>
#include <optional>
#include <unordered_map>

#include "core/scene/scene_io.hpp"

namespace collide {
namespace {

std::string judge(const Expectation& e, const PairOutcome& o, double time_tolerance) {
  std::vector<std::string> wrong;
  if (o.verdict == PairVerdict::invalid) return "the pair is invalid: " + o.reason;
  if (o.verdict == PairVerdict::unsupported) return "no test for this pair: " + o.reason;
  const bool hit = o.verdict == PairVerdict::intersects;
  if (hit != e.intersects)
    wrong.push_back(std::string("expected intersects ") + (e.intersects ? "true" : "false") +
                    ", got " + (hit ? "true" : "false"));
  if (e.side) {
    if (!o.side)
      wrong.push_back("expected side " + *e.side + ", but " + std::string(name_of(o.test)) +
                      " gives no side");
    else if (*o.side != *e.side)
      wrong.push_back("expected side " + *e.side + ", got " + *o.side);
  }
  if (e.separating_axis && o.separating_axis != e.separating_axis)
    wrong.push_back("expected separating axis " + *e.separating_axis + ", got " +
                    (o.separating_axis ? *o.separating_axis : std::string("none")));
  if (e.contact_time) {
    if (!o.contact_time)
      wrong.push_back("expected contact time " + number_text(*e.contact_time) + ", got none");
    else if (!(std::abs(*o.contact_time - *e.contact_time) <= time_tolerance))
      wrong.push_back("expected contact time " + number_text(*e.contact_time) + ", got " +
                      number_text(*o.contact_time));
  }
  std::string out;
  for (const std::string& w : wrong)
    out += (out.empty() ? "" : "; ") + w;
  return out;
}

// The report is read from the evaluation: its counts and pairs, and for each expectation the
// pair's own result in the expectation's order (stored when the broadphase found the pair in
// that order, computed otherwise).
template <class T>
CheckReport run(const Scene& scene, const SceneEvaluation& eval, const CheckOptions& options) {
  CheckReport report;
  report.objects = scene.objects.size();
  const SceneEvaluation::Counts& counts = eval.counts();
  report.candidate_pairs = counts.candidates;
  report.intersecting_pairs = counts.intersecting;
  report.unsupported_pairs = counts.unsupported;
  report.invalid_pairs = counts.invalid;
  if (options.keep_pairs) {
    report.intersecting.reserve(counts.intersecting);
    for (const SceneEvaluation::PairView& v : eval.pairs())
      if (v.verdict == PairVerdict::intersects)
        report.intersecting.push_back(outcome(eval.evaluate<T>(v.a, v.b), v.a, v.b));
  }

  // The evaluation's own id index (a check per frame in the viewer must not hash every id).
  const bool indexed = eval.object_count() == scene.objects.size();
  std::unordered_map<std::string_view, std::size_t> index;
  if (!indexed)
    for (std::size_t i = 0; i < scene.objects.size(); ++i)
      index.emplace(scene.objects[i].id, i);
  const auto find = [&](const std::string& id) -> std::optional<std::size_t> {
    if (indexed) {
      const auto i = eval.index_of(id);
      return i ? std::optional<std::size_t>(*i) : std::nullopt;
    }
    const auto it = index.find(id);
    return it == index.end() ? std::nullopt : std::optional<std::size_t>(it->second);
  };
  const double time_tolerance = kContactTimeTolerance[std::is_same_v<T, float> ? 1 : 0];
  for (std::size_t k = 0; k < scene.expect.size(); ++k) {
    const Expectation& e = scene.expect[k];
    ExpectationOutcome x;
    x.index = k;
    const auto ia = find(e.a), ib = find(e.b);
    if (!ia || !ib) {
      x.failure = "an id names no object";
    } else {
      const auto i = static_cast<std::uint32_t>(*ia), j = static_cast<std::uint32_t>(*ib);
      x.actual = outcome(eval.evaluate<T>(i, j), i, j);
      x.evaluated = true;
      x.failure = judge(e, x.actual, time_tolerance);
    }
    x.held = x.failure.empty();
    ++(x.held ? report.expectations_passed : report.expectations_failed);
    report.expectations.push_back(std::move(x));
  }
  return report;
}

CheckReport failed_to_run(const Scene& scene, const std::exception& e) {
  // Only allocation can fail here; say so rather than crash (and not as a failed expectation).
  CheckReport r;
  r.objects = scene.objects.size();
  r.error = dynamic_cast<const std::bad_alloc*>(&e)
                ? std::string("the check could not run: out of memory")
                : std::string("the check could not run: ") + e.what();
  return r;
}

}  // namespace

CheckReport check_scene(const Scene& scene, const SceneEvaluation& eval,
                        const CheckOptions& options) noexcept {
  try {
    return eval.precision() == Precision::float32 ? run<float>(scene, eval, options)
                                                  : run<double>(scene, eval, options);
  } catch (const std::exception& e) {
    return failed_to_run(scene, e);
  }
}

CheckReport check_scene(const Scene& scene, const CheckOptions& options) noexcept {
  try {
    SceneEvaluation eval;
    eval.build(scene);
    return check_scene(scene, eval, options);
  } catch (const std::exception& e) {
    return failed_to_run(scene, e);
  }
}

std::vector<CheckedFile> check_files(const std::vector<std::string>& files,
                                     const CheckOptions& options) noexcept {
  std::vector<CheckedFile> out;
  for (const std::string& file : files) {
    CheckedFile c;
    c.file = file;
    SceneLoad load = load_scene(file);
    if (!load.ok()) {
      c.error = load.error;
    } else {
      c.report = check_scene(*load.scene, options);
      c.scene = std::move(load.scene);
    }
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace collide
