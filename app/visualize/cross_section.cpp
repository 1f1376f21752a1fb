#include "app/visualize/cross_section.hpp"

#include <algorithm>

#include <glm/geometric.hpp>

#include "app/visualize/evidence_draw.hpp"
#include "core/queries/plane_section.hpp"

namespace collide {

namespace {

void draw_outline(const std::vector<glm::dvec3>& pts, DrawList& out) {
  glm::dvec3 mean(0);
  for (const glm::dvec3& q : pts)
    mean += q;
  mean /= double(pts.size());
  Color fill = kSectionColor;
  fill.a = 0.3f;
  for (std::size_t i = 0; i < pts.size(); ++i) {
    const glm::dvec3& p = pts[i];
    const glm::dvec3& q = pts[(i + 1) % pts.size()];
    out.line(Layer::evidence, {p, q, kSectionColor, kSectionColor, 3.0f});
    out.triangle(Layer::evidence, {mean, p, q, fill});
  }
}

}  // namespace

void draw_plane_section(const Scene& scene, std::size_t a, std::size_t b, DrawList& out) {
  if (a >= scene.objects.size() || b >= scene.objects.size()) return;
  std::size_t plane = a, other = b;
  if (!std::holds_alternative<desc::Plane>(scene.objects[a].desc)) std::swap(plane, other);
  if (!std::holds_alternative<desc::Plane>(scene.objects[plane].desc)) return;
  const Shape<double> p = to_shape<double>(scene.objects[plane]);
  const PlaneSection s =
      plane_section(std::get<Plane<double>>(p), to_shape<double>(scene.objects[other]));
  switch (s.form) {
    case SectionForm::none:
      return;
    case SectionForm::point:
      evidence::marker(out, s.points[0], kSectionColor);
      return;
    case SectionForm::segment:
      out.line(Layer::evidence, {s.points[0], s.points[1], kSectionColor, kSectionColor, 3.0f});
      return;
    case SectionForm::polygon:
      draw_outline(s.points, out);
      return;
    case SectionForm::line:
    case SectionForm::whole: {
      if (s.points.size() >= 2) {  // a segment or a triangle lying in the plane
        s.points.size() == 2 ? out.line(Layer::evidence, {s.points[0], s.points[1], kSectionColor,
                                                          kSectionColor, 3.0f})
                             : draw_outline(s.points, out);
        return;
      }
      if (!s.half_line && s.form == SectionForm::whole) return;  // the same plane: drawn already
      // A line (two planes) or a ray in the plane: drawn as far as the planes' line is.
      const glm::dvec3 at = s.points[0];
      const double reach = evidence::plane_line_reach(at);
      out.line(Layer::evidence, {s.half_line ? at : at - reach * s.direction,
                                 at + reach * s.direction, kSectionColor, kSectionColor, 3.0f});
      return;
    }
  }
}

}  // namespace collide
