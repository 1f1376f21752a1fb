#pragma once
// Where the plane of a focused pair cuts the other object, drawn in the evidence layer from the
// core's section (core/queries/plane_section.hpp): a polygon or curve outlined with a
// translucent fill, a segment, a point, or the line two planes share.
#include <cstddef>

#include "core/scene/scene.hpp"
#include "render/draw_list.hpp"

namespace collide {

// The section's colour: white-ish teal, apart from the n/p vertex and side colours.
inline constexpr Color kSectionColor{0.55f, 1.00f, 0.85f, 1};

// For a focused pair of a plane and any object: its section in the evidence layer. Nothing for
// pairs without a plane, an invalid operand, a miss, or indices out of range.
void draw_plane_section(const Scene& scene, std::size_t a, std::size_t b, DrawList& out);

}  // namespace collide
