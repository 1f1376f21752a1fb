#pragma once
// Shapes made of the draw list's primitives — circles, wire spheres, arrows, box edges — in one
// place, so that the scene, the evidence visualizers and the gizmos draw a circle or an arrow
// with the same code. GL-free: they only emit into a DrawList (lines of any width stay lines
// here; the GL renderer draws each as a screen-space quad, as GL refuses widths above 1).
// Positions are double world coordinates, like the draw list's.
#include <vector>

#include <glm/mat3x3.hpp>
#include <glm/vec3.hpp>

#include "render/draw_list.hpp"

namespace collide {

// How the lines of a shape are drawn: the layer, the colour and the width in pixels.
struct Stroke {
  Layer layer = Layer::scene;
  Color color{1, 1, 1, 1};
  float width_px = 1.5f;
};

// A unit vector perpendicular to the unit `v`, built from v's smallest component (the cross
// product with the axis v is least aligned with never comes near zero).
glm::dvec3 perpendicular(const glm::dvec3& v);

// A rotation taking +y (the axis of the unit cylinder and cone, render/meshes.hpp) to `dir`
// (any non-zero length).
glm::dmat3 rotation_y_to(const glm::dvec3& dir);

// The circle of `radius` about `center` in the plane normal to `normal` (any non-zero length),
// as the closed polyline of `segments` chords that circle() draws (its last point is its
// first), for hit tests that must grab what is drawn.
std::vector<glm::dvec3> circle_points(const glm::dvec3& center, const glm::dvec3& normal,
                                      double radius, int segments = 64);

// The closed polyline center + cos(t)·u + sin(t)·v, t = 2π·i/segments for i = 0…segments: a
// circle when u and v are orthogonal and of equal length, else an ellipse (the affine image of
// a circle, as a placed sphere's silhouette is).
void ring(DrawList& list, const Stroke& stroke, const glm::dvec3& center, const glm::dvec3& u,
          const glm::dvec3& v, int segments);
// circle_points, drawn.
void circle(DrawList& list, const Stroke& stroke, const glm::dvec3& center,
            const glm::dvec3& normal, double radius, int segments = 64);
// Three great circles, in the planes xy, yz and zx: a sphere's wireframe that reads from any
// side without knowing the camera.
void wire_sphere(DrawList& list, const Stroke& stroke, const glm::dvec3& center, double radius,
                 int segments = 48);
// The twelve edges of the box center + basis·s, s in [−1, 1]³ (basis columns: the half axes).
void box_edges(DrawList& list, const Stroke& stroke, const glm::dvec3& center,
               const glm::dmat3& basis);

// An arrow of lines from `from` to `to`: the shaft, and the head as two strokes back from the
// tip, a quarter of the length long and half that to either side (along perpendicular(dir)).
void line_arrow(DrawList& list, const Stroke& stroke, const glm::dvec3& from, const glm::dvec3& to);
// An arrow with a line shaft and a solid cone head (length `head`, base radius `head_radius`)
// whose apex is at `to`; the shaft stops at the cone's base.
void cone_arrow(DrawList& list, const Stroke& stroke, const glm::dvec3& from, const glm::dvec3& to,
                double head, double head_radius);

// A shaded arrow of solids from `from` along the unit `dir`, `length` long: a cylinder shaft and
// a cone head whose apex is at from + length·dir.
struct SolidArrowSize {
  double shaft_radius;
  double head_radius;
  double head;  // the cone's length, at most `length`
};
void solid_arrow(DrawList& list, Layer layer, const glm::dvec3& from, const glm::dvec3& dir,
                 double length, const SolidArrowSize& size, const Color& color);

}  // namespace collide
