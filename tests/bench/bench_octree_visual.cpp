// What the octree evidence costs per frame on W2-size trees (shared/WORKLOADS.md: N boxes of
// workload W2 as a scene, default octree parameters), against baselines in the same run:
// - OctreeVisual/cells: Octree::cells() alone (the copy the evidence starts from);
// - OctreeVisual/evidence: octree_evidence() without a selection (cells, stats, the filter);
// - OctreeVisual/evidence_traced: with one object selected (its holding cell and traced query),
//   and evidence_brute_force with the panel's brute-force scan over every box of the tree too;
// - OctreeVisual/draw and draw_uncapped: draw_octree() into a reused list with the default cap
//   (5,000 cells) and without one;
// - OctreeVisual/frame and frame_octree: the whole frame (build_frame, every object drawn)
//   without and with the octree evidence (default options, one object selected).
// The checksum: the evaluation of the N boxes finds W2's overlapping pairs; a mismatch fails.
#include <benchmark/benchmark.h>

#include <map>
#include <memory>
#include <string>

#include "app/view/draw_settings.hpp"
#include "app/view/frame.hpp"
#include "app/view/scene_view.hpp"
#include "app/visualize/octree_visual.hpp"
#include "core/eval/scene_evaluation.hpp"
#include "tests/bench/bench_guard.hpp"
#include "tests/bench/workload_w2.hpp"

namespace collide::bench {
namespace {

struct Setup {
  Scene scene;
  SceneEvaluation eval;
  Viewport viewport{1280, 720};
  Camera camera;
  DrawList list;
};

Setup& setup(std::uint32_t n) {
  static std::map<std::uint32_t, std::unique_ptr<Setup>> cache;
  auto& s = cache[n];
  if (s) return *s;
  s = std::make_unique<Setup>();
  const W2 boxes = make_w2(n);
  for (std::uint32_t i = 0; i < n; ++i)
    s->scene.objects.push_back(
        {"w2-" + std::to_string(i), "", std::nullopt, true,
         desc::Aabb{Vec3<double>(boxes.boxes[i].min), Vec3<double>(boxes.boxes[i].max)}});
  s->eval.build(s->scene);
  // The checksum: the evaluation of the W2 boxes finds WORKLOADS.md's overlapping pairs.
  if (s->eval.counts().intersecting != w2_checksum(n).pairs)
    record_mismatch("OctreeVisual N=" + std::to_string(n) + ": " +
                    std::to_string(s->eval.counts().intersecting) +
                    " intersecting pairs != " + std::to_string(w2_checksum(n).pairs));
  s->camera = initial_camera(s->scene, s->viewport);
  return *s;
}

const std::vector<std::uint32_t> kSelected{7};

void cells(benchmark::State& state) {
  Setup& s = setup(std::uint32_t(state.range(0)));
  for (auto _ : state)
    benchmark::DoNotOptimize(s.eval.octree().cells().data());
  state.counters["cells"] = double(s.eval.octree().cells().size());
}

void evidence(benchmark::State& state) {
  Setup& s = setup(std::uint32_t(state.range(0)));
  for (auto _ : state)
    benchmark::DoNotOptimize(octree_evidence(s.eval, {}, OctreeDrawOptions{}).shown.data());
}

void evidence_traced(benchmark::State& state) {
  Setup& s = setup(std::uint32_t(state.range(0)));
  for (auto _ : state)
    benchmark::DoNotOptimize(octree_evidence(s.eval, kSelected, OctreeDrawOptions{}).shown.data());
}

void evidence_brute_force(benchmark::State& state) {
  Setup& s = setup(std::uint32_t(state.range(0)));
  for (auto _ : state)
    benchmark::DoNotOptimize(
        octree_evidence(s.eval, kSelected, OctreeDrawOptions{}, true).shown.data());
}

void draw_with_cap(benchmark::State& state, std::size_t cap) {
  Setup& s = setup(std::uint32_t(state.range(0)));
  OctreeDrawOptions o;
  o.filter.max_cells = cap;
  const OctreeEvidence ev = octree_evidence(s.eval, kSelected, o);
  for (auto _ : state) {
    s.list.clear();
    draw_octree(ev, s.list);
    benchmark::DoNotOptimize(s.list.layer(Layer::evidence).lines.data());
  }
  state.counters["lines"] = double(s.list.layer(Layer::evidence).lines.size());
}

void draw(benchmark::State& state) {
  draw_with_cap(state, OctreeFilter{}.max_cells);
}
void draw_uncapped(benchmark::State& state) {
  draw_with_cap(state, ~std::size_t(0));
}

void frame_with(benchmark::State& state, bool octree) {
  Setup& s = setup(std::uint32_t(state.range(0)));
  ViewOptions view;
  view.outlines = draw_outlines(DrawSettings{}, s.scene);
  view.evaluation = &s.eval;
  view.octree.shown = octree;
  view.selected.assign(kSelected.begin(), kSelected.end());
  for (auto _ : state) {
    build_frame(s.list, s.scene, s.camera, s.viewport, view);
    benchmark::DoNotOptimize(s.list.layer(Layer::evidence).lines.data());
  }
}

void frame(benchmark::State& state) {
  frame_with(state, false);
}
void frame_octree(benchmark::State& state) {
  frame_with(state, true);
}

// One registration per function, each at 10,000 and 100,000 objects.
void register_all() {
  const std::pair<const char*, void (*)(benchmark::State&)> all[] = {
      {"OctreeVisual/cells", cells},
      {"OctreeVisual/evidence", evidence},
      {"OctreeVisual/evidence_traced", evidence_traced},
      {"OctreeVisual/evidence_brute_force", evidence_brute_force},
      {"OctreeVisual/draw", draw},
      {"OctreeVisual/draw_uncapped", draw_uncapped},
      {"OctreeVisual/frame", frame},
      {"OctreeVisual/frame_octree", frame_octree}};
  for (const auto& [name, run] : all)
    benchmark::RegisterBenchmark(name, run)->Arg(10'000)->Arg(100'000)->Unit(
        benchmark::kMillisecond);
}

}  // namespace
}  // namespace collide::bench

int main(int argc, char** argv) {
  collide::bench::register_all();
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return collide::bench::exit_code();
}
