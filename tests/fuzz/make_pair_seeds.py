#!/usr/bin/env python3
"""Writes tests/fuzz/pair_seeds/: inputs for fuzz_pair_tests that start the fuzzer at the cases
where the bands decide (touching, crossing, parallel, coincident) and at invalid input.

The bytes follow shape_bytes.hpp's read order through libFuzzer's FuzzedDataProvider, which
takes integers from the *end* of the input: the values are listed in read order and the byte
string is reversed at the end. Rerun after changing read_shape().
"""

import os

# ShapeKind's order (core/shapes/shape.hpp): the byte read_shape() turns into a kind.
KINDS = ["obb", "aabb", "sphere", "plane", "point", "segment", "triangle", "ellipsoid", "ray",
         "capsule", "cylinder", "convex_hull", "mesh", "moving_sphere"]
HARD = {"nan": 240, "inf": 241, "-inf": 242, "-0": 243, "1e30": 244, "3e38": 248, "1/3": 253}


def number(x):
    """A lattice number k/8 (|k| <= 127), a fine one k/1024 (|k| <= 32767) or a hard value by
    name: [pick, byte] or [pick, high byte, low byte]."""
    if isinstance(x, str):
        return [HARD[x]]
    k = round(x * 8)
    if k / 8 == x and -128 <= k <= 127:
        return [0, k + 128]  # pick < 160: int8 / 8
    k = round(x * 1024)
    assert k / 1024 == x and -32768 <= k <= 32767, x
    u = k + 32768
    return [160, u >> 8, u & 255]  # 160 <= pick < 240: int16 / 1024, high byte read first


def shape(kind, u=(0, 0, 0), v=(0, 0, 0), w=(0, 0, 0), s=0, q=(1, 0, 0, 0), raw=False):
    out = [KINDS.index(kind), 0 if raw else 1]
    for vec in (u, v, w):
        for x in vec:
            out += number(x)
    out += number(s)
    out += [int(c) + 128 for c in q]  # int8 quaternion, normalised by the reader
    return out


