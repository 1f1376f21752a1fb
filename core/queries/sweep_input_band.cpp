#include "core/queries/sweep_input_band.hpp"

#include "core/queries/gjk.hpp"
#include "core/shapes/input_reach.hpp"

namespace collide {

template <class T>
void add_sweep_input_band(SweptSphereShapeContact<T>& r, const MovingSphere<T>& a,
                          const Shape<T>& x, const Tolerances<T>& tol) {
  if (tol.input_rounding == T(0) || !r.input.valid()) return;
  r.input_band = input_band(tol, input_reach(a) + input_reach(x));
  const Vec3<T>& c = a.sphere.center;
  const Shape<T> path(Segment<T>{c, c + a.velocity});
  const GjkResult<T> g = gjk_distance(path, x, tol);
  if (g.intersects && !g.converged) {  // undecided: no bound to go by
    r.within_tolerance = true;
    return;
  }
  // dist(path, X) lies in [lower, upper] (0 when GJK finds them meeting).
  const T lower = g.intersects ? T(0) : std::max(T(0), g.lower_bound);
  const T upper = g.intersects ? T(0) : g.distance;
  const T width = r.band + g.band + r.input_band, radius = a.sphere.radius;
  if (lower - radius <= width && upper - radius >= -width) r.within_tolerance = true;
}

#define COLLIDE_INSTANTIATE(T)                                                            \
  template void add_sweep_input_band(SweptSphereShapeContact<T>&, const MovingSphere<T>&, \
                                     const Shape<T>&, const Tolerances<T>&);
COLLIDE_INSTANTIATE(float)
COLLIDE_INSTANTIATE(double)
#undef COLLIDE_INSTANTIATE

}  // namespace collide
