#include "app/session/lesson_player.hpp"

#include <algorithm>

#include "core/eval/lesson_steps.hpp"

namespace collide {

void LessonPlayer::start(const Scene& scene) {
  lesson_ = scene;
  followed_ = scene.steps;
  of_document_ = true;
  wanted_.reset();
  step_ = 0;
  reset_score();
  pending_ = active();
  ++changes_;
}

void LessonPlayer::play(const Scene& now, std::vector<LessonStep> steps) {
  lesson_ = now;
  followed_ = now.steps;
  of_document_ = false;
  lesson_.steps = std::move(steps);
  step_ = 0;
  reset_score();
  pending_ = active();
  ++changes_;
}

void LessonPlayer::choose(int choice) {
  if (!active() || !current().question) return;
  const LessonQuestion& q = *current().question;
  if (choice < 0 || choice >= static_cast<int>(q.choices.size())) return;
  chosen_ = choice;
  std::optional<bool>& first = first_right_[step_];
  if (!first) first = choice == q.answer;
}

bool LessonPlayer::choose_object(const std::string& id) {
  if (!active() || !current().question) return false;
  const std::vector<std::string>& choices = current().question->choices;
  const auto it = std::find(choices.begin(), choices.end(), id);
  if (it == choices.end()) return false;
  choose(static_cast<int>(it - choices.begin()));
  return true;
}

LessonPlayer::Score LessonPlayer::score() const {
  Score s;
  for (std::size_t i = 0; i < lesson_.steps.size(); ++i) {
    if (!lesson_.steps[i].question) continue;
    ++s.asked;
    if (!first_right_[i]) continue;
    ++s.answered;
    s.right_first += *first_right_[i] ? 1 : 0;
  }
  return s;
}

void LessonPlayer::reset_score() {
  chosen_.reset();
  first_right_.assign(lesson_.steps.size(), std::nullopt);
}

bool LessonPlayer::follow(const Scene& doc) {
  if (same_bits(doc.steps, followed_)) return false;
  followed_ = doc.steps;
  lesson_.steps = doc.steps;
  of_document_ = true;
  const std::size_t n = lesson_.steps.size();
  step_ = std::min(wanted_.value_or(step_), n == 0 ? 0 : n - 1);
  wanted_.reset();
  chosen_.reset();
  first_right_.resize(n);
  ++changes_;
  return true;
}

bool LessonPlayer::next() {
  if (step_ + 1 >= size()) return false;
  ++step_;
  chosen_.reset();
  ++changes_;
  return pending_ = true;
}

bool LessonPlayer::back() {
  if (step_ == 0 || !active()) return false;
  --step_;
  chosen_.reset();
  ++changes_;
  return pending_ = true;
}

bool LessonPlayer::reset_step() {
  if (!active()) return false;
  chosen_.reset();
  ++changes_;
  return pending_ = true;
}

bool LessonPlayer::take_pending() {
  const bool was = pending_;
  pending_ = false;
  return was;
}

bool LessonPlayer::answered_right() const {
  return active() && chosen_ && current().question && *chosen_ == current().question->answer;
}

LessonStepView LessonPlayer::view() const {
  LessonStepView v;
  v.scene = scene_at_step(lesson_, step_);
  const LessonStep& s = current();
  for (LessonView view : s.views)
    v.views[static_cast<std::size_t>(view)] = true;
  v.highlight = s.highlight;
  v.focus = v.scene.focus;
  if (v.focus && s.evidence.sat_axis) v.focus->axis = s.evidence.sat_axis;
  v.gjk_step = s.evidence.gjk_step.value_or(-1);
  v.contact_step = s.evidence.contact_step.value_or(-1);
  return v;
}

const std::vector<ChoiceTarget>& LessonPlayer::choices(const Scene& now) {
  const std::pair key{changes_, now.version};
  if (key == choices_for_) return choices_;
  choices_for_ = key;
  choices_.clear();
  if (!active() || !current().question) return choices_;
  Scene scene = now;
  scene.focus = view().focus;
  choices_ = choice_targets(scene, current().question->choices);
  return choices_;
}

Edit step_objects_edit(const Scene& now, const Scene& step, std::string label) {
  Edit e;
  e.label = std::move(label);
  e.lesson_step = true;
  for (const SceneObject& o : step.objects) {
    const auto i = index_of(now, o.id);
    if (i && !same_bits(now.objects[*i], o)) e.objects.push_back({*i, now.objects[*i], o});
  }
  return e;
}

}  // namespace collide
