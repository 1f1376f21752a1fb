#include "app/default_scene.hpp"

#include <cmath>

namespace collide {

namespace {
Quat<double> about_axis(double radians, Vec3<double> axis) {
  return glm::angleAxis(radians, glm::normalize(axis));
}
}  // namespace

Scene default_scene() {
  Scene s;
  auto add = [&](const char* id, const char* name, Rgb color, ObjectDesc d) {
    s.objects.push_back({id, name, color, true, d});
  };
  // Box A and the rotated box B overlap: B, turned and tipped, leans its corner into A.
  add("box_a", "Box A", {70, 136, 235}, desc::Box{{-2.2, 0.5, 0.6}, {0.5, 0.5, 0.5}, {1, 0, 0, 0}});
  add("box_b", "Rotated box B", {52, 190, 140},
      desc::Box{{-1.15, 0.71, 0.2},
                {0.45, 0.6, 0.45},
                (about_axis(-0.5, {0, 1, 0}) * about_axis(0.3, {0, 0, 1}))});
  // The sphere stays clear of B but touches the small box C.
  add("sphere", "Sphere", {238, 102, 84}, desc::Sphere{{0.6, 0.7, -0.3}, 0.7, std::nullopt});
  add("box_c", "Box C", {240, 186, 60}, desc::Box{{1.55, 0.35, 0.3}, {0.35, 0.35, 0.35}});
  // A tilted plane behind them; box D sticks through it, C stays 7 cm short of D.
  add("plane", "Tilted plane", {214, 200, 160},
      desc::Plane{glm::normalize(Vec3<double>{-0.5, 0.55, 0.65}), {1.6, 1.0, -2.2}});
  add("box_d", "Box D", {178, 112, 226},
      desc::Box{{2.6, 0.5, -1.35}, {0.5, 0.5, 0.5}, about_axis(0.3, {0, 1, 0})});
  return s;
}

}  // namespace collide
