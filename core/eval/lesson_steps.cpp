#include "core/eval/lesson_steps.hpp"

#include "core/eval/scene_check.hpp"

namespace collide {

Scene scene_at_step(const Scene& lesson, std::size_t k) {
  Scene out;
  out.objects = lesson.objects;
  out.description = lesson.description;
  out.settings = lesson.settings;
  out.camera = lesson.camera;
  out.focus = lesson.focus;
  for (std::size_t s = 0; s <= k; ++s) {
    const LessonStep& step = lesson.steps[s];
    for (const SceneObject& o : step.set)
      if (const auto i = index_of(out, o.id)) out.objects[*i] = o;
    if (step.camera) out.camera = step.camera;
    if (step.focus) out.focus = step.focus;
  }
  out.expect = lesson.steps[k].expect;
  out.version = lesson.version;
  return out;
}

std::vector<std::string> check_lesson_steps(const Scene& lesson, const CheckOptions& options) {
  CheckOptions quiet = options;
  quiet.keep_pairs = false;  // only the expectations are read
  quiet.all_pairs = false;
  std::vector<std::string> failures;
  for (std::size_t k = 0; k < lesson.steps.size(); ++k) {
    const Scene scene = scene_at_step(lesson, k);
    if (scene.expect.empty()) continue;
    const CheckReport report = check_scene(scene, quiet);
    if (!report.error.empty())
      failures.push_back("step " + std::to_string(k + 1) + ": " + report.error);
    for (const ExpectationOutcome& o : report.expectations) {
      if (o.held) continue;
      const Expectation& e = scene.expect[o.index];
      failures.push_back("step " + std::to_string(k + 1) + ": " + e.a + "–" + e.b + ": " +
                         o.failure);
    }
  }
  return failures;
}

}  // namespace collide
