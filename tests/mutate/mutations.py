"""The mutations `./lab mutate` applies to core/, one at a time.

Each is one small, plausible bug: a file under the repository root, a text that must occur in it
exactly once (otherwise the mutation is reported as stale, never applied somewhere else), the
replacement, and one line saying what the bug means. Finds quote enough context to be unique;
when core/ changes and a find no longer matches, fix the entry rather than loosen the matcher.
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class Mutation:
    name: str
    path: str
    find: str
    replace: str
    description: str


MUTATIONS = [
    # ---- named by issue #24: each must be killed by a property test ----
    Mutation(
        "segment_triangle_face_crossing_misses",
        "core/queries/segment_queries.cpp",
        "      r.kind = SegmentTriangleKind::crosses_face;\n      r.intersects = true;",
        "      r.kind = SegmentTriangleKind::misses;\n      r.intersects = false;",
        "segment–triangle: a segment crossing the face is reported as a miss",
    ),
    Mutation(
        "triangle_triangle_never_intersects",
        "core/queries/triangle_triangle.cpp",
        "  if (r.input = check_inputs(a, b); !r.input.valid()) return r;\n"
        "  const Verts<T> va{a.a, a.b, a.c}, vb{b.a, b.b, b.c};",
        "  if (r.input = check_inputs(a, b); !r.input.valid()) return r;\n"
        "  if (r.input.valid()) return r;\n"
        "  const Verts<T> va{a.a, a.b, a.c}, vb{b.a, b.b, b.c};",
        "triangle–triangle: never intersecting",
    ),
    Mutation(
        "plane_plane_parallel_reads_crossing",
        "core/queries/plane_plane.cpp",
        "  r.intersects = r.kind != PlanePlaneKind::parallel_apart;",
        "  r.intersects = true;",
        "plane–plane: parallel planes apart are reported as crossing",
    ),
    Mutation(
        "sat_explained_skips_face_a2",
        "core/queries/obb_sat.cpp",
        "  if (g0.separates() != 0) {",
        "  if ((g0.separates() & 3) != 0) {",
        "OBB SAT (explained): face axis A2 is never taken as separating",
    ),
    Mutation(
        "sat_explained_skips_edge_a2xb2",
        "core/queries/obb_sat.cpp",
        "  if (S::bits(g2.separating | g3.separating | g4.separating) != 0) {",
        "  if (S::bits(g2.separating | g3.separating |\n"
        "             (g4.separating & typename S::M{-1, -1, 0, -1})) != 0) {",
        "OBB SAT (explained): edge axis A2×B2 is never taken as separating",
    ),
    Mutation(
        "sat_boolean_skips_face_a2",
        "core/queries/obb_sat.cpp",
        "    if (S::bits(S::abs(l.t) - (l.ea + rb) > widening) != 0) return false;",
        "    if ((S::bits(S::abs(l.t) - (l.ea + rb) > widening) & 3) != 0) return false;",
        "OBB SAT (boolean): face axis A2 is never tested",
    ),
    Mutation(
        "sat_boolean_skips_edge_a2xb2",
        "core/queries/obb_sat.cpp",
        "                         edges.template operator()<2>();",
        "                         (edges.template operator()<2>() & typename S::M{-1, -1, 0, -1});",
        "OBB SAT (boolean): edge axis A2×B2 is never tested",
    ),
    Mutation(
        "sat_batch_skips_face_a2",
        "core/queries/obb_sat.cpp",
        "      sep |= std::abs(t[i]) - (ea[i] + rb) > widen_b;",
        "      sep |= (i != 2) & (std::abs(t[i]) - (ea[i] + rb) > widen_b);",
        "OBB SAT (batch): face axis A2 is never tested",
    ),
    Mutation(
        "sphere_box_lt_for_le",
        "core/queries/box_queries.cpp",
        "  r.intersects = r.gap <= r.band;",
        "  r.intersects = r.gap < r.band;",
        "sphere/point–box: < for <= on the clamped gap (a gap of exactly the band)",
    ),
    Mutation(
        "sphere_box_strict_touch",
        "core/queries/box_queries.cpp",
        "  r.intersects = r.gap <= r.band;",
        "  r.intersects = r.gap < -r.band;",
        "sphere/point–box: the clamp's gap must be below −band (touching reads as apart)",
    ),
    # ---- queries ----
    Mutation(
        "segment_triangle_no_band",
        "core/queries/segment_queries.cpp",
        "  r.intersects = best <= r.band;",
        "  r.intersects = best <= T(0);",
        "segment–triangle: touching within the band (an end or edge on the triangle) is a miss",
    ),
    Mutation(
        "triangle_triangle_coplanar_never_meet",
        "core/queries/triangle_triangle.cpp",
        "    r.gap = distance_by_features(a, b, tol);\n    r.intersects = r.gap <= r.band;",
        "    r.gap = distance_by_features(a, b, tol);\n    r.intersects = r.gap < -r.band;",
        "triangle–triangle: coplanar (or degenerate) triangles never meet",
    ),
    Mutation(
        "triangle_box_skips_normal_axis",
        "core/queries/triangle_box_sat.cpp",
        "  for (int k = 0; k < kTriangleBoxAxisCount; ++k) {",
        "  for (int k = 0; k < kTriangleBoxAxisCount; k += k == 2 ? 2 : 1) {",
        "triangle–box SAT: the triangle's normal axis (k = 3) is never tested",
    ),
    Mutation(
        "plane_plane_coincident_no_band",
        "core/queries/plane_plane.cpp",
        "    r.kind = r.distance <= r.band ? PlanePlaneKind::coincident",
        "    r.kind = r.distance <= T(0) ? PlanePlaneKind::coincident",
        "plane–plane: coincident planes that differ by rounding are read as apart",
    ),
    Mutation(
        "plane_aabb_swapped_n_p_vertices",
        "core/queries/plane_box_queries.cpp",
        "    const bool along = plane.n[i] >= 0;",
        "    const bool along = plane.n[i] < 0;",
        "plane–AABB: the n and p vertices are swapped (sign test flipped)",
    ),
    Mutation(
        "segment_plane_same_side_crosses",
        "core/queries/plane_queries.cpp",
        "  } else if (a_on || b_on || (da < 0) != (db < 0)) {",
        "  } else if (a_on || b_on || (da < 0) == (db < 0)) {",
        "segment–plane: ends on the same side read as crossing, opposite sides as a miss",
    ),
    Mutation(
        "extent_side_back_uses_near_side",
        "core/queries/plane_queries.cpp",
        "  if (s + r < -band) return PlaneSide::back;",
        "  if (s - r < -band) return PlaneSide::back;",
        "sphere/ellipsoid–plane: 'back' tested on the near extent, so straddling reads back",
    ),
    Mutation(
        "triangle_plane_two_behind_is_back",
        "core/queries/plane_queries.cpp",
        "           : back == 3  ? PlaneSide::back",
        "           : back >= 2  ? PlaneSide::back",
        "triangle–plane: two vertices behind is enough to call the triangle behind",
    ),
    Mutation(
        "moving_sphere_plane_end_no_band",
        "core/queries/plane_queries.cpp",
        "      r.kind = end_side <= radius + r.band ? SweepKind::hits : SweepKind::misses;",
        "      r.kind = end_side < radius - r.band ? SweepKind::hits : SweepKind::misses;",
        "moving sphere–plane: a sweep that just reaches the plane at t = 1 misses",
    ),
    Mutation(
        "aabb_overlap_touching_apart",
        "core/queries/box_queries.cpp",
        "    if (r.overlap_min[i] > r.overlap_max[i]) {",
        "    if (r.overlap_min[i] >= r.overlap_max[i]) {",
        "AABB–AABB: touching boxes (closed sets) read as disjoint",
    ),
    Mutation(
        "sphere_sphere_no_band",
        "core/queries/sphere_queries.cpp",
        "  r.intersects = r.gap <= r.band;",
        "  r.intersects = r.gap <= T(0);",
        "sphere–sphere: the contact band is dropped",
    ),
    Mutation(
        "point_ellipsoid_l1_norm",
        "core/queries/point_ellipsoid.cpp",
        "      k2 += q * q;",
        "      k2 += std::abs(q);",
        "point–ellipsoid: the scaled radius sums |q| instead of q²",
    ),
    Mutation(
        "sat_explained_no_parallel_widening",
        "core/queries/obb_sat.cpp",
        "  return {gap,   band, g.length2, (gap > g.widening) & g.keep,",
        "  return {gap,   band, g.length2, (gap > T(0)) & g.keep,",
        "OBB SAT (explained): the ε widening for near-parallel edges is dropped",
    ),
    Mutation(
        "swept_sphere_end_no_band",
        "core/queries/moving_sphere_queries.cpp",
        "      const bool hits = t <= T(1) || end_gap <= r.band;",
        "      const bool hits = t < T(1);",
        "moving sphere–sphere/point: a contact at t = 1 within the band is a miss",
    ),
    Mutation(
        "ray_box_behind_is_hit",
        "core/queries/ray_cast.cpp",
        "  r.intersects = meets_line && t_hi >= -band_hi;",
        "  r.intersects = meets_line;",
        "ray–box: a box behind the origin (on the ray's line) is a hit",
    ),
    Mutation(
        "ray_triangle_edges_miss",
        "core/queries/ray_cast.cpp",
        "  const bool on_triangle = least >= -r.band;",
        "  const bool on_triangle = least > r.band;",
        "ray–triangle: hits on or near an edge read as misses (band dropped, strict)",
    ),
    Mutation(
        "gjk_undecided_is_apart",
        "core/queries/gjk.cpp",
        "  r.intersects = r.stop == GjkStop::enclosed || upper <= band || undecided;",
        "  r.intersects = r.stop == GjkStop::enclosed || upper <= band || (undecided && false);",
        "GJK: a run that could not separate the shapes within its budget calls them apart",
    ),
    # ---- octree ----
    Mutation(
        "octree_query_skips_single_object_cells",
        "core/octree/octree_query.cpp",
        "    if (nd.count != 0 && overlaps(box, nd.own)) {",
        "    if (nd.count > 1 && overlaps(box, nd.own)) {",
        "octree AABB query: a cell holding one object never reports it",
    ),
    Mutation(
        "octree_raycast_skips_last_child",
        "core/octree/octree_query.cpp",
        "      for (std::uint32_t c = nd.first_child; c < nd.first_child + 8; ++c)",
        "      for (std::uint32_t c = nd.first_child; c < nd.first_child + 7; ++c)",
        "octree ray cast: the eighth child of every cell is never visited",
    ),
    Mutation(
        "octree_pairs_sweep_strict",
        "core/octree/octree_pairs.cpp",
        "        for (std::uint32_t j = i + 1; j < n && sort_a[j]->box.min[axis] <= end; ++j)",
        "        for (std::uint32_t j = i + 1; j < n && sort_a[j]->box.min[axis] < end; ++j)",
        "octree pair sweep (within a cell): boxes touching on the sweep axis are not paired",
    ),
    # ---- scene evaluation ----
    Mutation(
        "eval_overlap_strict",
        "core/eval/scene_evaluation.cpp",
        "  return a.min.x <= b.max.x && b.min.x <= a.max.x &&",
        "  return a.min.x < b.max.x && b.min.x < a.max.x &&",
        "evaluation broadphase (double boxes): boxes touching in x are not candidates",
    ),
    Mutation(
        "eval_pad_drops_band",
        "core/eval/scene_evaluation.cpp",
        "  return 8 * band * size / (1 - 3 * band) + 2 * epsilon * reach;",
        "  return 2 * epsilon * reach;",
        "evaluation broadphase: boxes are not padded by the tolerance band",
    ),
    Mutation(
        "eval_removal_keeps_intersecting_count",
        "core/eval/scene_evaluation.cpp",
        "    if (rec.verdict == PairVerdict::intersects) counts_.intersecting -= 1;\n",
        "",
        "incremental evaluation: removing an intersecting pair does not lower the count",
    ),
    Mutation(
        "check_expected_hit_may_miss",
        "core/eval/scene_check.cpp",
        "  if (hit != e.intersects)",
        "  if (hit && !e.intersects)",
        "check: an expected intersection that misses passes",
    ),
    # ---- evidence only, or close to equivalent (run last) ----
    Mutation(
        "box_inside_depth_ignores_z",
        "core/queries/box_queries.cpp",
        "p.y - lo.y, hi.y - p.y, p.z - lo.z, hi.z - p.z});",
        "p.y - lo.y, hi.y - p.y});",
        "point/sphere inside a box: the depth ignores the z faces",
    ),
    Mutation(
        "plane_obb_signed_projected_radius",
        "core/queries/plane_box_queries.cpp",
        "    r.projected_radius += box.half_extents[i] * std::abs(along);",
        "    r.projected_radius += box.half_extents[i] * along;",
        "plane–OBB: the projected radius forgets |n·u| (evidence: the radius form)",
    ),
    Mutation(
        "segment_box_flipped_gap",
        "core/queries/segment_queries.cpp",
        "  r.intersects = !outside && gap <= r.band;",
        "  r.intersects = !outside && gap >= r.band;",
        "segment–box slabs: the entry/exit comparison is flipped",
    ),
    Mutation(
        "octree_child_for_strict_mid",
        "core/octree/octree.cpp",
        "      (c.x >= mid.x ? 1u : 0u) | (c.y >= mid.y ? 2u : 0u) | (c.z >= mid.z ? 4u : 0u);\n"
        "  // A box inside",
        "      (c.x > mid.x ? 1u : 0u) | (c.y >= mid.y ? 2u : 0u) | (c.z >= mid.z ? 4u : 0u);\n"
        "  // A box inside",
        "octree insert: a center exactly on the cell's x mid goes to the lower child",
    ),
    Mutation(
        "eval_ignores_scene_sat_parallel",
        "core/eval/scene_evaluation.cpp",
        "    t.sat_parallel = static_cast<T>(it->second);",
        "    (void)it;",
        "scene tolerances: the scene's sat_parallel is ignored",
    ),
    Mutation(
        "sat_explained_skips_face_b1",
        "core/queries/obb_sat.cpp",
        "  if (g1.separates() != 0) {",
        "  if ((g1.separates() & 5) != 0) {",
        "OBB SAT (explained): face axis B1 is never taken as separating",
    ),
]
