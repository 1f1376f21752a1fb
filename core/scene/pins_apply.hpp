#pragma once
// Which of an expectation's pins apply to a pair of kinds (and motions): the one rule that the
// loader reads (it refuses a pin that does not apply, core/scene/scene_json.cpp), the viewer's
// edits (they drop what stops applying when an object changes kind) and the pin buttons (they write
// only what applies, so a pinned scene always loads again). Whether the pair's test gives the
// number for these shapes is the check's to say; this is about kinds only.
#include <string_view>

#include "../queries/sat_axis_names.hpp"
#include "scene.hpp"

namespace collide {

struct PinsThatApply {
  bool side = false;             // a plane in the pair: front, back, straddling, on
  bool separating_axis = false;  // two boxes (box or AABB): the older spelling of a box axis
  bool contact_time = false;     // a moving sphere (a sphere with a velocity) in the pair
  bool toi = false;              // something moves in the pair (any motion), or a ray
  // The contact manifold: two solids, or a solid and a plane, a triangle or a mesh, still (not a
  // moving sphere); not a point, a segment or a ray
  bool contacts = false;
  // The names `axis` takes: A0..B2, AixBj for two boxes (box or AABB, at least one box), x/y/z
  // for two AABBs, u0..u2, n, eixuj for a triangle and a box (or AABB); none for other pairs.
  SatAxisFamily axis = SatAxisFamily::none;
};
// Of two objects: their kinds, and whether each sweeps (a velocity on a kind that can sweep).
PinsThatApply pins_that_apply(const SceneObject& a, const SceneObject& b);

// `axis` is a name of the pair's family (pins_that_apply(a, b).axis).
bool axis_applies(std::string_view axis, const ObjectDesc& a, const ObjectDesc& b);
// pins_that_apply(a, b).toi.
bool toi_applies(const SceneObject& a, const SceneObject& b);

}  // namespace collide
