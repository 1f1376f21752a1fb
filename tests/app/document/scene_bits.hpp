#pragma once
// A scene written out as text in which every double appears as its 64 bits (std::bit_cast), so
// two scenes are bit-identical exactly when their texts are equal, and a failing comparison
// shows which field differs. Written independently of the history's own comparison (edit.cpp).
#include <bit>
#include <cstdint>
#include <string>

#include "core/scene/scene.hpp"
#include "core/shapes/convex_hull.hpp"

namespace collide::test {

inline std::string bits(double d) {
  return std::to_string(std::bit_cast<std::uint64_t>(d)) + " ";
}
inline std::string bits(const Vec3<double>& v) {
  return "(" + bits(v.x) + bits(v.y) + bits(v.z) + ")";
}
inline std::string bits(const Quat<double>& q) {
  return "(" + bits(q.w) + bits(q.x) + bits(q.y) + bits(q.z) + ")";
}

inline std::string bits(const ObjectDesc& d) {
  struct Visitor {
    std::string operator()(const desc::Box& b) const {
      return "box " + bits(b.center) + bits(b.half_extents) + bits(b.rotation);
    }
    std::string operator()(const desc::Aabb& b) const {
      return "aabb " + bits(b.min) + bits(b.max);
    }
    std::string operator()(const desc::Sphere& s) const {
      return "sphere " + bits(s.center) + bits(s.radius);
    }
    std::string operator()(const desc::Plane& p) const {
      return "plane " + bits(p.normal) + bits(p.point);
    }
    std::string operator()(const desc::Point& p) const { return "point " + bits(p.position); }
    std::string operator()(const desc::Segment& s) const {
      return "segment " + bits(s.a) + bits(s.b);
    }
    std::string operator()(const desc::Triangle& t) const {
      return "triangle " + bits(t.a) + bits(t.b) + bits(t.c);
    }
    std::string operator()(const desc::Ellipsoid& e) const {
      return "ellipsoid " + bits(e.center) + bits(e.radii) + bits(e.rotation);
    }
    std::string operator()(const desc::Ray& r) const {
      return "ray " + bits(r.origin) + bits(r.direction);
    }
    std::string operator()(const desc::Capsule& c) const {
      return "capsule " + bits(c.a) + bits(c.b) + bits(c.radius);
    }
    std::string operator()(const desc::Cylinder& c) const {
      return "cylinder " + bits(c.center) + bits(c.half_height) + bits(c.radius) + bits(c.rotation);
    }
    // A hull: every point as given (the rest is built from them).
    std::string operator()(const desc::ConvexHull& h) const {
      std::string s = "convex_hull";
      for (const Vec3<double>& p : h.hull->points)
        s += bits(p);
      return s;
    }
    // A mesh: a file mesh's file, directory and pose; an inline mesh's vertices and triangles.
    std::string operator()(const desc::Mesh& m) const {
      const MeshSource& src = *m.mesh;
      if (src.from_file())
        return "mesh file " + src.file + "|" + src.directory + "|" + bits(src.center) +
               bits(src.rotation) + bits(src.scale);
      std::string s = "mesh";
      for (const Vec3<double>& v : src.mesh->vertices)
        s += bits(v);
      for (const auto& t : src.mesh->triangles)
        s += "[" + std::to_string(t[0]) + " " + std::to_string(t[1]) + " " + std::to_string(t[2]) +
             "]";
      return s;
    }
    // A registered kind: its kind's address and every slot.
    std::string operator()(const desc::Convex& c) const {
      return "convex " + std::to_string(reinterpret_cast<std::uintptr_t>(c.registered)) +
             bits(c.vec[0]) + bits(c.vec[1]) + bits(c.num[0]) + bits(c.num[1]) + bits(c.rotation);
    }
  };
  return std::visit(Visitor{}, d);
}

inline std::string bits(const SceneObject& o) {
  std::string s = "[" + o.id + "|" + o.name + "|";
  s += o.color ? std::to_string(o.color->r) + "," + std::to_string(o.color->g) + "," +
                     std::to_string(o.color->b)
               : "auto";
  s += o.visible ? "|shown|" : "|hidden|";
  s += "form" + std::to_string(int(o.rotation_form)) + "|";
  s += bits(o.desc);
  s += o.motion.velocity ? "v" + bits(*o.motion.velocity) : "still";
  s += o.motion.angular_velocity ? "w" + bits(*o.motion.angular_velocity) : "";
  return s + "|" + o.description + "]\n";
}

// Everything but the version, which every change bumps.
inline std::string bits(const Scene& scene) {
  std::string s = "description " + scene.description + "\n";
  for (const SceneObject& o : scene.objects)
    s += bits(o);
  for (const Expectation& e : scene.expect) {
    s += "expect " + e.a + " " + e.b + (e.intersects ? " hit " : " miss ") + e.side.value_or("-") +
         " " + e.separating_axis.value_or("-") + " " +
         (e.contact_time ? bits(*e.contact_time) : "-") + e.description + "\n";
  }
  const SceneSettings& st = scene.settings;
  s += st.precision == Precision::float32 ? "float " : "double ";
  for (const auto& [name, value] : st.tolerances)
    s += name + "=" + bits(value);
  s += "octree " + std::to_string(st.octree.split_threshold) + " " +
       std::to_string(st.octree.max_depth) + " " + bits(st.octree.min_cell_size) +
       std::to_string(st.octree.looseness) + "\n";
  if (scene.camera)
    s += "camera " + bits(scene.camera->eye) + bits(scene.camera->target) + bits(scene.camera->up) +
         bits(scene.camera->fov_degrees) + "\n";
  return s;
}

}  // namespace collide::test
