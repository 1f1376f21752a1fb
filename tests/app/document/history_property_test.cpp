// Hundreds of random steps — edits of every kind, undo, redo, gestures ended and cancelled,
// saves, stale edits — checked after each against a model that is just a list of the scene's
// states (as bits), the current position and the saved one. The document must always hold the
// model's current state bit for bit, report unsaved changes exactly when the position is not the
// saved one, and name in its delta every object whose bits changed.
#include <filesystem>
#include <iostream>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

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

class RandomEdits {
 public:
  explicit RandomEdits(std::uint64_t seed) : rng_(seed) {}

  int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }
  bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(rng_) < p; }

  // Mostly ordinary numbers, sometimes ones whose bits are easy to lose.
  double number() {
    switch (pick(12)) {
      case 0:
        return -0.0;
      case 1:
        return 1e-310;
      case 2:
        return 0.1 + 0.2;
      default:
        return std::uniform_real_distribution<double>(-10, 10)(rng_);
    }
  }
  double positive() { return std::uniform_real_distribution<double>(0.01, 3)(rng_); }
  Vec3<double> vec() { return {number(), number(), number()}; }
  Vec3<double> size() { return {positive(), positive(), positive()}; }
  Quat<double> rotation() {
    return glm::normalize(Quat<double>(number() + 11, number(), number(), number()));
  }

  ObjectPose shape() {
    switch (pick(12)) {
      case 0:
        return desc::Box{vec(), size(), rotation()};
      case 1: {
        const Vec3<double> lo = vec();
        return desc::Aabb{lo, lo + size()};
      }
      case 2:
        return {desc::Sphere{vec(), positive()},
                {chance(0.3) ? std::optional<Vec3<double>>(vec()) : std::nullopt, {}}};
      case 3:
        return desc::Plane{vec() + Vec3<double>(0, 11, 0), vec()};
      case 4:
        return desc::Point{vec()};
      case 5:
        return desc::Segment{vec(), vec()};
      case 6:
        return desc::Triangle{vec(), vec(), vec()};
      case 7:  // a direction never zero, as the editors require
        return desc::Ray{vec(), vec() + Vec3<double>(0, 0, 11)};
      case 8:  // a radius > 0, as the file requires
        return desc::Capsule{vec(), vec(), positive()};
      case 9:  // a half height and radius > 0, as the file requires
        return desc::Cylinder{vec(), positive(), positive(), rotation()};
      case 10:  // the default hull moved, turned and scaled, as the gizmo makes one
        return desc::ConvexHull{transformed(*default_hull(), vec(), rotation(), positive()).hull};
      default:
        return desc::Ellipsoid{vec(), size(), rotation()};
    }
  }

  std::string some_id(const Scene& s) {
    return s.objects[std::size_t(pick(int(s.objects.size())))].id;
  }

  // A new expectation for two objects, pinning what their kinds allow (a side with a plane, a
  // separating axis for two boxes apart, a contact time with a moving sphere): later edits that
  // rename, delete or change the kind of one of them must keep the scene loadable.
  Edit expectation(const Scene& s) {
    const std::size_t i = std::size_t(pick(int(s.objects.size())));
    const std::size_t j = (i + 1 + std::size_t(pick(int(s.objects.size()) - 1))) % s.objects.size();
    const ObjectDesc& a = s.objects[i].desc;
    const ObjectDesc& b = s.objects[j].desc;
    const SceneObject &oa = s.objects[i], &ob = s.objects[j];
    Expectation e;
    e.a = s.objects[i].id;
    e.b = s.objects[j].id;
    e.intersects = chance(0.5);
    auto is = [](const ObjectDesc& d, std::size_t kind) { return d.index() == kind; };
    auto moving = [](const SceneObject& o) {
      return std::holds_alternative<desc::Sphere>(o.desc) && o.motion.velocity;
    };
    if (is(a, 3) || is(b, 3)) e.side = "front";
    if ((is(a, 0) || is(a, 1)) && (is(b, 0) || is(b, 1)) && !e.intersects) e.separating_axis = "A0";
    if (moving(oa) || moving(ob)) e.contact_time = 0.5;
    std::vector<Expectation> expect = s.expect;
    expect.push_back(e);
    return set_expectations(s, expect);
  }

  // A valid edit of a random kind for the scene as it is.
  Edit edit(const Scene& s) {
    if (s.objects.size() >= 2 && chance(0.1)) return expectation(s);
    const int kind = s.objects.empty() ? 5 : pick(11);
    switch (kind) {
      case 0:
      case 1:
      case 2:
      case 3:
        return pose_object(s, some_id(s), shape());
      case 4:
        return set_visible(s, some_id(s), chance(0.5));
      case 5: {
        SceneObject o{fresh_id(s, "obj"), chance(0.5) ? "Thing" : "", std::nullopt, true, shape()};
        return add_object(s, std::move(o), std::size_t(pick(int(s.objects.size()) + 1)));
      }
      case 6: {
        std::vector<std::string> ids;
        for (int n = 1 + pick(3); n > 0; --n)
          ids.push_back(some_id(s));
        return delete_objects(s, ids);
      }
      case 7:
        return chance(0.5) ? rename_object(s, some_id(s), fresh_id(s, "r"), "Renamed")
                           : rename_object(s, some_id(s), fresh_id(s, some_id(s) + "_x"), "");
      case 8: {
        SceneSettings st = s.settings;
        st.precision = chance(0.5) ? Precision::float32 : Precision::float64;
        if (chance(0.5)) st.tolerances["contact"] = positive() * 1e-9;
        st.octree.min_cell_size = chance(0.5) ? 0.0 : positive();
        return set_settings(s, st);
      }
      case 9:
        return set_color(
            s, some_id(s),
            chance(0.5) ? std::optional<Rgb>(Rgb{std::uint8_t(pick(256)), 7, 9}) : std::nullopt);
      default:
        return chance(0.5) ? describe_object(s, some_id(s), "d" + std::to_string(pick(100)))
                           : describe_scene(s, "scene " + std::to_string(pick(100)));
    }
  }

 private:
  std::mt19937_64 rng_;
};

