#pragma once
// The contact manifold of two intersecting boxes (core/queries/box_box_manifold.hpp), shown
// under the SAT's evidence (sat_visual.cpp): in the view the reference face, the incident face,
// the corners the side planes cut away, the contact points and the normal; in the Why panel the
// choice of axis, the two faces, each clipping step and each point with its depth. Boxes in the
// SAT's operand order (A, B of the test), at world coordinates.
#include "app/visualize/why_rows.hpp"
#include "core/queries/box_box_manifold.hpp"
#include "core/queries/obb_sat.hpp"
#include "render/draw_list.hpp"

namespace collide::visual {

template <class T>
void draw_manifold(const BoxBoxManifold<T>& m, DrawList& out);
template <class T>
void explain_manifold(const BoxBoxManifold<T>& m, WhyRows& rows);

}  // namespace collide::visual
