#!/usr/bin/env python3
"""Writes assets/meshes/level.obj: a small game level as one triangle mesh (y up, metres).

A 40 m x 40 m floor, a flight of 10 steps (0.2 m high, 0.4 m deep) up to a platform 2 m high, a
ramp from the floor to the same platform, six round pillars and a low wall around the floor:
what a character capsule walks on, so "a capsule on a mesh step" has steps to stand on. Every
surface is split into cells of about 0.5 m (the floor's are 1 m, the pillars have 32 sides and 8
rings), as a level's render mesh is, so the hierarchy has real work: about 17,000 triangles (the
header states the count).

Python 3's standard library only, and deterministic: the same file every run (coordinates written
with 4 decimals, vertices shared where they coincide). Usage: make_level.py [OUTPUT]
(default: level.obj beside this script).
"""
import math
import os
import sys


class Mesh:
    def __init__(self):
        self.vertices = []
        self.index = {}
        self.triangles = []

    def vertex(self, p):
        key = tuple(round(c, 4) + 0.0 for c in p)  # + 0.0: -0.0 and 0.0 are one vertex
        if key not in self.index:
            self.index[key] = len(self.vertices)
            self.vertices.append(key)
        return self.index[key]

    def quad_grid(self, origin, u, v, nu, nv):
        """The parallelogram origin + s*u + t*v, s, t in [0, 1], as nu x nv cells of two triangles,
        counter-clockwise seen from the side u x v points to."""
        ids = [[self.vertex([origin[k] + (i / nu) * u[k] + (j / nv) * v[k] for k in range(3)])
                for j in range(nv + 1)] for i in range(nu + 1)]
        for i in range(nu):
            for j in range(nv):
                a, b, c, d = ids[i][j], ids[i + 1][j], ids[i + 1][j + 1], ids[i][j + 1]
                self.triangles.append((a, b, c))
                self.triangles.append((a, c, d))

    def box(self, lo, hi, cell=0.5, bottom=True):
        """The closed box lo..hi, its faces split into cells of about `cell`, normals outward."""
        def n(length):
            return max(1, round(length / cell))
        x0, y0, z0 = lo
        x1, y1, z1 = hi
        dx, dy, dz = x1 - x0, y1 - y0, z1 - z0
        self.quad_grid((x0, y1, z0), (0, 0, dz), (dx, 0, 0), n(dz), n(dx))  # top (+y)
        if bottom:
            self.quad_grid((x0, y0, z0), (dx, 0, 0), (0, 0, dz), n(dx), n(dz))  # bottom (-y)
        self.quad_grid((x0, y0, z1), (dx, 0, 0), (0, dy, 0), n(dx), n(dy))  # front (+z)
        self.quad_grid((x1, y0, z0), (-dx, 0, 0), (0, dy, 0), n(dx), n(dy))  # back (-z)
        self.quad_grid((x1, y0, z1), (0, 0, -dz), (0, dy, 0), n(dz), n(dy))  # right (+x)
        self.quad_grid((x0, y0, z0), (0, 0, dz), (0, dy, 0), n(dz), n(dy))  # left (-x)

    def ramp(self, x0, x1, z0, z1, height, cell=0.25):
        """A wedge rising along +x from the floor at x0 to `height` at x1, between z0 and z1."""
        dx, dz = x1 - x0, z1 - z0
        nx, nz = round(dx / cell), round(dz / cell)
        self.quad_grid((x0, 0, z0), (0, 0, dz), (dx, height, 0), nz, nx)  # the slope
        self.quad_grid((x1, 0, z1), (0, 0, -dz), (0, height, 0), nz, round(height / cell))  # back
        for z, flip in ((z0, False), (z1, True)):  # the two triangular sides, as fans of strips
            for i in range(nx):
                xa, xb = x0 + dx * i / nx, x0 + dx * (i + 1) / nx
                ya, yb = height * i / nx, height * (i + 1) / nx
                a, b = self.vertex((xa, 0, z)), self.vertex((xb, 0, z))
                c, d = self.vertex((xb, yb, z)), self.vertex((xa, ya, z))
                quad = [(a, c, b), (a, d, c)] if not flip else [(a, b, c), (a, c, d)]
                self.triangles.extend(t for t in quad if len(set(t)) == 3)

    def pillar(self, cx, cz, radius, height, sides=32, rings=8):
        """A round pillar standing on the floor, its side in `rings` bands, a flat top."""
        ring = [[self.vertex((cx + radius * math.cos(2 * math.pi * s / sides), height * r / rings,
                              cz + radius * math.sin(2 * math.pi * s / sides)))
                 for s in range(sides)] for r in range(rings + 1)]
        for r in range(rings):
            for s in range(sides):
                a, b = ring[r][s], ring[r][(s + 1) % sides]
                c, d = ring[r + 1][(s + 1) % sides], ring[r + 1][s]
                self.triangles.append((a, c, b))
                self.triangles.append((a, d, c))
        top = self.vertex((cx, height, cz))
        for s in range(sides):
            self.triangles.append((top, ring[rings][(s + 1) % sides], ring[rings][s]))


def make_level():
    m = Mesh()
    m.quad_grid((-20, 0, -20), (0, 0, 40), (40, 0, 0), 40, 40)  # the floor, 1 m cells
    # Ten steps up along -z to the platform: step k spans z in [-2 - 0.4 (k + 1), -2 - 0.4 k]
    # and rises to 0.2 (k + 1), each a box standing on the floor.
    for k in range(10):
        m.box((-6, 0, -2.4 - 0.4 * k), (-2, 0.2 * (k + 1), -2 - 0.4 * k), cell=0.2, bottom=False)
    m.box((-6, 0, -10), (2, 2, -6), bottom=False)  # the platform, 2 m high
    m.ramp(2, 10, -10, -6, 2)  # the ramp, down along +x from the platform's edge
    for x, z in ((-12, 8), (-4, 8), (4, 8), (12, 8), (-12, -14), (12, -14)):
        m.pillar(x, z, 0.5, 3)
    for lo, hi in (((-20, 0, -20), (20, 1, -19.5)), ((-20, 0, 19.5), (20, 1, 20)),
                   ((-20, 0, -19.5), (-19.5, 1, 19.5)), ((19.5, 0, -19.5), (20, 1, 19.5))):
        m.box(lo, hi, bottom=False)  # the low wall
    return m


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "level.obj")
    m = make_level()
    lines = ["# assets/meshes/level.obj, written by assets/meshes/make_level.py: do not edit.",
             f"# vertices: {len(m.vertices)}", f"# triangles: {len(m.triangles)}", "o level"]
    lines += [f"v {x:.4f} {y:.4f} {z:.4f}" for x, y, z in m.vertices]
    lines += [f"f {a + 1} {b + 1} {c + 1}" for a, b, c in m.triangles]
    with open(out, "w", encoding="ascii", newline="\n") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{out}: {len(m.vertices)} vertices, {len(m.triangles)} triangles")


if __name__ == "__main__":
    main()