// Object bits by id, to see which objects changed from one state to the next.
std::map<std::string, std::string> by_id(const Scene& s) {
  std::map<std::string, std::string> m;
  for (const SceneObject& o : s.objects)
    m[o.id] = bits(o);
  return m;
}

// The settings and expectations, as bits: a change there must make the delta say everything.
std::string settings_and_expectations(Scene s) {
  s.objects.clear();
  s.description.clear();
  return bits(s);
}

TEST(HistoryProperty, RandomStepsMatchAListOfSnapshots) {
  const test::ScratchDir scratch;
  const fs::path file = scratch / "history_property.json";
  RandomEdits random(20261125);
  Document doc{Scene{}};
  doc.take_delta();

  std::vector<std::string> states{bits(doc.scene())};
  std::size_t pos = 0;
  std::optional<std::size_t> saved = 0;
  auto push = [&] {
    states.resize(pos + 1);
    if (saved && *saved > pos) saved.reset();
    states.push_back(bits(doc.scene()));
    ++pos;
  };

  Scene previous = doc.scene();
  int applied = 0, undone = 0, redone = 0, gestures = 0, cancelled = 0, saves = 0, stale = 0;
  int saves_with_expectations = 0;
  // Checks the document against the model and its delta against the bits that changed.
  auto check = [&](int step) {
    SCOPED_TRACE("step " + std::to_string(step));
    ASSERT_EQ(bits(doc.scene()), states[pos]);
    EXPECT_EQ(doc.history().position(), pos);
    EXPECT_EQ(doc.history().can_undo(), pos > 0);
    EXPECT_EQ(doc.history().can_redo(), pos + 1 < states.size());
    EXPECT_EQ(doc.modified(), saved != pos);
    const SceneDelta d = doc.take_delta();
    if (settings_and_expectations(previous) != settings_and_expectations(doc.scene())) {
      EXPECT_TRUE(d.everything);
    }
    if (!d.everything) {
      const std::set<std::string> named(d.objects.begin(), d.objects.end());
      auto a = by_id(previous), b = by_id(doc.scene());
      for (const auto& [id, o] : a)
        if (!b.count(id) || b[id] != o) {
          EXPECT_TRUE(named.count(id)) << id << " changed";
        }
      for (const auto& [id, o] : b)
        if (!a.count(id)) {
          EXPECT_TRUE(named.count(id)) << id << " added";
        }
    }
    if (bits(previous) != bits(doc.scene())) {
      EXPECT_GT(doc.scene().version, previous.version);
    }
    previous = doc.scene();
  };

  for (int step = 0; step < 2000; ++step) {
    const int op = random.pick(100);
    if (op < 38) {
      ASSERT_FALSE(doc.apply(random.edit(doc.scene())).has_value());
      // An edit that changes nothing (shown shown again) is no step.
      if (bits(doc.scene()) != states[pos]) push(), ++applied;
    } else if (op < 62) {
      const bool did = doc.undo();
      EXPECT_EQ(did, pos > 0);
      if (did) --pos, ++undone;
    } else if (op < 80) {
      const bool did = doc.redo();
      EXPECT_EQ(did, pos + 1 < states.size());
      if (did) ++pos, ++redone;
    } else if (op < 92) {
      // A gesture: a few edits as one entry, or, cancelled, none.
      ASSERT_TRUE(doc.begin_gesture("Gesture"));
      const int n = random.pick(6);
      bool changed = false;
      for (int k = 0; k < n; ++k) {
        const std::string before = bits(doc.scene());
        ASSERT_FALSE(doc.apply(random.edit(doc.scene())).has_value());
        changed = changed || bits(doc.scene()) != before;
        EXPECT_EQ(doc.modified(), changed || saved != pos);
      }
      if (random.chance(0.3)) {
        doc.cancel_gesture();
        ++cancelled;
      } else {
        doc.end_gesture();
        if (changed) push();
        ++gestures;
      }
    } else if (op < 96) {
      ASSERT_FALSE(doc.save_as(file).has_value());
      // Whatever the edits did to the objects the expectations name, the file loads again, and
      // holds the scene bit for bit.
      const SceneLoad reread = load_scene(file);
      ASSERT_TRUE(reread.ok()) << reread.error->to_string();
      EXPECT_EQ(bits(*reread.scene), bits(doc.scene()));
      saved = pos;
      ++saves;
      if (!doc.scene().expect.empty()) ++saves_with_expectations;
    } else if (!doc.scene().objects.empty()) {
      // An edit made for the scene before a change is refused when that change touched it.
      const std::string id = random.some_id(doc.scene());
      Edit old = set_visible(doc.scene(), id, !doc.scene().objects[0].visible);
      ASSERT_FALSE(doc.apply(describe_object(doc.scene(), id, "changed " + std::to_string(step))));
      push();
      EXPECT_TRUE(doc.apply(std::move(old)).has_value());
      ++stale;
    }
    check(step);
  }
  // Every path was taken many times.
  std::cout << "applied " << applied << ", undone " << undone << ", redone " << redone
            << ", gestures " << gestures << " (+" << cancelled << " cancelled), saves " << saves
            << " (" << saves_with_expectations << " with expectations), stale " << stale << "\n";
  EXPECT_GT(applied, 150);
  EXPECT_GT(undone, 50);
  EXPECT_GT(redone, 20);
  EXPECT_GT(gestures, 20);
  EXPECT_GT(cancelled, 5);
  EXPECT_GT(saves, 10);
  EXPECT_GT(stale, 5);
  EXPECT_GT(saves_with_expectations, 5);

  // All the way back and forth again, each state bit for bit.
  while (pos > 0) {
    ASSERT_TRUE(doc.undo());
    --pos;
    ASSERT_EQ(bits(doc.scene()), states[pos]);
  }
  while (pos + 1 < states.size()) {
    ASSERT_TRUE(doc.redo());
    ++pos;
    ASSERT_EQ(bits(doc.scene()), states[pos]);
  }
}

}  // namespace
}  // namespace collide
