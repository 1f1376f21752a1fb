#include "app/document/lesson_edits.hpp"

#include <string>
#include <utility>

namespace collide {
namespace {

std::string step_name(std::size_t at) {
  return "step " + std::to_string(at + 1);
}

// An edit from the scene's steps to `after`, or one that says why not.
Edit steps_edit(const Scene& scene, std::vector<LessonStep> after, std::string label,
                std::string error = {}) {
  Edit e;
  e.label = std::move(label);
  e.error = std::move(error);
  if (e.error.empty()) e.steps = {{scene.steps, std::move(after)}};
  return e;
}

std::string no_step(const Scene& scene, std::size_t at) {
  return "there is no " + step_name(at) + " (the lesson has " + std::to_string(scene.steps.size()) +
         (scene.steps.size() == 1 ? " step)" : " steps)");
}

}  // namespace

Edit add_lesson_step(const Scene& scene, std::size_t at, LessonStep step) {
  const std::string label = "Add " + step_name(at);
  if (at > scene.steps.size()) return steps_edit(scene, {}, label, no_step(scene, at));
  std::vector<LessonStep> after = scene.steps;
  after.insert(after.begin() + std::ptrdiff_t(at), std::move(step));
  return steps_edit(scene, std::move(after), label);
}

Edit move_lesson_step(const Scene& scene, std::size_t from, std::size_t to) {
  const std::string label = "Move " + step_name(from) + (to < from ? " up" : " down");
  const std::size_t n = scene.steps.size();
  if (from >= n) return steps_edit(scene, {}, label, no_step(scene, from));
  if (to >= n || (to + 1 != from && from + 1 != to))
    return steps_edit(
        scene, {}, label,
        "a step moves to a neighbouring place (" + step_name(from) + " to " + step_name(to) + ")");
  std::vector<LessonStep> after = scene.steps;
  std::swap(after[from], after[to]);
  return steps_edit(scene, std::move(after), label);
}

Edit replace_lesson_step(const Scene& scene, std::size_t at, LessonStep step, std::string label) {
  if (label.empty()) label = "Edit " + step_name(at);
  if (at >= scene.steps.size()) return steps_edit(scene, {}, label, no_step(scene, at));
  std::vector<LessonStep> after = scene.steps;
  after[at] = std::move(step);
  return steps_edit(scene, std::move(after), label);
}

Edit delete_lesson_step(const Scene& scene, std::size_t at) {
  const std::string label = "Delete " + step_name(at);
  if (at >= scene.steps.size()) return steps_edit(scene, {}, label, no_step(scene, at));
  std::vector<LessonStep> after = scene.steps;
  after.erase(after.begin() + std::ptrdiff_t(at));
  return steps_edit(scene, std::move(after), label);
}

}  // namespace collide
