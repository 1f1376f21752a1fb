#pragma once
// TEMPORARY (branch `scale`, until the DrawList renderer of branch `draw` is merged): forwards a
// DrawList's lines and points to the existing DebugDraw, rounding positions to float in world
// space. Remove at the merge, when the GL renderer draws DrawLists itself (eye-relative).
#include "render/debug_draw.hpp"
#include "render/draw_list.hpp"

namespace collide {

void forward_to_debug_draw(const DrawList& list, DebugDraw& dd);

}  // namespace collide
