// layout_labels: no two placed labels overlap, none covers a keep-clear rectangle or an object's
// centre, every one is inside the view; the focused pair's labels win the places; what has no
// room is counted. The text size is a fixed advance per character (the viewer asks its font).
#include "render/label_layout.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>

#include "render/eye_relative.hpp"

namespace collide {
namespace {

const Viewport kView{640, 360};

glm::vec2 fixed_measure(std::string_view s) {
  return {7.0f * float(s.size()), 14.0f};
}

LabelLayoutOptions options() {
  LabelLayoutOptions o;
  o.measure = fixed_measure;
  return o;
}

Camera camera() {
  Camera c;
  c.target = {0, 0, 0};
  c.distance = 10;
  return c;
}

glm::vec2 pixel(const glm::dvec3& p) {
  return glm::vec2(*eye_relative_to_pixel(camera(), kView, p));
}

// The checks every layout must pass, whatever its input.
void expect_valid(const LabelLayout& l, const LabelLayoutOptions& o) {
  const PixelRect view{{0, 0}, {float(kView.width), float(kView.height)}};
  for (std::size_t i = 0; i < l.placed.size(); ++i) {
    const PixelRect& r = l.placed[i].rect;
    EXPECT_TRUE(r.min.x >= 0 && r.min.y >= 0 && r.max.x <= view.max.x && r.max.y <= view.max.y)
        << l.placed[i].label->text;
    // The text's own box sits in its rectangle.
    const glm::vec2 size = fixed_measure(l.placed[i].label->text);
    EXPECT_GE(l.placed[i].pixel.x, r.min.x);
    EXPECT_LE(l.placed[i].pixel.x + size.x, r.max.x);
    for (std::size_t j = i + 1; j < l.placed.size(); ++j)
      EXPECT_FALSE(r.overlaps(l.placed[j].rect))
          << l.placed[i].label->text << " over " << l.placed[j].label->text;
    for (const PixelRect& k : o.keep_clear)
      EXPECT_FALSE(r.overlaps(k));
    for (const glm::dvec3& p : o.keep_clear_points) {
      const glm::vec2 c = pixel(p);
      EXPECT_FALSE(r.overlaps({c - glm::vec2(o.point_clear_px), c + glm::vec2(o.point_clear_px)}));
    }
  }
}

TEST(LabelLayout, AFreeLabelKeepsItsOwnPlace) {
  DrawList list;
  list.label(Layer::evidence, {{0, 0, 0}, {10, -10}, "gap 0.25", {1, 1, 1, 1}});
  const LabelLayout l = layout_labels(list, camera(), kView, options());
  ASSERT_EQ(l.placed.size(), 1u);
  EXPECT_FALSE(l.placed[0].moved);
  const glm::vec2 expected = pixel({0, 0, 0}) + glm::vec2(10, -10);
  EXPECT_NEAR(l.placed[0].pixel.x, expected.x, 1e-3);
  EXPECT_NEAR(l.placed[0].pixel.y, expected.y, 1e-3);
  EXPECT_EQ(l.dropped, 0u);
}

TEST(LabelLayout, TheFocusedLabelWinsItsPlaceAndTheOtherMovesWithALeader) {
  DrawList list;
  // The octree's label first in the list, over the same place as the focused pair's.
  list.label(Layer::evidence, {{0, 0, 0}, {10, -10}, "query: 3 visited", {1, 1, 1, 1}});
  list.label(Layer::evidence,
             {{0, 0, 0}, {10, -10}, "MTV depth 0.1", {1, 1, 1, 1}, LabelPriority::focused});
  const LabelLayoutOptions o = options();
  const LabelLayout l = layout_labels(list, camera(), kView, o);
  ASSERT_EQ(l.placed.size(), 2u);
  EXPECT_EQ(l.placed[0].label->text, "MTV depth 0.1");
  EXPECT_FALSE(l.placed[0].moved);
  EXPECT_TRUE(l.placed[1].moved);
  expect_valid(l, o);
}

TEST(LabelLayout, LabelsAvoidKeepClearRectanglesAndObjectCentres) {
  DrawList list;
  list.label(Layer::evidence, {{0, 0, 0}, {-20, -5}, "over the centre", {1, 1, 1, 1}});
  list.label(Layer::evidence, {{1, 0, 0}, {10, -10}, "under a panel", {1, 1, 1, 1}});
  LabelLayoutOptions o = options();
  o.keep_clear_points = {{0, 0, 0}};
  const glm::vec2 p = pixel({1, 0, 0});
  o.keep_clear.push_back({p + glm::vec2(0, -20), p + glm::vec2(200, 10)});
  const LabelLayout l = layout_labels(list, camera(), kView, o);
  ASSERT_EQ(l.placed.size(), 2u);
  EXPECT_TRUE(l.placed[0].moved);
  EXPECT_TRUE(l.placed[1].moved);
  expect_valid(l, o);
}

TEST(LabelLayout, ALabelOutOfViewIsNeitherPlacedNorCounted) {
  DrawList list;
  list.label(Layer::evidence, {{0, 0, 20}, {0, 0}, "behind the eye", {1, 1, 1, 1}});
  list.label(Layer::evidence, {{1000, 0, 0}, {0, 0}, "far right", {1, 1, 1, 1}});
  const LabelLayout l = layout_labels(list, camera(), kView, options());
  EXPECT_TRUE(l.placed.empty());
  EXPECT_EQ(l.dropped, 0u);
}

TEST(LabelLayout, ACrowdDropsTheLowestPriorityLabelsAndCountsThem) {
  DrawList list;
  for (int i = 0; i < 400; ++i)
    list.label(Layer::evidence, {{0, 0, 0},
                                 {10, -10},
                                 "label number " + std::to_string(i),
                                 {1, 1, 1, 1},
                                 i % 2 ? LabelPriority::info : LabelPriority::focused});
  const LabelLayoutOptions o = options();
  const LabelLayout l = layout_labels(list, camera(), kView, o);
  EXPECT_GT(l.dropped, 0u);
  EXPECT_EQ(l.placed.size() + l.dropped, 400u);
  expect_valid(l, o);
  // Placed in priority order: no info label was placed while a focused one was dropped.
  std::size_t focused = 0;
  for (const LaidOutLabel& p : l.placed)
    focused += p.label->priority == LabelPriority::focused;
  if (focused < 200) {
    for (const LaidOutLabel& p : l.placed)
      EXPECT_EQ(p.label->priority, LabelPriority::focused);
  }
}

// Presentation mode's rule: the focused pair's labels make room rather than vanish. Forty of them
// crowd one anchor with forty lower ones beside an object's centre: without keep_focused some
// focused labels are dropped; with it none is, each inside the view, those that found a free
// place clear of every other label.
TEST(LabelLayout, KeepFocusedPlacesEveryFocusedLabelInsideTheView) {
  DrawList list;
  for (int i = 0; i < 80; ++i)
    list.label(Layer::evidence, {{0, 0, 0},
                                 {10, -10},
                                 "interval label " + std::to_string(i),
                                 {1, 1, 1, 1},
                                 i % 2 ? LabelPriority::info : LabelPriority::focused});
  LabelLayoutOptions o = options();
  o.keep_clear_points = {{0, 0, 0}};
  const auto focused_placed = [&](const LabelLayout& l) {
    return std::count_if(l.placed.begin(), l.placed.end(), [](const LaidOutLabel& p) {
      return p.label->priority == LabelPriority::focused;
    });
  };
  const LabelLayout without = layout_labels(list, camera(), kView, o);
  ASSERT_LT(focused_placed(without), 40) << "the crowd must be too big for the plain layout";
  o.keep_focused = true;
  const LabelLayout with = layout_labels(list, camera(), kView, o);
  EXPECT_EQ(focused_placed(with), 40);
  for (const LaidOutLabel& p : with.placed) {
    EXPECT_TRUE(p.rect.min.x >= 0 && p.rect.min.y >= 0 && p.rect.max.x <= float(kView.width) &&
                p.rect.max.y <= float(kView.height))
        << p.label->text;
  }
  // The lower labels still give way: none placed while a focused one lacked a free place.
  EXPECT_EQ(with.placed.size() + with.dropped, 80u);
}

TEST(LabelLayout, RandomScenesNeverOverlap) {
  std::mt19937 rng(22);
  std::uniform_real_distribution<double> pos(-4, 4);
  std::uniform_int_distribution<int> len(1, 30), prio(0, 3);
  for (int round = 0; round < 50; ++round) {
    DrawList list;
    LabelLayoutOptions o = options();
    const int n = 1 + int(rng() % 40);
    for (int i = 0; i < n; ++i)
      list.label(Layer(rng() % 3), {{pos(rng), pos(rng), pos(rng)},
                                    {10, -10},
                                    std::string(std::size_t(len(rng)), 'x'),
                                    {1, 1, 1, 1},
                                    LabelPriority(prio(rng))});
    for (int i = 0; i < 20; ++i)
      o.keep_clear_points.push_back({pos(rng), pos(rng), pos(rng)});
    o.keep_clear.push_back({{float(kView.width) - 150, 0}, {float(kView.width), 60}});
    const LabelLayout l = layout_labels(list, camera(), kView, o);
    expect_valid(l, o);
    std::size_t in_view = 0;
    for (Layer layer : {Layer::scene, Layer::evidence, Layer::overlay})
      for (const DrawLabel& d : list.layer(layer).labels) {
        const auto px = eye_relative_to_pixel(camera(), kView, d.anchor);
        in_view += px && px->x >= 0 && px->y >= 0 && px->x < kView.width && px->y < kView.height;
      }
    EXPECT_EQ(l.placed.size() + l.dropped, in_view);
  }
}

TEST(LabelLayout, ALeaderMeetsTheLabelAtItsNearestPoint) {
  const PixelRect r{{10, 10}, {30, 20}};
  EXPECT_EQ(nearest_point(r, {0, 0}), glm::vec2(10, 10));
  EXPECT_EQ(nearest_point(r, {20, 40}), glm::vec2(20, 20));
  EXPECT_EQ(nearest_point(r, {15, 15}), glm::vec2(15, 15));
}

}  // namespace
}  // namespace collide
