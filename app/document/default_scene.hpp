#pragma once
// The scene the viewer opens with: a few boxes (one rotated), a sphere and a tilted plane, some
// pairs touching and some apart.
#include "core/scene/scene.hpp"

namespace collide {

Scene default_scene();

}  // namespace collide
