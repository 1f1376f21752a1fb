#include "core/queries/convex_proximity.hpp"

#include "core/queries/support.hpp"
#include "core/shapes/input_reach.hpp"

namespace collide {

template <class T>
ConvexProximity<T> convex_proximity(const Shape<T>& a, const Shape<T>& b, const Tolerances<T>& tol,
                                    const GjkSettings<T>& settings) {
  ConvexProximity<T> r;
  if (r.input = check_inputs(a, b); !r.input.valid()) {
    r.gjk.input = r.input;
    return r;
  }
  if (!has_support(kind_of(a)) || !has_support(kind_of(b))) return r;
  const gjk_detail::LocalPair<T> pair = gjk_detail::localise(a, b);
  const gjk_detail::LocalFrame<T>& f = pair.frame;
  std::vector<GjkStep<T>> steps;
  const GjkResult<T> local = gjk_detail::run(pair, tol, settings, false, &steps);
  // EPA continues a run whose simplex holds the origin (or comes within the band of it); an
  // undecided run (intersecting by default, not converged) has no such simplex: depth 0.
  if (local.intersects &&
      (local.stop == GjkStop::enclosed || local.stop == GjkStop::origin_on_simplex)) {
    r.epa = epa_detail::run(pair, local, tol, settings);
    r.epa_ran = true;
  }
  r.gjk = local;
  r.gjk.steps = std::move(steps);
  gjk_detail::to_world(r.gjk, f);

  r.intersects = local.intersects;
  r.band = r.gjk.band;
  r.distance = r.gjk.distance;
  r.witness_a = r.gjk.witness_a;
  r.witness_b = r.gjk.witness_b;
  r.converged = local.converged;
  r.within_tolerance = local.within_tolerance;
  if (r.epa_ran) {
    const T local_depth = r.epa.depth;
    epa_detail::to_world(r.epa, f);
    r.depth = r.epa.depth;
    r.normal = r.epa.normal;
    r.contact_a = r.epa.contact_a;
    r.contact_b = r.epa.contact_b;
    r.converged = r.converged && r.epa.converged;
    r.within_tolerance = local_depth <= gjk_detail::local_band(tol);
  }
  // Rounded inputs (tolerances.hpp): the signed distance of two convex shapes moves by at most
  // the Hausdorff distance each moved, ρ·(input_reach(a) + input_reach(b)) (input_reach.hpp).
  // GJK's lower bound (apart) and EPA's depth (a lower bound too) beyond band + input band
  // survive it; otherwise the verdict is within_tolerance.
  if (tol.input_rounding != T(0)) {
    r.input_band = input_band(tol, input_reach(a) + input_reach(b));
    const T decided_by = !r.intersects ? r.gjk.lower_bound : r.epa_ran ? r.depth : T(0);
    if (decided_by <= r.band + r.input_band) r.within_tolerance = true;
  }
  return r;
}

template ConvexProximity<float> convex_proximity(const Shape<float>&, const Shape<float>&,
                                                 const Tolerances<float>&,
                                                 const GjkSettings<float>&);
template ConvexProximity<double> convex_proximity(const Shape<double>&, const Shape<double>&,
                                                  const Tolerances<double>&,
                                                  const GjkSettings<double>&);

}  // namespace collide
