#pragma once
// The scene at a time t of its interval [0, 1]: every object's description posed by its motion
// (core/scene/pose.hpp). SceneEvaluation builds it once per change and evaluates from it; the
// viewer's drawing, picking, framing, cross-sections and marks, live evidence and `check` read
// descriptions through it, so what is drawn is what was tested. Edits still change the scene's
// own descriptions (the pose at t = 0).
//
// At t = 0, or when nothing moves, it costs nothing: no description is copied and scene() is
// the scene itself, by reference. At another t, when something moves, scene() is a copy of the
// scene's objects with each moving one posed (ids, colours, visibility and indices as the
// scene's), so a reader that takes a Scene (the view's drawing, picking, framing) reads it as it
// reads any scene. The copy is made once (pose) and then kept up to date (repose): a new time
// poses the moving objects again, an edit copies the objects it changed — scrubbing a big scene
// where a few objects move costs those few, not a copy of the scene. What it returns refers to
// the scene last posed and stays valid until the next pose (SceneEvaluation's next build or
// update), while that scene lives. Of the copy, only the objects are kept current; read the
// scene's settings, expectations and focus from the scene itself.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "../scene/scene.hpp"

namespace collide {

class PosedScene {
 public:
  // Poses every object of `scene` at time t (refers to `scene` from now on).
  void pose(const Scene& scene, double t);
  // The same for `scene` when it is the scene posed last but for the objects at the indices
  // `changed` (modified in place: none added, removed or reordered): only those and the moving
  // objects are copied and posed again. Anything else (another scene, another object count, no
  // copy kept) poses it whole.
  void repose(const Scene& scene, double t, std::span<const std::uint32_t> changed);

  double time() const { return t_; }
  // The scene at time t: the scene posed last itself, unless something moved.
  const Scene& scene() const { return posed_ ? *posed_ : *scene_; }
  // The scene posed last, as it was given (its own descriptions: the pose at t = 0).
  const Scene& source() const { return *scene_; }
  std::size_t size() const { return scene_ ? scene_->objects.size() : 0; }
  const SceneObject& object(std::size_t i) const { return scene().objects[i]; }
  // Object i's description at time t, and its motion.
  const ObjectDesc& desc(std::size_t i) const { return object(i).desc; }
  const Motion& motion(std::size_t i) const { return object(i).motion; }
  // Its query shape (a sweep when it has a velocity its kind sweeps by) and the box that holds
  // it (bounds_of with its motion: over the whole interval). At t != 0 the posed objects have no
  // motion: the still shape and box where they stand.
  template <class T>
  Shape<T> shape(std::size_t i) const {
    return to_shape<T>(desc(i), motion(i));
  }
  std::optional<Aabb<double>> bounds(std::size_t i) const { return bounds_of(desc(i), motion(i)); }
  // Whether scene() is a posed copy (something moved at t != 0) rather than the scene itself.
  bool copied() const { return posed_.has_value(); }
  // How many times the whole scene was copied (what scrubbing must not do each frame).
  std::size_t whole_copies() const { return whole_copies_; }
  // Whether `scene` is the scene posed last (the same object).
  bool of(const Scene& scene) const { return scene_ == &scene; }

 private:
  const Scene* scene_ = nullptr;
  double t_ = 0;
  std::optional<Scene> posed_;
  std::vector<std::uint32_t> moving_;  // with a copy: the indices of the objects with a motion
  std::size_t whole_copies_ = 0;
};

}  // namespace collide
