#include "app/document/edit.hpp"

#include <algorithm>
#include <string_view>
#include <unordered_set>
#include <utility>

#include "app/kinds/kind_table.hpp"
#include "core/math/bitwise_equal.hpp"

namespace collide {

namespace {

std::string quoted(const std::string& s) {
  return "\"" + s + "\"";
}

bool id_used(const Scene& scene, const std::string& id, std::size_t except) {
  for (std::size_t i = 0; i < scene.objects.size(); ++i)
    if (i != except && scene.objects[i].id == id) return true;
  return false;
}

// One object change, forwards (before -> after) or backwards (after -> before). Checks first and
// changes nothing when the scene is not the one the change was made for.
std::optional<std::string> step(Scene& scene, const ObjectChange& c, bool forward) {
  const std::optional<SceneObject>& from = forward ? c.before : c.after;
  const std::optional<SceneObject>& to = forward ? c.after : c.before;
  std::vector<SceneObject>& objects = scene.objects;
  if (from) {
    if (c.index >= objects.size())
      return "there is no object at position " + std::to_string(c.index) + " for " +
             quoted(from->id);
    if (!same_bits(objects[c.index], *from))
      return "the object at position " + std::to_string(c.index) + " (" +
             quoted(objects[c.index].id) + ") is not the one this edit was made for (" +
             quoted(from->id) + ")";
  } else if (c.index > objects.size()) {
    return "position " + std::to_string(c.index) + " is past the end of the object list";
  }
  if (to) {
    if (to->id.empty()) return "an object needs a non-empty id";
    const std::size_t self = from ? c.index : objects.size();
    if ((!from || from->id != to->id) && id_used(scene, to->id, self))
      return "the id " + quoted(to->id) + " is already used by another object";
  }
  if (from && to)
    objects[c.index] = *to;
  else if (to)
    objects.insert(objects.begin() + std::ptrdiff_t(c.index), *to);
  else if (from)
    objects.erase(objects.begin() + std::ptrdiff_t(c.index));
  else
    return "an object change with neither a before nor an after";
  return std::nullopt;
}

// A run of changes done in one pass over the object list: `length` changes done, or an error and
// nothing changed; length 0 and no error: the changes at k are not such a run.
struct Run {
  std::size_t length = 0;
  std::optional<std::string> error;
};

const ObjectChange& at(const Edit& edit, std::size_t k, bool forward) {
  return edit.objects[forward ? k : edit.objects.size() - 1 - k];
}
const std::optional<SceneObject>& from_of(const ObjectChange& c, bool forward) {
  return forward ? c.before : c.after;
}
const std::optional<SceneObject>& to_of(const ObjectChange& c, bool forward) {
  return forward ? c.after : c.before;
}

// Removals at strictly descending positions, as delete_objects makes them: none shifts the
// others, so they are the positions in the list as it is, and one compaction removes them all
// (removing half of 100,000 objects one erase at a time would move billions of objects).
Run removal_run(Scene& scene, const Edit& edit, std::size_t k, bool forward) {
  std::vector<std::size_t> run;
  for (std::size_t j = k; j < edit.objects.size(); ++j) {
    const ObjectChange& c = at(edit, j, forward);
    if (!from_of(c, forward) || to_of(c, forward) || (!run.empty() && c.index >= run.back())) break;
    run.push_back(c.index);
  }
  if (run.size() < 2) return {};
  std::vector<SceneObject>& objects = scene.objects;
  std::vector<char> gone(objects.size(), 0);
  for (std::size_t j = 0; j < run.size(); ++j) {
    const SceneObject& from = *from_of(at(edit, k + j, forward), forward);
    if (run[j] >= objects.size())
      return {0, "there is no object at position " + std::to_string(run[j]) + " for " +
                     quoted(from.id)};
    if (!same_bits(objects[run[j]], from))
      return {0, "the object at position " + std::to_string(run[j]) + " (" +
                     quoted(objects[run[j]].id) + ") is not the one this edit was made for (" +
                     quoted(from.id) + ")"};
    gone[run[j]] = 1;
  }
  std::size_t kept = 0;
  for (std::size_t i = 0; i < objects.size(); ++i)
    if (!gone[i]) {
      if (kept != i) objects[kept] = std::move(objects[i]);  // never a self-move: it empties
      ++kept;
    }
  objects.resize(kept);
  return {run.size(), std::nullopt};
}

// Insertions at strictly ascending positions (the undo of a removal run): each lands where it
// says in the final list, so the list is rebuilt once.
Run insertion_run(Scene& scene, const Edit& edit, std::size_t k, bool forward) {
  std::vector<std::size_t> run;
  for (std::size_t j = k; j < edit.objects.size(); ++j) {
    const ObjectChange& c = at(edit, j, forward);
    if (from_of(c, forward) || !to_of(c, forward) || (!run.empty() && c.index <= run.back())) break;
    run.push_back(c.index);
  }
  if (run.size() < 2) return {};
  std::vector<SceneObject>& objects = scene.objects;
  std::unordered_set<std::string_view> ids;
  for (const SceneObject& o : objects)
    ids.insert(o.id);
  for (std::size_t j = 0; j < run.size(); ++j) {
    const SceneObject& to = *to_of(at(edit, k + j, forward), forward);
    // The j-th insertion sees the list with j objects already inserted.
    if (run[j] > objects.size() + j)
      return {0, "position " + std::to_string(run[j]) + " is past the end of the object list"};
    if (to.id.empty()) return {0, "an object needs a non-empty id"};
    if (!ids.insert(to.id).second)
      return {0, "the id " + quoted(to.id) + " is already used by another object"};
  }
  std::vector<SceneObject> merged;
  merged.reserve(objects.size() + run.size());
  std::size_t next_old = 0, next_new = 0;
  while (merged.size() < objects.size() + run.size()) {
    if (next_new < run.size() && run[next_new] == merged.size())
      merged.push_back(*to_of(at(edit, k + next_new++, forward), forward));
    else
      merged.push_back(std::move(objects[next_old++]));
  }
  objects = std::move(merged);
  return {run.size(), std::nullopt};
}

template <class T, class Same>
std::optional<std::string> check_value(const std::optional<ValueChange<T>>& change, const T& now,
                                       bool forward, Same same, const char* what) {
  if (change && !same(now, forward ? change->before : change->after))
    return std::string("the scene's ") + what + " are not the ones this edit was made for";
  return std::nullopt;
}

template <class T>
void set_value(const std::optional<ValueChange<T>>& change, T& now, bool forward) {
  if (change) now = forward ? change->after : change->before;
}

std::optional<std::string> run(Scene& scene, const Edit& edit, bool forward) {
  const std::string prefix = "cannot " + std::string(forward ? "apply" : "undo") +
                             (edit.label.empty() ? "" : " " + quoted(edit.label)) + ": ";
  if (!edit.error.empty()) return prefix + edit.error;
  auto same_text = [](const std::string& a, const std::string& b) { return a == b; };
  auto same_settings = [](const SceneSettings& a, const SceneSettings& b) {
    return same_bits(a, b);
  };
  auto same_expect = [](const std::vector<Expectation>& a, const std::vector<Expectation>& b) {
    return same_bits(a, b);
  };
  if (auto e = check_value(edit.settings, scene.settings, forward, same_settings, "settings"))
    return prefix + *e;
  if (auto e = check_value(edit.description, scene.description, forward, same_text,
                           "description and text"))
    return prefix + *e;
  if (auto e = check_value(edit.expect, scene.expect, forward, same_expect, "expectations"))
    return prefix + *e;
  auto same_steps = [](const std::vector<LessonStep>& a, const std::vector<LessonStep>& b) {
    return same_bits(a, b);
  };
  if (auto e = check_value(edit.steps, scene.steps, forward, same_steps, "lesson steps"))
    return prefix + *e;

  // Objects in order (backwards: in reverse order); a failing step undoes the steps before it,
  // which cannot fail since each was just checked and done.
  for (std::size_t k = 0; k < edit.objects.size();) {
    Run r = removal_run(scene, edit, k, forward);
    if (r.length == 0 && !r.error) r = insertion_run(scene, edit, k, forward);
    if (r.length == 0 && !r.error) r = {1, step(scene, at(edit, k, forward), forward)};
    if (r.error) {
      // One step at a time: the same result as the runs, and failures are rare.
      for (std::size_t j = k; j-- > 0;)
        step(scene, at(edit, j, forward), !forward);
      return prefix + *r.error;
    }
    k += r.length;
  }
  set_value(edit.settings, scene.settings, forward);
  set_value(edit.description, scene.description, forward);
  set_value(edit.expect, scene.expect, forward);
  set_value(edit.focus, scene.focus, forward);
  set_value(edit.steps, scene.steps, forward);
  return std::nullopt;
}

bool keeps_id(const ObjectChange& c) {
  return c.before && c.after && c.before->id == c.after->id;
}

template <class T>
void merge_value(std::optional<ValueChange<T>>& earlier, std::optional<ValueChange<T>>&& later) {
  if (!later) return;
  if (earlier)
    earlier->after = std::move(later->after);
  else
    earlier = std::move(later);
}

}  // namespace

std::optional<std::string> apply_edit(Scene& scene, const Edit& edit) {
  return run(scene, edit, true);
}

std::optional<std::string> revert_edit(Scene& scene, const Edit& edit) {
  return run(scene, edit, false);
}

bool changes_nothing(const Edit& edit) {
  const bool objects = std::all_of(edit.objects.begin(), edit.objects.end(), [](const auto& c) {
    return c.before && c.after && same_bits(*c.before, *c.after);
  });
  return objects && edit.error.empty() &&
         (!edit.settings || same_bits(edit.settings->before, edit.settings->after)) &&
         (!edit.description || edit.description->before == edit.description->after) &&
         (!edit.expect || same_bits(edit.expect->before, edit.expect->after)) &&
         (!edit.focus || edit.focus->before == edit.focus->after) &&
         (!edit.steps || same_bits(edit.steps->before, edit.steps->after));
}

bool focus_only(const Edit& edit) {
  return edit.focus && edit.objects.empty() && !edit.settings && !edit.description &&
         !edit.expect && !edit.steps;
}

Edit inverse(const Edit& edit) {
  Edit inv;
  inv.label = edit.label;
  inv.error = edit.error;
  inv.lesson_step = edit.lesson_step;
  inv.objects.reserve(edit.objects.size());
  for (auto it = edit.objects.rbegin(); it != edit.objects.rend(); ++it)
    inv.objects.push_back({it->index, it->after, it->before});
  if (edit.settings) inv.settings = {{edit.settings->after, edit.settings->before}};
  if (edit.description) inv.description = {{edit.description->after, edit.description->before}};
  if (edit.expect) inv.expect = {{edit.expect->after, edit.expect->before}};
  if (edit.focus) inv.focus = {{edit.focus->after, edit.focus->before}};
  if (edit.steps) inv.steps = {{edit.steps->after, edit.steps->before}};
  return inv;
}

SceneDelta delta_of(const Edit& edit) {
  SceneDelta delta;
  for (const ObjectChange& c : edit.objects) {
    if (c.before) delta.objects.push_back(c.before->id);
    if (c.after && !keeps_id(c)) delta.objects.push_back(c.after->id);
  }
  delta.everything = edit.settings.has_value() || edit.expect.has_value();
  return delta;
}

void append(Edit& earlier, Edit later) {
  if (earlier.error.empty()) earlier.error = std::move(later.error);
  // Replacements that keep their ids never shift a position, so the later snapshot of an object
  // can take the place of the earlier one.
  const bool replacements = std::all_of(earlier.objects.begin(), earlier.objects.end(), keeps_id) &&
                            std::all_of(later.objects.begin(), later.objects.end(), keeps_id);
  for (ObjectChange& c : later.objects) {
    auto same_place = std::find_if(earlier.objects.rbegin(), earlier.objects.rend(),
                                   [&](const ObjectChange& e) { return e.index == c.index; });
    if (replacements && same_place != earlier.objects.rend())
      same_place->after = std::move(c.after);
    else
      earlier.objects.push_back(std::move(c));
  }
  merge_value(earlier.settings, std::move(later.settings));
  merge_value(earlier.description, std::move(later.description));
  merge_value(earlier.expect, std::move(later.expect));
  merge_value(earlier.focus, std::move(later.focus));
  merge_value(earlier.steps, std::move(later.steps));
}

bool same_bits(const SceneObject& a, const SceneObject& b) {
  return a.id == b.id && a.name == b.name && a.color == b.color && a.visible == b.visible &&
         a.rotation_form == b.rotation_form && a.description == b.description &&
         same_bits(a.desc, b.desc) && same_bits(a.motion, b.motion);
}

bool same_bits(const SceneSettings& a, const SceneSettings& b) {
  return a.precision == b.precision && a.both_precisions == b.both_precisions &&
         std::equal(a.tolerances.begin(), a.tolerances.end(), b.tolerances.begin(),
                    b.tolerances.end(),
                    [](const auto& x, const auto& y) {
                      return x.first == y.first && bitwise_equal(x.second, y.second);
                    }) &&
         a.octree.split_threshold == b.octree.split_threshold &&
         a.octree.max_depth == b.octree.max_depth &&
         bitwise_equal(a.octree.min_cell_size, b.octree.min_cell_size) &&
         a.octree.looseness == b.octree.looseness;
}

bool same_bits(const Expectation& a, const Expectation& b) {
  return same_expectation(a, b);
}

bool same_bits(const std::vector<Expectation>& a, const std::vector<Expectation>& b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                    [](const Expectation& x, const Expectation& y) { return same_bits(x, y); });
}

}  // namespace collide

namespace collide {

bool same_bits(const LessonStep& a, const LessonStep& b) {
  return a.text == b.text && a.camera == b.camera && a.focus == b.focus && a.views == b.views &&
         a.highlight == b.highlight && a.evidence == b.evidence && a.question == b.question &&
         std::equal(a.set.begin(), a.set.end(), b.set.begin(), b.set.end(),
                    [](const SceneObject& x, const SceneObject& y) { return same_bits(x, y); }) &&
         same_bits(a.expect, b.expect);
}

bool same_bits(const std::vector<LessonStep>& a, const std::vector<LessonStep>& b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                    [](const LessonStep& x, const LessonStep& y) { return same_bits(x, y); });
}

}  // namespace collide
