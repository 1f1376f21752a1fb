#pragma once
// How the evaluation tests a pair where something moves (issue 37): by time of impact over the
// scene's interval (core/time/time_of_impact.hpp), its verdict "touch in [0, 1]". A pair whose
// query shapes' own test already takes the motion (a moving sphere, the only kind that sweeps,
// against a still object or another moving sphere) keeps that test's verdict, as before time of
// impact existed; its time of impact is still computed for the reports.
#include "../queries/pair_test.hpp"
#include "../scene/scene.hpp"
#include "../time/time_of_impact.hpp"

namespace collide {

// Whether an object's query shape (to_shape(desc, motion)) holds all of its motion: it is still,
// or it sweeps (KindDescriptor::swept) without turning. A pair of two such objects is decided by
// pair_test on its query shapes; any other pair with a motion by time of impact.
bool query_shape_holds_motion(const ObjectDesc& d, const Motion& m);

// The pair verdict of a time of impact: touching at start or a hit in [0, 1] intersects, a miss
// is disjoint, an invalid operand invalid; unsupported and unresolved (the advancement's step
// cap: no answer) unsupported, never a silent "no hit".
template <class T>
PairVerdict verdict_of(const TimeOfImpact<T>& r);
// Why, for a verdict of invalid or unsupported (a fixed text per case: PairResult::reason is a
// view); the result's own `problem` names the operand.
template <class T>
std::string_view reason_of(const TimeOfImpact<T>& r);

// How far a moving scene's broadphase widens an object's box (beyond broadphase_pad) so that no
// pair time of impact calls touching is missed: time of impact touches within ε of contact, and
// ε (toi_object.cpp's contact_distance) is at most the sum of each object's share,
//   distance_relative·(r + |v| + |ω|·r) + 64·epsilon·(|pivot| + r + |v|)   (distance_relative when
// that size is 0), with r <= the diagonal of its box at t = 0 and |pivot| <= |box centre| + r.
// Twice that share, for the rounding of ε itself. 0 for an unbounded object (it pairs with
// everything anyway).
double motion_pad(const ObjectDesc& d, const Motion& m, double distance_relative, double epsilon);

}  // namespace collide
