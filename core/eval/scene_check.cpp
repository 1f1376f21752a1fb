#include "core/eval/scene_check.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <new>
#include <unordered_map>

#include "core/octree/octree.hpp"
#include "core/scene/scene_io.hpp"

namespace collide {
namespace {

// Float bounds that contain the double ones: each end rounded away from the box.
bool outward(const Aabb<double>& d, Aabb<float>& f) {
  for (int i = 0; i < 3; ++i) {
    float lo = static_cast<float>(d.min[i]), hi = static_cast<float>(d.max[i]);
    if (static_cast<double>(lo) > d.min[i])
      lo = std::nextafter(lo, -std::numeric_limits<float>::infinity());
    if (static_cast<double>(hi) < d.max[i])
      hi = std::nextafter(hi, std::numeric_limits<float>::infinity());
    if (!std::isfinite(lo) || !std::isfinite(hi)) return false;
    f.min[i] = lo;
    f.max[i] = hi;
  }
  return true;
}

OctreeParams octree_params(const OctreeSettings& s) {
  OctreeParams p;
  p.split_threshold = static_cast<std::uint32_t>(std::max(1, s.split_threshold));
  p.max_depth = static_cast<std::uint32_t>(std::clamp<int>(s.max_depth, 0, kOctreeDepthLimit));
  p.min_cell_size =
      static_cast<float>(std::min<double>(s.min_cell_size, std::numeric_limits<float>::max()));
  p.looseness = s.looseness == 1 ? 1u : 2u;
  return validate(p).empty() ? p : OctreeParams{};
}

// The candidate pairs (i < j), sorted: the octree's pairs among bounded objects, plus every
// pair with an unbounded one.
std::vector<std::pair<std::uint32_t, std::uint32_t>> candidate_pairs(const Scene& scene) {
  const auto n = static_cast<std::uint32_t>(scene.objects.size());
  std::vector<OctreeEntry> entries;
  entries.reserve(n);
  std::vector<std::uint32_t> unbounded;
  for (std::uint32_t i = 0; i < n; ++i) {
    std::optional<Aabb<double>> b = bounds_of(scene.objects[i].desc);
    Aabb<float> f;
    if (b && outward(*b, f))
      entries.push_back({i, f});
    else
      unbounded.push_back(i);
  }
  Octree tree(octree_params(scene.settings.octree));
  std::vector<bool> in_tree(n, false);
  for (const OctreeEntry& e : entries)
    in_tree[e.id] = true;
  for (const OctreeStatus& s : tree.build(entries)) {
    // A box the octree refuses (it should accept every finite box) is paired with everything.
    if (s.id < n && in_tree[s.id]) {
      in_tree[s.id] = false;
      unbounded.push_back(s.id);
    }
  }
  std::vector<std::pair<std::uint32_t, std::uint32_t>> pairs;
  tree.for_each_pair([&](std::uint32_t a, std::uint32_t b) { pairs.emplace_back(a, b); });
  std::sort(unbounded.begin(), unbounded.end());
  std::vector<bool> is_unbounded(n, false);
  for (std::uint32_t u : unbounded)
    is_unbounded[u] = true;
  for (std::uint32_t u : unbounded)
    for (std::uint32_t k = 0; k < n; ++k)
      if (k != u && !(is_unbounded[k] && k < u)) pairs.emplace_back(std::min(u, k), std::max(u, k));
  std::sort(pairs.begin(), pairs.end());
  return pairs;
}

template <class T>
Tolerances<T> tolerances(const SceneSettings& s) {
  Tolerances<T> t;
  if (auto it = s.tolerances.find("contact"); it != s.tolerances.end())
    t.contact = static_cast<T>(it->second);
  if (auto it = s.tolerances.find("plane_thickness"); it != s.tolerances.end())
    t.plane_thickness = static_cast<T>(it->second);
  if (auto it = s.tolerances.find("sat_parallel"); it != s.tolerances.end())
    t.sat_parallel = static_cast<T>(it->second);
  return t;
}

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

template <class T>
CheckReport run(const Scene& scene, const CheckOptions& options) {
  CheckReport report;
  report.objects = scene.objects.size();
  std::vector<Shape<T>> shapes;
  shapes.reserve(scene.objects.size());
  for (const SceneObject& o : scene.objects)
    shapes.push_back(to_shape<T>(o.desc));
  const Tolerances<T> tol = tolerances<T>(scene.settings);

  const auto pairs = candidate_pairs(scene);
  report.candidate_pairs = pairs.size();
  for (const auto& [a, b] : pairs) {
    PairResult<T> r = pair_test(shapes[a], shapes[b], tol);
    if (r.verdict == PairVerdict::unsupported) ++report.unsupported_pairs;
    if (r.verdict == PairVerdict::invalid) ++report.invalid_pairs;
    if (r.verdict != PairVerdict::intersects) continue;
    ++report.intersecting_pairs;
    if (options.keep_pairs) report.intersecting.push_back(outcome(r, a, b));
  }

  std::unordered_map<std::string_view, std::size_t> index;
  for (std::size_t i = 0; i < scene.objects.size(); ++i)
    index.emplace(scene.objects[i].id, i);
  const double time_tolerance = kContactTimeTolerance[std::is_same_v<T, float> ? 1 : 0];
  for (std::size_t k = 0; k < scene.expect.size(); ++k) {
    const Expectation& e = scene.expect[k];
    ExpectationOutcome x;
    x.index = k;
    auto ia = index.find(e.a), ib = index.find(e.b);
    if (ia == index.end() || ib == index.end()) {
      x.failure = "an id names no object";
    } else {
      x.actual =
          outcome(pair_test(shapes[ia->second], shapes[ib->second], tol), ia->second, ib->second);
      x.evaluated = true;
      x.failure = judge(e, x.actual, time_tolerance);
    }
    x.held = x.failure.empty();
    ++(x.held ? report.expectations_passed : report.expectations_failed);
    report.expectations.push_back(std::move(x));
  }
  return report;
}

}  // namespace

CheckReport check_scene(const Scene& scene, const CheckOptions& options) noexcept {
  try {
    return scene.settings.precision == Precision::float32 ? run<float>(scene, options)
                                                          : run<double>(scene, options);
  } catch (const std::exception& e) {
    // Only allocation can fail here; say so rather than crash (and not as a failed expectation).
    CheckReport r;
    r.objects = scene.objects.size();
    r.error = dynamic_cast<const std::bad_alloc*>(&e)
                  ? std::string("the check could not run: out of memory")
                  : std::string("the check could not run: ") + e.what();
    return r;
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
