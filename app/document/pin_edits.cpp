#include "app/document/pin_edits.hpp"

#include <algorithm>
#include <cmath>

#include "core/scene/pins_apply.hpp"

namespace collide {

namespace {

std::string pair_label(const Scene& scene, std::size_t a, std::size_t b) {
  return scene.objects[a].id + " – " + scene.objects[b].id;
}

}  // namespace

double default_pin_tolerance(const SceneSettings& settings) {
  const bool floats = settings.both_precisions || settings.precision == Precision::float32;
  return floats ? 1e-5 : 1e-9;
}

PairOutcome pair_outcome(const SceneEvaluation& eval, std::size_t a, std::size_t b) {
  const auto i = static_cast<std::uint32_t>(a), j = static_cast<std::uint32_t>(b);
  // With the shapes: a mesh pair's gap and depth are measured from them (pair_outcome.hpp).
  if (eval.precision() == Precision::float32)
    return outcome(eval.evaluate<float>(i, j), a, b, eval.shape<float>(i), eval.shape<float>(j));
  return outcome(eval.evaluate<double>(i, j), a, b, eval.shape<double>(i), eval.shape<double>(j));
}

Pin pin_of(const Scene& scene, const PairOutcome& o, const PinOptions& options) {
  if (o.a >= scene.objects.size() || o.b >= scene.objects.size() || o.a == o.b)
    return {std::nullopt, "no such pair"};
  if (o.verdict == PairVerdict::invalid)
    return {std::nullopt, "an invalid pair has no verdict to pin (" + o.reason + ")"};
  if (o.verdict == PairVerdict::unsupported)
    return {std::nullopt, "no test decides this pair, so there is no verdict to pin"};
  Expectation e;
  e.a = scene.objects[o.a].id;
  e.b = scene.objects[o.b].id;
  e.intersects = o.verdict == PairVerdict::intersects;
  e.verdict_spelled = true;  // "verdict": "disjoint" reads better than "intersects": false
  // Only what the loader takes for these kinds (pins_apply.hpp), so the saved scene loads again.
  const PinsThatApply applies = pins_that_apply(scene.objects[o.a], scene.objects[o.b]);
  if (applies.side) e.side = o.side;
  if (options.numbers) {
    const PairMeasures& m = o.measures;
    const auto pinned = [&](double v) { return ExpectedNumber{v, options.tolerance}; };
    if (e.intersects) {
      if (m.depth) e.depth = pinned(*m.depth);
    } else if (m.gap) {
      e.gap = pinned(*m.gap);
    }
    if (m.toi && applies.toi) e.toi = pinned(*m.toi);
    if (m.axis && parse_axis(applies.axis, *m.axis)) e.axis = m.axis;
  }
  return {std::move(e), {}};
}

std::optional<std::size_t> expectation_index(const Scene& scene, const std::string& a,
                                             const std::string& b) {
  for (std::size_t k = 0; k < scene.expect.size(); ++k) {
    const Expectation& e = scene.expect[k];
    if ((e.a == a && e.b == b) || (e.a == b && e.b == a)) return k;
  }
  return std::nullopt;
}

PinStatus pin_status(const Scene& scene, const CheckReport& report, std::size_t a, std::size_t b) {
  if (a >= scene.objects.size() || b >= scene.objects.size()) return {};
  const auto k = expectation_index(scene, scene.objects[a].id, scene.objects[b].id);
  if (!k) return {};
  PinStatus st;
  st.pinned = true;
  const Expectation& e = scene.expect[*k];
  for (const auto* n : {&e.gap, &e.depth, &e.toi})
    if (*n) {
      st.numbers = true;
      st.tolerance = std::max(st.tolerance.value_or(0.0), (*n)->tolerance);
    }
  // One outcome per precision it ran in: held when all held.
  bool seen = false;
  st.held = true;
  for (const ExpectationOutcome& x : report.expectations)
    if (x.index == *k) {
      seen = true;
      if (!x.held && st.held) {
        st.held = false;
        st.failure = x.failure;
      }
    }
  if (!seen) {
    st.held = false;
    st.failure = "not checked yet";
  }
  return st;
}

Edit set_pin_tolerance(const Scene& scene, std::size_t a, std::size_t b, double tolerance) {
  Edit edit;
  if (a >= scene.objects.size() || b >= scene.objects.size() || a == b) {
    edit.error = "no such pair";
    return edit;
  }
  edit.label = "Set tolerance of " + pair_label(scene, a, b);
  if (!(tolerance >= 0) || !std::isfinite(tolerance)) {
    edit.error = "a tolerance is a number >= 0";
    return edit;
  }
  const auto k = expectation_index(scene, scene.objects[a].id, scene.objects[b].id);
  std::vector<Expectation> expect = scene.expect;
  bool any = false;
  if (k)
    for (auto* n : {&expect[*k].gap, &expect[*k].depth, &expect[*k].toi})
      if (*n) (*n)->tolerance = tolerance, any = true;
  if (!any) {
    edit.error = "the pair " + pair_label(scene, a, b) + " pins no number";
    return edit;
  }
  edit.expect = {{scene.expect, std::move(expect)}};
  return edit;
}

Edit pin_pair(const Scene& scene, const SceneEvaluation& eval, std::size_t a, std::size_t b,
              const PinOptions& options) {
  Edit edit;
  if (a >= scene.objects.size() || b >= scene.objects.size() || a == b) {
    edit.error = "no such pair";
    return edit;
  }
  edit.label = (options.numbers ? "Pin numbers of " : "Pin ") + pair_label(scene, a, b);
  Pin pin = pin_of(scene, pair_outcome(eval, a, b), options);
  if (!pin.expectation) {
    edit.error = std::move(pin.why_not);
    return edit;
  }
  std::vector<Expectation> expect = scene.expect;
  if (const auto k = expectation_index(scene, pin.expectation->a, pin.expectation->b)) {
    pin.expectation->description = expect[*k].description;
    pin.expectation->verdict_spelled = expect[*k].verdict_spelled;  // the file's own spelling
    expect[*k] = std::move(*pin.expectation);
  } else {
    expect.push_back(std::move(*pin.expectation));
  }
  edit.expect = {{scene.expect, std::move(expect)}};
  return edit;
}

Edit unpin_pair(const Scene& scene, std::size_t a, std::size_t b) {
  Edit edit;
  if (a >= scene.objects.size() || b >= scene.objects.size() || a == b) {
    edit.error = "no such pair";
    return edit;
  }
  edit.label = "Unpin " + pair_label(scene, a, b);
  const auto k = expectation_index(scene, scene.objects[a].id, scene.objects[b].id);
  if (!k) {
    edit.error = "the pair " + pair_label(scene, a, b) + " has no expectation";
    return edit;
  }
  std::vector<Expectation> expect = scene.expect;
  expect.erase(expect.begin() + std::ptrdiff_t(*k));
  edit.expect = {{scene.expect, std::move(expect)}};
  return edit;
}

}  // namespace collide
