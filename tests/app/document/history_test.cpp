// Every change to a scene goes through the document's history: each kind of edit undoes and
// redoes to the very same bits, gestures are one entry (or none when cancelled), the unsaved
// marker follows the history position, and the deltas name the objects that changed.
#include "app/document/history.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <filesystem>
#include <functional>
#include <set>

#include <gtest/gtest.h>
#include <glm/gtc/quaternion.hpp>

#include "app/document/document.hpp"
#include "app/document/edit_builders.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/app/document/scene_bits.hpp"
#include "tests/support/scratch_dir.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;
using test::bits;

Expectation expect_pair(std::string a, std::string b, bool intersects) {
  Expectation e;
  e.a = std::move(a);
  e.b = std::move(b);
  e.intersects = intersects;
  return e;
}

// Numbers whose bits an undo by arithmetic would lose: a sum that is not exact, a negative
// zero, a subnormal, a third, a normalised quaternion.
Scene awkward_scene() {
  Scene s;
  s.description = "three objects";
  const Quat<double> turn =
      glm::normalize(glm::angleAxis(0.3, glm::normalize(Vec3<double>(1, 2, 3))));
  s.objects.push_back({"box_a", "Box A", Rgb{10, 20, 30}, true,
                       desc::Box{{0.1 + 0.2, -0.0, 1e-310}, {0.5, 0.25, 1.0 / 3.0}, turn},
                       "the big one"});
  s.objects.push_back({"ball", "", std::nullopt, true,
                       ObjectPose{desc::Sphere{{1, 2, 3}, 0.7}, {Vec3<double>(0.1, 0, -0.0), {}}}});
  s.objects.push_back(
      {"floor", "Floor", std::nullopt, true, desc::Plane{{0, 1, 1e-300}, {0, -0.0, 0}}});
  s.expect.push_back(expect_pair("box_a", "ball", true));
  s.expect.push_back(expect_pair("ball", "floor", false));
  s.expect.back().side = "front";
  s.settings.tolerances["contact"] = 1e-9;
  return s;
}

std::set<std::string> ids(const SceneDelta& d) {
  return {d.objects.begin(), d.objects.end()};
}

struct Case {
  const char* name;
  std::function<Edit(const Scene&)> make;
  const char* label;
  std::function<void(const Scene&)> check;  // the edit did what it says
};

