#include "core/eval/pair_motion.hpp"

#include <cmath>

#include <glm/geometric.hpp>

#include "core/scene/kind_descriptor.hpp"

namespace collide {

bool query_shape_holds_motion(const ObjectDesc& d, const Motion& m) {
  return !m.any() || (sweeps(d, m) && !turns(d, m));
}

template <class T>
PairVerdict verdict_of(const TimeOfImpact<T>& r) {
  switch (r.verdict) {
    case ToiVerdict::touching_at_start:
    case ToiVerdict::hits:
      return PairVerdict::intersects;
    case ToiVerdict::misses:
      return PairVerdict::disjoint;
    case ToiVerdict::invalid:
      return PairVerdict::invalid;
    case ToiVerdict::unresolved:
    case ToiVerdict::unsupported:
      break;
  }
  return PairVerdict::unsupported;
}

template <class T>
std::string_view reason_of(const TimeOfImpact<T>& r) {
  switch (r.verdict) {
    case ToiVerdict::invalid:
      return "time of impact: an operand is not a shape or its motion is not finite";
    case ToiVerdict::unsupported:
      return "time of impact: no method for the pair and its motions";
    case ToiVerdict::unresolved:
      return "time of impact: unresolved (conservative advancement reached its step cap)";
    default:
      return {};
  }
}

double motion_pad(const ObjectDesc& d, const Motion& m, double distance_relative, double epsilon) {
  const std::optional<Aabb<double>> box = descriptor_of(d).bounds(d);
  if (!box) return 0;
  const double r = glm::length(box->max - box->min);
  const double v = m.velocity ? glm::length(*m.velocity) : 0;
  const double w = turns(d, m) ? glm::length(*m.angular_velocity) : 0;
  const double size = r + v + w * r;
  const double pivot = glm::length(box->min * 0.5 + box->max * 0.5) + r;
  const double share = distance_relative * (size > 0 ? size : 1) + 64 * epsilon * (pivot + r + v);
  return 2 * share;
}

template PairVerdict verdict_of(const TimeOfImpact<float>&);
template PairVerdict verdict_of(const TimeOfImpact<double>&);
template std::string_view reason_of(const TimeOfImpact<float>&);
template std::string_view reason_of(const TimeOfImpact<double>&);

}  // namespace collide
