// Every scene of the library (assets/scenes/) drawn as `collision-lab render` draws it
// (initial_camera + render_scene, at 640×360), and each visible object found where the camera
// maths projects its centre: in the picture, the colour there is the object's own — or, where
// another solid is hit first by the ray through that pixel (found here by hand-written ray
// tests, not by the viewer's code), that solid's. An object under 3 pixels across must still
// show in its own colour (a marker). Real pixels from Mesa's llvmpipe under Xvfb.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

#include "app/view/scene_drawing.hpp"
#include "app/view/scene_view.hpp"
#include "app/view/screenshot.hpp"
#include "app/view/window.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/app/support/image_checks.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;

constexpr double kNoHit = 1e300;

// Ray o + t·d (|d| = 1) against each kind, by hand; returns the smallest t ≥ 0 or kNoHit.
// Slabs: t ∈ [(lo − o)/d, (hi − o)/d] per axis, in the box's own frame.
double hit_box(const PickRay& r, const glm::dvec3& c, const glm::dvec3& h, const glm::dquat& q) {
  const glm::dmat3 rot = glm::mat3_cast(glm::normalize(q));
  const glm::dvec3 o = glm::transpose(rot) * (r.origin - c), d = glm::transpose(rot) * r.direction;
  double t0 = 0, t1 = kNoHit;
  for (int i = 0; i < 3; ++i) {
    if (d[i] == 0) {
      if (std::abs(o[i]) > h[i]) return kNoHit;
      continue;
    }
    double a = (-h[i] - o[i]) / d[i], b = (h[i] - o[i]) / d[i];
    if (a > b) std::swap(a, b);
    t0 = std::max(t0, a);
    t1 = std::min(t1, b);
  }
  return t0 <= t1 ? t0 : kNoHit;
}

// Ellipsoid (a sphere when the radii are equal): scale the ray into the unit sphere's frame,
// then |o + t·d|² = 1 is a quadratic in t.
double hit_ellipsoid(const PickRay& r, const glm::dvec3& c, const glm::dvec3& radii,
                     const glm::dquat& q) {
  const glm::dmat3 rot = glm::mat3_cast(glm::normalize(q));
  const glm::dvec3 o = (glm::transpose(rot) * (r.origin - c)) / radii;
  const glm::dvec3 d = (glm::transpose(rot) * r.direction) / radii;
  const double a = glm::dot(d, d), b = glm::dot(o, d), cc = glm::dot(o, o) - 1;
  const double disc = b * b - a * cc;
  if (a <= 0 || disc < 0) return kNoHit;
  const double t = (-b - std::sqrt(disc)) / a;
  if (t >= 0) return t;
  return (-b + std::sqrt(disc)) / a >= 0 ? 0 : kNoHit;
}

// A capsule is the union of its end balls and the finite cylinder between them, so its first hit
// is the first of theirs. The cylinder: with u the unit axis and w⊥ the part of w across it,
// |(o − a)⊥ + t·d⊥|² = r² is a quadratic in t; its entry counts where (p − a)·u is in [0, |ab|].
double hit_capsule(const PickRay& r, const glm::dvec3& a, const glm::dvec3& b, double radius) {
  const glm::dquat none(1, 0, 0, 0);
  double best = std::min(hit_ellipsoid(r, a, glm::dvec3(radius), none),
                         hit_ellipsoid(r, b, glm::dvec3(radius), none));
  const double length = glm::distance(a, b);
  if (!(length > 0)) return best;
  const glm::dvec3 u = (b - a) / length;
  const auto across = [&](const glm::dvec3& v) { return v - glm::dot(v, u) * u; };
  const glm::dvec3 o = across(r.origin - a), d = across(r.direction);
  const double qa = glm::dot(d, d), qb = glm::dot(o, d), qc = glm::dot(o, o) - radius * radius;
  const double disc = qb * qb - qa * qc;
  if (qa <= 0 || disc < 0) return best;
  const double t = std::max(0.0, (-qb - std::sqrt(disc)) / qa);
  const double s = glm::dot(r.origin + t * r.direction - a, u);
  if ((-qb + std::sqrt(disc)) / qa >= 0 && s >= 0 && s <= length) best = std::min(best, t);
  return best;
}

