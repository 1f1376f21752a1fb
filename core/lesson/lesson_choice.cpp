#include "core/lesson/lesson_choice.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>

#include "core/eval/scene_evaluation.hpp"
#include "core/queries/pair_test.hpp"
#include "core/queries/sat_axis_names.hpp"

namespace collide {
namespace {

constexpr std::string_view kCellPrefix = "cell:";

std::string corner(const Vec3<double>& v) {
  char buf[96];
  std::snprintf(buf, sizeof buf, "(%.4g, %.4g, %.4g)", v.x, v.y, v.z);
  return buf;
}

// The node `path` leads to from the root, each step the child whose centre lies on the octant's
// side of its parent's centre.
std::optional<std::uint32_t> node_at(const std::vector<OctreeCell>& cells,
                                     const std::vector<int>& path) {
  if (cells.empty()) return std::nullopt;
  std::uint32_t node = 0;
  for (const int octant : path) {
    const OctreeCell& parent = cells[node];
    const Vec3<float> mid = (parent.cell.min + parent.cell.max) * 0.5f;
    std::optional<std::uint32_t> next;
    for (const OctreeCell& c : cells) {
      if (c.node == 0 || c.parent != node) continue;
      const Vec3<float> m = (c.cell.min + c.cell.max) * 0.5f;
      const int o = (m.x > mid.x ? 1 : 0) | (m.y > mid.y ? 2 : 0) | (m.z > mid.z ? 4 : 0);
      if (o == octant) next = c.node;
    }
    if (!next) return std::nullopt;
    node = *next;
  }
  return node;
}

// The focused pair's SAT (in double, with the scene's tolerances), when its test is one.
struct FocusedSat {
  SatResult<double> sat;
  bool swapped = false;
  Aabb<double> both;  // the two objects' bounds together
};
std::optional<FocusedSat> focused_sat(const Scene& scene) {
  if (!scene.focus) return std::nullopt;
  const auto ia = index_of(scene, scene.focus->a), ib = index_of(scene, scene.focus->b);
  if (!ia || !ib) return std::nullopt;
  const SceneObject &a = scene.objects[*ia], &b = scene.objects[*ib];
  const PairResult<double> r =
      pair_test(to_shape<double>(a), to_shape<double>(b), scene_tolerances<double>(scene.settings));
  const auto* sat = std::get_if<SatResult<double>>(&r.evidence);
  const auto ba = bounds_of(a.desc), bb = bounds_of(b.desc);
  if (!sat || !ba || !bb) return std::nullopt;
  return FocusedSat{*sat, r.swapped, {glm::min(ba->min, bb->min), glm::max(ba->max, bb->max)}};
}

// An axis name as the Why panel writes it, its cross written × or x ("A0×B2" = "A0xB2").
std::string axis_name(std::string_view choice) {
  std::string s(choice);
  if (const auto at = s.find("×"); at != std::string::npos)
    s.replace(at, std::string("×").size(), "x");
  return s;
}

}  // namespace

std::optional<std::vector<int>> cell_path(std::string_view choice) {
  if (!choice.starts_with(kCellPrefix)) return std::nullopt;
  std::vector<int> path;
  for (const char c : choice.substr(kCellPrefix.size())) {
    if (c < '0' || c > '7') return std::nullopt;
    path.push_back(c - '0');
  }
  return path;
}

std::vector<ChoiceTarget> choice_targets(const Scene& scene,
                                         const std::vector<std::string>& choices) {
  std::vector<ChoiceTarget> out;
  std::optional<std::optional<FocusedSat>> sat;  // computed when a choice needs it
  std::optional<std::vector<OctreeCell>> cells;  // likewise the tree's cells
  for (const std::string& choice : choices) {
    ChoiceTarget t;
    t.label = choice;
    if (const auto i = index_of(scene, choice)) {
      t.kind = ChoiceKind::object;
      t.object = *i;
    } else if (const auto path = cell_path(choice)) {
      if (!cells) {
        SceneEvaluation eval;
        eval.build(scene);
        cells = eval.octree().cells();
      }
      if (const auto node = node_at(*cells, *path)) {
        const OctreeCell& c = (*cells)[*node];
        t.kind = ChoiceKind::cell;
        t.node = *node;
        t.cell = {Vec3<double>(c.cell.min), Vec3<double>(c.cell.max)};
        t.label = "cell " + corner(t.cell.min) + "–" + corner(t.cell.max);
      }
    } else if (const std::string name = axis_name(choice); parse_box_axis(name)) {
      if (!sat) sat = focused_sat(scene);
      if (*sat) {
        const auto k = parse_box_axis(name, (*sat)->swapped);
        const SatAxis<double> ax = (*sat)->sat.axes()[static_cast<std::size_t>(*k)];
        const Aabb<double>& both = (*sat)->both;
        t.kind = ChoiceKind::axis;
        t.sat_axis = *k;
        t.direction = ax.degenerate ? Vec3<double>{} : ax.axis;
        t.origin = (both.min + both.max) * 0.5;
        t.reach = std::max(glm::length(both.max - both.min) * 0.5, 1e-9);
      }
    }
    out.push_back(std::move(t));
  }
  return out;
}

}  // namespace collide
