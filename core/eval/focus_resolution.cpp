#include "core/eval/focus_resolution.hpp"

#include "core/eval/scene_evaluation.hpp"
#include "core/queries/sat_axis_names.hpp"

namespace collide {

namespace {

template <class Find>
FocusResolution resolve(const Scene& scene, const SceneFocus& focus, Find find) {
  FocusResolution r;
  const std::optional<std::size_t> a = find(focus.a);
  if (!a) return {std::nullopt, FocusProblem::unknown_a};
  const std::optional<std::size_t> b = find(focus.b);
  if (!b) return {std::nullopt, FocusProblem::unknown_b};
  if (*a == *b) return {std::nullopt, FocusProblem::same_object};
  ResolvedFocus p;
  p.a = *a;
  p.b = *b;
  p.cell = pair_cell(kind_of(to_shape<double>(scene.objects[p.a])),
                     kind_of(to_shape<double>(scene.objects[p.b])));
  r.pair = p;
  if (!focus.axis) return r;
  if (p.cell.test != PairTest::obb_obb && p.cell.test != PairTest::obb_aabb) {
    r.problem = FocusProblem::axis_not_box_sat;
    return r;
  }
  if (const auto k = parse_box_axis_text(*focus.axis, p.cell.swapped))
    r.pair->sat_axis = *k;
  else
    r.problem = FocusProblem::unknown_axis;
  return r;
}

}  // namespace

FocusResolution resolve_focus(const Scene& scene, const SceneFocus& focus) {
  return resolve(scene, focus, [&](const std::string& id) { return index_of(scene, id); });
}

FocusResolution resolve_focus(const Scene& scene, const SceneFocus& focus,
                              const SceneEvaluation& index) {
  return resolve(scene, focus, [&](const std::string& id) -> std::optional<std::size_t> {
    const auto i = index.index_of(id);
    if (!i || *i >= scene.objects.size()) return std::nullopt;
    return *i;
  });
}

}  // namespace collide
