// The frame's cost against the scene's size, under the real renderer (Mesa's llvmpipe under
// Xvfb here): one box of half size 1, 1e3 and 1e6 (the grid must not grow with it), and 2,000
// and 20,000 boxes of workload W2 (shared/WORKLOADS.md: the same generator, N boxes, axis-aligned).
// Each iteration builds the frame on the CPU (draw_scene: grid, solids, outlines) and draws it
// into an off-screen 1280×720 target, then glFinish() so the GPU's (llvmpipe's) work is inside
// the time. Counters: build_ms (CPU), draw_ms (flush + glFinish), lines and solids emitted, and
// x_default, the frame's time over the default scene's frame measured first in the same run.
// Variants: MSAA 4× (the default of `render` and the viewer) against none, and "solids only"
// (`--outlines off`) to split the per-instance cost between solids and their 12 outline lines.
// The checksum: every box of a box scene is drawn (as a solid or a marker); a mismatch fails.
//
//   xvfb-run -a -s "-screen 0 1280x720x24" build/release/tests/bench/bench_render
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdio>
#include <map>
#include <memory>
#include <string>

#include "app/document/default_scene.hpp"
#include "app/panels/panels.hpp"
#include "app/view/frame.hpp"
#include "app/view/scene_drawing.hpp"
#include "app/view/scene_view.hpp"
#include "app/view/window.hpp"
#include "render/framebuffer.hpp"
#include "render/gl.hpp"
#include "render/gl_renderer.hpp"
#include "tests/bench/bench_guard.hpp"
#include "tests/bench/workload_w2.hpp"

