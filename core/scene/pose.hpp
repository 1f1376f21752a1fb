#pragma once
// An object at a time t of the scene's interval [0, 1]: its description moved and turned by its
// motion (motion.hpp). The one place that says what a motion does to a description; the
// evaluation's posed scene (core/eval/posed_scene.hpp) poses every object with it.
#include "kind_descriptor.hpp"
#include "motion.hpp"

namespace collide {

// The turn an angular velocity ω makes by time t: t·|ω| radians about the world axis ω/|ω| (the
// identity for ω = 0, or for no ω).
Quat<double> turn_at(const std::optional<Vec3<double>>& omega, double t);

// What an object turns about: its kind's own pivot (KindDescriptor::pivot: a capsule's centre),
// else its kind's first field that moves with it (a box's or an ellipsoid's centre, a plane's
// point, a segment's end a), checked to stay where it is under a turn of its kind's `rotated`;
// nothing when no field moves with it or a turn moves it.
std::optional<Vec3<double>> turn_pivot(const ObjectDesc& d);

// The description at time t: turned by turn_at(ω, t) about its pivot (the descriptor's
// `rotated`: a box about its centre, a plane about its point; a kind that cannot turn, such as an
// AABB or a segment, keeps its orientation), then moved by t·velocity (its fields marked
// moves_with_object). At t = 0, or without a motion, the description itself.
ObjectDesc pose_at(const ObjectDesc& d, const Motion& m, double t);

// An object turned as a whole by q about its pivot (the gizmo, the Inspector's turn): its
// description by its descriptor's `rotated` (unchanged when the kind cannot turn) and its
// motion's vectors by q, so a moving sphere's velocity turns with it.
Motion turned(const Motion& m, const Quat<double>& q);
ObjectPose turned(const ObjectPose& p, const Quat<double>& q);

}  // namespace collide
