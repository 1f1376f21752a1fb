#pragma once
// The contact manifold of two intersecting boxes (core/queries/box_box_manifold.hpp), shown
// under the SAT's evidence (sat_visual.cpp): in the view the reference face, the incident face,
// the corners the side planes cut away, the contact points and the normal; in the Why panel the
// choice of axis, the two faces, each clipping step and each point with its depth. Boxes in the
// SAT's operand order (A, B of the test), at world coordinates.
#include "app/visualize/why_rows.hpp"
#include "core/queries/box_box_manifold.hpp"
#include "core/queries/contact_manifold.hpp"
#include "core/queries/obb_sat.hpp"
#include "render/draw_list.hpp"

namespace collide::visual {

template <class T>
void draw_manifold(const BoxBoxManifold<T>& m, DrawList& out);
template <class T>
void explain_manifold(const BoxBoxManifold<T>& m, WhyRows& rows);

// Any other pair's manifold (core/queries/contact_manifold.hpp), drawn and explained after the
// pair's own evidence (visualizer.cpp), in the pair's a, b order: for a closed form the cores'
// points the contacts came from; for clipped features both features (the reference solid, the
// other dashed), the points each clipping plane cut, the contacts and the normal; two AABBs as
// the boxes' manifold above. The rows: how it was made, the features and each clipping step,
// then each contact with its depth.
template <class T>
void draw_contact_manifold(const ContactManifold<T>& m, DrawList& out);
template <class T>
void explain_contact_manifold(const ContactManifold<T>& m, WhyRows& rows);

}  // namespace collide::visual
