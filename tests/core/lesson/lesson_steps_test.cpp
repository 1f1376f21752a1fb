// A lesson's scene at each step (core/eval/lesson_steps.hpp): a step's `set` stays for the
// steps after it, its camera and focus until another is named; its own expectations are checked.
#include <gtest/gtest.h>

#include "core/eval/lesson_steps.hpp"

namespace collide {
namespace {

Scene three_planes() {
  Scene s;
  s.objects = {{"box", "Box", std::nullopt, true, desc::Aabb{{0, 0, 0}, {1, 1, 1}}},
               {"p", "Plane", std::nullopt, true, desc::Plane{{-1, -1, -1}, {2, 2, 2}}}};
  s.camera = SceneCamera{{5, 5, 5}, {0, 0, 0}, {0, 1, 0}, 45};
  s.steps.resize(4);
  s.steps[1].set = {{"p", "Plane", std::nullopt, true, desc::Plane{{-1, -1, -1}, {0.5, 0.5, 0.5}}}};
  s.steps[1].camera = SceneCamera{{-3, 1, 1}, {0.5, 0.5, 0.5}, {0, 1, 0}, 30};
  s.steps[1].focus = SceneFocus{"p", "box", std::nullopt};
  s.steps[2].set = {{"p", "Plane", std::nullopt, true, desc::Plane{{-1, -1, -1}, {-2, -2, -2}}}};
  return s;
}

Vec3<double> plane_point(const Scene& s) {
  return std::get<desc::Plane>(s.objects[*index_of(s, "p")].desc).point;
}

TEST(LessonSteps, EachStepsObjectsCameraAndFocus) {
  const Scene lesson = three_planes();
  EXPECT_EQ(plane_point(scene_at_step(lesson, 0)), Vec3<double>(2, 2, 2));
  EXPECT_EQ(plane_point(scene_at_step(lesson, 1)), Vec3<double>(0.5, 0.5, 0.5));
  EXPECT_EQ(plane_point(scene_at_step(lesson, 2)), Vec3<double>(-2, -2, -2));
  EXPECT_EQ(plane_point(scene_at_step(lesson, 3)), Vec3<double>(-2, -2, -2));  // kept
  EXPECT_EQ(scene_at_step(lesson, 0).camera->eye, Vec3<double>(5, 5, 5));      // the scene's
  EXPECT_EQ(scene_at_step(lesson, 3).camera->eye, Vec3<double>(-3, 1, 1));     // step 2's, kept
  EXPECT_FALSE(scene_at_step(lesson, 0).focus);
  EXPECT_EQ(scene_at_step(lesson, 2).focus->a, "p");
  EXPECT_TRUE(scene_at_step(lesson, 2).steps.empty());
  EXPECT_EQ(scene_at_step(lesson, 2).objects[0].name, "Box");  // untouched objects stay
}

TEST(LessonSteps, EachStepsExpectationsAreCheckedOnItsScene) {
  Scene lesson = three_planes();
  lesson.steps[0].expect = {Expectation("p", "box", false, "front")};
  lesson.steps[1].expect = {Expectation("p", "box", true, "straddling")};
  lesson.steps[2].expect = {Expectation("p", "box", false, "back")};
  EXPECT_TRUE(check_lesson_steps(lesson).empty());
  lesson.steps[2].expect = {Expectation("p", "box", false, "front")};  // wrong: it is behind
  const auto failures = check_lesson_steps(lesson);
  ASSERT_EQ(failures.size(), 1u);
  EXPECT_EQ(failures[0].rfind("step 3: p–box: ", 0), 0u) << failures[0];
}

}  // namespace
}  // namespace collide
