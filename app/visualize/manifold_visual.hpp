#pragma once
// The contact manifold of two intersecting boxes (core/queries/box_box_manifold.hpp), shown
// under the SAT's evidence (sat_visual.cpp): in the view the reference face, the incident face,
// the corners the side planes cut away, the contact points and the normal; in the Why panel the
// choice of axis, the two faces, each clipping step and each point with its depth. Boxes in the
// SAT's operand order (A, B of the test), at world coordinates.
//
// The style says whether the manifold is shown (EvidenceStyle::contacts: off, nothing is drawn
// and its rows are muted) and how far its clipping is walked (EvidenceStyle::contact_step): 0
// the reference and incident faces (or features) only; k the first k clipping planes applied —
// each drawn, the current one bright and labelled with what it kept and cut, the points each
// cut in grey, the polygon left after it — and the k-th clip's row marked shown; C + 1 (C the
// clips, the depth cut last) the contacts, each labelled with its depth, their rows marked.
#include "app/visualize/evidence_style.hpp"
#include "app/visualize/why_rows.hpp"
#include "core/queries/box_box_manifold.hpp"
#include "core/queries/contact_manifold.hpp"
#include "core/queries/obb_sat.hpp"
#include "render/draw_list.hpp"

namespace collide::visual {

// The points a clipping plane cut away.
inline constexpr Color kCutColor{0.70f, 0.70f, 0.70f, 0.8f};
// Walking the clipping: the planes applied (the current one, the earlier ones) and the polygon
// left after the current one.
inline constexpr Color kClipPlaneColor{0.80f, 0.55f, 1.00f, 1};  // violet
inline constexpr Color kClipPlaneFaintColor{0.80f, 0.55f, 1.00f, 0.35f};
inline constexpr Color kKeptColor{1.00f, 0.85f, 0.85f, 1};  // pale red: not yet contacts

template <class T>
void draw_manifold(const BoxBoxManifold<T>& m, const EvidenceStyle& style, DrawList& out);
template <class T>
void explain_manifold(const BoxBoxManifold<T>& m, const EvidenceStyle& style, WhyRows& rows);

// Any other pair's manifold (core/queries/contact_manifold.hpp), drawn and explained after the
// pair's own evidence (visualizer.cpp), in the pair's a, b order: for a closed form the cores'
// points the contacts came from; for clipped features both features (the reference solid, the
// other dashed), the points each clipping plane cut, the contacts and the normal; two AABBs as
// the boxes' manifold above. The rows: how it was made, the features and each clipping step,
// then each contact with its depth.
template <class T>
void draw_contact_manifold(const ContactManifold<T>& m, const EvidenceStyle& style, DrawList& out);
template <class T>
void explain_contact_manifold(const ContactManifold<T>& m, const EvidenceStyle& style,
                              WhyRows& rows);

// The Why panel's manifold controls (manifold_controls.cpp; needs an ImGui frame), for rows with
// a manifold: "contacts" (EvidenceStyle::contacts) and, when it was clipped, a slider over the
// clipping's steps (EvidenceStyle::contact_step). True when the person changed the style.
bool contact_controls(const WhyRows& rows, EvidenceStyle& style);

}  // namespace collide::visual
