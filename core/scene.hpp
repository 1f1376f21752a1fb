#pragma once
// The scene: what a user edits and what a scene file stores. Objects are described the way a
// person writes them (a box is a center, half extents and a unit quaternion; a plane is a normal
// and a point), always in double. to_shape() turns a description into the core's query shape.
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/shape.hpp"

namespace collide {

namespace desc {
struct Box {
  Vec3<double> center{};
  Vec3<double> half_extents{0.5, 0.5, 0.5};
  Quat<double> rotation{1, 0, 0, 0};  // (w, x, y, z), unit length
};
struct Aabb {
  Vec3<double> min{-0.5, -0.5, -0.5};
  Vec3<double> max{0.5, 0.5, 0.5};
};
struct Sphere {
  Vec3<double> center{};
  double radius = 0.5;
  std::optional<Vec3<double>> velocity;  // set: a moving sphere sweeping center → center + v
};
struct Plane {
  Vec3<double> normal{0, 1, 0};
  Vec3<double> point{};
};
struct Point {
  Vec3<double> position{};
};
struct Segment {
  Vec3<double> a{}, b{1, 0, 0};
};
struct Triangle {
  Vec3<double> a{}, b{1, 0, 0}, c{0, 1, 0};
};
struct Ellipsoid {
  Vec3<double> center{};
  Vec3<double> radii{1, 0.5, 0.5};
  Quat<double> rotation{1, 0, 0, 0};
};
}  // namespace desc

using ObjectDesc = std::variant<desc::Box, desc::Aabb, desc::Sphere, desc::Plane, desc::Point,
                                desc::Segment, desc::Triangle, desc::Ellipsoid>;

struct Rgb {
  std::uint8_t r = 200, g = 200, b = 200;
  friend bool operator==(const Rgb&, const Rgb&) = default;
};

struct SceneObject {
  std::string id;  // unique within the scene
  std::string name;
  std::optional<Rgb> color;  // unset: the viewer picks one by kind
  bool visible = true;
  ObjectDesc desc;
};

struct Scene {
  std::vector<SceneObject> objects;
  // Bumped by every change, so the core recomputes its answers once per change.
  std::uint64_t version = 0;
};

}  // namespace collide
