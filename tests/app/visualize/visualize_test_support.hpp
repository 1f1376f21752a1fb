#pragma once
// What the visualizer tests read from a DrawList: the evidence layer's primitives by colour,
// and the why rows by label; and `run`, a pair tested, drawn and explained as the viewer does.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include <glm/geometric.hpp>

#include "app/visualize/visualizer.hpp"
#include "render/draw_list.hpp"

namespace collide::test {

inline bool same_rgb(const Color& a, const Color& b) {
  return a.r == b.r && a.g == b.g && a.b == b.b;
}

inline std::vector<DrawPoint> points_of(const DrawList& l, const Color& c) {
  std::vector<DrawPoint> out;
  for (const DrawPoint& p : l.layer(Layer::evidence).points)
    if (same_rgb(p.color, c)) out.push_back(p);
  return out;
}

inline std::vector<DrawLine> lines_of(const DrawList& l, const Color& c, float width = -1) {
  std::vector<DrawLine> out;
  for (const DrawLine& x : l.layer(Layer::evidence).lines)
    if (same_rgb(x.color_a, c) && (width < 0 || x.width_px == width)) out.push_back(x);
  return out;
}

inline bool near(const glm::dvec3& a, const glm::dvec3& b, double tol = 1e-9) {
  return glm::length(a - b) <= tol;
}

// Whether some point of colour c is at p.
inline bool has_point_at(const DrawList& l, const Color& c, const glm::dvec3& p,
                         double tol = 1e-9) {
  for (const DrawPoint& x : points_of(l, c))
    if (near(x.p, p, tol)) return true;
  return false;
}

// Whether some line of colour c joins p and q (either way round).
inline bool has_line(const DrawList& l, const Color& c, const glm::dvec3& p, const glm::dvec3& q,
                     double tol = 1e-9) {
  for (const DrawLine& x : lines_of(l, c))
    if ((near(x.a, p, tol) && near(x.b, q, tol)) || (near(x.a, q, tol) && near(x.b, p, tol)))
      return true;
  return false;
}

inline const WhyRow* row_named(const WhyRows& rows, const std::string& label) {
  for (const WhyRow& r : rows)
    if (r.label == label) return &r;
  return nullptr;
}

// The number `name` of the row `label` (fails the test when either is missing).
inline double why(const WhyRows& rows, const std::string& label, const std::string& name) {
  const WhyRow* r = row_named(rows, label);
  EXPECT_NE(r, nullptr) << "no row " << label;
  if (!r) return NAN;
  const WhyNumber* n = r->number(name);
  EXPECT_NE(n, nullptr) << "no number " << name << " in row " << label;
  return n ? n->value : NAN;
}

// Nothing but the evidence layer is written.
inline bool only_evidence(const DrawList& l) {
  for (Layer layer : {Layer::scene, Layer::overlay}) {
    const DrawLayer& d = l.layer(layer);
    if (!d.lines.empty() || !d.points.empty() || !d.triangles.empty() || !d.labels.empty() ||
        d.solid_count() != 0)
      return false;
  }
  return true;
}

// A pair as the viewer shows it: pair_test, then its visualizer's draw and why rows.
template <class T>
struct Drawn {
  PairResult<T> r;
  DrawList list;
  WhyRows rows;
};
template <class T>
Drawn<T> run(const Shape<T>& a, const Shape<T>& b, const EvidenceStyle& style = {}) {
  Drawn<T> d{pair_test(a, b), {}, {}};
  draw_evidence(d.r, a, b, style, d.list);
  explain_evidence(d.r, a, b, style, d.rows);
  return d;
}

}  // namespace collide::test