std::vector<Case> cases() {
  return {
      {"move",
       [](const Scene& s) {
         desc::Box b = std::get<desc::Box>(s.objects[0].desc);
         b.center += Vec3<double>(0.1, 1e-17, -0.3);
         b.rotation = glm::normalize(b.rotation * glm::angleAxis(0.1, Vec3<double>(0, 1, 0)));
         return move_object(s, "box_a", b);
       },
       "Move Box A",
       [](const Scene& s) {
         EXPECT_NE(bits(std::get<desc::Box>(s.objects[0].desc).center.x), bits(0.1 + 0.2));
       }},
      {"change kind",
       [](const Scene& s) {
         return move_object(s, "ball", desc::Point{{4, 5, 6}}, "Reshape");
       },
       "Reshape ball",
       [](const Scene& s) { EXPECT_TRUE(std::holds_alternative<desc::Point>(s.objects[1].desc)); }},
      {"change the plane's kind",
       [](const Scene& s) { return move_object(s, "floor", desc::Point{}, "Reshape"); },
       "Reshape Floor",
       [](const Scene& s) {
         // A side needs a plane: the expectation keeps its pair and verdict, not the side.
         EXPECT_FALSE(s.expect[1].side.has_value());
         EXPECT_EQ(s.expect[1].b, "floor");
       }},
      {"hide", [](const Scene& s) { return set_visible(s, "ball", false); }, "Hide ball",
       [](const Scene& s) { EXPECT_FALSE(s.objects[1].visible); }},
      {"colour", [](const Scene& s) { return set_color(s, "box_a", std::nullopt); }, "Colour Box A",
       [](const Scene& s) { EXPECT_FALSE(s.objects[0].color.has_value()); }},
      {"rename", [](const Scene& s) { return rename_object(s, "box_a", "crate", "Crate"); },
       "Rename Box A",
       [](const Scene& s) {
         EXPECT_EQ(s.objects[0].id, "crate");
         EXPECT_EQ(s.objects[0].name, "Crate");
         EXPECT_EQ(s.expect[0].a, "crate");  // the expectation follows
       }},
      {"describe object", [](const Scene& s) { return describe_object(s, "floor", "the ground"); },
       "Describe Floor", [](const Scene& s) { EXPECT_EQ(s.objects[2].description, "the ground"); }},
      {"add",
       [](const Scene& s) {
         return add_object(s, {"s2", "", std::nullopt, true, desc::Sphere{{-0.0, 1e-320, 7}, 2}},
                           1);
       },
       "Add Sphere", [](const Scene& s) { EXPECT_EQ(s.objects[1].id, "s2"); }},
      {"delete one", [](const Scene& s) { return delete_objects(s, {"floor"}); }, "Delete Floor",
       [](const Scene& s) {
         EXPECT_EQ(s.objects.size(), 2u);
         EXPECT_EQ(s.expect.size(), 1u);  // the one naming the floor went with it
       }},
      {"delete several",
       [](const Scene& s) {
         return delete_objects(s, {"floor", "box_a", "ball", "box_a"});
       },
       "Delete 3 objects",
       [](const Scene& s) {
         EXPECT_TRUE(s.objects.empty());
         EXPECT_TRUE(s.expect.empty());
       }},
      {"precision",
       [](const Scene& s) {
         SceneSettings st = s.settings;
         st.precision = Precision::float32;
         return set_settings(s, st);
       },
       "Set precision to float",
       [](const Scene& s) { EXPECT_EQ(s.settings.precision, Precision::float32); }},
      {"tolerances",
       [](const Scene& s) {
         SceneSettings st = s.settings;
         st.tolerances["contact"] = 1e-9 * 3;
         st.tolerances["sat_parallel"] = 1e-12;
         return set_settings(s, st);
       },
       "Change tolerances", [](const Scene& s) { EXPECT_EQ(s.settings.tolerances.size(), 2u); }},
      {"octree",
       [](const Scene& s) {
         SceneSettings st = s.settings;
         st.octree.min_cell_size = 0.1 * 3;
         st.octree.looseness = 1;
         return set_settings(s, st);
       },
       "Change octree settings", [](const Scene& s) { EXPECT_EQ(s.settings.octree.looseness, 1); }},
      {"describe scene", [](const Scene& s) { return describe_scene(s, "two and a floor"); },
       "Describe scene", [](const Scene& s) { EXPECT_EQ(s.description, "two and a floor"); }},
      {"expectations",
       [](const Scene& s) {
         std::vector<Expectation> e = s.expect;
         e[0].intersects = false;
         e[0].separating_axis = "A0";
         return set_expectations(s, e);
       },
       "Edit expectations", [](const Scene& s) { EXPECT_FALSE(s.expect[0].intersects); }},
  };
}

TEST(History, EveryKindOfEditUndoesAndRedoesBitForBit) {
  for (const Case& c : cases()) {
    SCOPED_TRACE(c.name);
    Document doc(awkward_scene());
    const std::string original = bits(doc.scene());
    const std::uint64_t v0 = doc.scene().version;

    Edit edit = c.make(doc.scene());
    EXPECT_EQ(edit.label, c.label);
    ASSERT_FALSE(doc.apply(std::move(edit)).has_value());
    c.check(doc.scene());
    const std::string changed = bits(doc.scene());
    EXPECT_NE(changed, original);
    EXPECT_EQ(doc.history().undo_label(), c.label);
    EXPECT_EQ(doc.scene().version, v0 + 1);

    ASSERT_TRUE(doc.undo());
    EXPECT_EQ(bits(doc.scene()), original);
    EXPECT_EQ(doc.history().redo_label(), c.label);
    EXPECT_FALSE(doc.history().can_undo());
    EXPECT_EQ(doc.scene().version, v0 + 2);

    ASSERT_TRUE(doc.redo());
    EXPECT_EQ(bits(doc.scene()), changed);
    EXPECT_EQ(doc.scene().version, v0 + 3);
    ASSERT_TRUE(doc.undo());
    EXPECT_EQ(bits(doc.scene()), original);
    EXPECT_FALSE(doc.undo());
    EXPECT_EQ(doc.scene().version, v0 + 4);  // a refused undo changes nothing
  }
}

