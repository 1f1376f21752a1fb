// The app session: after every edit its pair rows equal rows built from scratch over a fresh
// evaluation of the same scene (and its objects' marks equal marks computed afresh), a drag
// rewrites rows in place (no full build), and choosing a pair focuses and selects it.
#include "app/session/app_session.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>

#include "app/document/edit_builders.hpp"
#include "core/eval/scene_check.hpp"

namespace collide {
namespace {

Scene boxes_and_spheres(unsigned seed, int n) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> pos(-5, 5), size(0.3, 1.3);
  Scene s;
  for (int i = 0; i < n; ++i) {
    const std::string id = "o" + std::to_string(i);
    if (i % 2 == 0) {
      desc::Box b;
      b.center = {pos(rng), pos(rng), pos(rng)};
      b.half_extents = {size(rng), size(rng), size(rng)};
      s.objects.push_back(SceneObject(id, "", std::nullopt, true, ObjectDesc{b}));
    } else {
      desc::Sphere sp;
      sp.center = {pos(rng), pos(rng), pos(rng)};
      sp.radius = size(rng);
      s.objects.push_back(SceneObject(id, "", std::nullopt, true, ObjectDesc{sp}));
    }
  }
  // An expectation on a pair, so marks move with the rows too.
  Expectation x;
  x.a = "o1";
  x.b = "o2";
  x.intersects = true;
  s.expect = {x};
  return s;
}

// The same object a little further along x.
ObjectDesc nudged(const ObjectDesc& d, double dx) {
  ObjectDesc out = d;
  std::visit(
      [&](auto& v) {
        if constexpr (requires { v.center; }) v.center.x += dx;
      },
      out);
  return out;
}

// The same kind over the same bounds (the edits here move boxes and spheres, never turn them).
bool same_place(const ObjectDesc& a, const ObjectDesc& b) {
  const auto x = bounds_of(a), y = bounds_of(b);
  return a.index() == b.index() && x && y && x->min.x == y->min.x && x->min.y == y->min.y &&
         x->min.z == y->min.z && x->max.x == y->max.x && x->max.y == y->max.y &&
         x->max.z == y->max.z;
}

void expect_rows_as_built_from_scratch(const AppSession& session) {
  SceneEvaluation fresh;
  fresh.set_both_precisions(true);
  fresh.build(session.scene());
  const std::vector<PairRow> want =
      build_pair_rows(session.scene(), fresh, check_scene(session.scene(), fresh));
  const std::vector<PairRow>& got = session.pair_rows().rows();
  ASSERT_EQ(got.size(), want.size());
  for (std::size_t k = 0; k < got.size(); ++k) {
    SCOPED_TRACE(k);
    EXPECT_EQ(got[k].a, want[k].a);
    EXPECT_EQ(got[k].b, want[k].b);
    EXPECT_EQ(got[k].test, want[k].test);
    EXPECT_EQ(got[k].verdict, want[k].verdict);
    EXPECT_EQ(got[k].within_tolerance, want[k].within_tolerance);
    EXPECT_EQ(got[k].expectation, want[k].expectation);
    EXPECT_EQ(got[k].failure, want[k].failure);
    EXPECT_EQ(got[k].candidate, want[k].candidate);
    EXPECT_EQ(got[k].disagreement, want[k].disagreement);
    EXPECT_EQ(got[k].other_verdict, want[k].other_verdict);
  }
  // Each object's mark as computed from its description now.
  const std::vector<ObjectMark>& marks = session.object_marks();
  ASSERT_EQ(marks.size(), session.scene().objects.size());
  for (std::size_t i = 0; i < marks.size(); ++i)
    EXPECT_EQ(marks[i], object_mark(session.scene().objects[i].desc)) << i;
}

TEST(AppSession, PairRowsFollowEveryEditAsIfBuiltFromScratch) {
  AppSession session(boxes_and_spheres(5, 60));
  session.update();
  expect_rows_as_built_from_scratch(session);
  std::mt19937 rng(11);
  std::uniform_int_distribution<int> pick(0, 59), what(0, 9);
  std::normal_distribution<double> step(0, 0.6);
  int added = 0;
  for (int round = 0; round < 300; ++round) {
    SCOPED_TRACE(round);
    Document& doc = session.document();
    const Scene& scene = doc.scene();
    const int kind = what(rng);
    const std::size_t i = std::size_t(pick(rng)) % scene.objects.size();
    const std::string id = scene.objects[i].id;
    if (kind == 0) {
      doc.apply(delete_objects(scene, {id}));
    } else if (kind == 1) {
      SceneObject o = scene.objects[i];
      o.id = "new" + std::to_string(added++);
      doc.apply(add_object(scene, std::move(o)));
    } else if (kind == 2) {
      doc.undo();
    } else {
      // A drag step: one object moved (most steps keep its candidate pairs).
      doc.apply(move_object(scene, id, nudged(scene.objects[i].desc, step(rng)), "Move"));
    }
    session.update();
    expect_rows_as_built_from_scratch(session);
    if (HasFailure()) return;
  }
}

TEST(AppSession, ADragRewritesRowsWithoutBuildingThemAll) {
  AppSession session(boxes_and_spheres(8, 200));
  session.update();
  const std::size_t builds = session.pair_rows().full_builds();
  const std::size_t generation = session.pair_rows().generation();
  Document& doc = session.document();
  doc.begin_gesture("Move o4");
  for (int k = 0; k < 40; ++k) {
    doc.apply(move_object(doc.scene(), "o4", nudged(doc.scene().objects[4].desc, 0.05), "Move"));
    session.update();
  }
  doc.end_gesture();
  session.update();
  EXPECT_EQ(session.pair_rows().full_builds(), builds);
  EXPECT_GE(session.pair_rows().generation(), generation + 40);
  expect_rows_as_built_from_scratch(session);
  // A frame with no edit changes nothing.
  const std::size_t now = session.pair_rows().generation();
  EXPECT_FALSE(session.update());
  EXPECT_EQ(session.pair_rows().generation(), now);
}

// What the view's cache is told (take_object_changes) against a brute force: after every edit,
// each object that differs from the last frame's scene (kind, place, visibility, colour, id) is
// named, unless the session says anything may have changed; and drags, colour and visibility
// changes are told by index, not as "anything".
TEST(AppSession, ObjectChangesNameEveryObjectThatDiffersFromTheLastFrame) {
  AppSession session(boxes_and_spheres(7, 40));
  session.update();
  EXPECT_FALSE(session.take_object_changes().has_value());  // the first frame: everything
  EXPECT_EQ(session.take_object_changes(), std::vector<std::size_t>{});  // nothing since
  std::mt19937 rng(13);
  std::uniform_int_distribution<int> pick(0, 39), what(0, 9);
  int by_index = 0, added = 0;
  for (int round = 0; round < 300; ++round) {
    SCOPED_TRACE(round);
    Document& doc = session.document();
    const Scene before = doc.scene();
    const std::size_t i = std::size_t(pick(rng)) % before.objects.size();
    const std::string id = before.objects[i].id;
    const int kind = what(rng);
    if (kind == 0) {
      doc.apply(delete_objects(before, {id}));
    } else if (kind == 1) {
      SceneObject o = before.objects[i];
      o.id = "new" + std::to_string(added++);
      doc.apply(add_object(before, std::move(o)));
    } else if (kind == 2) {
      doc.undo();
    } else if (kind == 3) {
      doc.apply(set_visible(before, id, !before.objects[i].visible));
    } else if (kind == 4) {
      doc.apply(set_color(before, id, Rgb{std::uint8_t(round), 10, 200}));
    } else {
      doc.apply(move_object(before, id, nudged(before.objects[i].desc, 0.1), "Move"));
    }
    // Two updates before the view takes them: the changes of both are told.
    session.update();
    if (round % 3 == 0 && kind >= 3) {
      const std::size_t j = (i + 1) % doc.scene().objects.size();  // another object
      doc.apply(move_object(doc.scene(), doc.scene().objects[j].id,
                            nudged(doc.scene().objects[j].desc, 0.1), "Move"));
      session.update();
    }
    const auto told = session.take_object_changes();
    if (!told) continue;
    ++by_index;
    const Scene& after = session.scene();
    ASSERT_EQ(after.objects.size(), before.objects.size());
    for (std::size_t k = 0; k < after.objects.size(); ++k) {
      const SceneObject &x = before.objects[k], &y = after.objects[k];
      if (x.id != y.id || !same_place(x.desc, y.desc) || x.visible != y.visible ||
          x.color != y.color) {
        EXPECT_NE(std::ranges::find(*told, k), told->end()) << "object " << k << " changed";
      }
    }
  }
  EXPECT_GT(by_index, 150);  // moves, colours and visibility by index
}

TEST(AppSession, AChosenPairIsFocusedAndSelected) {
  AppSession session(boxes_and_spheres(5, 10));
  session.update();
  session.focus_pair(3, 7);
  ASSERT_TRUE(session.focused_pair());
  EXPECT_EQ(*session.focused_pair(), (std::pair<std::size_t, std::size_t>{3, 7}));
  EXPECT_TRUE(session.evidence().focused().has_value());
  EXPECT_EQ(session.selection().primary(), "o3");
  EXPECT_EQ(session.selected_indices(), (std::vector<std::size_t>{7, 3}));
  // Deleting one of them drops it from the selection at the next update.
  session.document().apply(delete_objects(session.scene(), {"o7"}));
  session.update();
  EXPECT_EQ(session.selection().ids(), (std::vector<std::string>{"o3"}));
  EXPECT_FALSE(session.focused_pair());
}

// Focusing is an undoable edit of the scene's focus, which alone is no unsaved change: undo and
// redo step through the pairs focused, the evidence following; a real edit among them marks the
// scene modified until it is undone; a save after a focus keeps the pair in the file.
TEST(AppSession, FocusingIsUndoableAndNoUnsavedChange) {
  AppSession session(boxes_and_spheres(5, 10));
  Document& doc = session.document();
  session.update();
  const auto focused = [&] { return session.focused_pair(); };
  using Pair = std::pair<std::size_t, std::size_t>;
  session.focus_pair(3, 7);
  session.update();
  EXPECT_EQ(doc.history().undo_label(), "Focus o3 – o7");
  EXPECT_FALSE(doc.modified());
  session.focus_pair(3, 7);  // the same pair again: no step
  session.focus_pair(2, 4);
  session.update();
  EXPECT_EQ(doc.history().size(), 2u);
  EXPECT_FALSE(doc.modified());
  ASSERT_TRUE(doc.undo());
  session.update();
  EXPECT_EQ(focused(), (Pair{3, 7}));
  EXPECT_EQ(session.evidence().focused()->a, 3u);
  ASSERT_TRUE(doc.undo());
  session.update();
  EXPECT_FALSE(focused());
  EXPECT_FALSE(session.evidence().focused());
  ASSERT_TRUE(doc.redo());
  ASSERT_TRUE(doc.redo());
  session.update();
  EXPECT_EQ(focused(), (Pair{2, 4}));
  // A move among focus steps is an unsaved change until undone, focus steps or not after it.
  ASSERT_FALSE(
      doc.apply(move_object(session.scene(), "o5", nudged(session.scene().objects[5].desc, 1))));
  session.update();
  session.focus_pair(5, 6);
  session.update();
  EXPECT_TRUE(doc.modified());
  ASSERT_TRUE(doc.undo());  // the focus
  EXPECT_TRUE(doc.modified());
  ASSERT_TRUE(doc.undo());  // the move
  EXPECT_FALSE(doc.modified());
  session.update();
  EXPECT_EQ(focused(), (Pair{2, 4}));
}

// Another scene opened (issue 35, item 5): nothing of the last one's focus or selection stays —
// not through ids the two scenes share, and not as a focus naming ids the new scene lacks (the
// Scene notes read "Saved with the scene: focus o3 – o7", and a save would have written it).
// The new scene's own focus, when it has one, is taken.
TEST(AppSession, AnotherSceneOpenedKeepsNoFocusOrSelectionOfTheLast) {
  Scene first = boxes_and_spheres(5, 10);
  first.focus = SceneFocus{"o3", "o7", std::nullopt};
  AppSession session(first);
  Document& doc = session.document();
  session.update();
  ASSERT_EQ(session.focused_pair(), (std::pair<std::size_t, std::size_t>{3, 7}));
  session.selection().select_only("o2");

  // A scene with none of those ids and no focus.
  Scene other;
  other.objects.push_back({"wall", "", std::nullopt, true, desc::Box{}});
  doc.reset(other);
  session.update();
  EXPECT_FALSE(session.evidence().focus_ids());
  EXPECT_FALSE(session.evidence().scene_focus());  // what the notes show and a save writes
  EXPECT_TRUE(session.selection().empty());

  // Back to a scene with the same ids, but this time no focus: none is carried over by id.
  doc.reset(first);
  session.update();
  session.focus_pair(3, 7);
  session.selection().select_only("o2");
  Scene same_ids = boxes_and_spheres(6, 10);
  doc.reset(same_ids);
  session.update();
  EXPECT_FALSE(session.focused_pair());
  EXPECT_FALSE(session.evidence().scene_focus());
  EXPECT_TRUE(session.selection().empty());

  // A scene with a focus of its own: that one.
  same_ids.focus = SceneFocus{"o1", "o4", std::nullopt};
  doc.reset(same_ids);
  session.update();
  EXPECT_EQ(session.focused_pair(), (std::pair<std::size_t, std::size_t>{1, 4}));
}

// An undo that gives a focus back gives its axis back too, as opening the file does (before, the
// pair came back showing the axis the slider had for the pair focused since).
TEST(AppSession, UndoingAFocusChangeGivesBackItsAxis) {
  Scene s = boxes_and_spheres(5, 10);  // o0, o2, … are boxes
  s.focus = SceneFocus{"o4", "o2", "B1"};
  AppSession session(s);
  session.update();
  // Two boxes, taken in the focus's order: B1 is o2's face 1, the test's axis 3 + 1.
  ASSERT_EQ(session.focused_pair(), (std::pair<std::size_t, std::size_t>{4, 2}));
  EXPECT_EQ(session.evidence().style().sat_axis, 4);
  session.focus_pair(6, 8);
  session.evidence().style().sat_axis = 9;
  session.evidence().style_changed();
  session.update();
  ASSERT_TRUE(session.document().undo());
  session.update();
  EXPECT_EQ(session.focused_pair(), (std::pair<std::size_t, std::size_t>{4, 2}));
  EXPECT_EQ(session.evidence().style().sat_axis, 4);
}

// A followed file rewritten by another program is the same scene: its focus stays while both
// objects do; when they are gone and the file names no focus, none is left naming them.
TEST(AppSession, AReloadWithoutTheFocusedObjectsLeavesNoFocus) {
  AppSession session(boxes_and_spheres(5, 10));
  session.update();
  session.focus_pair(3, 7);
  session.update();
  session.reload_document(boxes_and_spheres(5, 10));
  session.update();
  EXPECT_EQ(session.focused_pair(), (std::pair<std::size_t, std::size_t>{3, 7}));
  Scene fewer = boxes_and_spheres(5, 5);  // o0..o4: o7 is gone
  session.reload_document(fewer);
  session.update();
  EXPECT_FALSE(session.evidence().scene_focus());
}

}  // namespace
}  // namespace collide
