#include "core/eval/scene_check.hpp"

#include "core/eval/lesson_steps.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <condition_variable>
#include <cstdint>
#include <limits>
#include <map>
#include <mutex>
#include <new>
#include <optional>
#include <thread>
#include <type_traits>
#include <unordered_map>

#include "core/eval/pair_test_name.hpp"
#include "core/scene/scene_io.hpp"

namespace collide {
namespace {

// "expected gap 1e-07 ± 1e-09, got 0.0010000000474974513": both numbers in full.
void judge_number(std::vector<std::string>& wrong, std::string_view name,
                  const std::optional<ExpectedNumber>& want, const std::optional<double>& got,
                  const Scene& scene, const PairOutcome& o) {
  if (!want) return;
  const std::string expected = "expected " + std::string(name) + " " +
                               exact_number_text(want->value) + " ± " +
                               exact_number_text(want->tolerance);
  if (!got)
    wrong.push_back(expected + ", but " + std::string(test_name(scene, o.test, o.a, o.b)) +
                    " gives no " + std::string(name) + " here");
  else if (!(std::abs(*got - want->value) <= want->tolerance))
    wrong.push_back(expected + ", got " + exact_number_text(*got) + " (off by " +
                    exact_number_text(*got - want->value) + ")");
}

std::string vector_text(const Vec3<double>& v) {
  return "(" + exact_number_text(v.x) + ", " + exact_number_text(v.y) + ", " +
         exact_number_text(v.z) + ")";
}

// The pinned contact manifold against the pair's: the count, the normal within the tolerance
// (|n − n_pinned|), and each pinned point matched to a point of its own within the tolerance
// (greedily, nearest first: the manifold's points are far apart next to any tolerance).
void judge_contacts(std::vector<std::string>& wrong, const ExpectedContacts& want,
                    const PairOutcome& o) {
  if (!o.contact_normal) {
    wrong.push_back("expected contacts, but the pair has no contact manifold here");
    return;
  }
  const int count = static_cast<int>(o.contacts.size());
  if (want.count && *want.count != count)
    wrong.push_back("expected " + std::to_string(*want.count) + " contacts, got " +
                    std::to_string(count));
  if (want.normal && !(glm::length(*o.contact_normal - *want.normal) <= want.tolerance))
    wrong.push_back("expected contact normal " + vector_text(*want.normal) + " ± " +
                    exact_number_text(want.tolerance) + ", got " + vector_text(*o.contact_normal));
  std::vector<bool> used(o.contacts.size(), false);
  for (const Vec3<double>& p : want.points) {
    std::size_t best = o.contacts.size();
    for (std::size_t i = 0; i < o.contacts.size(); ++i)
      if (!used[i] && (best == o.contacts.size() || glm::length(o.contacts[i].point - p) <
                                                        glm::length(o.contacts[best].point - p)))
        best = i;
    if (best < o.contacts.size() && glm::length(o.contacts[best].point - p) <= want.tolerance) {
      used[best] = true;
      continue;
    }
    wrong.push_back("expected a contact at " + vector_text(p) + " ± " +
                    exact_number_text(want.tolerance) + ", " +
                    (best < o.contacts.size()
                         ? "the nearest is " + vector_text(o.contacts[best].point)
                         : std::string("no contact left")));
  }
}

std::string judge(const Scene& scene, const Expectation& e, const PairOutcome& o,
                  double time_tolerance) {
  std::vector<std::string> wrong;
  if (o.verdict == PairVerdict::invalid) return "the pair is invalid: " + o.reason;
  if (o.verdict == PairVerdict::unsupported) return "no test for this pair: " + o.reason;
  const bool hit = o.verdict == PairVerdict::intersects;
  if (hit != e.intersects)
    wrong.push_back(std::string("expected intersects ") + (e.intersects ? "true" : "false") +
                    ", got " + (hit ? "true" : "false"));
  if (e.side) {
    if (!o.side)
      wrong.push_back("expected side " + *e.side + ", but " +
                      std::string(test_name(scene, o.test, o.a, o.b)) + " gives no side");
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
  judge_number(wrong, "gap", e.gap, o.measures.gap, scene, o);
  judge_number(wrong, "depth", e.depth, o.measures.depth, scene, o);
  judge_number(wrong, "toi", e.toi, o.measures.toi, scene, o);
  if (e.contacts) judge_contacts(wrong, *e.contacts, o);
  if (e.axis && o.measures.axis != e.axis)
    wrong.push_back("expected axis " + *e.axis + ", got " +
                    (o.measures.axis ? *o.measures.axis : std::string("none")));
  if (e.within_tolerance && *e.within_tolerance != o.within_tolerance)
    wrong.push_back(std::string("expected within_tolerance ") +
                    (*e.within_tolerance ? "true" : "false") + ", got " +
                    (o.within_tolerance ? "true" : "false"));
  std::string out;
  for (const std::string& w : wrong)
    out += (out.empty() ? "" : "; ") + w;
  return out;
}

// The outcome of objects i and j in precision T (the evaluation's result, in either precision
// whether it stored that one or not), with its time of impact when something in it moves.
template <class T>
PairOutcome pair_outcome(const SceneEvaluation& eval, std::uint32_t i, std::uint32_t j) {
  // With the shapes it tested: for the contact manifold.
  PairOutcome o = outcome(eval.evaluate<T>(i, j), i, j, eval.shape<T>(i), eval.shape<T>(j));
  if (const std::optional<TimeOfImpact<T>> toi = eval.time_of_impact<T>(i, j))
    add_motion(o, *toi, eval.timed(i, j));
  return o;
}

// The report is read from the evaluation: its counts and pairs, and for each expectation the
// pair's own result in the expectation's order (stored when the broadphase found the pair in
// that order, computed otherwise).
template <class T>
CheckReport run(const Scene& scene, const SceneEvaluation& eval, const CheckOptions& options) {
  using Other = std::conditional_t<std::is_same_v<T, float>, double, float>;
  CheckReport report;
  report.objects = scene.objects.size();
  report.precision = eval.precision();
  const SceneEvaluation::Counts& counts = eval.counts();
  report.candidate_pairs = counts.candidates;
  report.intersecting_pairs = counts.intersecting;
  report.unsupported_pairs = counts.unsupported;
  report.invalid_pairs = counts.invalid;
  report.pairs_in_both =
      eval.both_precisions() &&
      options.precision.value_or(check_precision(scene.settings)) == PrecisionChoice::both;
  const auto differs = [&](const SceneEvaluation::PairView& v) {
    return report.pairs_in_both && v.f && v.d && v.f->verdict != v.d->verdict;
  };
  if (report.pairs_in_both)
    eval.for_each_pair([&](const SceneEvaluation::PairView& v) {
      report.disagreeing_pairs += differs(v) ? 1 : 0;
    });
  // A listed pair, and in both precisions its other outcome beside it.
  const auto list = [&](const SceneEvaluation::PairView& v, std::vector<PairOutcome>& pairs,
                        std::vector<PairOutcome>& others) {
    pairs.push_back(pair_outcome<T>(eval, v.a, v.b));
    if (report.pairs_in_both) others.push_back(pair_outcome<Other>(eval, v.a, v.b));
  };
  if (options.all_pairs) {
    report.candidates.reserve(counts.candidates);
    for (const SceneEvaluation::PairView& v : eval.pairs())
      list(v, report.candidates, report.candidates_other);
  }
  if (options.keep_pairs) {
    report.intersecting.reserve(counts.intersecting);
    for (const SceneEvaluation::PairView& v : eval.pairs())
      if (v.verdict == PairVerdict::intersects || differs(v))
        list(v, report.intersecting, report.intersecting_other);
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
  // An expectation at an instant reads the evaluation there (one per instant named).
  std::map<double, SceneEvaluation> instants;
  const auto at = [&](double t) -> const SceneEvaluation& {
    const auto [it, added] = instants.try_emplace(t);
    if (added) {
      it->second.set_both_precisions(eval.both_precisions());
      it->second.set_time(scene, t);
    }
    return it->second;
  };
  for (std::size_t k = 0; k < scene.expect.size(); ++k) {
    const Expectation& e = scene.expect[k];
    const SceneEvaluation& judged = e.at_time ? at(*e.at_time) : eval;
    const PrecisionChoice choice = expectation_precision(e, scene.settings, options);
    report.both_precisions = report.both_precisions || choice == PrecisionChoice::both;
    for (const Precision p : {Precision::float32, Precision::float64}) {
      if (choice != PrecisionChoice::both &&
          (choice == PrecisionChoice::float32) != (p == Precision::float32))
        continue;
      ExpectationOutcome x;
      x.index = k;
      x.precision = p;
      const auto ia = find(e.a), ib = find(e.b);
      if (!ia || !ib) {
        x.failure = "an id names no object";
      } else {
        const auto i = static_cast<std::uint32_t>(*ia), j = static_cast<std::uint32_t>(*ib);
        x.actual = p == Precision::float32 ? pair_outcome<float>(judged, i, j)
                                           : pair_outcome<double>(judged, i, j);
        x.evaluated = true;
        x.failure =
            judge(scene, e, x.actual, kContactTimeTolerance[p == Precision::float32 ? 1 : 0]);
      }
      x.held = x.failure.empty();
      ++(x.held ? report.expectations_passed : report.expectations_failed);
      report.expectations.push_back(std::move(x));
    }
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
    const PrecisionChoice choice = options.precision.value_or(check_precision(scene.settings));
    SceneEvaluation eval;
    eval.set_both_precisions(choice == PrecisionChoice::both);
    if (choice == check_precision(scene.settings)) {
      eval.build(scene);
      return check_scene(scene, eval, options);
    }
    // Another precision than the file's: the scene evaluated with its settings changed (ids and
    // indices are the same, so the report reads as the file's).
    Scene in_choice = scene;
    in_choice.settings = settings_in(scene.settings, choice);
    eval.build(in_choice);
    return check_scene(in_choice, eval, options);
  } catch (const std::exception& e) {
    return failed_to_run(scene, e);
  }
}

CheckReport check_scene_and_steps(const Scene& scene, const CheckOptions& options) noexcept {
  CheckReport report = check_scene(scene, options);
  if (!report.error.empty()) return report;
  for (const LessonStep& step : scene.steps)
    report.step_expectations += step.expect.size();
  if (report.step_expectations == 0) return report;
  try {
    report.step_failures = check_lesson_steps(scene, options);
  } catch (const std::exception& e) {
    report.step_failures = {std::string("the steps could not be checked: ") + e.what()};
  }
  return report;
}

SceneSettings settings_in(SceneSettings settings, PrecisionChoice choice) {
  settings.both_precisions = choice == PrecisionChoice::both;
  settings.precision = choice == PrecisionChoice::float32 ? Precision::float32 : Precision::float64;
  return settings;
}

PrecisionChoice expectation_precision(const Expectation& e, const SceneSettings& settings,
                                      const CheckOptions& options) {
  if (e.precision) return *e.precision;
  if (options.precision) return *options.precision;
  return check_precision(settings);
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
      c.report = check_scene_and_steps(*load.scene, options);
      c.scene = std::move(load.scene);
    }
    out.push_back(std::move(c));
  }
  return out;
}

void check_files_in_order(const std::vector<std::string>& files, const CheckOptions& options,
                          std::size_t max_bytes, unsigned jobs,
                          const std::function<bool(CheckedFile&)>& report,
                          const std::function<SceneLoad(const std::string&)>& load) {
  const auto check_one = [&](const std::string& file) {
    CheckedFile c;
    c.file = file;
    SceneLoad loaded = load ? load(file) : load_scene(file, max_bytes);
    if (!loaded.ok()) {
      c.error = loaded.error;
    } else {
      c.report = check_scene_and_steps(*loaded.scene, options);
      c.scene = std::move(loaded.scene);
    }
    return c;
  };
  jobs = std::max(1u, std::min<unsigned>(jobs, static_cast<unsigned>(files.size())));
  if (jobs == 1) {
    for (const std::string& file : files) {
      CheckedFile c = check_one(file);
      if (!report(c)) return;
    }
    return;
  }
  // Workers take the next file in order, but never more than `window` ahead of the reporter;
  // the reporter (this thread) hands results over in order as they arrive.
  const std::size_t window = 2 * std::size_t{jobs};
  std::vector<std::optional<CheckedFile>> done(files.size());
  std::mutex m;
  std::condition_variable changed;
  std::size_t next = 0, reported = 0;
  bool stop = false;
  const auto work = [&] {
    while (true) {
      std::size_t i;
      {
        std::unique_lock lock(m);
        changed.wait(lock,
                     [&] { return stop || next >= files.size() || next < reported + window; });
        if (stop || next >= files.size()) return;
        i = next++;
      }
      CheckedFile c = check_one(files[i]);  // check_scene never throws; loading says out of memory
      {
        std::lock_guard lock(m);
        done[i] = std::move(c);
      }
      changed.notify_all();
    }
  };
  std::vector<std::thread> threads;
  threads.reserve(jobs);
  for (unsigned t = 0; t < jobs; ++t)
    threads.emplace_back(work);
  for (std::size_t i = 0; i < files.size(); ++i) {
    CheckedFile c;
    {
      std::unique_lock lock(m);
      changed.wait(lock, [&] { return done[i].has_value(); });
      c = std::move(*done[i]);
      done[i].reset();
    }
    const bool go_on = report(c);
    {
      std::lock_guard lock(m);
      reported = i + 1;
      stop = !go_on;
    }
    changed.notify_all();
    if (!go_on) break;
  }
  {
    std::lock_guard lock(m);
    stop = true;
  }
  changed.notify_all();
  for (std::thread& t : threads)
    t.join();
}

}  // namespace collide
