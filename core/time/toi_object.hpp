#pragma once
// What time of impact needs to know of one moving object, and the steps its methods share
// (internal to core/time: time_of_impact.hpp is the interface).
#include <string>
#include <utility>

#include "time_of_impact.hpp"

namespace collide::toi_detail {

struct MovingObject {
  const ObjectDesc* desc = nullptr;
  const Motion* motion = nullptr;
  Vec3<double> velocity{};  // the pivot's displacement over [0, 1] (0 when none)
  Vec3<double> omega{};     // the turn that applies: 0 when none or the kind cannot turn
  bool turns = false;       // |omega| > 0
  bool bounded = false;     // the kind has a support function (not a plane or a ray)
  bool is_ray = false;
  Vec3<double> pivot{};  // what it turns about (its first field that moves with it)
  // The furthest point of the object from its pivot (bounded); for an unbounded object, the
  // furthest the other (bounded) object can be from its pivot over [0, 1] (its reach).
  double radius = 0;
  // A ray longer than this is cut to the segment of its first `reach` units (0: kept whole).
  double reach = 0;
  std::string problem;   // the motion is not finite (invalid), or no pivot (unsupported): why
  bool invalid = false;  // the motion is not finite
};

MovingObject moving_object(const ObjectDesc& d, const Motion& m);

// The shape of the object at time t in T (a ray with a reach: its first `reach` units), with the
// posed description it was made from: a convex hull's shape borrows its description's HullData,
// and a hull posed at t > 0 has a new one (transformed), which must live as long as the shape.
template <class T>
struct PosedShape {
  ObjectDesc posed;
  Shape<T> shape;
};
template <class T>
PosedShape<T> shape_at(const MovingObject& o, double t);

// False (and the result invalid or unsupported, saying why) unless both operands are shapes at
// t = 0 and their motions are finite.
template <class T>
bool check_operands(TimeOfImpact<T>& r, const MovingObject& a, const MovingObject& b);

// The result `r` saying the method does not apply, and why.
template <class T>
TimeOfImpact<T> unsupported(TimeOfImpact<T> r, std::string why) {
  r.verdict = ToiVerdict::unsupported;
  r.problem = std::move(why);
  return r;
}

// check_operands, and for a closed form (`method`, in the reason) that both only translate.
template <class T>
bool check_translating(TimeOfImpact<T>& r, const MovingObject& a, const MovingObject& b,
                       const char* method) {
  if (!check_operands(r, a, b)) return false;
  if (!a.turns && !b.turns) return true;
  r = unsupported(std::move(r), std::string(method) + " needs both to translate only");
  return false;
}

// ε: settings.distance_relative of the pair's size, plus the rounding of its coordinates.
template <class T>
T contact_distance(const MovingObject& a, const MovingObject& b, const ToiSettings<T>& settings);

// The contact point (midway between the nearest points at r.t), distance_at_t, and the normal:
// `hint` when given, else from A's nearest point towards B's. A hit whose first time within ε may
// be t = 0 (t_error >= t) and is, is made touching at start.
template <class T>
void finish_contact(TimeOfImpact<T>& r, const MovingObject& a, const MovingObject& b,
                    const Tolerances<T>& tol, const Vec3<T>* hint);

}  // namespace collide::toi_detail
