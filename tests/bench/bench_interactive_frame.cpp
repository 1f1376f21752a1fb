// W3 "interactive frame" of shared/WORKLOADS.md: the default scene plus N W2 boxes (ids w2-0 …);
// per frame k = 0 … 999 the default scene's first box moves to its start + (0.002·k, 0, 0) and
// the evaluation is brought up to date, incrementally (SceneEvaluation::update with the one
// moved id) and, beside it, by a full evaluation from scratch. Printed after the runs: the
// intersecting-pair count after frame 999 on both paths (the checksum) and full / incremental.
//
// Each frame also builds the viewer's draw list (frame_draw_list: build_frame with the focused
// pair's evidence, the moved box against its first candidate partner, read from the
// evaluation), on both paths: the incremental frame as the viewer draws it (the plain objects'
// drawing kept while only the dragged box moves: app/view/object_drawing_cache.hpp), the full
// frame drawn anew. W3/eval and W3/draw_list time the two halves of the incremental frame apart;
// W3/draw_list also counts the list's batches (what the draw calls follow).
//
// W3/workbench is the whole CPU frame the viewer does (issue 21): the drag step as an edit
// through the document, the app session's update (evaluation, focused pair, pair rows
// incrementally, expectations), the docked panels' ImGui frame (every panel of the default
// layout, with ImGui's own draw data built) and the 3D view's draw list — the viewer's frame
// minus polling and OpenGL, run by the same Workbench class.
//
// Also: issue 15's "100,000 objects beyond float range check in about the time of 100,000
// ordinary ones" (W3/far_build vs W3/ordinary_build: spheres at x ≈ 1e39 vs near the origin).
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdio>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>

#include <imgui.h>

#include "app/document/edit_builders.hpp"
#include "app/view/draw_settings.hpp"
#include "app/view/frame.hpp"
#include "app/view/object_drawing_cache.hpp"
#include "app/view/scene_view.hpp"
#include "app/visualize/visualizer.hpp"
#include "app/workbench/workbench.hpp"
#include "core/eval/scene_evaluation.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/app/support/headless_imgui.hpp"
#include "tests/bench/bench_guard.hpp"
#include "tests/bench/splitmix64.hpp"
#include "tests/bench/workload_w2.hpp"