TEST(History, ManyEditsUndoInReverseOrderToTheOriginalBits) {
  Document doc(awkward_scene());
  std::vector<std::string> states{bits(doc.scene())};
  for (const Case& c : cases()) {
    // Skip what the earlier edits made impossible (the objects deleted, renamed).
    Edit edit = c.make(doc.scene());
    if (!edit.error.empty()) continue;
    if (doc.apply(std::move(edit))) continue;
    states.push_back(bits(doc.scene()));
  }
  ASSERT_GT(states.size(), 8u);
  for (std::size_t i = states.size() - 1; i-- > 0;) {
    ASSERT_TRUE(doc.undo());
    EXPECT_EQ(bits(doc.scene()), states[i]) << "after undoing to state " << i;
  }
  for (std::size_t i = 1; i < states.size(); ++i) {
    ASSERT_TRUE(doc.redo());
    EXPECT_EQ(bits(doc.scene()), states[i]) << "after redoing to state " << i;
  }
}

TEST(History, RefusedEditsChangeNothingAndSayWhy) {
  Document doc(awkward_scene());
  const std::string original = bits(doc.scene());
  const std::uint64_t v0 = doc.scene().version;
  auto refused = [&](Edit e, const std::string& words) {
    const std::optional<std::string> why = doc.apply(std::move(e));
    ASSERT_TRUE(why.has_value()) << words;
    EXPECT_NE(why->find(words), std::string::npos) << *why;
    EXPECT_EQ(bits(doc.scene()), original);
    EXPECT_EQ(doc.scene().version, v0);
    EXPECT_EQ(doc.history().size(), 0u);
    EXPECT_FALSE(doc.modified());
  };
  refused(set_visible(doc.scene(), "nobody", false), "no object has the id \"nobody\"");
  refused(rename_object(doc.scene(), "box_a", "ball", "B"), "\"ball\" is already used");
  refused(rename_object(doc.scene(), "box_a", "", "B"), "non-empty id");
  refused(add_object(doc.scene(), {"floor", "", std::nullopt, true, desc::Point{}}),
          "\"floor\" is already used");
  refused(delete_objects(doc.scene(), {"ball", "ghost"}), "\"ghost\"");

  // An edit made for another state of the scene (here: before a move) is refused, even though
  // the same id is at the same place: undoing it would not give back what is there.
  Edit stale = set_visible(doc.scene(), "box_a", false);
  ASSERT_FALSE(doc.apply(move_object(doc.scene(), "box_a", desc::Point{})));
  const std::string moved = bits(doc.scene());
  const std::optional<std::string> why = doc.apply(stale);
  ASSERT_TRUE(why.has_value());
  EXPECT_NE(why->find("Hide Box A"), std::string::npos) << *why;
  EXPECT_NE(why->find("not the one this edit was made for"), std::string::npos) << *why;
  EXPECT_EQ(bits(doc.scene()), moved);
  EXPECT_EQ(doc.history().size(), 1u);
}

TEST(History, DeletingThousandsOfObjectsUndoesToTheSameListInTheSameOrder) {
  Scene big;
  for (int i = 0; i < 20000; ++i)
    big.objects.push_back({"o" + std::to_string(i), "", std::nullopt, true,
                           desc::Point{{i * 0.1, -0.0, 1e-310 * i}}});
  Document doc(big);
  const std::string original = bits(doc.scene());
  // Every third object of the first half, and the last one: runs of removals at many places.
  std::vector<std::string> ids;
  for (int i = 0; i < 10000; i += 3)
    ids.push_back("o" + std::to_string(i));
  ids.push_back("o19999");
  EXPECT_TRUE(doc.take_delta().everything);  // the new document's
  ASSERT_FALSE(doc.apply(delete_objects(doc.scene(), ids)));
  EXPECT_EQ(doc.history().undo_label(), "Delete 3335 objects");

  // The survivors, in their order, computed here one by one.
  std::vector<SceneObject> expected;
  for (int i = 0; i < 20000; ++i)
    if (!((i < 10000 && i % 3 == 0) || i == 19999)) expected.push_back(big.objects[std::size_t(i)]);
  Scene left = big;
  left.objects = expected;
  EXPECT_EQ(bits(doc.scene()), bits(left));
  EXPECT_EQ(doc.take_delta().objects.size(), ids.size());

  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(bits(doc.scene()), original);
  ASSERT_TRUE(doc.redo());
  EXPECT_EQ(bits(doc.scene()), bits(left));
}

