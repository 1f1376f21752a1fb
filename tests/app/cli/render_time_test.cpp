// `render --time T` and `render --frames N` without a window (render_time.hpp): the option values
// refused or taken, the frames' times and names, and the frame at T drawn from the scene posed by
// core's pose_at — checked against a scene posed here, object by object.
#include "app/cli/render_time.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

#include "core/scene/pose.hpp"

namespace collide {
namespace {

TEST(RenderTime, TheTimeIsANumberInTheInterval) {
  EXPECT_EQ(parse_render_time("0"), 0.0);
  EXPECT_EQ(parse_render_time("1"), 1.0);
  EXPECT_EQ(parse_render_time("0.25"), 0.25);
  EXPECT_EQ(parse_render_time("2.5e-1"), 0.25);
  for (const char* bad : {"", "1.0001", "-0.1", "nan", "NaN", "inf", "-inf", "0.5s", "half", " 0.5",
                          "0x1p-1", "1e400"})
    EXPECT_FALSE(parse_render_time(bad)) << "'" << bad << "'";
}

TEST(RenderTime, FramesAreAWholeNumberUpToTenThousand) {
  EXPECT_EQ(parse_frame_count("1"), 1);
  EXPECT_EQ(parse_frame_count("24"), 24);
  EXPECT_EQ(parse_frame_count("10000"), 10000);
  for (const char* bad : {"", "0", "-3", "10001", "2.5", "12x", "99999999999999999999", "nan"})
    EXPECT_FALSE(parse_frame_count(bad)) << "'" << bad << "'";
}

TEST(RenderTime, FramesSpanTheIntervalWithSortableNames) {
  EXPECT_EQ(frame_time(0, 1), 0.0);  // one frame: t = 0 only
  EXPECT_EQ(frame_time(0, 5), 0.0);
  EXPECT_EQ(frame_time(1, 5), 0.25);
  EXPECT_EQ(frame_time(4, 5), 1.0);
  EXPECT_EQ(frame_time(9999, 10000), 1.0);
  EXPECT_EQ(frame_file_name(0, 5), "frame_000.png");
  EXPECT_EQ(frame_file_name(42, 1000), "frame_042.png");
  EXPECT_EQ(frame_file_name(7, 1001), "frame_0007.png");  // 1000 needs 4 digits
  EXPECT_EQ(frame_file_name(9999, 10000), "frame_9999.png");
  // Sorted by name is sorted by time.
  for (int k = 1; k < 1500; ++k)
    EXPECT_LT(frame_file_name(k - 1, 1500), frame_file_name(k, 1500));
}

// A box that slides and turns, a sphere that sweeps, a plane that stands still.
Scene moving_scene() {
  Scene s;
  desc::Box box;
  box.center = {-2, 0.5, 0};
  box.half_extents = {0.5, 0.25, 0.75};
  s.objects.push_back(SceneObject("box", "", std::nullopt, true, ObjectDesc{box}));
  s.objects.back().motion = Motion{Vec3<double>(4, 0, 1), Vec3<double>(0, 1.5, 0)};
  desc::Sphere ball;
  ball.center = {2, 1, 0};
  ball.radius = 0.5;
  s.objects.push_back(SceneObject("ball", "", std::nullopt, true, ObjectDesc{ball}));
  s.objects.back().motion = Motion{Vec3<double>(-1, 0, 0.5), std::nullopt};
  desc::Plane floor;
  floor.normal = {0, 1, 0};
  s.objects.push_back(SceneObject("floor", "", std::nullopt, true, ObjectDesc{floor}));
  return s;
}

TEST(RenderTime, TheFrameAtTDrawsTheScenePosedByPoseAt) {
  const Scene scene = moving_scene();
  const Viewport viewport{320, 200};
  const Camera camera = interval_camera(scene, viewport, {});
  for (const double t : {0.0, 0.3, 1.0}) {
    SCOPED_TRACE(t);
    // Posed here, independently: each object by core's pose_at, standing still where it is.
    Scene by_hand = scene;
    for (SceneObject& o : by_hand.objects) {
      o.desc = pose_at(o.desc, o.motion, t);
      o.motion = Motion{};
    }
    const SceneAtTime at(scene, t);
    ASSERT_EQ(at.posed().objects.size(), by_hand.objects.size());
    for (std::size_t i = 0; i < by_hand.objects.size(); ++i) {
      EXPECT_TRUE(same_bits(at.posed().objects[i].desc, by_hand.objects[i].desc)) << i;
      EXPECT_FALSE(at.posed().objects[i].motion.any()) << i;  // t = 0 too: no sweep drawn
    }
    // The box's centre where the maths puts it: (−2 + 4t, 0.5, t).
    EXPECT_NEAR(std::get<desc::Box>(at.posed().objects[0].desc).center.x, -2 + 4 * t, 1e-12);
    EXPECT_NEAR(std::get<desc::Box>(at.posed().objects[0].desc).center.z, t, 1e-12);
    DrawList drawn, expected;
    at.build_frame(drawn, camera, viewport, ViewOptions{});
    build_frame(expected, by_hand, camera, viewport, ViewOptions{});
    EXPECT_TRUE(drawn == expected);
  }
  // Something moves, so the frames differ.
  DrawList first, last;
  SceneAtTime(scene, 0).build_frame(first, camera, viewport, ViewOptions{});
  SceneAtTime(scene, 1).build_frame(last, camera, viewport, ViewOptions{});
  EXPECT_FALSE(first == last);
}

TEST(RenderTime, TheFocusedPairAtTIsItsStillTestThereWithTheIntervalsMotion) {
  const Scene scene = moving_scene();
  // The box's right face −1.5 + 4t reaches the sphere's left 1.5 − t at t = 0.6 (in x; z and
  // the turn aside): at t = 0.1 they are apart, and the focused pair says at which instant.
  const SceneAtTime at(scene, 0.1);
  const auto pair = at.focused(FrameFocus{0, 1, {}});
  ASSERT_TRUE(pair);
  ASSERT_TRUE(pair->at_time);
  EXPECT_EQ(*pair->at_time, 0.1);
  EXPECT_FALSE(pair->timed);
  ASSERT_TRUE(pair->motion);  // the interval's evidence, from the objects at t = 0
  EXPECT_TRUE(std::visit([](const auto& p) { return !p.result.intersects(); }, pair->pair));
}

}  // namespace
}  // namespace collide
