// Where the Add menu puts a new object, for every Add entry and many camera poses and view
// rectangles (far from the origin, tiny and huge views, looking down, up and level): its pivot
// lands on the view's centre pixel in front of the near plane, all of it is in front of the eye
// and inside the view, neither a speck nor a wall, and nothing flat is seen edge-on.
#include "app/kinds/new_object.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

#include <glm/geometric.hpp>

#include "app/kinds/kind_table.hpp"
#include "core/scene/scene.hpp"

namespace collide {
namespace {

struct Pose {
  const char* name;
  glm::dvec3 target;
  double distance;
  float yaw, pitch;
};

const Pose kPoses[] = {
    {"the default view", {0, 0, 0}, 10, 0.6f, 0.45f},
    {"level, looking down -z", {0, 0, 0}, 10, 0.0f, 0.0f},
    {"level, looking along -x", {2, 1, -3}, 7, 1.5707964f, 0.0f},
    {"steeply down", {3, -2, 1}, 4, 2.0f, 1.5f},
    {"from below", {-1, 5, 2}, 30, -2.5f, -0.7f},
    {"far from the origin (1e4)", {1e4, -1e4, 1e4}, 5, 0.3f, 0.2f},
    {"a millimetre view", {1e-3, 0, -2e-3}, 1e-3, -0.9f, 0.3f},
    {"a view 1e5 away", {0, 0, 0}, 1e5, 0.8f, 0.6f},
};

const Viewport kViewports[] = {{1280, 720}, {560, 430}, {300, 700}};

Camera camera_of(const Pose& p) {
  Camera c;
  c.target = p.target;
  c.distance = p.distance;
  c.yaw = p.yaw;
  c.pitch = p.pitch;
  c.scene_radius = p.distance / 3;
  return c;
}

// The eight corners of an AABB.
std::array<glm::dvec3, 8> corners(const Aabb<double>& b) {
  std::array<glm::dvec3, 8> out;
  for (int i = 0; i < 8; ++i)
    out[std::size_t(i)] = {(i & 1) ? b.max.x : b.min.x, (i & 2) ? b.max.y : b.min.y,
                           (i & 4) ? b.max.z : b.min.z};
  return out;
}

TEST(NewObject, EachKindsPivotProjectsToTheViewsCentrePixelInFrontOfTheNearPlane) {
  for (const Pose& pose : kPoses)
    for (const Viewport& vp : kViewports) {
      const Camera camera = camera_of(pose);
      const NewObjectFrame frame = new_object_frame(camera, vp);
      const glm::dvec2 centre(0.5 * vp.width, 0.5 * vp.height);
      const double smaller = std::min(vp.width, vp.height);
      const double near = near_plane(camera);
      for (const AddEntry* e : add_entries()) {
        SCOPED_TRACE(std::string(e->title) + ", " + pose.name + ", " + std::to_string(vp.width) +
                     "x" + std::to_string(vp.height));
        const ObjectDesc d = e->make(frame).desc;
        const KindRow& row = kind_of(d);
        const glm::dvec3 pivot = row.pivot(d);
        const auto px = world_to_pixel(camera, vp, pivot);
        ASSERT_TRUE(px);
        EXPECT_NEAR(px->x, centre.x, 1e-6);
        EXPECT_NEAR(px->y, centre.y, 1e-6);
        EXPECT_GT(view_depth(camera, pivot), near);

        // Sized to the view: the corners of what it covers are in front of the near plane and
        // inside the view, and (but for a point, drawn in pixels) reach at least 1/24 of the
        // smaller side from the centre (an object is an eighth of it across, an ellipsoid seen
        // along its long axis 0.6 of that).
        if (const auto b = bounds_of(d)) {
          double reach = 0;
          for (const glm::dvec3& c : corners(*b)) {
            EXPECT_GT(view_depth(camera, c), near);
            const auto at = world_to_pixel(camera, vp, c);
            ASSERT_TRUE(at);
            EXPECT_GE(at->x, 0);
            EXPECT_LE(at->x, vp.width);
            EXPECT_GE(at->y, 0);
            EXPECT_LE(at->y, vp.height);
            reach = std::max(reach, glm::length(*at - centre));
          }
          if (!std::holds_alternative<desc::Point>(d)) {
            EXPECT_GE(reach, smaller / 24);
          }
        }
        // Nothing flat is seen edge-on, nothing long end-on.
        if (const auto* p = std::get_if<desc::Plane>(&d)) {
          EXPECT_GE(std::abs(glm::dot(glm::normalize(p->normal), frame.toward_eye)), 0.25);
        }
        if (const auto* t = std::get_if<desc::Triangle>(&d)) {
          EXPECT_GT(std::abs(glm::dot(glm::normalize(glm::cross(t->b - t->a, t->c - t->a)),
                                      frame.toward_eye)),
                    0.999);
        }
        if (const auto* r = std::get_if<desc::Ray>(&d)) {
          const auto tip = world_to_pixel(camera, vp, r->origin + r->direction);
          ASSERT_TRUE(tip);
          EXPECT_GE(glm::length(*tip - centre), smaller / 10);
        }
      }
    }
}

// The size is the view's, not a constant: a view ten times as far gives an object ten times as
// big, the same size on screen.
TEST(NewObject, TheSizeFollowsTheViewNotTheScene) {
  Camera near_view = camera_of(kPoses[0]);
  Camera far_view = near_view;
  far_view.distance *= 10;
  const Viewport vp{1280, 720};
  const NewObjectFrame a = new_object_frame(near_view, vp), b = new_object_frame(far_view, vp);
  EXPECT_NEAR(b.size / a.size, 10, 1e-9);
  // An eighth of the smaller side: 720 / 8 = 90 pixels at the centre's depth.
  EXPECT_NEAR(a.size / pixel_size_at(near_view, vp, near_view.distance), 90, 1e-6);
  EXPECT_NEAR(glm::length(a.right), 1, 1e-12);
  EXPECT_NEAR(glm::dot(a.right, a.up), 0, 1e-12);
  EXPECT_NEAR(glm::dot(a.right, a.toward_eye), 0, 1e-12);
}

}  // namespace
}  // namespace collide
