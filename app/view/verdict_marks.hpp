#pragma once
// Verdicts at a glance in the 3D view (evidence layer: visible through solids): a dot on every
// object that intersects something, a red dashed line between the two objects of a failed
// expectation with "expectation failed" at its middle, an amber dashed line with "float ≠ double"
// between the two objects of a pair on which the precisions disagree (when the evaluation
// computed both), and on an invalid object a red dot with the reason as a label. The Pairs panel
// shows the legend. GL-free: tests read the list.
#include <cstddef>
#include <span>
#include <vector>

#include "app/kinds/kind_drawing.hpp"
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
// In a big scene (more than kOutlineObjectLimit visible objects) an object that intersects
// something is marked only where the dot can be read: in view and with an image at least
// kBigSceneMarkPx across (a 10-pixel dot hides a smaller box, and 14,000 dots over 20,000 boxes,
// drawn through the solids, were an orange wall that took half the frame). Points and segments,
// the objects of `always` (the selection, the focused pair) and the invalid and expectation
// marks are drawn whatever their size. Smaller scenes are marked as by the overload above.
inline constexpr double kBigSceneMarkPx = 30.0;
void draw_verdict_marks(DrawList& out, const Scene& scene, const std::vector<PairRow>& rows,
                        const std::vector<ObjectMark>& marks, const ObjectView& view,
                        std::span<const std::size_t> always);
// The same, with every object's mark computed here.
void draw_verdict_marks(DrawList& out, const Scene& scene, const std::vector<PairRow>& rows);

}  // namespace collide