TEST(History, AnEditThatChangesNothingIsNoStep) {
  Document doc(awkward_scene());
  ASSERT_FALSE(doc.apply(set_visible(doc.scene(), "ball", false)));
  ASSERT_TRUE(doc.undo());  // a redo tail that a no-op must not drop
  const std::uint64_t v = doc.scene().version;
  doc.take_delta();
  ASSERT_FALSE(doc.apply(set_visible(doc.scene(), "ball", true)));
  ASSERT_FALSE(doc.apply(set_settings(doc.scene(), doc.scene().settings)));
  ASSERT_FALSE(doc.apply(
      move_object(doc.scene(), "box_a", std::get<desc::Box>(doc.scene().objects[0].desc))));
  EXPECT_EQ(doc.scene().version, v);
  EXPECT_TRUE(doc.take_delta().empty());
  EXPECT_EQ(doc.history().redo_label(), "Hide ball");
  EXPECT_FALSE(doc.modified());
  // -0.0 for 0.0 is a change: the bits differ.
  desc::Box b = std::get<desc::Box>(doc.scene().objects[0].desc);
  b.center.y = 0.0;
  ASSERT_FALSE(doc.apply(move_object(doc.scene(), "box_a", b)));
  EXPECT_EQ(doc.history().undo_label(), "Move Box A");
}

TEST(History, AMultiObjectEditThatFailsHalfwayLeavesNoTrace) {
  Document doc(awkward_scene());
  const std::string original = bits(doc.scene());
  // Two removals, the second for an object that is not where the edit says: the first is put
  // back before the refusal.
  Edit e = delete_objects(doc.scene(), {"box_a", "floor"});
  ASSERT_EQ(e.objects.size(), 2u);
  e.objects[1].before->name = "not the box";
  EXPECT_TRUE(doc.apply(std::move(e)).has_value());
  EXPECT_EQ(bits(doc.scene()), original);
}

TEST(History, TheUnsavedMarkerFollowsTheHistoryPosition) {
  const test::ScratchDir scratch;
  const fs::path dir = scratch.path();
  Document doc(awkward_scene());
  auto hide = [&](const char* id, bool v) {
    ASSERT_FALSE(doc.apply(set_visible(doc.scene(), id, v)));
  };

  EXPECT_FALSE(doc.modified());
  hide("ball", false);  // 1
  EXPECT_TRUE(doc.modified());
  ASSERT_FALSE(doc.save_as(dir / "s.json").has_value());
  EXPECT_FALSE(doc.modified());
  EXPECT_EQ(doc.window_title(), "s.json - Collision Lab");

  hide("floor", false);  // 2
  EXPECT_EQ(doc.window_title(), "*s.json - Collision Lab");
  ASSERT_TRUE(doc.undo());  // back at the save
  EXPECT_FALSE(doc.modified());
  EXPECT_EQ(doc.window_title(), "s.json - Collision Lab");
  ASSERT_TRUE(doc.undo());  // past it
  EXPECT_TRUE(doc.modified());
  ASSERT_TRUE(doc.redo());  // at it again
  EXPECT_FALSE(doc.modified());
  ASSERT_TRUE(doc.redo());  // after it
  EXPECT_TRUE(doc.modified());

  // Saved at 2; undo to 1 and edit: the saved state was in the dropped tail, so no position
  // is clean any more, until the next save.
  ASSERT_FALSE(doc.save().has_value());
  EXPECT_FALSE(doc.modified());
  ASSERT_TRUE(doc.undo());
  hide("box_a", false);  // a new 2
  EXPECT_FALSE(doc.history().can_redo());
  EXPECT_TRUE(doc.modified());
  while (doc.undo())
    EXPECT_TRUE(doc.modified());
  while (doc.redo())
    EXPECT_TRUE(doc.modified());
  ASSERT_FALSE(doc.save().has_value());
  EXPECT_FALSE(doc.modified());
  // The file holds what the scene holds now, bit for bit.
  const SceneLoad reread = load_scene(dir / "s.json");
  ASSERT_TRUE(reread.ok());
  EXPECT_FALSE(reread.scene->objects[0].visible);
}