// Möller–Trumbore: o + t·d = a + u·(b − a) + v·(c − a) with u, v ≥ 0, u + v ≤ 1.
double hit_triangle(const PickRay& r, const glm::dvec3& a, const glm::dvec3& b,
                    const glm::dvec3& c) {
  const glm::dvec3 e1 = b - a, e2 = c - a, p = glm::cross(r.direction, e2);
  const double det = glm::dot(e1, p);
  if (std::abs(det) < 1e-300) return kNoHit;
  const glm::dvec3 s = r.origin - a;
  const double u = glm::dot(s, p) / det;
  const glm::dvec3 qv = glm::cross(s, e1);
  const double v = glm::dot(r.direction, qv) / det;
  const double t = glm::dot(e2, qv) / det;
  return (u >= 0 && v >= 0 && u + v <= 1 && t >= 0) ? t : kNoHit;
}

struct Target {
  glm::dvec3 center;
  double radius;  // of a sphere around what is drawn, for "how many pixels across"
  double hit;     // where the ray first meets its surface (kNoHit: it has none, or missed)
  bool has_surface;
};

// A cylinder (centre c, unit axis u, half height h, radius r): its side's quadratic as the
// capsule's, counted where the hit's height along u is within h, and its two caps' planes,
// counted where the crossing is within r of the axis; the first of them.
double hit_cylinder(const PickRay& r, const glm::dvec3& c, const glm::dvec3& u, double h,
                    double radius) {
  const auto across = [&](const glm::dvec3& v) { return v - glm::dot(v, u) * u; };
  const auto height = [&](double t) { return glm::dot(r.origin + t * r.direction - c, u); };
  double best = kNoHit;
  const glm::dvec3 o = across(r.origin - c), d = across(r.direction);
  const double qa = glm::dot(d, d), qb = glm::dot(o, d), qc = glm::dot(o, o) - radius * radius;
  const double disc = qb * qb - qa * qc;
  if (qa > 0 && disc >= 0) {
    const double t = (-qb - std::sqrt(disc)) / qa;
    if (t >= 0 && std::abs(height(t)) <= h) best = t;
  }
  const double rate = glm::dot(r.direction, u);
  if (rate != 0) {
    for (const double side : {-h, h}) {
      const double t = (side - glm::dot(r.origin - c, u)) / rate;
      if (t >= 0 && glm::length(across(r.origin + t * r.direction - c)) <= radius)
        best = std::min(best, t);
    }
  }
  return best;
}

