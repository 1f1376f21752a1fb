#pragma once
// What a question's choices name (README, "Predict, then reveal"), so the view can show them and
// the choice can be made there: an object of the step's scene (its id), an axis of the focused
// pair's separating-axis test ("A0".."B2", "A0xB0".."A2xB2" or "A0×B0", named from the focus's a
// and b, as the Why panel names them), an octree cell, or only text. A cell is written "cell:" and
// the octants from the root, one digit 0–7 per level (+x adds 1, +y 2, +z 4): "cell:" is the root,
// "cell:5" its child on the +x, +z side, "cell:52" that child's child on the +y side.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../scene/scene.hpp"

namespace collide {

enum class ChoiceKind : std::uint8_t { text, object, axis, cell };

struct ChoiceTarget {
  ChoiceKind kind = ChoiceKind::text;
  std::string label;       // as a class reads it: the choice's text, or a cell's corners
  std::size_t object = 0;  // object: its index in the scene
  int sat_axis = -1;       // axis: its index in the SAT's order (SatResult::axes)
  // axis: a unit direction (zero for a degenerate edge axis) through `origin`, the middle of the
  // pair, and `reach`, how far from it the pair's bounds go.
  Vec3<double> origin{}, direction{};
  double reach = 1;
  Aabb<double> cell{};     // cell: the cell proper
  std::uint32_t node = 0;  // cell: its node in the step's tree (the float tree, as built)
};

// The targets of `choices` in the scene a step shows (scene_at_step: its objects and focus), one
// per choice in order. A name that resolves to nothing there (an axis without a focused pair of
// boxes, a cell the tree does not have) is text.
std::vector<ChoiceTarget> choice_targets(const Scene& step_scene,
                                         const std::vector<std::string>& choices);

// The octant path of a cell choice ("cell:52" -> {5, 2}), or nothing when `choice` is not one.
std::optional<std::vector<int>> cell_path(std::string_view choice);

}  // namespace collide
