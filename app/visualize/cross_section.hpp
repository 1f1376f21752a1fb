#pragma once
// Where a plane cuts the other object of a focused pair, as the evidence layer shows it: a box's
// cross-section polygon, a sphere's circle, an ellipsoid's ellipse. GL-free: the polygon is
// computed here (tests check it against brute force), draw_plane_section() emits it.
#include <cstddef>
#include <optional>
#include <vector>

#include <glm/vec3.hpp>

#include "core/scene/scene.hpp"
#include "render/draw_list.hpp"

namespace collide {

// The section's colour: white-ish teal, apart from the n/p vertex and side colours.
inline constexpr Color kSectionColor{0.55f, 1.00f, 0.85f, 1};

// The plane {x : n·x = offset} (n unit length).
struct SectionPlane {
  glm::dvec3 n{0, 1, 0};
  double offset = 0;
};
// From a scene plane (its normal normalised); nothing for a zero or non-finite normal.
std::optional<SectionPlane> section_plane(const desc::Plane& p);

// The convex polygon where the plane cuts the box center + Σ sᵢ·hᵢ·axes[i] (|sᵢ| <= 1), its
// vertices in order around it (counter-clockwise seen from the plane's front); empty when the
// plane misses the box. Each vertex is a box edge's crossing, n·(a + t(b − a)) = offset.
std::vector<glm::dvec3> box_section(const SectionPlane& plane, const glm::dvec3& center,
                                    const glm::dvec3 axes[3], const glm::dvec3& half);

// The circle where the plane cuts a sphere: centre c − (n·c − offset)·n, radius √(r² − d²).
struct SectionCircle {
  glm::dvec3 center;
  double radius = 0;
};
std::optional<SectionCircle> sphere_section(const SectionPlane& plane, const glm::dvec3& center,
                                            double radius);

// `count` points of the ellipse where the plane cuts the ellipsoid center + R·diag(radii)·u,
// |u| = 1 (the plane in u's space cuts the unit sphere in a circle, mapped back); empty when the
// plane misses it.
std::vector<glm::dvec3> ellipsoid_section(const SectionPlane& plane, const glm::dvec3& center,
                                          const glm::dvec3 axes[3], const glm::dvec3& radii,
                                          int count = 64);

// The closed outline where plane object `plane` cuts object `other` (a box, AABB, sphere or
// ellipsoid; empty for other kinds or when it misses).
std::vector<glm::dvec3> plane_section_outline(const desc::Plane& plane, const ObjectDesc& other);

// For a focused pair of a plane and a box, sphere or ellipsoid: the section's outline and a
// translucent fill in the evidence layer. Nothing for other pairs or indices out of range.
void draw_plane_section(const Scene& scene, std::size_t a, std::size_t b, DrawList& out);

}  // namespace collide