namespace collide::bench {
namespace {

const std::vector<std::int64_t> kSizes{1'000, 10'000, 100'000};

struct W3 {
  Scene scene;
  std::size_t moved = 0;  // index of the default scene's first box
  Vec3<double> start;     // its centre before frame 0
  Viewport viewport{1280, 720};
  Camera camera;  // the viewer's opening camera
  DrawList list;  // reused frame to frame, as the viewer does
  // The viewer's: the plain objects' drawing kept while only the dragged (focused) box moves.
  ObjectDrawingCache objects_cache;
};

W3 make_w3(std::uint32_t n) {
  SceneLoad load = load_scene(std::string(COLLIDE_SOURCE_DIR) + "/assets/scenes/default.json");
  if (!load.ok()) throw std::runtime_error("cannot load the default scene");
  W3 w;
  w.scene = std::move(*load.scene);
  bool found = false;
  for (std::size_t i = 0; i < w.scene.objects.size() && !found; ++i)
    if (const auto* box = std::get_if<desc::Box>(&w.scene.objects[i].desc)) {
      w.moved = i;
      w.start = box->center;
      found = true;
    }
  if (!found) throw std::runtime_error("the default scene has no box");
  const W2 boxes = make_w2(n);
  for (std::uint32_t i = 0; i < n; ++i) {
    std::string id("w2-");
    id.append(std::to_string(i));
    w.scene.objects.push_back(
        {std::move(id), "", std::nullopt, true,
         desc::Aabb{Vec3<double>(boxes.boxes[i].min), Vec3<double>(boxes.boxes[i].max)}});
  }
  w.camera = initial_camera(w.scene, w.viewport);
  return w;
}

W3& w3(std::uint32_t n) {
  static std::map<std::uint32_t, std::unique_ptr<W3>> cache;
  auto& w = cache[n];
  if (!w) w = std::make_unique<W3>(make_w3(n));
  return *w;
}

// The edit of frame k: the gizmo drag along x. Returns what changed.
SceneDelta move_for_frame(W3& w, int k) {
  std::get<desc::Box>(w.scene.objects[w.moved].desc).center =
      w.start + Vec3<double>(0.002 * k, 0, 0);
  return {{w.scene.objects[w.moved].id}, false};
}

// The viewer's frame: every visible object (outlines as the viewer's "auto" decides) and the
// focused pair's evidence, its result read from the evaluation (as LiveEvaluation does). With
// `cache`, the dragged box is noted as modified and the plain objects' drawing kept, as the
// viewer's Workbench does; without, everything is drawn anew (the full frame's baseline).
void frame_draw_list(W3& w, const SceneEvaluation& eval, ObjectDrawingCache* cache) {
  const auto moved = static_cast<std::uint32_t>(w.moved);
  std::uint32_t partner = moved == 0 ? 1 : 0;
  bool found = false;
  eval.for_each_pair_of(moved, [&](const SceneEvaluation::PairView& v) {
    if (!found) partner = v.a == moved ? v.b : v.a;
    found = true;
  });
  FocusedPair f;
  f.a = moved;
  f.b = partner;
  f.pair = EvaluatedPair<double>{eval.evaluate<double>(moved, partner),
                                 to_shape<double>(w.scene.objects[moved].desc),
                                 to_shape<double>(w.scene.objects[partner].desc)};
  ViewOptions view;
  view.outlines = draw_outlines(DrawSettings{}, w.scene);
  view.focus = FrameFocus{f.a, f.b, {}};
  if (cache) cache->note_changes(std::vector<std::size_t>{w.moved});
  view.objects_cache = cache;
  build_frame(w.list, w.scene, w.camera, w.viewport, view, f);
  benchmark::DoNotOptimize(w.list.layer(Layer::evidence).lines.data());
}

void incremental_frame(W3& w, SceneEvaluation& eval, int k) {
  eval.update(w.scene, move_for_frame(w, k));
  frame_draw_list(w, eval, &w.objects_cache);
}

void full_frame(W3& w, SceneEvaluation& eval, int k) {
  move_for_frame(w, k);
  eval.build(w.scene);
  frame_draw_list(w, eval, nullptr);
}

void w3_incremental(benchmark::State& state) {
  W3& w = w3(static_cast<std::uint32_t>(state.range(0)));
  SceneEvaluation eval;
  move_for_frame(w, 0);
  eval.build(w.scene);
  int k = 0;
  for (auto _ : state) {
    incremental_frame(w, eval, k);
    k = (k + 1) % 1000;
  }
  state.counters["candidates"] = static_cast<double>(eval.counts().candidates);
}

// The two halves of the incremental frame, apart.
void w3_eval(benchmark::State& state) {
  W3& w = w3(static_cast<std::uint32_t>(state.range(0)));
  SceneEvaluation eval;
  move_for_frame(w, 0);
  eval.build(w.scene);
  int k = 0;
  for (auto _ : state) {
    eval.update(w.scene, move_for_frame(w, k));
    k = (k + 1) % 1000;
  }
}

// The non-empty batches of the list (per layer: each solid kind, triangles, lines, points): the
// GL renderer issues one draw call per batch per pass, so this is what its call count follows
// (labels are drawn by the app, through ImGui). It must not grow with N.
std::size_t batches(const DrawList& list) {
  std::size_t n = 0;
  for (Layer l : {Layer::scene, Layer::evidence, Layer::overlay}) {
    const DrawLayer& d = list.layer(l);
    n += !d.lines.empty() + !d.points.empty() + !d.triangles.empty();
    for (const auto& s : d.solids)
      n += !s.empty();
  }
  return n;
}

void w3_draw_list(benchmark::State& state) {
  W3& w = w3(static_cast<std::uint32_t>(state.range(0)));
  SceneEvaluation eval;
  move_for_frame(w, 0);
  eval.build(w.scene);
  for (auto _ : state)
    frame_draw_list(w, eval, &w.objects_cache);
  state.counters["primitives"] = static_cast<double>(w.list.layer(Layer::scene).lines.size() +
                                                     w.list.layer(Layer::evidence).lines.size());
  state.counters["batches"] = static_cast<double>(batches(w.list));
  state.counters["markers"] = static_cast<double>(w.list.layer(Layer::overlay).points.size());
}

void w3_full(benchmark::State& state) {
  W3& w = w3(static_cast<std::uint32_t>(state.range(0)));
  SceneEvaluation eval;
  int k = 0;
  for (auto _ : state) {
    full_frame(w, eval, k);
    k = (k + 37) % 1000;  // a full frame is slow: sample the drag rather than start it over
  }
  state.counters["candidates"] = static_cast<double>(eval.counts().candidates);
}

// The whole CPU frame of the viewer, through its Workbench, with ImGui but no window.
void w3_workbench(benchmark::State& state) {
  W3& w = w3(static_cast<std::uint32_t>(state.range(0)));
  move_for_frame(w, 0);
  test::start_headless_imgui();
  {
    Workbench wb(w.scene);
    DrawList list;
    // The frame's parts, timed apart (wall clock, summed over the run): the session's update,
    // the panels' ImGui frame, the view's draw list.
    double update_s = 0, panels_s = 0, view_s = 0;
    const auto frame = [&] {
      using clock = std::chrono::steady_clock;
      const auto t0 = clock::now();
      wb.session.update();
      const auto t1 = clock::now();
      ImGui::NewFrame();
      const float bar = ImGui::GetFrameHeight();
      wb.draw_panels({0, bar, 1280, 720 - bar}, 1);
      const auto t2 = clock::now();
      wb.build_view(list);
      const auto t3 = clock::now();
      ImGui::Render();
      const auto t4 = clock::now();
      update_s += std::chrono::duration<double>(t1 - t0).count();
      panels_s += std::chrono::duration<double>((t2 - t1) + (t4 - t3)).count();
      view_s += std::chrono::duration<double>(t3 - t2).count();
    };
    wb.session.update();
    // The focused pair: the moved box and its first candidate partner, as in W3/draw_list.
    const auto moved = static_cast<std::uint32_t>(w.moved);
    wb.session.evaluation().for_each_pair_of(moved, [&](const SceneEvaluation::PairView& v) {
      if (!wb.session.focused_pair()) wb.session.focus_pair(moved, v.a == moved ? v.b : v.a);
    });
    frame();
    const std::string id = w.scene.objects[w.moved].id;
    int k = 0;
    for (auto _ : state) {
      Document& doc = wb.session.document();
      desc::Box box = std::get<desc::Box>(doc.scene().objects[w.moved].desc);
      box.center = w.start + Vec3<double>(0.002 * k, 0, 0);
      doc.apply(move_object(doc.scene(), id, ObjectDesc{box}, "Move"));
      frame();
      k = (k + 1) % 1000;
    }
    const double frames = static_cast<double>(state.iterations()) + 1;
    state.counters["update_ms"] = 1e3 * update_s / frames;
    state.counters["panels_ms"] = 1e3 * panels_s / frames;
    state.counters["view_ms"] = 1e3 * view_s / frames;
    state.counters["pair_rows"] = static_cast<double>(wb.session.pair_rows().rows().size());
    state.counters["full_row_builds"] = static_cast<double>(wb.session.pair_rows().full_builds());
  }
  ImGui::DestroyContext();
}

// 100,000 spheres of W2-like size and spread, near the origin or shifted to x ≈ 1e39 (fine in
// double, beyond float): a whole evaluation of each.
Scene spheres(std::uint32_t n, double offset) {
  Scene s;
  SplitMix64 rng(2);
  const double side = std::cbrt(static_cast<double>(n));
  for (std::uint32_t i = 0; i < n; ++i) {
    Vec3<double> c{side * rng.u(), side * rng.u(), side * rng.u()};
    const double r = 0.05 + 0.45 * rng.u();
    // Far away, double's spacing near 1e39 is about 1e23: scale the layout so that the
    // spheres stay apart as they are near the origin.
    const double scale = offset == 0 ? 1 : 1e26;
    std::string id("s");
    id.append(std::to_string(i));
    s.objects.push_back({std::move(id), "", std::nullopt, true,
                         desc::Sphere{Vec3<double>(offset, 0, 0) + c * scale, r * scale}});
  }
  return s;
}

void build_spheres(benchmark::State& state, double offset) {
  static std::map<double, Scene> cache;
  auto it = cache.find(offset);
  if (it == cache.end()) it = cache.emplace(offset, spheres(100'000, offset)).first;
  SceneEvaluation eval;
  for (auto _ : state)
    eval.build(it->second);
  state.counters["candidates"] = static_cast<double>(eval.counts().candidates);
  state.counters["intersecting"] = static_cast<double>(eval.counts().intersecting);
  state.counters["far_objects"] = static_cast<double>(
      eval.object_count() != 0 && eval.home_of(0) == BroadphaseHome::far ? eval.object_count() : 0);
}

// WORKLOADS.md's W3 checksums after frame 999: intersecting and candidate pairs.
struct W3Checksum {
  std::size_t intersecting, candidates;
};
W3Checksum w3_checksum(std::int64_t n) {
  switch (n) {
    case 1'000:
      return {695, 1'675};
    case 10'000:
      return {6'699, 16'485};
    case 100'000:
      return {66'469, 165'257};
  }
  throw std::logic_error("W3 has no checksum for this N");
}

// The checksum: frames 0 … 999 incrementally, then the same scene evaluated from scratch; both
// must give WORKLOADS.md's counts (a mismatch fails the run).
void print_checksums() {
  std::printf("\nW3 checksum: intersecting pairs after frame 999 (incremental / full)\n");
  for (std::int64_t n : kSizes) {
    W3& w = w3(static_cast<std::uint32_t>(n));
    SceneEvaluation inc, full;
    move_for_frame(w, 0);
    inc.build(w.scene);
    for (int k = 0; k < 1000; ++k)
      inc.update(w.scene, move_for_frame(w, k));
    full.build(w.scene);
    std::printf("N=%-8lld %zu / %zu%s (candidates %zu / %zu)\n", static_cast<long long>(n),
                inc.counts().intersecting, full.counts().intersecting,
                inc.counts() == full.counts() ? "" : "  MISMATCH", inc.counts().candidates,
                full.counts().candidates);
    const W3Checksum expected = w3_checksum(n);
    for (const auto* eval : {&inc, &full})
      if (eval->counts().intersecting != expected.intersecting ||
          eval->counts().candidates != expected.candidates)
        record_mismatch("W3 N=" + std::to_string(n) + (eval == &inc ? " incremental" : " full") +
                        ": " + std::to_string(eval->counts().intersecting) + " intersecting / " +
                        std::to_string(eval->counts().candidates) + " candidates, expected " +
                        std::to_string(expected.intersecting) + " / " +
                        std::to_string(expected.candidates));
  }
}

class RatioReporter : public benchmark::ConsoleReporter {
 public:
  // CPU milliseconds per iteration, whatever unit the run prints in.
  void ReportRuns(const std::vector<Run>& runs) override {
    for (const Run& run : runs)
      if (!run.error_occurred &&
          (run.run_type == Run::RT_Iteration || run.aggregate_name == "median"))
        times_[run.run_name.function_name + "/" + run.run_name.args] =
            run.GetAdjustedCPUTime() / benchmark::GetTimeUnitMultiplier(run.time_unit) * 1e3;
    ConsoleReporter::ReportRuns(runs);
  }
  void Finalize() override {
    ConsoleReporter::Finalize();
    std::printf(
        "\nW3: CPU time per frame (evaluation + draw list), incremental vs full; the incremental "
        "frame's halves apart\n");
    for (std::int64_t n : kSizes) {
      auto inc = times_.find("W3/incremental/" + std::to_string(n));
      auto full = times_.find("W3/full/" + std::to_string(n));
      auto eval = times_.find("W3/eval/" + std::to_string(n));
      auto draw = times_.find("W3/draw_list/" + std::to_string(n));
      if (inc == times_.end() || full == times_.end()) continue;
      std::printf("N=%-8lld incremental %9.2f us  full %9.3f ms  full/incremental x%.0f",
                  static_cast<long long>(n), inc->second * 1e3, full->second,
                  full->second / inc->second);
      if (eval != times_.end() && draw != times_.end())
        std::printf("  evaluation %8.2f us  draw list %9.2f us", eval->second * 1e3,
                    draw->second * 1e3);
      std::printf("\n");
    }
    std::printf(
        "\nW3: the viewer's whole CPU frame (Workbench: edit, session update with pair rows, "
        "panels' ImGui frame, draw list); targets 1 ms at 10,000, 10 ms at 100,000\n");
    for (std::int64_t n : kSizes)
      if (auto it = times_.find("W3/workbench/" + std::to_string(n)); it != times_.end())
        std::printf("N=%-8lld workbench frame %8.3f ms\n", static_cast<long long>(n), it->second);
    auto far = times_.find("W3/far_build/100000"), near = times_.find("W3/ordinary_build/100000");
    if (far != times_.end() && near != times_.end())
      std::printf("100,000 spheres beyond float range / ordinary: x%.2f\n",
                  far->second / near->second);
    print_checksums();
    std::fflush(stdout);
  }

 private:
  std::map<std::string, double> times_;
};

void register_all() {
  auto add = [](const char* name, auto fn, benchmark::TimeUnit unit, double min_time = 0.3) {
    auto* b = benchmark::RegisterBenchmark(name, fn);
    for (std::int64_t n : kSizes)
      b->Arg(n);
    b->Unit(unit)->MinTime(min_time);
  };
  add("W3/incremental", w3_incremental, benchmark::kMicrosecond);
  add("W3/full", w3_full, benchmark::kMillisecond);
  add("W3/eval", w3_eval, benchmark::kMicrosecond);
  add("W3/draw_list", w3_draw_list, benchmark::kMicrosecond);
  // Each run builds a session first (seconds at 100,000): fewer, longer runs.
  add("W3/workbench", w3_workbench, benchmark::kMicrosecond, 2.0);
  benchmark::RegisterBenchmark("W3/ordinary_build",
                               [](benchmark::State& s) { build_spheres(s, 0); })
      ->Arg(100'000)
      ->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark("W3/far_build", [](benchmark::State& s) { build_spheres(s, 1e39); })
      ->Arg(100'000)
      ->Unit(benchmark::kMillisecond);
}

}  // namespace
}  // namespace collide::bench

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  collide::bench::register_all();
  collide::bench::RatioReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
  return collide::bench::exit_code();
}
