#pragma once
// The Inspector's fine control (issue #22), apart from its fields: how fast a drag field scrubs,
// and the nudge row that moves the selection by an exact vector.
//
// Drag speed: a fixed 0.01 per pixel was useless for a radius of 1e-4 and slow for one of 1e3.
// A field now scrubs about a hundredth of its own size per pixel, as a power of ten: its
// largest |component|, but never more than the object's size (a centre at 1e4 of a 1-unit box
// scrubs as the box is big, not as far as it is from the origin), and the object's size when
// the value is 0. The speed is fixed when the scrub starts, so crossing a power of ten mid-scrub
// does not change it. (ImGui's own Alt and Shift still make a scrub 10× slower or faster.)
#include <optional>
#include <string>

#include <glm/vec3.hpp>

#include "app/document/document.hpp"
#include "app/panels/number_field.hpp"
#include "app/session/selection.hpp"

namespace collide {

// 10^round(log10(scale / 100)), scale = min(magnitude, object_size) (object_size alone when the
// magnitude is 0); 0.01 when neither is a positive finite number. Clamped to [1e-12, 1e12].
double field_drag_speed(double magnitude, double object_size);
// The size of an object for field_drag_speed: the radius of the sphere around what is drawn
// for it, the spread of its vertices for a segment or a triangle, else 1.
double object_size(const ObjectDesc& d);

// The speed each drag field of the Inspector uses, fixed while that field is scrubbed.
class DragSpeeds {
 public:
  // The speed for the field `label` whose value has this magnitude, in an object of this size.
  double speed(const char* label, double magnitude, double size) const;
  // After the field's widget: remembers the speed it started a scrub with, forgets it after.
  void track(const char* label, double used);

 private:
  std::string active_;
  double active_speed_ = 0;
};

// The "nudge" row: a vector typed exactly (any double, e.g. 1e-7 or -2E+3: one NumberField
// per component) and a button that moves every selected object by it, one undoable edit
// (app/edit/nudge.hpp). Returns the refusal, if any: the edit's, or text typed into a
// component that is not a number ("nudge x: \"-2e\" is not a number").
class NudgeField {
 public:
  std::optional<std::string> draw(Document& doc, const Selection& selection);
  glm::dvec3 value{0, 0, 0};

 private:
  NumberField fields_[3];
};

}  // namespace collide
