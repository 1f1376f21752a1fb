// GJK/EPA (the ellipsoid against the bounded kinds): in the scene, the witness points and the
// distance between them (apart) or the contact points and the penetration normal scaled by the
// depth (intersecting); about the origin, the Minkowski difference A − B as a sampled support
// surface (w(d) = support(A, d) − support(B, −d) over a grid of directions), the origin, and the
// selected GJK step's simplex with its closest point v and search direction, its points' support
// points on A and B marked in the scene; for an intersecting pair EPA's final polytope (faint
// red edges). The rows are the run, one per step.
#include <algorithm>
#include <cmath>
#include <string>
#include <variant>

#include <glm/geometric.hpp>

#include "app/visualize/evidence_draw.hpp"
#include "app/visualize/visual_families.hpp"
#include "core/queries/support.hpp"

namespace collide::visual {
namespace {

// The step drawn and explained: style.gjk_iteration clamped to the run, else the last.
template <class T>
int selected_step(const ConvexProximity<T>& r, const EvidenceStyle& style) {
  const int n = int(r.gjk.steps.size());
  if (n == 0) return -1;
  if (style.gjk_iteration < 0) return n - 1;
  return std::min(style.gjk_iteration, n - 1);
}

constexpr Color kMinkowskiColor{0.80f, 0.80f, 0.85f, 0.35f};
constexpr Color kSimplexColor{0.95f, 0.95f, 0.95f, 1};
constexpr Color kEpaColor{1.00f, 0.45f, 0.45f, 0.5f};

// A − B's support surface on a latitude–longitude grid of directions, as a wireframe.
template <class T>
void minkowski_surface(DrawList& out, const Shape<T>& a, const Shape<T>& b) {
  constexpr int kLat = 8, kLon = 16;
  constexpr double kPi = 3.141592653589793;
  glm::dvec3 grid[kLat + 1][kLon];
  for (int i = 0; i <= kLat; ++i)
    for (int j = 0; j < kLon; ++j) {
      const double th = kPi * double(i) / kLat, ph = 2 * kPi * double(j) / kLon;
      const Vec3<T> d{T(std::sin(th) * std::cos(ph)), T(std::cos(th)),
                      T(std::sin(th) * std::sin(ph))};
      const auto sa = support(a, d), sb = support(b, -d);
      if (!sa || !sb) return;  // unbounded: no surface (convex_proximity has no run either)
      grid[i][j] = dvec(*sa) - dvec(*sb);
    }
  for (int i = 0; i <= kLat; ++i)
    for (int j = 0; j < kLon; ++j) {
      if (i < kLat) evidence::line(out, grid[i][j], grid[i + 1][j], kMinkowskiColor, 1.0f);
      if (i > 0 && i < kLat)
        evidence::line(out, grid[i][j], grid[i][(j + 1) % kLon], kMinkowskiColor, 1.0f);
    }
}

}  // namespace

template <class T>
void draw_convex_proximity(const ConvexProximity<T>& r, const Shape<T>& a, const Shape<T>& b,
                           const EvidenceStyle& style, DrawList& out) {
  // The answer, in the scene.
  if (!r.intersects) {
    const glm::dvec3 wa = dvec(r.witness_a), wb = dvec(r.witness_b);
    evidence::marker(out, wa, kOperandAColor, 12);
    evidence::marker(out, wb, kOperandBColor, 12);
    evidence::line(out, wa, wb, kGapColor, 3);
    evidence::label(out, 0.5 * (wa + wb), "distance " + why_number(r.distance), kGapColor,
                    {8, -14});
  } else if (r.epa_ran) {
    const glm::dvec3 ca = dvec(r.contact_a), cb = dvec(r.contact_b), n = dvec(r.normal);
    const double depth = double(r.depth);
    evidence::marker(out, ca, kOperandAColor, 12);
    evidence::marker(out, cb, kOperandBColor, 12);
    evidence::arrow(out, cb, cb + depth * n, kContactColor, 3.5f);
    evidence::label(out, cb + depth * n, "depth " + why_number(depth) + " along n", kContactColor);
  }

  // The Minkowski difference about the origin, and the selected step's simplex in it.
  minkowski_surface(out, a, b);
  // EPA's final polytope (intersecting): its faces' edges, faintly; the nearest face's normal
  // times the depth is the penetration vector.
  if (r.epa_ran)
    for (const EpaFace<T>& f : r.epa.faces)
      for (int i = 0; i < 3; ++i) {
        const auto p = std::size_t(f.v[std::size_t(i)]),
                   q = std::size_t(f.v[std::size_t((i + 1) % 3)]);
        if (p < r.epa.vertices.size() && q < r.epa.vertices.size())
          evidence::line(out, dvec(r.epa.vertices[p].w), dvec(r.epa.vertices[q].w), kEpaColor,
                         1.0f);
      }
  evidence::marker(out, {0, 0, 0}, kContactColor, 10);
  evidence::label(out, {0, 0, 0}, "origin of A − B", kContactColor, {10, 14});
  const int k = selected_step(r, style);
  if (k < 0) return;
  const GjkStep<T>& s = r.gjk.steps[std::size_t(k)];
  for (int i = 0; i < s.size; ++i) {
    const MinkowskiPoint<T>& p = s.simplex[std::size_t(i)];
    evidence::marker(out, dvec(p.w), kSimplexColor, 9);
    for (int j = i + 1; j < s.size; ++j)
      evidence::line(out, dvec(p.w), dvec(s.simplex[std::size_t(j)].w), kSimplexColor, 2.0f);
    // Where the point came from: its support points on A and on B, in the scene.
    evidence::marker(out, dvec(p.a), kOperandAColor, 7);
    evidence::marker(out, dvec(p.b), kOperandBColor, 7);
  }
  const glm::dvec3 v = dvec(s.closest);
  evidence::marker(out, v, kClosestColor, 11);
  evidence::dashed(out, {0, 0, 0}, v, kClosestColor);
  evidence::label(out, v, "step " + std::to_string(k + 1) + ": |v| " + why_number(s.upper),
                  kClosestColor);
  if (const double len = glm::length(dvec(s.direction)); len > 0) {
    const double reach = std::max(double(s.upper), 0.25 * glm::length(dvec(s.found.w)));
    evidence::arrow(out, dvec(s.found.w) - reach * dvec(s.direction) / len, dvec(s.found.w),
                    kMeasureColor, 1.5f);
  }
}

template <class T>
void explain_convex_proximity(const ConvexProximity<T>& r, const Shape<T>&, const Shape<T>&,
                              const EvidenceStyle& style, WhyRows& rows) {
  const GjkResult<T>& g = r.gjk;
  rows.push_back({WhyRowKind::step,
                  "GJK",
                  "w = support(A, d) − support(B, −d); the simplex's point v nearest the origin "
                  "bounds the distance: lower ≤ dist ≤ |v|. " +
                      std::to_string(g.iterations) + " support points, stopped: " +
                      std::string(name_of(g.stop)) + (g.converged ? "" : " (not converged)"),
                  {{"iterations", double(g.iterations)}, {"converged", g.converged ? 1.0 : 0.0}}});
  const int k = selected_step(r, style);
  for (std::size_t i = 0; i < g.steps.size(); ++i) {
    const GjkStep<T>& s = g.steps[i];
    WhyRow row{WhyRowKind::step,
               "step " + std::to_string(i + 1),
               "d = " + why_vector(s.direction) + " → w = " + why_vector(s.found.w) +
                   "; simplex of " + std::to_string(s.size) + ", |v| = " + why_number(s.upper) +
                   ", lower = " + why_number(s.lower) + (int(i) == k ? "  ← drawn" : ""),
               {{"upper", double(s.upper)},
                {"lower", double(s.lower)},
                {"size", double(s.size)},
                {"w.x", double(s.found.w.x)},
                {"w.y", double(s.found.w.y)},
                {"w.z", double(s.found.w.z)}}};
    rows.push_back(std::move(row));
  }
  if (!r.intersects) {
    rows.push_back({WhyRowKind::step,
                    "distance",
                    "apart: |v| = " + why_number(r.distance) + " between " +
                        why_vector(r.witness_a) + " on A and " + why_vector(r.witness_b) + " on B",
                    {{"distance", double(r.distance)},
                     {"a.x", double(r.witness_a.x)},
                     {"a.y", double(r.witness_a.y)},
                     {"a.z", double(r.witness_a.z)},
                     {"b.x", double(r.witness_b.x)},
                     {"b.y", double(r.witness_b.y)},
                     {"b.z", double(r.witness_b.z)}}});
  } else {
    std::string f = "GJK encloses the origin → intersecting";
    if (r.epa_ran)
      f += "; EPA (" + std::to_string(r.epa.iterations) + " steps, " +
           std::string(name_of(r.epa.stop)) + "): depth " + why_number(r.depth) +
           " along n = " + why_vector(r.normal);
    rows.push_back({WhyRowKind::step,
                    "penetration",
                    f,
                    {{"depth", double(r.depth)},
                     {"n.x", double(r.normal.x)},
                     {"n.y", double(r.normal.y)},
                     {"n.z", double(r.normal.z)}}});
  }
  rows.push_back(tolerance_row(r.within_tolerance, double(r.band),
                               "contact band on GJK's lower bound or EPA's depth",
                               double(r.input_band)));
}

COLLIDE_INSTANTIATE_VISUAL_BOTH(convex_proximity, ConvexProximity)

}  // namespace collide::visual
