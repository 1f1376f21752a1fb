// collision_lab/scene_writer.hpp carries motion (issue 37): velocity() and angular_velocity() on
// the object added last are written after its kind's fields and read back by the loader bit for
// bit; zero motion writes nothing, so a still object's text is what it always was.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "collision_lab/scene_writer.hpp"
#include "core/scene/scene_json.hpp"

namespace collide {
namespace {

using collision_lab::SceneWriter;

// Numbers that are not short in decimal, a subnormal and a negative zero: only the shortest
// round-trip form gives them back exactly.
const collision_lab::Vec3 kVelocity{0.1 + 0.2, -1.0 / 3, 4.9e-324};
const collision_lab::Vec3 kTurn{-0.0, 2.0 / 7, 3.141592653589793};

Vec3<double> ours(collision_lab::Vec3 v) {
  return {v.x, v.y, v.z};
}

TEST(SceneWriterMotion, EveryObjectsMotionReadsBackBitForBit) {
  SceneWriter w("motion, written by scene_writer.hpp");
  w.box("box", {0, 2, 0}, {2, 0.05, 0.05}).velocity(kVelocity).angular_velocity(kTurn);
  w.ellipsoid("egg", {3, 1, 0}, {1, 0.5, 0.25}).angular_velocity(kTurn);
  w.plane("floor", {0, 1, 0}, {0, 0, 0}).velocity(kVelocity).angular_velocity(kTurn);
  w.sphere("ball", {-3, 1, 0}, 0.5).velocity(kVelocity);  // a moving sphere, as moving_sphere
  w.point("dot", {5, 5, 5}).angular_velocity(kTurn);
  w.aabb("crate", {6, 0, 0}, {7, 1, 1}).velocity(kVelocity);
  w.segment("stick", {-6, -1, 0}, {-6, 1, 0}).velocity(kVelocity);
  w.triangle("ramp", {-9, 0, 0}, {-8, 0, 0}, {-9, 1, 1}).velocity(kVelocity);
  w.ray("probe", {-12, 3, 0}, {0, -1, 0}).velocity(kVelocity);
  w.box("still", {9, 0, 0}, {0.5, 0.5, 0.5});
  const SceneLoad load = parse_scene(w.str(), "<writer>");
  ASSERT_TRUE(load.ok()) << load.error->to_string() << "\n" << w.str();
  const Scene& s = *load.scene;
  ASSERT_EQ(s.objects.size(), 10u);
  const Motion both{ours(kVelocity), ours(kTurn)};
  const Motion moves{ours(kVelocity), std::nullopt};
  const Motion turns{std::nullopt, ours(kTurn)};
  const Motion expected[] = {both, turns, both, moves, turns, moves, moves, moves, moves, Motion{}};
  for (std::size_t i = 0; i < s.objects.size(); ++i) {
    SCOPED_TRACE(s.objects[i].id);
    EXPECT_TRUE(same_bits(s.objects[i].motion, expected[i])) << w.str();
  }
  EXPECT_TRUE(std::signbit(s.objects[0].motion.angular_velocity->x));  // -0.0 stays -0.0
}

TEST(SceneWriterMotion, ZeroMotionWritesNothingButAMovingSphereKeepsItsVelocity) {
  SceneWriter plain, zero;
  plain.box("a", {0, 0, 0}, {1, 1, 1}).sphere("b", {3, 0, 0}, 1);
  zero.box("a", {0, 0, 0}, {1, 1, 1}).velocity({0, 0, 0}).angular_velocity({-0.0, 0, 0});
  zero.sphere("b", {3, 0, 0}, 1).velocity({0, 0, 0});
  EXPECT_EQ(zero.str(), plain.str());
  // A velocity set again replaces the first; before any object it is ignored.
  SceneWriter twice;
  twice.velocity({1, 1, 1});
  twice.box("a", {0, 0, 0}, {1, 1, 1}).velocity({1, 0, 0}).velocity({0, 0, 0});
  twice.sphere("b", {3, 0, 0}, 1);
  EXPECT_EQ(twice.str(), plain.str());
  // moving_sphere writes its velocity, even zero (a moving sphere sweeps: another test).
  SceneWriter still_moving;
  still_moving.moving_sphere("m", {0, 0, 0}, 1, {0, 0, 0});
  EXPECT_NE(still_moving.str().find(R"("radius": 1, "velocity": [0, 0, 0]})"), std::string::npos)
      << still_moving.str();
  const SceneLoad load = parse_scene(still_moving.str(), "<writer>");
  ASSERT_TRUE(load.ok());
  EXPECT_TRUE(same_bits(load.scene->objects[0].motion, Motion{Vec3<double>(0, 0, 0), {}}));
}

TEST(SceneWriterMotion, AKindThatCannotTurnIsRefusedWithItsPlaceOnLoad) {
  SceneWriter w;
  w.aabb("crate", {0, 0, 0}, {1, 1, 1}).angular_velocity({0, 1, 0});
  const SceneLoad load = parse_scene(w.str(), "engine.json");
  ASSERT_FALSE(load.ok());
  EXPECT_NE(load.error->to_string().find("/objects/0/angular_velocity: an aabb cannot turn"),
            std::string::npos)
      << load.error->to_string();
}

}  // namespace
}  // namespace collide
