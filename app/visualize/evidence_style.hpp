#pragma once
// How a focused pair's evidence is shown: the choices the why panel offers (which SAT axis,
// first separating axis only or all 15, the moving sphere's scrubbed time, the GJK step, the time
// of impact's advancement step) and the colours that mean the same thing in every visualizer
// (the README's "Live evidence" lists them).
#include <optional>

#include <glm/vec3.hpp>

#include "render/camera.hpp"
#include "render/draw_list.hpp"

namespace collide {

struct EvidenceStyle {
  // SAT: the axis drawn and explained in detail (0..14); -1: the test's own (the first
  // separating axis, else the axis of least overlap).
  int sat_axis = -1;
  // SAT: false shows what the test does (stops at the first separating axis: later axes are
  // muted); true shows all 15 (and draws every axis faintly through the scene).
  bool sat_all_axes = false;
  // Moving sphere: the time t in [0, 1] at which to draw the sphere as well; < 0: none.
  double sweep_t = -1;
  // GJK/EPA: the GJK step whose simplex is drawn and explained (0-based); -1: the last.
  int gjk_iteration = -1;
  // A moving pair's conservative advancement: the step drawn and marked (0-based); -1: the last.
  int toi_step = -1;
  // The contact manifold of an intersecting pair of solids: drawn, and its rows live (else the
  // rows are muted and nothing is drawn). On outside a lesson; a lesson step turns it on by
  // naming the view "contacts", so a lesson about something else is not cluttered by it.
  bool contacts = true;
  // The manifold's clipping walked step by step (manifold_visual.hpp): 0 its reference and
  // incident faces, k in 1..C the first k clipping planes applied (C = the clips, the depth cut
  // last), C + 1 the contacts with each depth; -1: all of it at once.
  int contact_step = -1;
  // The camera's right and up directions (build_frame sets them): rulers drawn beside an object
  // (the SAT axis, a projected radius) are put beside it on screen, to its right or above it,
  // clear of the solids. Zero: no camera; any direction across is taken.
  glm::dvec3 view_right{0, 0, 0};
  glm::dvec3 view_up{0, 0, 0};
  // The camera and the view's size (build_frame sets them too): a ruler is put where it is seen
  // whole (evidence::ruler_beside). Unset: not known (the first place is taken).
  struct View {
    Camera camera;
    Viewport viewport;
    bool operator==(const View&) const = default;
  };
  std::optional<View> view{};
  bool operator==(const EvidenceStyle&) const = default;
};

// Sides of a plane, and verdicts.
inline constexpr Color kFrontColor{0.35f, 0.85f, 0.45f, 1};       // green: in front / apart
inline constexpr Color kBackColor{0.40f, 0.60f, 1.00f, 1};        // blue: behind
inline constexpr Color kStraddlingColor{1.00f, 0.72f, 0.20f, 1};  // amber: straddling / touching
inline constexpr Color kGapColor{0.35f, 0.95f, 0.45f, 1};         // a gap that separates
inline constexpr Color kOverlapColor{1.00f, 0.30f, 0.30f, 1};     // an overlap, a depth
// Plane–box: the n vertex (least n·x) and the p vertex (greatest n·x).
inline constexpr Color kNVertexColor{0.20f, 0.95f, 0.95f, 1};  // cyan
inline constexpr Color kPVertexColor{1.00f, 0.30f, 0.90f, 1};  // magenta
// The two operands, in the test's order: A (first) and B (second).
inline constexpr Color kOperandAColor{1.00f, 0.55f, 0.10f, 1};  // orange
inline constexpr Color kOperandBColor{0.25f, 0.55f, 1.00f, 1};  // blue
// Lines that measure (axes, distances, feet on a plane) and closest points.
inline constexpr Color kMeasureColor{0.95f, 0.95f, 0.95f, 1};
inline constexpr Color kClosestColor{1.00f, 0.95f, 0.25f, 1};  // yellow
inline constexpr Color kContactColor{1.00f, 0.25f, 0.25f, 1};  // red

inline constexpr float kEvidenceMarkerPx = 12;
inline constexpr float kEvidenceLineWidth = 2.5f;
inline constexpr float kIntervalBarWidth = 7;
inline constexpr float kDashPx = 7;

}  // namespace collide