Target target_of(const ObjectDesc& desc, const PickRay& ray) {
  struct Visit {
    const PickRay& r;
    Target operator()(const desc::Box& b) const {
      return {b.center, glm::length(b.half_extents),
              hit_box(r, b.center, b.half_extents, b.rotation), true};
    }
    Target operator()(const desc::Aabb& b) const {
      const glm::dvec3 c = (b.min + b.max) * 0.5, h = (b.max - b.min) * 0.5;
      return {c, glm::length(h), hit_box(r, c, h, glm::dquat(1, 0, 0, 0)), true};
    }
    Target operator()(const desc::Sphere& s) const {
      return {s.center, s.radius,
              hit_ellipsoid(r, s.center, glm::dvec3(s.radius), glm::dquat(1, 0, 0, 0)), true};
    }
    Target operator()(const desc::Ellipsoid& e) const {
      return {e.center, std::max({e.radii.x, e.radii.y, e.radii.z}),
              hit_ellipsoid(r, e.center, e.radii, e.rotation), true};
    }
    Target operator()(const desc::Plane& p) const {
      const PlaneQuad q = plane_quad(p);
      const auto& k = q.corners;
      const double t =
          std::min(hit_triangle(r, k[0], k[1], k[2]), hit_triangle(r, k[0], k[2], k[3]));
      return {q.center, kPlaneQuadHalfSize * std::sqrt(2.0), t, true};
    }
    Target operator()(const desc::Triangle& t) const {
      const glm::dvec3 c = (t.a + t.b + t.c) / 3.0;
      const double radius =
          std::max({glm::distance(c, t.a), glm::distance(c, t.b), glm::distance(c, t.c)});
      return {c, radius, hit_triangle(r, t.a, t.b, t.c), true};
    }
    Target operator()(const desc::Point& p) const { return {p.position, 0, kNoHit, false}; }
    Target operator()(const desc::Segment& s) const {
      return {(s.a + s.b) * 0.5, glm::distance(s.a, s.b) * 0.5, kNoHit, false};
    }
    Target operator()(const desc::Capsule& c) const {
      return {(c.a + c.b) * 0.5, 0.5 * glm::distance(c.a, c.b) + c.radius,
              hit_capsule(r, c.a, c.b, c.radius), true};
    }
    Target operator()(const desc::Cylinder& c) const {
      const glm::dvec3 u = glm::normalize(c.rotation) * glm::dvec3(0, 1, 0);
      return {c.center, std::hypot(c.half_height, c.radius),
              hit_cylinder(r, c.center, u, c.half_height, c.radius), true};
    }
    // A convex hull: its faces' fans of triangles, the first one hit (independent of the
    // half-space clipping the app picks with).
    Target operator()(const desc::ConvexHull& h) const {
      const HullData& d = *h.hull;
      double radius = 0, t = kNoHit;
      for (const glm::dvec3& v : d.vertices)
        radius = std::max(radius, glm::distance(v, d.centroid));
      for (const HullFace& f : d.faces) {
        const auto loop = d.face_loop(f);
        for (std::size_t k = 1; k + 1 < loop.size(); ++k)
          t = std::min(t, hit_triangle(r, d.vertices[loop[0]], d.vertices[loop[k]],
                                       d.vertices[loop[k + 1]]));
      }
      return {d.centroid, radius, t, true};
    }
    // A mesh: its triangles, the first one hit.
    Target operator()(const desc::Mesh& m) const {
      const MeshData& d = *m.mesh->mesh;
      double radius = 0, t = kNoHit;
      for (const glm::dvec3& v : d.vertices)
        radius = std::max(radius, glm::distance(v, d.centroid));
      for (const auto& k : d.triangles)
        t = std::min(t, hit_triangle(r, d.vertices[k[0]], d.vertices[k[1]], d.vertices[k[2]]));
      return {d.centroid, radius, t, true};
    }
    // A ray is drawn as a long line from a dot at its origin: the dot is where its colour is
    // sure to show (the far end may leave the view), so the origin stands for its centre.
    Target operator()(const desc::Ray& ray) const { return {ray.origin, 0, kNoHit, false}; }
    // A registered kind (the library has none).
    Target operator()(const desc::Convex& c) const { return {c.vec[0], 0, kNoHit, false}; }
  };
  return std::visit(Visit{ray}, desc);
}

glm::dvec3 center_of(const ObjectDesc& desc) {
  return target_of(desc, PickRay{{0, 0, 0}, {0, 0, 1}}).center;
}

class LibraryRender : public ::testing::TestWithParam<std::string> {
 protected:
  static void SetUpTestSuite() {
    std::string error;
    window_ = Window::open({64, 64, false, 0, "collision-lab library render test"}, error);
    ASSERT_NE(window_, nullptr) << error;
  }
  static void TearDownTestSuite() { window_.reset(); }
  static std::unique_ptr<Window> window_;
};
std::unique_ptr<Window> LibraryRender::window_;

// The objects the check below cannot pass, each with the reason. Each one is still run through
// the check and must still fail it: an exempted object that now shows (its scene or the drawing
// changed) fails the test, so this list cannot keep an object that no longer needs it. Their
// scenes' other objects are checked as usual.
struct Exemption {
  const char* scene;
  const char* id;
  const char* reason;
};
constexpr Exemption kExemptions[] = {
    // Centres that lie, by the design of their edge case, exactly where another object's outline
    // or translucent face is drawn, so the pixel there is not theirs alone (known limits of the
    // drawing: a point on a triangle's edge is covered by the edge's outline; overlapping
    // triangles blend).
    {"edge_coplanar_triangles", "base", "coplanar with translucent triangles over it"},
    {"edge_coplanar_triangles", "upright_cross", "crosses the base at its centre"},
    {"edge_point_on_triangle_edge", "on_bc", "on the edge, under its outline"},
    {"edge_segment_grazing_sphere", "graze", "tangent at its middle: the silhouette"},
    {"edge_segment_segment_parallel", "chained", "its middle under the other segment"},
    {"edge_segment_triangle", "pierce", "crosses the triangle at its middle"},
    {"edge_segment_triangle", "outside_crossing", "crosses the triangle's plane there"},
    // No pixel can be counted: radii (2, 0, 0) make a segment with no surface, so no ray of the
    // reference meets it; and the viewer draws it as a sphere mesh squashed to zero area, so its
    // colour is nowhere in the picture (only a 1-px outline, in the outline colour).
    {"edge_ellipsoid_degenerate", "needle", "a zero-volume ellipsoid: no surface, not drawn"},
};