TEST(History, OpeningAFileStartsANewHistory) {
  const test::ScratchDir scratch;
  const fs::path dir = scratch.path();
  ASSERT_FALSE(save_scene(awkward_scene(), dir / "a.json").has_value());
  Document doc(awkward_scene());
  ASSERT_FALSE(doc.apply(set_visible(doc.scene(), "ball", false)));
  doc.take_delta();
  const std::uint64_t v = doc.scene().version;

  ASSERT_FALSE(doc.open(dir / "a.json").has_value());
  EXPECT_FALSE(doc.history().can_undo());
  EXPECT_FALSE(doc.history().can_redo());
  EXPECT_FALSE(doc.modified());
  EXPECT_GT(doc.scene().version, v);
  EXPECT_TRUE(doc.take_delta().everything);
  EXPECT_TRUE(doc.take_delta().empty());

  doc.reset({});  // File > New
  EXPECT_TRUE(doc.scene().objects.empty());
  EXPECT_TRUE(doc.path().empty());
  EXPECT_FALSE(doc.history().can_undo());
  EXPECT_TRUE(doc.take_delta().everything);
}

TEST(History, AGestureIsOneEntry) {
  Document doc(awkward_scene());
  const std::string original = bits(doc.scene());
  const std::uint64_t v0 = doc.scene().version;
  ASSERT_TRUE(doc.begin_gesture("Drag Box A"));
  EXPECT_FALSE(doc.begin_gesture("another"));  // one at a time
  desc::Box b = std::get<desc::Box>(doc.scene().objects[0].desc);
  for (int frame = 0; frame < 100; ++frame) {
    b.center.x += 0.01;  // drifts away from any decimal: the undo must not subtract
    ASSERT_FALSE(doc.apply(move_object(doc.scene(), "box_a", b)));
    EXPECT_TRUE(doc.modified());
    EXPECT_FALSE(doc.history().can_undo());  // not while the drag goes on
    EXPECT_FALSE(doc.undo());
  }
  EXPECT_EQ(doc.scene().version, v0 + 100);  // readers see every frame
  doc.end_gesture();
  const std::string dragged = bits(doc.scene());
  EXPECT_EQ(doc.history().size(), 1u);
  EXPECT_EQ(doc.history().undo_label(), "Drag Box A");
  // Merged: the entry keeps the first and the last snapshot only, not one per frame.
  ASSERT_EQ(doc.history().entries()[0].objects.size(), 1u);
  EXPECT_EQ(bits(*doc.history().entries()[0].objects[0].after), bits(doc.scene().objects[0]));
  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(bits(doc.scene()), original);
  ASSERT_TRUE(doc.redo());
  EXPECT_EQ(bits(doc.scene()), dragged);
  EXPECT_NE(bits(std::get<desc::Box>(doc.scene().objects[0].desc).center.x),
            bits(0.1 + 0.2 + 1.0));  // the drag is its own sum, not a rounded total

  // Without a label the gesture takes its first edit's; several objects and kinds of edits
  // merge too.
  ASSERT_TRUE(doc.begin_gesture());
  ASSERT_FALSE(doc.apply(set_visible(doc.scene(), "floor", false)));
  ASSERT_FALSE(doc.apply(add_object(doc.scene(), {"p", "", std::nullopt, true, desc::Point{}})));
  ASSERT_FALSE(doc.apply(move_object(doc.scene(), "p", desc::Point{{1, 2, 3}})));
  ASSERT_FALSE(doc.apply(delete_objects(doc.scene(), {"ball"})));
  ASSERT_FALSE(doc.apply(describe_scene(doc.scene(), "busy")));
  doc.end_gesture();
  EXPECT_EQ(doc.history().size(), 2u);
  EXPECT_EQ(doc.history().undo_label(), "Hide Floor");
  const std::string busy = bits(doc.scene());
  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(bits(doc.scene()), dragged);
  ASSERT_TRUE(doc.redo());
  EXPECT_EQ(bits(doc.scene()), busy);

  // A gesture that changes nothing leaves no entry.
  ASSERT_TRUE(doc.begin_gesture("Nothing"));
  doc.end_gesture();
  EXPECT_EQ(doc.history().size(), 2u);
}

