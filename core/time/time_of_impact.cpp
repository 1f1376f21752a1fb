// Time of impact's dispatch (time_of_impact.hpp): a closed form when both objects translate and
// the pair has one, else conservative advancement, which needs nothing of a kind but its shape.
#include "core/time/time_of_impact.hpp"

#include <variant>

namespace collide {

std::string_view name_of(ToiVerdict v) {
  constexpr std::string_view names[] = {"touching at start", "hits",    "misses",
                                        "unresolved",        "invalid", "unsupported"};
  return names[static_cast<std::size_t>(v)];
}

std::string_view name_of(ToiMethod m) {
  constexpr std::string_view names[] = {"none",          "sphere sweep",
                                        "AABB slabs",    "OBB SAT sweep",
                                        "plane support", "conservative advancement"};
  return names[static_cast<std::size_t>(m)];
}

template <class T>
TimeOfImpact<T> time_of_impact(const ObjectDesc& a, const Motion& ma, const ObjectDesc& b,
                               const Motion& mb, const Tolerances<T>& tol,
                               const ToiSettings<T>& settings) {
  // Each closed form answers `unsupported` (before any work but validating the operands) when
  // the pair or a turn rules it out; invalid input is the same verdict whichever method finds it.
  // Only the kinds a closed form takes try it, so a pair without one is validated once.
  const auto either = [&]<class... K>() {
    return (std::holds_alternative<K>(a) || ...) || (std::holds_alternative<K>(b) || ...);
  };
  if (either.template operator()<desc::Sphere>()) {
    TimeOfImpact<T> r = sphere_sweep<T>(a, ma, b, mb, tol, settings);
    if (r.verdict != ToiVerdict::unsupported) return r;
  }
  if (either.template operator()<desc::Aabb, desc::Box, desc::Plane>()) {
    TimeOfImpact<T> r = linear_sweep<T>(a, ma, b, mb, tol, settings);
    if (r.verdict != ToiVerdict::unsupported) return r;
  }
  return conservative_advancement<T>(a, ma, b, mb, tol, settings);
}

template TimeOfImpact<float> time_of_impact(const ObjectDesc&, const Motion&, const ObjectDesc&,
                                            const Motion&, const Tolerances<float>&,
                                            const ToiSettings<float>&);
template TimeOfImpact<double> time_of_impact(const ObjectDesc&, const Motion&, const ObjectDesc&,
                                             const Motion&, const Tolerances<double>&,
                                             const ToiSettings<double>&);

}  // namespace collide
