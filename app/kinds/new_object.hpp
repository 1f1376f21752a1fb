#pragma once
// Where the Add menu puts a new object: in front of the camera at the view's centre, sized to
// the view, so it is neither a speck nor a wall at any zoom and appears where the person looks.
// Each kind's Add entry builds its object from this frame (app/kinds/*_kind.cpp).
#include <glm/vec3.hpp>

#include "render/camera.hpp"

namespace collide {

struct NewObjectFrame {
  // On the line through the view's centre pixel, at the orbit target's depth: the orbit camera
  // looks at its target, so the target is the point at the centre of the view.
  glm::dvec3 center;
  glm::dvec3 right, up;   // the image plane's directions (unit, orthonormal, in double)
  glm::dvec3 toward_eye;  // unit, from the centre towards the eye
  // World units: an eighth of the view's smaller side at the centre's depth (so a narrow view
  // rectangle beside the docked panels still holds the object).
  double size;
};

// `viewport` is the 3D view's rectangle.
NewObjectFrame new_object_frame(const Camera& camera, const Viewport& viewport);

}  // namespace collide