const Exemption* exemption_of(const std::string& scene, const std::string& id) {
  for (const Exemption& e : kExemptions)
    if (scene == e.scene && id == e.id) return &e;
  return nullptr;
}

std::vector<std::string> library_scenes() {
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(fs::path(test::source_dir()) / "assets/scenes"))
    if (entry.path().extension() == ".json") names.push_back(entry.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

TEST_P(LibraryRender, EveryVisibleObjectShowsItsColourAtItsProjectedCentre) {
  ASSERT_NE(window_, nullptr) << "no OpenGL window (run under xvfb-run)";
  const fs::path path = fs::path(test::source_dir()) / "assets/scenes" / (GetParam() + ".json");
  const SceneLoad load = load_scene(path);
  ASSERT_TRUE(load.ok()) << path;
  const Scene& scene = *load.scene;
  const Viewport viewport{640, 360};
  const Camera camera = initial_camera(scene, viewport);
  const RenderedFrame frame = render_scene(scene, camera, viewport);
  const Image& image = frame.image;
  if (const char* keep = std::getenv("COLLIDE_TEST_IMAGES")) {
    std::string error;
    EXPECT_TRUE(write_png(image, (fs::path(keep) / (GetParam() + ".png")).string(), error));
  }
  int exempted_seen = 0;
  for (std::size_t i = 0; i < scene.objects.size(); ++i) {
    const SceneObject& o = scene.objects[i];
    if (!o.visible) continue;
    const glm::dvec3 c = center_of(o.desc);
    const auto px = world_to_pixel(camera, viewport, c);
    ASSERT_TRUE(px.has_value()) << o.id << " is behind the camera";
    ASSERT_GE(px->x, 0) << o.id;
    ASSERT_LT(px->x, viewport.width) << o.id;
    ASSERT_GE(px->y, 0) << o.id;
    ASSERT_LT(px->y, viewport.height) << o.id;
    const Target own = target_of(o.desc, pick_ray(camera, viewport, *px));
    const double across_px =
        2 * own.radius / pixel_size_at(camera, viewport, view_depth(camera, c));
    const std::string where = GetParam() + ": object '" + o.id + "' at pixel (" +
                              std::to_string(px->x) + ", " + std::to_string(px->y) + "), " +
                              std::to_string(across_px) + " px across";
    // Whether the object shows where the camera puts it, and what was seen.
    const auto [shows, seen] = [&]() -> std::pair<bool, std::string> {
      // A point or a segment shows in its own colour (its dot, its line) unless a solid hides
      // its centre; a solid under 3 pixels across shows as a marker in its own colour.
      bool hidden = false;
      if (!own.has_surface) {
        const PickRay ray = pick_ray(camera, viewport, *px);
        const double to_center = glm::distance(ray.origin, c);
        for (std::size_t j = 0; j < scene.objects.size(); ++j)
          if (j != i && scene.objects[j].visible &&
              target_of(scene.objects[j].desc, ray).hit < to_center * (1 - 1e-6))
            hidden = true;
      }
      if ((!own.has_surface && !hidden) || (own.has_surface && across_px < 3)) {
        const double fraction = test::shade_fraction(image, glm::vec2(*px), 3, object_color(o, i));
        return {fraction >= 0.05, std::to_string(int(std::lround(100 * fraction))) +
                                      "% of the 7x7 pixels around it in its colour (5% needed)"};
      }
      // A solid: around its centre, every pixel whose ray meets a solid shows a shade of the
      // first solid met (any of them where surfaces coincide, within 1e-6 of the depth). Pixels
      // on outlines and edges (within a pixel of another answer) do not count.
      int counted = 0, matching = 0, own_pixels = 0;
      // The window grows with the object (3 to 8 pixels each way), so the evidence and axis lines
      // drawn over a large object's centre (2 px wide) cover a small share of it.
      const int reach = std::clamp(int(across_px / 16), 3, 8);
      for (int dy = -reach; dy <= reach; ++dy)
        for (int dx = -reach; dx <= reach; ++dx) {
          const int x = int(std::floor(px->x)) + dx, y = int(std::floor(px->y)) + dy;
          if (x < 0 || y < 0 || x >= viewport.width || y >= viewport.height) continue;
          auto first_hits = [&](double sx, double sy) {
            const PickRay ray = pick_ray(camera, viewport, {sx, sy});
            std::vector<std::size_t> hits;
            double nearest = kNoHit;
            std::vector<double> t(scene.objects.size(), kNoHit);
            for (std::size_t j = 0; j < scene.objects.size(); ++j)
              if (scene.objects[j].visible) {
                t[j] = target_of(scene.objects[j].desc, ray).hit;
                nearest = std::min(nearest, t[j]);
              }
            if (nearest < kNoHit)
              for (std::size_t j = 0; j < t.size(); ++j)
                if (t[j] <= nearest * (1 + 1e-6)) hits.push_back(j);
            return hits;
          };
          const auto hits = first_hits(x + 0.5, y + 0.5);
          if (hits.empty()) continue;
          bool edge = false;
          for (const double ox : {-1.0, 1.0})
            for (const double oy : {-1.0, 1.0})
              if (first_hits(x + 0.5 + ox, y + 0.5 + oy) != hits) edge = true;
          if (edge) continue;
          ++counted;
          if (std::find(hits.begin(), hits.end(), i) != hits.end()) ++own_pixels;
          for (std::size_t j : hits) {
            // A plane's normal arrow is a darker shade of its colour (0.55×).
            const Color base = object_color(scene.objects[j], j);
            const bool plane = std::holds_alternative<desc::Plane>(scene.objects[j].desc);
            const auto p = test::pixel(image, x, y);
            if (test::is_shade_of(p, base) ||
                (plane && test::is_shade_of(p, Color(glm::vec3(base) * 0.55f, 1.0f)))) {
              ++matching;
              break;
            }
          }
        }
      // No pixel counted: every pixel around its centre is on an edge of what is in front, or no
      // ray there meets a surface. Nothing was checked, so it is a failure (not a pass) unless
      // exempted with its reason above.
      if (counted == 0) return {false, "no pixel around it counted: nothing checked"};
      if (own_pixels == 0) std::printf("  note: %s is hidden at its centre\n", where.c_str());
      return {double(matching) / counted >= 0.3,
              std::to_string(matching) + " of " + std::to_string(counted) +
                  " pixels show the first solid met (30% needed)"};
    }();
    if (const Exemption* e = exemption_of(GetParam(), o.id)) {
      ++exempted_seen;
      EXPECT_FALSE(shows) << where << ": exempted (" << e->reason << ") but it now shows (" << seen
                          << "): remove its exemption";
    } else {
      EXPECT_TRUE(shows) << where << ": " << seen;
    }
  }
  // An exemption naming an object this scene no longer has (renamed, removed, hidden) is stale.
  int exempted_listed = 0;
  for (const Exemption& e : kExemptions)
    if (GetParam() == e.scene) ++exempted_listed;
  EXPECT_EQ(exempted_seen, exempted_listed)
      << GetParam() << ": an exemption names no visible object";
}

// The same for an exemption whose scene is gone from the library.
TEST(LibraryRenderExemptions, EveryExemptionNamesALibraryScene) {
  const std::vector<std::string> scenes = library_scenes();
  for (const Exemption& e : kExemptions)
    EXPECT_TRUE(std::find(scenes.begin(), scenes.end(), e.scene) != scenes.end()) << e.scene;
}

INSTANTIATE_TEST_SUITE_P(Library, LibraryRender, ::testing::ValuesIn(library_scenes()),
                         [](const auto& info) { return info.param; });

}  // namespace
}  // namespace collide
