#include "core/eval/scene_check.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <sstream>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "core/math/overloaded.hpp"
#include "core/octree/octree.hpp"
#include "core/scene/scene_io.hpp"

namespace collide {
namespace {

// The SAT's axis `index`, named from the expectation's a and b. When the dispatch swapped the
// operands, the test's A is our b: its face axes are our B's, and its edge Aᵢ×Bⱼ is our
// Aⱼ×Bᵢ up to sign (which does not change the axis).
std::string axis_name(int index, bool swapped) {
  const char first = swapped ? 'B' : 'A', second = swapped ? 'A' : 'B';
  if (index < 3) return {first, static_cast<char>('0' + index)};
  if (index < 6) return {second, static_cast<char>('0' + index - 3)};
  int i = (index - 6) / 3, j = (index - 6) % 3;
  if (swapped) std::swap(i, j);
  return std::string("A") + static_cast<char>('0' + i) + "xB" + static_cast<char>('0' + j);
}

template <class T>
PairOutcome outcome(const PairResult<T>& r, std::size_t a, std::size_t b) {
  PairOutcome o;
  o.a = a;
  o.b = b;
  o.test = r.test;
  o.verdict = r.verdict;
  o.within_tolerance = r.within_tolerance;
  if (r.verdict == PairVerdict::invalid || r.verdict == PairVerdict::unsupported)
    o.reason = std::string(r.reason);
  auto num = [](T v) { return EvidenceValue(static_cast<double>(v)); };
  auto vec = [](const Vec3<T>& v) { return EvidenceValue(Vec3<double>(v)); };
  auto word = [](std::string_view s) { return EvidenceValue(std::string(s)); };
  auto side_of = [&](std::string s) {
    o.side = s;
    o.evidence.emplace_back("side", s);
  };
  std::visit(
      Overloaded{
          [](std::monostate) {},
          [&](const BoxClosestPoint<T>& e) {
            o.evidence = {{"gap", num(e.gap)}, {"closest", vec(e.closest)}};
          },
          [&](const AabbOverlap<T>& e) {
            o.evidence = {{"overlap_min", vec(e.overlap_min)}, {"overlap_max", vec(e.overlap_max)}};
          },
          [&](const CenterDistance<T>& e) {
            o.evidence = {{"center_distance", num(e.center_distance)},
                          {"radius_sum", num(e.radius_sum)},
                          {"gap", num(e.gap)}};
          },
          [&](const PlaneBoxSides<T>& e) {
            side_of(std::string(name_of(e.side)));
            o.evidence.emplace_back("n_distance", num(e.n_distance));
            o.evidence.emplace_back("p_distance", num(e.p_distance));
          },
          [&](const PointPlaneSide<T>& e) {
            side_of(std::string(name_of(e.side)));
            o.evidence.emplace_back("distance", num(e.distance));
          },
          [&](const SegmentPlaneCrossing<T>& e) {
            if (e.kind == SegmentPlaneKind::crosses)
              side_of("straddling");
            else if (e.kind == SegmentPlaneKind::in_plane)
              side_of("on");
            else
              side_of(e.distance_a > 0 ? "front" : "back");
            o.evidence.emplace_back("kind", word(name_of(e.kind)));
            if (e.kind == SegmentPlaneKind::crosses) {
              o.evidence.emplace_back("t", num(e.t));
              o.evidence.emplace_back("point", vec(e.point));
            }
          },
          [&](const SpherePlaneSide<T>& e) {
            side_of(std::string(name_of(e.side)));
            o.evidence.emplace_back("center_distance", num(e.center_distance));
          },
          [&](const SweptSpherePlaneContact<T>& e) {
            side_of(e.intersects ? "straddling" : e.start_distance > 0 ? "front" : "back");
            o.evidence.emplace_back("kind", word(name_of(e.kind)));
            if (e.intersects) {
              o.contact_time = static_cast<double>(e.t);
              o.evidence.emplace_back("t", num(e.t));
              o.evidence.emplace_back("contact_point", vec(e.contact_point));
            }
          },
          [&](const EllipsoidPlaneSide<T>& e) {
            side_of(std::string(name_of(e.side)));
            o.evidence.emplace_back("center_distance", num(e.center_distance));
            o.evidence.emplace_back("effective_radius", num(e.effective_radius));
          },
          [&](const TrianglePlaneCut<T>& e) {
            side_of(std::string(name_of(e.side)));
            o.evidence.emplace_back("cut", word(name_of(e.cut)));
          },
          [&](const SatResult<T>& e) {
            if (e.verdict == SatVerdict::separated && e.separating_axis >= 0) {
              o.separating_axis = axis_name(e.separating_axis, r.swapped);
              o.evidence.emplace_back("separating_axis", *o.separating_axis);
              o.evidence.emplace_back("gap", num(e.axis(e.separating_axis).gap));
            } else if (e.least_overlap_axis >= 0) {
              o.evidence.emplace_back("least_overlap_axis",
                                      axis_name(e.least_overlap_axis, r.swapped));
              o.evidence.emplace_back("depth", num(e.depth));
            }
          },
      },
      r.evidence);
  return o;
}

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

std::string number_text(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.9g", v);
  return buf;
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

// --- reports ---------------------------------------------------------------------------------

using Json = nlohmann::ordered_json;

Json value_json(const EvidenceValue& v) {
  return std::visit(Overloaded{
                        [](double d) { return Json(d); },
                        [](const std::string& s) { return Json(s); },
                        [](const Vec3<double>& p) {
                          return Json::array({p.x, p.y, p.z});
                        },
                    },
                    v);
}

std::string value_text(const EvidenceValue& v) {
  return std::visit(Overloaded{
                        [](double d) { return number_text(d); },
                        [](const std::string& s) { return s; },
                        [](const Vec3<double>& p) {
                          return "(" + number_text(p.x) + ", " + number_text(p.y) + ", " +
                                 number_text(p.z) + ")";
                        },
                    },
                    v);
}

Json pair_json(const Scene& scene, const PairOutcome& o) {
  Json j = Json::object();
  j["a"] = scene.objects[o.a].id;
  j["b"] = scene.objects[o.b].id;
  j["test"] = std::string(name_of(o.test));
  j["verdict"] = std::string(name_of(o.verdict));
  j["within_tolerance"] = o.within_tolerance;
  if (!o.reason.empty()) j["reason"] = o.reason;
  for (const auto& [key, value] : o.evidence)
    j[key] = value_json(value);
  return j;
}

std::string pair_text(const Scene& scene, const PairOutcome& o) {
  std::string s =
      scene.objects[o.a].id + " – " + scene.objects[o.b].id + "  " + std::string(name_of(o.test));
  for (const auto& [key, value] : o.evidence)
    s += " " + key + "=" + value_text(value);
  if (o.within_tolerance) s += " (within tolerance)";
  return s;
}

Json expected_json(const Expectation& e) {
  Json j = Json::object();
  j["intersects"] = e.intersects;
  if (e.side) j["side"] = *e.side;
  if (e.separating_axis) j["separating_axis"] = *e.separating_axis;
  if (e.contact_time) j["contact_time"] = *e.contact_time;
  return j;
}

}  // namespace

CheckReport check_scene(const Scene& scene, const CheckOptions& options) noexcept {
  try {
    return scene.settings.precision == Precision::float32 ? run<float>(scene, options)
                                                          : run<double>(scene, options);
  } catch (const std::exception& e) {
    // Only allocation can fail here; say so rather than crash.
    CheckReport r;
    r.objects = scene.objects.size();
    r.expectations_failed = std::max<std::size_t>(1, scene.expect.size());
    ExpectationOutcome x;
    x.failure = std::string("the check could not run: ") + e.what();
    r.expectations.push_back(x);
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

int check_exit_code(const std::vector<CheckedFile>& files) {
  int code = 0;
  for (const CheckedFile& f : files) {
    if (f.error) return 2;
    if (f.report && !f.report->all_held()) code = 1;
  }
  return code;
}

std::string format_check_text(const std::vector<CheckedFile>& files, bool summary,
                              std::size_t max_pairs) {
  std::ostringstream s;
  std::size_t passed = 0, failed = 0, broken = 0;
  for (const CheckedFile& f : files) {
    if (f.error) {
      ++broken;
      s << f.error->to_string() << "\n";
      continue;
    }
    const CheckReport& r = *f.report;
    passed += r.expectations_passed;
    failed += r.expectations_failed;
    s << f.file << ": " << r.objects << " objects, " << r.candidate_pairs << " candidate pairs, "
      << r.intersecting_pairs << " intersecting, " << r.unsupported_pairs << " unsupported";
    if (r.invalid_pairs) s << ", " << r.invalid_pairs << " invalid";
    s << "; " << r.expectations_passed << " of " << r.expectations.size() << " expectations hold\n";
    if (!summary) {
      for (std::size_t i = 0; i < r.intersecting.size() && i < max_pairs; ++i)
        s << "  intersects  " << pair_text(*f.scene, r.intersecting[i]) << "\n";
      if (r.intersecting.size() > max_pairs)
        s << "  … and " << r.intersecting.size() - max_pairs << " more intersecting pairs\n";
    }
    for (const ExpectationOutcome& x : r.expectations) {
      if (x.held) continue;
      s << "  FAILED /expect/" << x.index;
      if (x.index < f.scene->expect.size()) {
        const Expectation& e = f.scene->expect[x.index];
        s << " (" << e.a << " – " << e.b << ")";
      }
      s << ": " << x.failure << "\n";
      if (x.evaluated) s << "    got " << pair_text(*f.scene, x.actual) << "\n";
    }
  }
  if (broken) s << broken << " file" << (broken == 1 ? "" : "s") << " could not be loaded\n";
  if (failed)
    s << failed << " of " << passed + failed << " expectations failed\n";
  else if (!broken)
    s << "all " << passed << " expectations hold\n";
  return s.str();
}

std::string format_check_json(const std::vector<CheckedFile>& files, bool summary) {
  Json out = Json::object();
  Json list = Json::array();
  for (const CheckedFile& f : files) {
    Json j = Json::object();
    j["file"] = f.file;
    if (f.error) {
      j["error"] = f.error->to_string();
      if (f.error->line > 0) {
        j["line"] = f.error->line;
        j["column"] = f.error->column;
      } else {
        j["pointer"] = f.error->pointer;
      }
      list.push_back(std::move(j));
      continue;
    }
    const CheckReport& r = *f.report;
    const Scene& scene = *f.scene;
    if (!scene.description.empty()) j["description"] = scene.description;
    Json sum = Json::object();
    sum["objects"] = r.objects;
    sum["candidate_pairs"] = r.candidate_pairs;
    sum["intersecting_pairs"] = r.intersecting_pairs;
    sum["unsupported_pairs"] = r.unsupported_pairs;
    sum["invalid_pairs"] = r.invalid_pairs;
    sum["expectations_passed"] = r.expectations_passed;
    sum["expectations_failed"] = r.expectations_failed;
    j["summary"] = std::move(sum);
    if (!summary) {
      Json pairs = Json::array();
      for (const PairOutcome& o : r.intersecting)
        pairs.push_back(pair_json(scene, o));
      j["pairs"] = std::move(pairs);
    }
    Json expectations = Json::array();
    for (const ExpectationOutcome& x : r.expectations) {
      Json e = Json::object();
      if (x.index < scene.expect.size()) {
        const Expectation& want = scene.expect[x.index];
        e["a"] = want.a;
        e["b"] = want.b;
        e["expected"] = expected_json(want);
      }
      e["held"] = x.held;
      if (!x.held) e["failure"] = x.failure;
      if (x.evaluated) e["actual"] = pair_json(scene, x.actual);
      expectations.push_back(std::move(e));
    }
    j["expectations"] = std::move(expectations);
    list.push_back(std::move(j));
  }
  out["files"] = std::move(list);
  out["passed"] = check_exit_code(files) == 0;
  out["exit_code"] = check_exit_code(files);
  return out.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

}  // namespace collide
