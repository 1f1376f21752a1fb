#pragma once
// A lesson being played (README, "Lessons"): which step is shown, and what showing it asks of
// the viewer — the step's objects (an undoable edit), its camera, its focus and the evidence it
// points at, exactly its views, its highlighted objects. GL- and ImGui-free: the Lesson panel and
// the keys move it (Next, Back, Reset step), the workbench shows what it says
// (Workbench::show_lesson_step), and a test plays a lesson through without a window.
//
// The student may edit at any step; entering a step (Next, Back) or "Reset step" puts the
// objects back as the step has them, whatever was edited.
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/document/edit.hpp"
#include "core/lesson/lesson_choice.hpp"
#include "core/scene/scene.hpp"

namespace collide {

// What the viewer shows at a step, besides the step's text.
struct LessonStepView {
  Scene scene;  // scene_at_step: the objects, the camera and focus named so far
  std::array<bool, kLessonViewCount> views{};  // by LessonView: on or off
  std::vector<std::string> highlight;          // selected, so their queries and outlines show
  std::optional<SceneFocus> focus;             // with the SAT axis to show, if the step names one
  int gjk_step = -1;                           // EvidenceStyle::gjk_iteration
  int contact_step = -1;                       // EvidenceStyle::contact_step
  bool on(LessonView v) const { return views[static_cast<std::size_t>(v)]; }
};

class LessonPlayer {
 public:
  // The scene just opened: a lesson when it has steps (at its first step), else none.
  void start(const Scene& scene);
  // Steps made for the scene shown now (a step-through): they replace the lesson played, on the
  // objects as they are.
  void play(const Scene& now, std::vector<LessonStep> steps);
  bool active() const { return !lesson_.steps.empty(); }
  std::size_t size() const { return lesson_.steps.size(); }
  std::size_t step() const { return step_; }
  // Precondition: active().
  const LessonStep& current() const { return lesson_.steps[step_]; }

  // Each marks the step to be shown again (taken by take_pending); false when there is no such
  // step (past either end, or no lesson).
  bool next();
  bool back();
  bool reset_step();
  bool take_pending();

  // The current step's question: a choice clicked (in the panel, or an object of that id in the
  // view); the one clicked last (none until one is), and whether it is the answer. The first
  // choice at each step is what the score counts: choosing again shows the answer for the new
  // choice but does not change the score.
  void choose(int choice);
  // The choice whose text is `id` (an object clicked in the view), if the step asks one.
  bool choose_object(const std::string& id);
  const std::optional<int>& chosen() const { return chosen_; }
  bool answered_right() const;
  // Whether the step asks and has no answer yet: until then the view and the Why panel keep
  // the evidence that would give the answer away (the focused pair's, the query trace).
  bool awaiting_answer() const { return active() && current().question && !chosen_; }
  // The choice under the pointer in the Lesson panel this frame (-1: none), shown in the view
  // before it is clicked (an axis or a cell drawn, an object outlined).
  int hovered_choice = -1;

  // The class's running score over the lesson played (since it was opened or stepped through):
  // the steps that ask, those answered, and those whose first answer was right.
  struct Score {
    int asked = 0, answered = 0, right_first = 0;
  };
  Score score() const;
  void reset_score();

  // Authoring (the Lesson panel's Add step, reorder, edit, delete, and their undo and redo) edits
  // the document's steps; the player follows them: when `doc`'s steps differ from those it last
  // followed, it plays them, at the step asked for by go_to_after_edit, else where it was (within
  // the new count). The step is not shown again (the view stays as the author has it). True when
  // it followed a change.
  bool follow(const Scene& doc);
  void go_to_after_edit(std::size_t step) { wanted_ = step; }
  // Whether the steps played are the document's (not a step-through's), so the panel's step
  // numbers are the document's too.
  bool plays_document() const { return of_document_; }

  // What the viewer shows at the current step. Precondition: active().
  LessonStepView view() const;
  // The current step's question's choices resolved in `now` (the objects as they are, the
  // step's focus): which are objects, SAT axes, octree cells (core/lesson/lesson_choice.hpp).
  // Kept until the step, the lesson or the scene's version changes; empty when it asks nothing.
  const std::vector<ChoiceTarget>& choices(const Scene& now);

  // Counts the changes of the step shown (a lesson started, a step entered, the steps edited):
  // what is derived from the current step is stale when it moved.
  std::uint64_t changes() const { return changes_; }

 private:
  Scene lesson_;  // the scene as opened (or as the step-through found it), with the steps
  std::size_t step_ = 0;
  bool pending_ = false;
  std::uint64_t changes_ = 0;
  std::vector<LessonStep> followed_;  // the document's steps as last followed
  std::optional<std::size_t> wanted_;
  bool of_document_ = true;
  std::vector<ChoiceTarget> choices_;
  std::pair<std::uint64_t, std::uint64_t> choices_for_{~0ull, ~0ull};  // changes_, version
  std::optional<int> chosen_;
  std::vector<std::optional<bool>> first_right_;  // per step: its first answer was right
};

// The edit that puts `now`'s objects as `step` has them: every object of `step` whose bits differ
// from the object of the same id in `now` is replaced (nothing when none differ; an object no
// longer in `now` is left out).
Edit step_objects_edit(const Scene& now, const Scene& step, std::string label);

}  // namespace collide
