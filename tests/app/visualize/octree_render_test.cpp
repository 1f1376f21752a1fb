// `collision-lab render --octree` on lesson_octree.json, under Xvfb: the cells' edges have their
// depth's colour where the camera projects them, a pair's holding cell is yellow and its query's
// visited cells white, and none of it is there without --octree.
#include <gtest/gtest.h>

#include <array>
#include <filesystem>
#include <string>

#include "app/kinds/edit_view.hpp"
#include "app/view/frame.hpp"
#include "app/view/scene_view.hpp"
#include "app/view/view_framing.hpp"
#include "app/visualize/octree_visual.hpp"
#include "core/scene/scene_io.hpp"
#include "core/scene/scene_json.hpp"
#include "render/camera.hpp"
#include "tests/app/support/image_checks.hpp"
#include "tests/app/support/library_scenes.hpp"
#include "tests/app/support/run_cli.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;
const Viewport kRenderViewport{960, 540};
const std::string kLesson = test::source_dir() + "/assets/scenes/lesson_octree.json";

// Whether q lies on the segment [a, b] (within a hair: |(q − a) × (b − a)| ≈ 0 and q between).
bool on_segment(const glm::dvec3& q, const glm::dvec3& a, const glm::dvec3& b) {
  const glm::dvec3 d = b - a;
  const double t = glm::dot(q - a, d) / glm::dot(d, d);
  return t >= -1e-9 && t <= 1 + 1e-9 && glm::length(a + t * d - q) <= 1e-9 * (1 + glm::length(d));
}

struct Count {
  int total = 0, hits = 0;
};
struct Samples {
  Count with, without;
};

// Where the ray o + t·d (t > 0) first meets the box centre + Σ sᵢ·uᵢ (|sᵢ| <= eᵢ), if it does:
// the slab test in the box's frame, t in [max over axes of the entry, min of the exit].
std::optional<double> ray_box(const glm::dvec3& o, const glm::dvec3& d, const glm::dvec3& centre,
                              const std::array<glm::dvec3, 3>& u, const glm::dvec3& e) {
  double enter = 0, leave = 1e300;
  for (int k = 0; k < 3; ++k) {
    const double ok = glm::dot(o - centre, u[k]), dk = glm::dot(d, u[k]);
    if (std::abs(dk) < 1e-300) {
      if (std::abs(ok) > e[k]) return std::nullopt;
      continue;
    }
    double t0 = (-e[k] - ok) / dk, t1 = (e[k] - ok) / dk;
    if (t0 > t1) std::swap(t0, t1);
    enter = std::max(enter, t0);
    leave = std::min(leave, t1);
  }
  if (enter > leave) return std::nullopt;
  return enter;
}

// Whether a solid of the lesson (boxes, aligned or turned) lies between the eye and q. The
// evidence layer dims what is hidden (blended with the solid), so only points in the clear show
// their colour as it is.
bool hidden(const Scene& scene, const EditView& view, const glm::dvec3& q) {
  const double to_q = glm::length(q - view.eye);
  const glm::dvec3 d = (q - view.eye) / to_q;
  for (const SceneObject& o : scene.objects) {
    const Shape<double> shape = to_shape<double>(o.desc);
    std::optional<double> t;
    if (const auto* a = std::get_if<Aabb<double>>(&shape))
      t = ray_box(view.eye, d, (a->min + a->max) * 0.5, {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}},
                  (a->max - a->min) * 0.5);
    else if (const auto* b = std::get_if<Obb<double>>(&shape))
      t = ray_box(view.eye, d, b->center, b->axes, b->half_extents);
    else
      ADD_FAILURE() << "the lesson has only boxes";
    // A little before q: an edge lying on a face is not hidden by that face.
    if (t && *t < to_q * (1 - 1e-6)) return true;
  }
  return false;
}

// Points along the frame's octree lines (in drawing order) expected in colour `c`: those whose
// last line drawn over them has that colour, in the clear and in the image seen from `view`;
// `hits` counts those where some pixel within one of the point's projection is a shade of `c`.
Count count_colour(const Scene& scene, const std::vector<DrawLine>& lines, const Color& c,
                   const Image& image, const EditView& view) {
  Count n;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    for (double f : {0.2, 0.35, 0.5, 0.65, 0.8}) {
      const glm::dvec3 q = lines[i].a + f * (lines[i].b - lines[i].a);
      Color last = lines[i].color_a;
      for (std::size_t j = i + 1; j < lines.size(); ++j)
        if (on_segment(q, lines[j].a, lines[j].b)) last = lines[j].color_a;
      if (last != c || hidden(scene, view, q)) continue;
      const auto px = view.to_pixel(q);
      if (!px || px->x < 2 || px->y < 2 || px->x > kRenderViewport.width - 3 ||
          px->y > kRenderViewport.height - 3)
        continue;
      ++n.total;
      n.hits += test::shade_fraction(image, glm::vec2(*px), 1, c) > 0;
    }
  }
  return n;
}