TEST(History, ACancelledGestureRestoresExactlyAndLeavesNoEntry) {
  Document doc(awkward_scene());
  ASSERT_FALSE(doc.apply(set_visible(doc.scene(), "floor", false)));
  ASSERT_TRUE(doc.undo());  // a redo tail, which a cancelled gesture must keep
  const std::string original = bits(doc.scene());
  doc.take_delta();
  const std::uint64_t v0 = doc.scene().version;

  ASSERT_TRUE(doc.begin_gesture("Rotate Box A"));
  desc::Box b = std::get<desc::Box>(doc.scene().objects[0].desc);
  for (int frame = 0; frame < 30; ++frame) {
    b.rotation = glm::normalize(b.rotation * glm::angleAxis(0.05, Vec3<double>(0, 0, 1)));
    ASSERT_FALSE(doc.apply(move_object(doc.scene(), "box_a", b, "Rotate")));
  }
  ASSERT_FALSE(doc.apply(rename_object(doc.scene(), "ball", "ball", "B2")));
  doc.cancel_gesture();  // Esc

  EXPECT_EQ(bits(doc.scene()), original);
  EXPECT_FALSE(doc.history().in_gesture());
  EXPECT_EQ(doc.history().size(), 1u);
  EXPECT_EQ(doc.history().redo_label(), "Hide Floor");
  EXPECT_FALSE(doc.modified());
  EXPECT_EQ(doc.scene().version, v0 + 32);  // the cancel is a change readers must see
  EXPECT_EQ(ids(doc.take_delta()), (std::set<std::string>{"box_a", "ball"}));
}

TEST(History, DeltasNameTheObjectsThatChanged) {
  Document doc(awkward_scene());
  EXPECT_TRUE(doc.take_delta().everything);  // a new document: build everything
  EXPECT_TRUE(doc.take_delta().empty());     // taken

  ASSERT_FALSE(doc.apply(move_object(doc.scene(), "ball", desc::Sphere{})));
  SceneDelta d = doc.take_delta();
  EXPECT_FALSE(d.everything);
  EXPECT_EQ(ids(d), (std::set<std::string>{"ball"}));

  ASSERT_FALSE(doc.apply(add_object(doc.scene(), {"new", "", std::nullopt, true, desc::Point{}})));
  ASSERT_FALSE(doc.apply(set_visible(doc.scene(), "floor", false)));
  EXPECT_EQ(ids(doc.take_delta()), (std::set<std::string>{"new", "floor"}));  // accumulated

  ASSERT_FALSE(doc.apply(rename_object(doc.scene(), "new", "newer", "")));
  EXPECT_EQ(ids(doc.take_delta()), (std::set<std::string>{"new", "newer"}));

  ASSERT_TRUE(doc.undo());
  EXPECT_EQ(ids(doc.take_delta()), (std::set<std::string>{"new", "newer"}));

  ASSERT_FALSE(doc.apply(delete_objects(doc.scene(), {"new"})));
  d = doc.take_delta();
  EXPECT_FALSE(d.everything);  // no expectation names it
  EXPECT_EQ(ids(d), (std::set<std::string>{"new"}));
  // Deleting the floor deletes the expectation that names it: the expectations changed, which
  // readers rebuild from scratch.
  ASSERT_FALSE(doc.apply(delete_objects(doc.scene(), {"floor"})));
  EXPECT_TRUE(doc.take_delta().everything);

  // Settings change what every pair is checked with.
  SceneSettings st = doc.scene().settings;
  st.octree.split_threshold = 2;
  ASSERT_FALSE(doc.apply(set_settings(doc.scene(), st)));
  EXPECT_TRUE(doc.take_delta().everything);
  ASSERT_TRUE(doc.undo());
  EXPECT_TRUE(doc.take_delta().everything);

  // A description changes nothing derived, but the version still moves.
  const std::uint64_t v = doc.scene().version;
  ASSERT_FALSE(doc.apply(describe_scene(doc.scene(), "x")));
  EXPECT_TRUE(doc.take_delta().empty());
  EXPECT_EQ(doc.scene().version, v + 1);
}

