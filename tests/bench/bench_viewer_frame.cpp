// The viewer's frame on big scenes (issue #25), as ratios to the default scene's frame in the
// same run: the workbench's view (session update, the draw list by the big-scene rules) drawn by
// the real renderer into an off-screen 1280×720 target with the viewer's defaults (MSAA 4×,
// outlines auto), glFinish() inside the time. Scenes: the default scene (the baseline, first),
// then W2's boxes as the loader builds them from a file (`aabb` objects w2-0 …): 20,000 and
// 300,000, framed as the viewer frames a scene it opens. Targets: 300k ≤ 10×, 20k ≤ 3×.
// BM_Drag: the same, with W2's first box moved by a drag step every frame (the edit through the
// document, so the session's incremental update and the pair rows run as in the viewer).
//
//   xvfb-run -a -s "-screen 0 1280x720x24" build/release/tests/bench/bench_viewer_frame
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdio>
#include <ctime>
#include <map>
#include <memory>
#include <string>

#include "app/document/default_scene.hpp"
#include "app/document/edit_builders.hpp"
#include "app/view/scene_view.hpp"
#include "app/view/window.hpp"
#include "app/workbench/workbench.hpp"
#include "render/framebuffer.hpp"
#include "render/gl.hpp"
#include "render/gl_renderer.hpp"
#include "tests/bench/workload_w2.hpp"

namespace collide::bench {
namespace {

std::unique_ptr<Window> g_window;
double g_default_frame_ms = 0;
double g_default_cpu_ms = 0;

// The CPU time of every thread of the process (llvmpipe rasterizes on threads of its own): with
// other jobs on the machine the wall time swings by 2× from run to run, the work much less, so
// cpu_ms and x_default_cpu are reported beside the frame time.
double process_cpu_s() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return double(t.tv_sec) + 1e-9 * double(t.tv_nsec);
}
const Viewport kView{1280, 720};

Scene w2_scene(std::uint32_t n) {
  const W2 w = make_w2(n);
  Scene s;
  s.objects.reserve(n);
  for (std::uint32_t i = 0; i < n; ++i)
    s.objects.push_back({"w2-" + std::to_string(i), "", std::nullopt, true,
                         desc::Aabb{Vec3<double>(w.boxes[i].min), Vec3<double>(w.boxes[i].max)}});
  return s;
}

// One workbench per scene, kept across benchmarks (300k objects take seconds to evaluate).
Workbench& bench_for(std::uint32_t n) {
  static std::map<std::uint32_t, std::unique_ptr<Workbench>> cache;
  auto& wb = cache[n];
  if (!wb) {
    wb = std::make_unique<Workbench>(n == 0 ? default_scene() : w2_scene(n));
    wb->viewport = kView;
    wb->camera = initial_camera(wb->session.scene(), kView);
    wb->frame_pending = false;
  }
  return *wb;
}

void run(benchmark::State& state, bool drag) {
  if (!g_window) {
    state.SkipWithError("no OpenGL window (run under xvfb-run)");
    return;
  }
  const auto n = std::uint32_t(state.range(0));
  Workbench& wb = bench_for(n);
  Framebuffer target(kView.width, kView.height, 4);
  GlRenderer renderer;
  DrawList list;
  using Clock = std::chrono::steady_clock;
  double view_s = 0, draw_s = 0, cpu_s = 0;
  const std::string moved = n == 0 ? "" : "w2-0";
  int k = 0;
  const auto step = [&] {
    if (!drag || moved.empty()) return;
    auto d = std::get<desc::Aabb>(wb.session.scene().objects[0].desc);
    const Vec3<double> dx(k % 2 == 0 ? 0.01 : -0.01, 0, 0);
    d.min += dx;
    d.max += dx;
    ++k;
    if (wb.session.document().apply(move_object(wb.session.scene(), moved, d)))
      state.SkipWithError("the drag's edit was refused");
  };
  // One frame first, untimed: the evaluation is built and llvmpipe compiles its shaders.
  target.bind();
  wb.build_view(list);
  renderer.draw(list, wb.camera, kView);
  glFinish();
  std::size_t solids = 0, points = 0, lines = 0, marks = 0;
  for (auto _ : state) {
    const double c0 = process_cpu_s();
    const auto t0 = Clock::now();
    step();
    wb.build_view(list);
    const auto t1 = Clock::now();
    target.bind();
    renderer.draw(list, wb.camera, kView);
    glFinish();
    const auto t2 = Clock::now();
    cpu_s += process_cpu_s() - c0;
    view_s += std::chrono::duration<double>(t1 - t0).count();
    draw_s += std::chrono::duration<double>(t2 - t1).count();
    state.SetIterationTime(std::chrono::duration<double>(t2 - t0).count());
    solids = list.layer(Layer::scene).solid_count();
    points = list.layer(Layer::scene).points.size() + list.layer(Layer::overlay).points.size();
    lines = list.layer(Layer::scene).lines.size();
    marks = list.layer(Layer::evidence).points.size() + list.layer(Layer::evidence).lines.size();
  }
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  const double iterations = double(state.iterations());
  const double frame_ms = 1e3 * (view_s + draw_s) / iterations;
  const double cpu_ms = 1e3 * cpu_s / iterations;
  if (n == 0 && !drag) {
    g_default_frame_ms = frame_ms;
    g_default_cpu_ms = cpu_ms;
  }
  state.counters["cpu_ms"] = cpu_ms;
  if (g_default_cpu_ms > 0) state.counters["x_default_cpu"] = cpu_ms / g_default_cpu_ms;
  state.counters["view_ms"] = 1e3 * view_s / iterations;
  state.counters["draw_ms"] = 1e3 * draw_s / iterations;
  state.counters["solids"] = double(solids);
  state.counters["points"] = double(points);
  state.counters["lines"] = double(lines);
  state.counters["marks"] = double(marks);  // the evidence layer's points and lines
  if (g_default_frame_ms > 0) state.counters["x_default"] = frame_ms / g_default_frame_ms;
}

void BM_ViewerFrame(benchmark::State& state) {
  run(state, false);
}
BENCHMARK(BM_ViewerFrame)
    ->Arg(0)
    ->Arg(20000)
    ->Arg(300000)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond)
    ->MinTime(2.0);

void BM_Drag(benchmark::State& state) {
  run(state, true);
}
BENCHMARK(BM_Drag)
    ->Arg(20000)
    ->Arg(300000)
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond)
    ->MinTime(2.0);

}  // namespace
}  // namespace collide::bench

int main(int argc, char** argv) {
  std::string error;
  collide::bench::g_window = collide::Window::open({64, 64, false, 0, "bench_viewer_frame"}, error);
  if (!collide::bench::g_window) std::fprintf(stderr, "bench_viewer_frame: %s\n", error.c_str());
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  collide::bench::g_window.reset();
  return 0;
}