// The count in the picture with --octree and in the one without, each from the view `render`
// opened it with: the lesson has no camera, so --octree frames the cells as well as the objects.
Samples sample_lines(const Scene& scene, const std::vector<DrawLine>& lines, const Color& c,
                     const Image& with, const Image& without) {
  SceneEvaluation e;
  e.build(scene);
  OctreeDrawOptions octree;
  octree.shown = true;
  const auto view = [&](const OctreeDrawOptions& o) {
    return edit_view(opening_camera(scene, kRenderViewport, &e, o), kRenderViewport);
  };
  return {count_colour(scene, lines, c, with, view(octree)),
          count_colour(scene, lines, c, without, view({}))};
}

// The octree lines of the frame `render` draws with --octree and the selection `ids`.
std::vector<DrawLine> octree_lines(const Scene& scene, const std::vector<std::string>& ids) {
  ViewOptions options;
  options.octree.shown = true;
  for (const std::string& id : ids)
    for (std::uint32_t i = 0; i < scene.objects.size(); ++i)
      if (scene.objects[i].id == id) options.selected.push_back(i);
  SceneEvaluation e;
  e.build(scene);
  const std::vector<std::uint32_t> selected(options.selected.begin(), options.selected.end());
  const OctreeEvidence ev = octree_evidence(e, selected, options.octree);
  DrawList list;
  draw_octree(ev, list);
  return list.layer(Layer::evidence).lines;
}

TEST(OctreeRender, CellEdgesHaveTheirDepthColourWhereTheCameraProjectsThem) {
  const test::ScratchDir scratch;
  const std::string path = test::scene_without_focus(kLesson, scratch);
  const Scene scene = test::load_or_fail(path);
  const auto with = test::render_png(path, "--octree");
  const auto without = test::render_png(path, "");
  ASSERT_TRUE(with && without);
  const std::vector<DrawLine> lines = octree_lines(scene, {});
  ASSERT_FALSE(lines.empty());
  // Every depth the tree has, each where its edges are in the clear.
  for (std::uint32_t depth = 0; depth < 8; ++depth) {
    const Color c = octree_depth_color(depth);
    const Samples s = sample_lines(scene, lines, c, *with, *without);
    if (depth > 1 && s.with.total == 0) break;  // the lesson's tree is two levels deep
    SCOPED_TRACE(testing::Message() << "depth " << depth);
    ASSERT_GT(s.with.total, 20);
    ASSERT_GT(s.without.total, 20);
    EXPECT_GT(s.with.hits, s.with.total * 9 / 10) << s.with.hits << " of " << s.with.total;
    // Without --octree a few of those places have such a colour by chance (the blue z axis,
    // blue cubes behind the point).
    EXPECT_LT(s.without.hits, s.without.total / 4) << s.without.hits << " of " << s.without.total;
  }
}

// The near corner's pair, whose holding cell and query lie mostly in the clear from the lesson's
// camera.
TEST(OctreeRender, ThePairsHoldingCellAndQueryAreDrawn) {
  const Scene scene = test::load_or_fail(kLesson);
  const auto with = test::render_png(kLesson, "--octree --pair c440,c441");
  const auto without = test::render_png(kLesson, "--pair c440,c441");
  ASSERT_TRUE(with && without);
  const std::vector<DrawLine> lines = octree_lines(scene, {"c440", "c441"});
  std::vector<DrawLine> holding, visited;
  for (const DrawLine& l : lines) {
    if (l.color_a == kOctreeHoldingColor && l.width_px == kOctreeHoldingWidth) holding.push_back(l);
    if (l.color_a == kOctreeVisitedColor) visited.push_back(l);
  }
  ASSERT_FALSE(holding.empty());
  ASSERT_FALSE(visited.empty());
  for (const Color& c : {kOctreeHoldingColor, kOctreeVisitedColor}) {
    const Samples s = sample_lines(scene, lines, c, *with, *without);
    SCOPED_TRACE(testing::Message() << "colour " << c.r << ", " << c.g << ", " << c.b);
    ASSERT_GT(s.with.total, 20);
    ASSERT_GT(s.without.total, 20);
    EXPECT_GT(s.with.hits, s.with.total * 9 / 10) << s.with.hits << " of " << s.with.total;
    EXPECT_EQ(s.without.hits, 0) << s.without.hits << " of " << s.without.total;
  }
}

}  // namespace
}  // namespace collide