// The check that refuses a stale edit compares objects bit for bit: every double of every kind
// counts (its lowest bit flipped is another object), and so do 0.0 against -0.0 and the rest.
template <class D>
void every_double_counts(const D& d) {
  static_assert(sizeof(D) % sizeof(double) == 0 && std::is_trivially_copyable_v<D>);
  const SceneObject a("x", "", std::nullopt, true, d);
  for (std::size_t k = 0; k < sizeof(D) / sizeof(double); ++k) {
    D changed = d;
    double v;
    std::memcpy(&v, reinterpret_cast<const char*>(&changed) + k * sizeof(double), sizeof v);
    v = std::bit_cast<double>(std::bit_cast<std::uint64_t>(v) ^ 1u);
    std::memcpy(reinterpret_cast<char*>(&changed) + k * sizeof(double), &v, sizeof v);
    EXPECT_FALSE(same_bits(a, SceneObject("x", "", std::nullopt, true, changed)))
        << kind_title(a.desc) << " double " << k;
  }
  EXPECT_TRUE(same_bits(a, SceneObject("x", "", std::nullopt, true, d)));
}

// A ray needs a direction (the scene file refuses a zero one): an edit to zero is refused with
// the reason and changes nothing; any other direction, however short, is an ordinary move.
TEST(History, ARayEditedToAZeroDirectionIsRefused) {
  Scene scene;
  scene.objects.push_back({"r", "", std::nullopt, true, desc::Ray{{0, 0, 0}, {1, 0, 0}}});
  const Edit zero = move_object(scene, "r", desc::Ray{{0, 0, 0}, {0, -0.0, 0}}, "Edit");
  EXPECT_EQ(zero.error, "a ray's direction must not be zero");
  EXPECT_TRUE(zero.objects.empty());
  const Edit tiny = move_object(scene, "r", desc::Ray{{0, 0, 0}, {0, 1e-300, 0}}, "Edit");
  EXPECT_TRUE(tiny.error.empty());
  ASSERT_EQ(tiny.objects.size(), 1u);
}

TEST(History, ObjectsAreComparedBitForBit) {
  every_double_counts(desc::Box{{1, 2, 3}, {4, 5, 6}, {0.5, 0.5, 0.5, 0.5}});
  every_double_counts(desc::Aabb{{1, 2, 3}, {4, 5, 6}});
  every_double_counts(desc::Plane{{1, 2, 3}, {4, 5, 6}});
  every_double_counts(desc::Point{{1, 2, 3}});
  every_double_counts(desc::Segment{{1, 2, 3}, {4, 5, 6}});
  every_double_counts(desc::Triangle{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}});
  every_double_counts(desc::Ellipsoid{{1, 2, 3}, {4, 5, 6}, {0.5, 0.5, 0.5, 0.5}});
  every_double_counts(desc::Ray{{1, 2, 3}, {4, 5, 6}});

  const SceneObject ball("b", "Ball", Rgb{1, 2, 3}, true, desc::Sphere{{0.0, 1, 2}, 1}, "why",
                         Motion{Vec3<double>(1, 2, 3), {}});
  EXPECT_TRUE(same_bits(ball, ball));
  auto differs = [&](auto change) {
    SceneObject o = ball;
    change(o);
    return !same_bits(ball, o);
  };
  EXPECT_TRUE(differs([](SceneObject& o) { std::get<desc::Sphere>(o.desc).center.x = -0.0; }));
  EXPECT_TRUE(differs([](SceneObject& o) { std::get<desc::Sphere>(o.desc).radius = 2; }));
  EXPECT_TRUE(differs([](SceneObject& o) { o.motion.velocity.reset(); }));
  EXPECT_TRUE(differs([](SceneObject& o) { o.motion.velocity->z = 4; }));
  EXPECT_TRUE(differs([](SceneObject& o) { o.desc = desc::Point{}; }));
  EXPECT_TRUE(differs([](SceneObject& o) { o.id = "c"; }));
  EXPECT_TRUE(differs([](SceneObject& o) { o.name = "Bell"; }));
  EXPECT_TRUE(differs([](SceneObject& o) { o.color->g = 9; }));
  EXPECT_TRUE(differs([](SceneObject& o) { o.color.reset(); }));
  EXPECT_TRUE(differs([](SceneObject& o) { o.visible = false; }));
  EXPECT_TRUE(differs([](SceneObject& o) { o.description = "because"; }));

  SceneSettings st;
  st.tolerances["contact"] = 0.0;
  SceneSettings other = st;
  other.tolerances["contact"] = -0.0;
  EXPECT_FALSE(same_bits(st, other));
  other = st;
  other.octree.min_cell_size = -0.0;
  EXPECT_FALSE(same_bits(st, other));
  EXPECT_TRUE(same_bits(st, SceneSettings(st)));
}

}  // namespace
}  // namespace collide
