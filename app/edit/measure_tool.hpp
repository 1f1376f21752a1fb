#pragma once
// The measuring tool (M): click two objects in the view and see how far apart they are and
// their closest points (core/queries/shape_distance.hpp: any pair of kinds), drawn in the view as a
// segment with its length and listed as why rows (the Why panel shows them under the pair's, and
// its Copy button copies them with the rest).
//
// An end is an object, held by id (it follows edits, undo and renames only by id: a deleted
// object ends the measurement), and the point the click hit on it, kept in the object's own
// frame so it moves with the object. "Between objects" measures the whole shapes; "between
// points" the two picked points. GL- and ImGui-free.
#include <optional>
#include <string>

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

#include "app/edit/picking.hpp"
#include "app/kinds/edit_view.hpp"
#include "app/visualize/why_rows.hpp"
#include "core/queries/shape_distance.hpp"
#include "core/scene/scene.hpp"
#include "render/draw_list.hpp"

namespace collide {

struct MeasureEnd {
  std::string id;
  glm::dvec3 local{0};  // the picked point, in the object's frame (pivot and own axes)
};

enum class MeasureBetween : unsigned char { objects, points };

// A measurement of the scene as it is now.
struct MeasureResult {
  std::string a, b;                     // the ends' ids
  glm::dvec3 picked_a{0}, picked_b{0};  // the picked points, in the world
  MeasureBetween between = MeasureBetween::objects;
  ShapeDistance<double> m;
};

class MeasureTool {
 public:
  bool active = false;  // clicks in the view pick ends instead of selecting
  MeasureBetween between = MeasureBetween::objects;

  // A click while active: the object under `pixel` becomes end A, then B; a third click starts
  // again from A. A click on empty space changes nothing. Returns whether an end was picked.
  bool click(const Scene& scene, const EditView& view, const glm::dvec2& pixel,
             const PickSettings& settings = {});
  // The next end, set directly (what a click does after picking `world` on object `id`).
  void pick(const Scene& scene, const std::string& id, const glm::dvec3& world);
  void clear() { a_.reset(), b_.reset(); }
  const std::optional<MeasureEnd>& a() const { return a_; }
  const std::optional<MeasureEnd>& b() const { return b_; }

  // Both ends measured in `scene`, or nothing (an end missing or no longer in the scene).
  std::optional<MeasureResult> measure(const Scene& scene) const;

 private:
  std::optional<MeasureEnd> a_, b_;
};

// The picked point of an end in the world: the object's pivot plus its own axes times `local`.
glm::dvec3 end_point(const ObjectDesc& d, const glm::dvec3& local);

// The measurement drawn over everything (Layer::overlay): the segment between the closest
// points with its length at the middle, a dot at each end (A orange, B blue), and the picked
// points when they are not the ends of the segment.
void draw_measurement(DrawList& out, const MeasureResult& r);
// Its why rows: what was measured, the distance, both closest points, which query answered.
WhyRows measure_rows(const MeasureResult& r);

}  // namespace collide
