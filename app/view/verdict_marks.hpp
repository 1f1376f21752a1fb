#pragma once
// Verdicts at a glance in the 3D view (evidence layer: visible through solids): a dot on every
// object that intersects something, a red dashed line between the two objects of a failed
// expectation with "expectation failed" at its middle, an amber dashed line with "float ≠ double"
// between the two objects of a pair on which the precisions disagree (when the evaluation
// computed both), and on an invalid object a red dot with the reason as a label. The Pairs panel
// shows the legend. GL-free: tests read the list.
#include <vector>

#include "app/session/object_marks.hpp"
#include "app/session/pair_rows.hpp"
#include "core/scene/scene.hpp"
#include "render/draw_list.hpp"

namespace collide {

inline constexpr Color kIntersectingMark{1.00f, 0.45f, 0.20f, 1};  // orange dot
inline constexpr Color kFailedMark{1.00f, 0.15f, 0.15f, 1};        // red dashed line
inline constexpr Color kInvalidMark{1.00f, 0.00f, 0.35f, 1};       // crimson dot + reason
inline constexpr Color kDisagreementMark{1.00f, 0.80f, 0.20f, 1};  // amber dashed line

// Adds the marks for `rows` (build_pair_rows of the same scene) to `out`, each object's mark
// placed by `marks` (ObjectMarkTable of the same scene: the viewer keeps it up to date).
void draw_verdict_marks(DrawList& out, const Scene& scene, const std::vector<PairRow>& rows,
                        const std::vector<ObjectMark>& marks);
// The same, with every object's mark computed here.
void draw_verdict_marks(DrawList& out, const Scene& scene, const std::vector<PairRow>& rows);

}  // namespace collide