namespace collide::bench {
namespace {

std::unique_ptr<Window> g_window;
double g_default_frame_ms = 0;  // measured by the first benchmark, the baseline of x_default

Scene one_box(double half) {
  Scene s;
  s.objects.push_back(
      {"box", "box", std::nullopt, true, desc::Box{{0, 0, 0}, glm::dvec3(half), {1, 0, 0, 0}}});
  return s;
}

Scene w2_boxes(std::uint32_t n) {
  const W2 w = make_w2(n);
  Scene s;
  s.objects.reserve(n);
  for (std::uint32_t i = 0; i < n; ++i) {
    const glm::dvec3 lo(w.boxes[i].min), hi(w.boxes[i].max);
    s.objects.push_back({"w2-" + std::to_string(i), "", std::nullopt, true,
                         desc::Box{(lo + hi) * 0.5, (hi - lo) * 0.5, {1, 0, 0, 0}}});
  }
  return s;
}

enum class Mode { full, solids_only };

// The checksum of a scene of boxes: the opening camera frames the whole scene, so each box is
// drawn once, as a solid or (under a few pixels) as a marker point in the overlay.
void check_every_box_drawn(benchmark::State& state, const Scene& scene, const DrawList& list) {
  for (const SceneObject& o : scene.objects)
    if (!std::holds_alternative<desc::Box>(o.desc)) return;
  const std::size_t drawn =
      list.layer(Layer::scene).solid_count() + list.layer(Layer::overlay).points.size();
  if (drawn != scene.objects.size())
    checksum_mismatch(state, std::to_string(drawn) + " boxes drawn (solids + markers) of " +
                                 std::to_string(scene.objects.size()));
}

void run_frames(benchmark::State& state, const Scene& scene, int samples, Mode mode,
                bool baseline = false) {
  if (!g_window) {
    state.SkipWithError("no OpenGL window (run under xvfb-run)");
    return;
  }
  const Viewport v{1280, 720};
  const Camera camera = initial_camera(scene, v);
  Framebuffer target(v.width, v.height, samples);
  GlRenderer renderer;
  DrawList list;
  ViewOptions options;
  options.outlines = mode == Mode::full;
  using Clock = std::chrono::steady_clock;
  double build_s = 0, draw_s = 0;
  std::size_t lines = 0, solids = 0;
  // One frame first, untimed: llvmpipe compiles its shaders for the state at the first draw.
  target.bind();
  build_frame(list, scene, camera, v, options);
  renderer.draw(list, camera, v);
  glFinish();
  for (auto _ : state) {
    const auto t0 = Clock::now();
    build_frame(list, scene, camera, v, options);
    lines = list.layer(Layer::scene).lines.size();
    solids = list.layer(Layer::scene).solid_count();
    const auto t1 = Clock::now();
    target.bind();
    renderer.draw(list, camera, v);
    glFinish();
    const auto t2 = Clock::now();
    const double b = std::chrono::duration<double>(t1 - t0).count();
    const double d = std::chrono::duration<double>(t2 - t1).count();
    build_s += b;
    draw_s += d;
    state.SetIterationTime(b + d);
  }
  glBindFramebuffer(GL_FRAMEBUFFER, 0);
  check_every_box_drawn(state, scene, list);
  const double n = double(state.iterations());
  const double frame_ms = 1e3 * (build_s + draw_s) / n;
  if (baseline) g_default_frame_ms = frame_ms;
  state.counters["build_ms"] = 1e3 * build_s / n;
  state.counters["draw_ms"] = 1e3 * draw_s / n;
  state.counters["lines"] = double(lines);
  state.counters["solids"] = double(solids);
  if (g_default_frame_ms > 0) state.counters["x_default"] = frame_ms / g_default_frame_ms;
}

void BM_DefaultScene(benchmark::State& state) {
  run_frames(state, default_scene(), int(state.range(0)), Mode::full, state.range(0) == 4);
}
BENCHMARK(BM_DefaultScene)->Arg(4)->Arg(0)->UseManualTime()->Unit(benchmark::kMillisecond);

void BM_OneBox(benchmark::State& state) {
  run_frames(state, one_box(double(state.range(0))), 4, Mode::full);
}
BENCHMARK(BM_OneBox)->Arg(1)->Arg(1000)->Arg(1000000)->UseManualTime()->Unit(
    benchmark::kMillisecond);

// Arguments: N boxes, MSAA samples.
void BM_W2Boxes(benchmark::State& state) {
  static std::map<std::uint32_t, Scene> scenes;
  const auto n = std::uint32_t(state.range(0));
  if (!scenes.count(n)) scenes.emplace(n, w2_boxes(n));
  run_frames(state, scenes.at(n), int(state.range(1)), Mode::full);
}
BENCHMARK(BM_W2Boxes)
    ->Args({2000, 4})
    ->Args({2000, 0})
    ->Args({20000, 4})
    ->Args({20000, 0})
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond)
    ->MinTime(2.0);

void BM_W2BoxesSolidsOnly(benchmark::State& state) {
  static std::map<std::uint32_t, Scene> scenes;
  const auto n = std::uint32_t(state.range(0));
  if (!scenes.count(n)) scenes.emplace(n, w2_boxes(n));
  run_frames(state, scenes.at(n), int(state.range(1)), Mode::solids_only);
}
BENCHMARK(BM_W2BoxesSolidsOnly)
    ->Args({20000, 4})
    ->Args({20000, 0})
    ->UseManualTime()
    ->Unit(benchmark::kMillisecond)
    ->MinTime(2.0);

Scene panel_scene(std::int64_t n) {
  Scene scene;
  for (std::int64_t i = 0; i < n; ++i)
    scene.objects.push_back({"w2-" + std::to_string(i), "", std::nullopt, true,
                             i % 3 == 1 ? ObjectDesc(desc::Sphere{}) : ObjectDesc(desc::Box{})});
  return scene;
}

// The Scene panel's CPU cost per frame (ImGui without a backend: NewFrame, the panel, Render),
// at 20 and 20,000 objects.
void BM_ObjectsPanel(benchmark::State& state) {
  Scene scene = panel_scene(state.range(0));
  ImGuiContext* previous = ImGui::GetCurrentContext();
  ImGuiContext* context = ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.DisplaySize = ImVec2(1280, 720);
  io.DeltaTime = 1.0f / 60;
  unsigned char* pixels = nullptr;
  int w = 0, h = 0;
  io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
  for (auto _ : state) {
    ImGui::NewFrame();
    objects_panel(scene);
    ImGui::Render();
  }
  ImGui::DestroyContext(context);
  ImGui::SetCurrentContext(previous);
}
BENCHMARK(BM_ObjectsPanel)->Arg(20)->Arg(20000)->Unit(benchmark::kMicrosecond);

// Filtering the list ("sphere": a third pass), done when the filter or the scene changes.
void BM_FilterObjects(benchmark::State& state) {
  const Scene scene = panel_scene(state.range(0));
  const ImGuiTextFilter filter("sphere");
  for (auto _ : state)
    benchmark::DoNotOptimize(filtered_objects(scene, filter));
}
BENCHMARK(BM_FilterObjects)->Arg(20000)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace collide::bench

int main(int argc, char** argv) {
  std::string error;
  collide::bench::g_window = collide::Window::open({64, 64, false, 0, "bench_render"}, error);
  if (!collide::bench::g_window) std::fprintf(stderr, "bench_render: %s\n", error.c_str());
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  collide::bench::g_window.reset();
  return collide::bench::exit_code();
}
