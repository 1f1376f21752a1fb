#pragma once
// A step's question in the view (README, "Predict, then reveal"): the choices that are axes of
// the focused pair's SAT or octree cells, drawn where they are so a class can see what it is
// asked about. Before an answer each is drawn faint with its name, the one under the pointer in
// the Lesson panel bright; once a choice is made, the answer green and a wrong choice red.
// GL-free: it only emits into a DrawList.
#include <optional>
#include <vector>

#include "core/lesson/lesson_choice.hpp"
#include "render/draw_list.hpp"

namespace collide {

// The colours, so a test tells them apart.
inline constexpr Color kChoiceFaint{0.6f, 0.6f, 0.65f, 0.55f};
inline constexpr Color kChoiceHovered{1.0f, 0.85f, 0.2f, 1};
inline constexpr Color kChoiceAnswer{0.35f, 0.85f, 0.45f, 1};
inline constexpr Color kChoiceWrong{1.0f, 0.45f, 0.35f, 1};

// `hovered`: the choice under the pointer (-1: none); `chosen`: the choice made, if any;
// `answer`: the right one (drawn as such only once a choice is made).
void draw_lesson_choices(DrawList& out, const std::vector<ChoiceTarget>& targets, int hovered,
                         std::optional<int> chosen, int answer);

}  // namespace collide