SEEDS = {
    "sphere_sphere_touching": [shape("sphere", u=(0, 0, 0), s=1), shape("sphere", u=(2, 0, 0), s=1)],
    "obb_obb_rotated_touching": [shape("obb", v=(1, 1, 1)),
                                 shape("obb", u=(2.5, 0, 0), v=(1, 1, 1), q=(92, 0, 0, 38))],
    "triangle_triangle_crossing": [shape("triangle", u=(-1, 0, -1), v=(1, 0, -1), w=(0, 0, 1)),
                                   shape("triangle", u=(0, -1, 0), v=(0, 1, 0), w=(0, 0.5, 2))],
    "segment_triangle_face": [shape("segment", u=(0.25, -1, 0.25), v=(0.25, 1, 0.25)),
                              shape("triangle", u=(0, 0, 0), v=(1, 0, 0), w=(0, 0, 1))],
    "plane_plane_parallel": [shape("plane", v=(0, 1, 0), s=1), shape("plane", v=(0, -2, 0), s=1)],
    "ray_ellipsoid_grazing": [shape("ray", u=(-4, 1, 0), v=(1, 0, 0)),
                              shape("ellipsoid", v=(2, 1, 0.5))],
    "moving_sphere_triangle": [shape("moving_sphere", u=(0, 2, 0), v=(0, -3, 0), s=0.5),
                               shape("triangle", u=(-1, 0, -1), v=(1, 0, -1), w=(0, 0, 1))],
    "aabb_nan_point": [shape("aabb", u=("nan", 0, 0), v=(1, 1, 1)), shape("point")],
    "sphere_negative_radius_plane": [shape("sphere", s=-1), shape("plane", v=(0, 1, 0))],
    "capsule_capsule_crossed_touching": [shape("capsule", u=(-1, 0, 0), v=(1, 0, 0), s=0.5),
                                         shape("capsule", u=(0, 1, -1), v=(0, 1, 1), s=0.5)],
    "capsule_plane_touching": [shape("capsule", u=(0, 1, 0), v=(2, 3, 0), s=1),
                               shape("plane", v=(0, 1, 0))],
    "ray_capsule_grazing": [shape("ray", u=(-4, 1, 0), v=(1, 0, 0)),
                            shape("capsule", u=(0, 0, -1), v=(0, 0, 1), s=1)],
    "capsule_obb_apart": [shape("capsule", u=(3, 0, 0), v=(4, 1, 0), s=0.5),
                          shape("obb", v=(1, 1, 1), q=(1, 1, 0, 0))],
    # The Add menu's hull scaled by 1.25: its base y = −0.5, raised by 0.5 onto y = 0.
    "convex_hull_plane_touching": [shape("convex_hull", u=(0, 0.5, 0), s=1.25),
                                   shape("plane", v=(0, 1, 0))],
    "ray_convex_hull_along_base": [shape("ray", u=(-3, 0, 0), v=(1, 0, 0)),
                                   shape("convex_hull", u=(0, 0.5, 0), s=1.25)],
    "convex_hull_sliver_obb_touching": [shape("convex_hull", u=(1, -0.5, 0), s=1, q=(-1, 0, 0, 0)),
                                        shape("obb", v=(1, 0.5, 1))],
    "cylinder_plane_touching": [shape("cylinder", u=(0, 1, 0), v=(1, 0, 0), s=0.5),
                                shape("plane", v=(0, 1, 0))],
    "ray_cylinder_through_rim": [shape("ray", u=(2, 2.5, 0), v=(-1, -1, 0)),
                                 shape("cylinder", v=(1, 0, 0), s=0.5)],
    "cylinder_obb_apart": [shape("cylinder", u=(3, 0, 0), v=(1, 0, 0), s=0.5, q=(1, 1, 0, 0)),
                           shape("obb", v=(1, 1, 1), q=(1, 1, 0, 0))],
    "obb_ellipsoid_apart": [shape("obb", v=(1, 1, 1), q=(1, 1, 0, 0)),
                            shape("ellipsoid", u=(3.5, 0, 0), v=(1, 2, 1))],
    # Reproducers of core bugs the fuzzer found (fixed; the regression tests name them). A ray
    # across a zero-radius moving sphere's path (float entered it at t = inf):
    "ray_zero_radius_sweep": [shape("ray", u=(-16, "1/3", 0), v=(0, -15.75, 0)),
                              shape("moving_sphere", u=(-16, -16, -7.75), v=(0, 0, 15.875))],
    # A zero-radius sweep through a triangle's edge ab at t = 9/136 (float hit, double missed,
    # neither flagged):
    "zero_radius_sweep_triangle_edge": [
        shape("moving_sphere", u=(0, 0, -15.875), v=(-16, -16, -1)),
        shape("triangle", u=(-16, -16, -1), v=(-1, -1, -16), w=(0, -9.5, -16))],
    # A ray 0.2 beyond a flat ellipsoid's rim (radii |(0, -16, -16)|; a hit within a band of
    # 0.057 of the unit disc):
    "ray_flat_ellipsoid_rim": [shape("ray", u=(5.125, -11.25, -9.875), v=(-3.875, 15.375, -16)),
                               shape("ellipsoid", u=(5.125, 5.125, -11.25), v=(0, -16, -16),
                                     q=(-1, -1, -1, -1))],
    # A zero-radius sweep tangent to a flat ellipsoid's rim at (0, 0.75, 0), t = 9/28 (double
    # stopped conservative advancement at its step cap 4e-4 short and gave the rim's nearest
    # point there as the contact, outside the sphere; float called it a miss):
    "zero_radius_sweep_flat_ellipsoid_rim": [
        shape("moving_sphere", u=(0, -0.375, 0), v=(0, 3.5, 0)),
        shape("ellipsoid", u=(0.5, 0.75, 0), v=(0.5, 2.25, 0))],
    # A zero-radius sweep across a disc a hair inside its rim (the disc turned by a quaternion
    # that rounds differently in float: float hit, double missed, neither flagged):
    "zero_radius_sweep_disc_rim": [
        shape("moving_sphere", u=(0, -0.375, 0), v=(0, 3.5, 0)),
        shape("ellipsoid", u=(0.5, 0.75, 0), v=(0.5, 2.25, 0), q=(1, 0, -128, -128))],
    # A float ray running nearly in a thin triangle's plane: a hit within a barycentric band of
    # 0.044, its entry point 0.1 off the triangle (within that band's reach, not the fixed
    # allowance the fuzzer had):
    "ray_nearly_in_a_thin_triangle_plane": [
        shape("ray", u=(0.125, 0, 0), v=(17.693359375,) * 3),
        shape("triangle", u=(18.9482421875, 18.9482421875, 18.943359375), v=(17.693359375,) * 3,
              w=(-32, -16, -16))],
    # A float ray across a needle ellipsoid (radii 0, 0, 3e38) centred at z = 3e38: its stand-in
    # segment ended beyond float's range and the pair was `invalid` though both shapes validate:
    "ray_needle_beyond_float_range": [shape("ray", u=(1, 0, 15), v=(-1, 0, 1)),
                                      shape("ellipsoid", u=(0, 0, "3e38"), v=(0, 0, "3e38"))],
    # A mesh (the quad (0,0,0), (2,0,0), (2,0,2), (0,0,2)) with a box resting on it and a ray
    # along its diagonal's plane:
    "mesh_obb_resting": [shape("mesh", u=(0, 0, 0), v=(2, 0, 0), w=(2, 0, 2)),
                         shape("obb", u=(1, 0.5, 1), v=(0.5, 0.5, 0.5))],
    "ray_mesh_grazing": [shape("ray", u=(-1, 0, 1), v=(1, 0, 0)),
                         shape("mesh", u=(0, 0, 0), v=(2, 0, 0), w=(2, 0, 2))],
}


def main():
    out_dir = os.path.join(os.path.dirname(os.path.abspath(__file__)), "pair_seeds")
    os.makedirs(out_dir, exist_ok=True)
    for name, shapes in SEEDS.items():
        values = [b for s in shapes for b in s]
        with open(os.path.join(out_dir, name), "wb") as f:
            f.write(bytes(reversed(values)))


if __name__ == "__main__":
    main()
