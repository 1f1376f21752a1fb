#include "app/document/edit_builders.hpp"

#include <algorithm>
#include <unordered_set>
#include <utility>

#include "app/kinds/kind_table.hpp"
#include "core/scene/pins_apply.hpp"

namespace collide {

namespace {

Edit refused(std::string label, std::string why) {
  Edit e;
  e.label = std::move(label);
  e.error = std::move(why);
  return e;
}

std::string no_such(std::string_view id) {
  return "no object has the id \"" + std::string(id) + "\"";
}

// Checks that `id` names an object, then gives `make` its index and current snapshot.
template <class Make>
Edit on_object(const Scene& scene, std::string_view id, std::string_view verb, Make make) {
  const std::optional<std::size_t> i = index_of(scene, id);
  if (!i) return refused(std::string(verb) + " " + std::string(id), no_such(id));
  return make(*i, scene.objects[*i]);
}

Edit replace(std::size_t index, const SceneObject& before, SceneObject after, std::string label) {
  Edit e;
  e.label = std::move(label);
  e.objects.push_back({index, before, std::move(after)});
  return e;
}

// The same kind of object for the pins (a sphere and a moving sphere are not).
bool same_kind(const SceneObject& a, const SceneObject& b) {
  return a.desc.index() == b.desc.index() && sweeps(a.desc, a.motion) == sweeps(b.desc, b.motion);
}

// What an expectation may pin depends on the kinds of its pair — the loader's rule
// (core/scene/pins_apply.hpp). What no longer applies is dropped, so the saved scene loads again.
void keep_what_applies(Expectation& x, const SceneObject& a, const SceneObject& b) {
  const PinsThatApply applies = pins_that_apply(a, b);
  if (!applies.side) x.side.reset();
  if (!applies.separating_axis) x.separating_axis.reset();
  if (!applies.contact_time) x.contact_time.reset();
  if (x.axis && !parse_axis(applies.axis, *x.axis)) x.axis.reset();
  if (!applies.toi) x.toi.reset();
}

// The expectations after the edit's one replacement: they follow the object to a new id and
// forget what does not apply to a new kind. Nothing to do (and nothing copied, frame after frame
// of a drag) when neither the id nor the kind changes.
void follow_expectations(const Scene& scene, Edit& e) {
  const SceneObject& before = *e.objects[0].before;
  const SceneObject& after = *e.objects[0].after;
  if (before.id == after.id && same_kind(before, after)) return;
  std::vector<Expectation> expect = scene.expect;
  bool changed = false;
  for (Expectation& x : expect) {
    if (x.a != before.id && x.b != before.id) continue;
    const Expectation was = x;
    const SceneObject* object[2];
    for (int k = 0; k < 2; ++k) {
      std::string& id = k == 0 ? x.a : x.b;
      if (id == before.id) {
        id = after.id;
        object[k] = &after;
      } else {
        const std::optional<std::size_t> other = index_of(scene, id);
        object[k] = other ? &scene.objects[*other] : &after;
      }
    }
    keep_what_applies(x, *object[0], *object[1]);
    changed = changed || !same_bits(x, was);
  }
  if (changed) e.expect = {{scene.expect, std::move(expect)}};
}

}  // namespace

std::string display_name(const SceneObject& object) {
  return object.name.empty() ? object.id : object.name;
}

std::string kind_title(const ObjectDesc& d, const Motion& m) {
  return kind_of(d).title(d, m);
}

Edit edit_object(const Scene& scene, std::string_view id, SceneObject after, std::string label) {
  const std::optional<std::size_t> i = index_of(scene, id);
  if (!i) return refused(std::move(label), no_such(id));
  if (after.id != id) {
    if (after.id.empty()) return refused(std::move(label), "an object needs a non-empty id");
    if (index_of(scene, after.id))
      return refused(std::move(label),
                     "the id \"" + after.id + "\" is already used by another object");
  }
  Edit e = replace(*i, scene.objects[*i], std::move(after), std::move(label));
  follow_expectations(scene, e);
  return e;
}

Edit move_object(const Scene& scene, std::string_view id, ObjectDesc desc, std::string_view verb) {
  const std::optional<std::size_t> i = index_of(scene, id);
  return pose_object(scene, id, {std::move(desc), i ? scene.objects[*i].motion : Motion{}}, verb);
}

Edit pose_object(const Scene& scene, std::string_view id, ObjectPose pose, std::string_view verb) {
  return on_object(scene, id, verb, [&](std::size_t i, const SceneObject& o) {
    // What the kind refuses to store (a ray with no direction) is refused, not stored.
    const KindRow& row = kind_of(pose.desc);
    if (const std::string_view why = row.refusal ? row.refusal(pose.desc) : ""; !why.empty())
      return refused(std::string(verb) + " " + display_name(o), std::string(why));
    SceneObject after = o;
    after.desc = std::move(pose.desc);
    after.motion = pose.motion;
    Edit e = replace(i, o, std::move(after), std::string(verb) + " " + display_name(o));
    follow_expectations(scene, e);
    return e;
  });
}

Edit set_visible(const Scene& scene, std::string_view id, bool visible) {
  const char* verb = visible ? "Show" : "Hide";
  return on_object(scene, id, verb, [&](std::size_t i, const SceneObject& o) {
    SceneObject after = o;
    after.visible = visible;
    return replace(i, o, std::move(after), verb + (" " + display_name(o)));
  });
}

Edit set_color(const Scene& scene, std::string_view id, std::optional<Rgb> color) {
  return on_object(scene, id, "Colour", [&](std::size_t i, const SceneObject& o) {
    SceneObject after = o;
    after.color = color;
    return replace(i, o, std::move(after), "Colour " + display_name(o));
  });
}

Edit rename_object(const Scene& scene, std::string_view id, std::string new_id,
                   std::string new_name) {
  return on_object(scene, id, "Rename", [&](std::size_t, const SceneObject& o) {
    SceneObject after = o;
    after.id = std::move(new_id);
    after.name = std::move(new_name);
    return edit_object(scene, id, std::move(after), "Rename " + display_name(o));
  });
}

Edit describe_object(const Scene& scene, std::string_view id, std::string description) {
  return on_object(scene, id, "Describe", [&](std::size_t i, const SceneObject& o) {
    SceneObject after = o;
    after.description = std::move(description);
    return replace(i, o, std::move(after), "Describe " + display_name(o));
  });
}

Edit add_object(const Scene& scene, SceneObject object, std::optional<std::size_t> index) {
  std::string label = "Add " + kind_title(object.desc, object.motion);
  if (object.id.empty()) return refused(std::move(label), "an object needs a non-empty id");
  if (index_of(scene, object.id))
    return refused(std::move(label),
                   "the id \"" + object.id + "\" is already used by another object");
  const std::size_t at = std::min(index.value_or(scene.objects.size()), scene.objects.size());
  Edit e;
  e.label = std::move(label);
  e.objects.push_back({at, std::nullopt, std::move(object)});
  return e;
}

Edit delete_objects(const Scene& scene, const std::vector<std::string>& ids) {
  // One pass over the scene, not one search per id: deleting a selection of thousands of
  // objects from a scene of 100,000 stays linear.
  std::unordered_set<std::string_view> wanted(ids.begin(), ids.end());
  std::vector<std::size_t> doomed;
  for (std::size_t i = 0; i < scene.objects.size(); ++i)
    if (wanted.count(scene.objects[i].id)) doomed.push_back(i);
  if (doomed.size() != wanted.size()) {
    for (const std::string& id : ids)
      if (!index_of(scene, id)) return refused("Delete " + id, no_such(id));
  }
  Edit e;
  e.label = doomed.size() == 1 ? "Delete " + display_name(scene.objects[doomed[0]])
                               : "Delete " + std::to_string(doomed.size()) + " objects";
  // From the back, so each position is still the object's position when its removal applies.
  for (auto it = doomed.rbegin(); it != doomed.rend(); ++it)
    e.objects.push_back({*it, scene.objects[*it], std::nullopt});
  std::vector<Expectation> kept;
  for (const Expectation& x : scene.expect)
    if (!wanted.count(x.a) && !wanted.count(x.b)) kept.push_back(x);
  if (kept.size() != scene.expect.size()) e.expect = {{scene.expect, std::move(kept)}};
  return e;
}

Edit set_settings(const Scene& scene, SceneSettings settings) {
  const SceneSettings& now = scene.settings;
  const bool precision = now.precision != settings.precision;
  const bool tolerances = now.tolerances != settings.tolerances;
  const bool octree = !(now.octree == settings.octree);
  Edit e;
  if (precision + tolerances + octree != 1)
    e.label = "Change settings";
  else if (precision)
    e.label = settings.precision == Precision::float32 ? "Set precision to float"
                                                       : "Set precision to double";
  else if (tolerances)
    e.label = "Change tolerances";
  else
    e.label = "Change octree settings";
  e.settings = {{now, std::move(settings)}};
  return e;
}

Edit describe_scene(const Scene& scene, std::string description) {
  Edit e;
  e.label = "Describe scene";
  e.description = {{scene.description, std::move(description)}};
  return e;
}

Edit set_expectations(const Scene& scene, std::vector<Expectation> expect) {
  Edit e;
  e.label = "Edit expectations";
  e.expect = {{scene.expect, std::move(expect)}};
  return e;
}

std::string fresh_id(const Scene& scene, std::string_view stem) {
  std::string id(stem);
  for (int n = 2; index_of(scene, id); ++n)
    id = std::string(stem) + "_" + std::to_string(n);
  return id;
}

}  // namespace collide
