#include "app/edit/gizmo_pose.hpp"

#include <glm/geometric.hpp>

#include "app/edit/picking.hpp"
#include "core/math/overloaded.hpp"

namespace collide {

namespace {
using D3 = glm::dvec3;
std::array<D3, 3> world_axes() {
  return {D3(1, 0, 0), D3(0, 1, 0), D3(0, 0, 1)};
}
std::array<D3, 3> quat_axes(const glm::dquat& q) {
  const glm::dmat3 m = glm::mat3_cast(glm::normalize(q));
  return {m[0], m[1], m[2]};
}
}  // namespace

std::string_view mode_name(GizmoMode m) {
  switch (m) {
    case GizmoMode::translate:
      return "translate";
    case GizmoMode::rotate:
      return "rotate";
    case GizmoMode::scale:
      return "scale";
  }
  return "?";
}

glm::dvec3 pivot_of(const ObjectDesc& d) {
  return std::visit(Overloaded{
                        [](const desc::Box& b) { return b.center; },
                        [](const desc::Aabb& b) { return (b.min + b.max) * 0.5; },
                        [](const desc::Sphere& s) { return s.center; },
                        [](const desc::Plane& p) { return p.point; },
                        [](const desc::Point& p) { return p.position; },
                        [](const desc::Segment& s) { return (s.a + s.b) * 0.5; },
                        [](const desc::Triangle& t) { return (t.a + t.b + t.c) / 3.0; },
                        [](const desc::Ellipsoid& e) { return e.center; },
                        [](const desc::Ray& r) { return r.origin; },
                    },
                    d);
}

std::array<glm::dvec3, 3> local_axes_of(const ObjectDesc& d) {
  if (auto* b = std::get_if<desc::Box>(&d)) return quat_axes(b->rotation);
  if (auto* e = std::get_if<desc::Ellipsoid>(&d)) return quat_axes(e->rotation);
  if (auto* p = std::get_if<desc::Plane>(&d)) {
    const PlanePatch patch = plane_patch(*p, 1);
    return {patch.u, glm::normalize(p->normal), patch.v};
  }
  return world_axes();
}

std::string unavailable_reason(const ObjectDesc& d, GizmoMode mode) {
  if (mode == GizmoMode::translate) return "";
  const bool rotate = mode == GizmoMode::rotate;
  return std::visit(
      Overloaded{
          [](const desc::Box&) { return std::string(); },
          [](const desc::Ellipsoid&) { return std::string(); },
          [&](const desc::Aabb&) {
            return rotate ? std::string("an AABB stays axis-aligned: it cannot turn (use a box)")
                          : std::string();
          },
          [&](const desc::Sphere&) {
            return rotate ? std::string("a sphere looks the same turned: nothing to rotate")
                          : std::string();
          },
          [&](const desc::Plane&) {
            return rotate ? std::string() : std::string("a plane is unbounded: it has no size");
          },
          [](const desc::Point&) { return std::string("a point only moves"); },
          [](const desc::Segment&) {
            return std::string("move the whole segment or drag its end handles");
          },
          [](const desc::Triangle&) {
            return std::string("move the whole triangle or drag its corner handles");
          },
          [](const desc::Ray&) {
            return std::string("move the ray's origin or drag its direction handle");
          },
      },
      d);
}

ObjectDesc translated(const ObjectDesc& start, const glm::dvec3& delta) {
  ObjectDesc out = start;
  std::visit(Overloaded{
                 [&](desc::Box& b) { b.center += delta; },
                 [&](desc::Aabb& b) {
                   b.min += delta;
                   b.max += delta;
                 },
                 [&](desc::Sphere& s) { s.center += delta; },
                 [&](desc::Plane& p) { p.point += delta; },
                 [&](desc::Point& p) { p.position += delta; },
                 [&](desc::Segment& s) {
                   s.a += delta;
                   s.b += delta;
                 },
                 [&](desc::Triangle& t) {
                   t.a += delta;
                   t.b += delta;
                   t.c += delta;
                 },
                 [&](desc::Ellipsoid& e) { e.center += delta; },
                 [&](desc::Ray& r) { r.origin += delta; },
             },
             out);
  return out;
}

ObjectDesc rotated(const ObjectDesc& start, const glm::dquat& q) {
  ObjectDesc out = start;
  std::visit(Overloaded{
                 [&](desc::Box& b) { b.rotation = glm::normalize(q * b.rotation); },
                 [&](desc::Ellipsoid& e) { e.rotation = glm::normalize(q * e.rotation); },
                 [&](desc::Plane& p) { p.normal = q * p.normal; },
                 [&](desc::Sphere& s) {
                   if (s.velocity) s.velocity = q * *s.velocity;
                 },
                 [](auto&) {},
             },
             out);
  return out;
}

std::vector<glm::dvec3> vertex_handles_of(const ObjectDesc& d) {
  if (auto* s = std::get_if<desc::Segment>(&d)) return {s->a, s->b};
  if (auto* t = std::get_if<desc::Triangle>(&d)) return {t->a, t->b, t->c};
  if (auto* s = std::get_if<desc::Sphere>(&d); s && s->velocity) return {s->center + *s->velocity};
  if (auto* r = std::get_if<desc::Ray>(&d)) return {r->origin + r->direction};
  return {};
}

ObjectDesc with_vertex(const ObjectDesc& start, int i, const glm::dvec3& position) {
  ObjectDesc out = start;
  if (auto* s = std::get_if<desc::Segment>(&out)) (i == 0 ? s->a : s->b) = position;
  if (auto* t = std::get_if<desc::Triangle>(&out))
    (i == 0 ? t->a : i == 1 ? t->b : t->c) = position;
  if (auto* s = std::get_if<desc::Sphere>(&out); s && s->velocity)
    s->velocity = position - s->center;
  // The handle sits at the direction's tip; dropping it on the origin would leave no direction.
  if (auto* r = std::get_if<desc::Ray>(&out); r && position != r->origin)
    r->direction = position - r->origin;
  return out;
}

}  // namespace collide
