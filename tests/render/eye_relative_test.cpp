// Drawing relative to the eye, without a GL context: the vertex data the renderer uploads is
// (p − eye) computed in double and rounded once, the rotation-only view agrees with the camera's
// own view matrix, and projecting from eye-relative offsets agrees with the camera's projection.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include <glm/geometric.hpp>

#include "render/eye_relative.hpp"
#include "render/label_placement.hpp"

namespace collide {
namespace {

const Color kEyeRed{1, 0, 0, 1}, kBlue{0, 0, 1, 1};

// A float within half an ulp of the double (round to nearest): |f − d| <= |d|·2^-24.
void expect_rounded(float f, double d) {
  EXPECT_LE(std::abs(double(f) - d),
            std::abs(d) * 0x1p-24 + std::numeric_limits<float>::denorm_min())
      << f << " vs " << d;
}
void expect_rounded(const glm::vec3& f, const glm::dvec3& d) {
  for (int i = 0; i < 3; ++i)
    expect_rounded(f[i], d[i]);
}

// Camera looking at `target` from `distance`, turned so no axis is special.
Camera camera_at(const glm::vec3& target, float distance) {
  Camera c;
  c.target = target;
  c.distance = distance;
  c.yaw = 0.7f;
  c.pitch = 0.35f;
  return c;
}

TEST(EyeRelative, TheEyeInDoubleIsTargetMinusForwardTimesDistance) {
  const Camera c = camera_at({1e7f, 1e7f, 1e7f}, 0.05f);
  const glm::dvec3 expected = glm::dvec3(1e7) - glm::dvec3(forward_direction(c)) * 0.05;
  EXPECT_EQ(eye_position_exact(c), expected);
  // 5 cm from a target at 1e7, where float's spacing is 1: only double can hold it.
  EXPECT_NEAR(glm::length(eye_position_exact(c) - glm::dvec3(1e7)), 0.05, 1e-9);
}

TEST(EyeRelative, VertexDataIsTheOffsetFromTheEyeComputedInDouble) {
  for (double far : {0.0, 1e4, 1e7}) {
    const Camera c = camera_at(glm::vec3(float(far)), 0.05f);
    const glm::dvec3 eye = eye_position_exact(c);
    DrawLayer layer;
    const glm::dvec3 p(far + 0.0078125, far - 0.003, far + 0x1p-20);
    const glm::dvec3 q(far - 0.0078125, far + 0.011, far);
    layer.lines.push_back({p, q, kEyeRed, kBlue, 2.5f, 5.0f});
    layer.points.push_back({q, kBlue, 7.0f});
    layer.triangles.push_back({p, q, glm::dvec3(far), kEyeRed});
    const glm::mat3 basis(glm::vec3(0.01f, 0, 0), glm::vec3(0, 0.02f, 0), glm::vec3(0, 0, 0.03f));
    layer.solids[std::size_t(Solid::box)].push_back({Solid::box, p, basis, kBlue});

    LayerVertices v;
    make_eye_relative(layer, eye, v);
    ASSERT_EQ(v.lines.size(), 1u);
    expect_rounded(v.lines[0].a, p - eye);
    expect_rounded(v.lines[0].b, q - eye);
    EXPECT_EQ(v.lines[0].color_a, kEyeRed);
    EXPECT_EQ(v.lines[0].color_b, kBlue);
    EXPECT_EQ(v.lines[0].width_px, 2.5f);
    EXPECT_EQ(v.lines[0].dash_px, 5.0f);
    ASSERT_EQ(v.points.size(), 1u);
    expect_rounded(v.points[0].p, q - eye);
    EXPECT_EQ(v.points[0].size_px, 7.0f);
    ASSERT_EQ(v.triangles.size(), 3u);
    expect_rounded(v.triangles[2].position, glm::dvec3(far) - eye);
    const auto& box = v.solids[std::size_t(Solid::box)];
    ASSERT_EQ(box.size(), 1u);
    expect_rounded(box[0].center, p - eye);
    EXPECT_EQ(box[0].axis1, basis[1]);
    EXPECT_EQ(box[0].color, kBlue);

    // The point of it: the offsets keep the object's 1e-2 size to float precision, where the
    // difference of the rounded floats does not (at 1e7 their spacing is 1).
    const glm::dvec3 size = glm::dvec3(v.lines[0].a) - glm::dvec3(v.lines[0].b);
    EXPECT_NEAR(size.x, 0.015625, 1e-8) << "at " << far;
    if (far >= 1e7) {
      const glm::dvec3 naive = glm::dvec3(glm::vec3(p) - glm::vec3(q));
      EXPECT_GT(std::abs(naive.x - 0.015625), 0.01);
    }
  }
}

TEST(EyeRelative, TriangleNormalsComeFromTheDoublePositions) {
  // A 1e-3 triangle at 1e7 lying in a plane y = const: its normal is ±y. In float its corners
  // would collapse onto one point and leave no normal at all.
  DrawLayer layer;
  const double far = 1e7;
  layer.triangles.push_back(
      {{far, far, far}, {far, far, far + 1e-3}, {far + 1e-3, far, far}, kEyeRed});
  LayerVertices v;
  make_eye_relative(layer, glm::dvec3(far - 1), v);
  ASSERT_EQ(v.triangles.size(), 3u);
  for (const TriangleVertex& t : v.triangles) {
    EXPECT_NEAR(std::abs(t.normal.y), 1.0f, 1e-6f);
    EXPECT_NEAR(t.normal.x, 0.0f, 1e-6f);
    EXPECT_EQ(t.color, kEyeRed);
  }
}

TEST(EyeRelative, ReusedVertexDataHoldsOnlyTheNewLayer) {
  DrawLayer big, small;
  for (int i = 0; i < 10; ++i)
    big.lines.push_back({{0, 0, 0}, {1, 0, 0}, kEyeRed, kEyeRed});
  small.points.push_back({{0, 0, 0}, kEyeRed});
  LayerVertices v;
  make_eye_relative(big, {}, v);
  make_eye_relative(small, {}, v);
  EXPECT_TRUE(v.lines.empty());
  EXPECT_EQ(v.points.size(), 1u);
}

TEST(EyeRelative, OpaqueFlagsSayWhetherEverySolidAndTriangleHasAlphaOne) {
  const glm::mat3 basis(1.0f);
  const Color half{1, 0, 0, 0.5f}, almost{0, 0, 1, 0.999f};
  DrawLayer layer;
  LayerVertices v;
  make_eye_relative(layer, {}, v);  // nothing drawn: nothing to blend
  EXPECT_TRUE(v.solids_opaque);
  EXPECT_TRUE(v.triangles_opaque);
  layer.solids[std::size_t(Solid::box)].push_back({Solid::box, {}, basis, kEyeRed});
  layer.triangles.push_back({{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, kBlue});
  make_eye_relative(layer, {}, v);
  EXPECT_TRUE(v.solids_opaque);
  EXPECT_TRUE(v.triangles_opaque);
  // One translucent solid among opaque ones, of another kind, is enough; triangles stay opaque.
  layer.solids[std::size_t(Solid::sphere)].push_back({Solid::sphere, {}, basis, almost});
  make_eye_relative(layer, {}, v);
  EXPECT_FALSE(v.solids_opaque);
  EXPECT_TRUE(v.triangles_opaque);
  layer.triangles.push_back({{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, half});
  make_eye_relative(layer, {}, v);
  EXPECT_FALSE(v.triangles_opaque);
  // Reused for an opaque layer, the flags are worked out afresh.
  make_eye_relative(DrawLayer{}, {}, v);
  EXPECT_TRUE(v.solids_opaque);
  EXPECT_TRUE(v.triangles_opaque);
}

TEST(EyeRelative, RotationOnlyViewAgreesWithTheCameraViewMatrixNearTheOrigin) {
  // Near the origin float is precise enough for the camera's own view matrix (glm::lookAt with
  // translation): both must map a world point to the same view-space point.
  const Camera c = camera_at({0.5f, 0.2f, -0.3f}, 6.0f);
  const glm::mat4 full = glm::mat4(view_matrix(c));
  const glm::mat4 rot = view_rotation(c);
  const glm::dvec3 eye = eye_position_exact(c);
  for (const glm::vec3 p : {glm::vec3(1, 2, 3), glm::vec3(-2, 0.5f, 1), glm::vec3(0, 0, 0)}) {
    const glm::vec4 a = full * glm::vec4(p, 1);
    const glm::vec4 b = rot * glm::vec4(eye_relative(glm::dvec3(p), eye), 1);
    for (int i = 0; i < 4; ++i)
      EXPECT_NEAR(a[i], b[i], 1e-4f) << i;
  }
  EXPECT_EQ(rot[3], glm::vec4(0, 0, 0, 1));  // no translation
}

TEST(EyeRelative, PixelsFromOffsetsAgreeWithTheCameraNearTheOriginAndCentreTheTargetFarAway) {
  const Viewport vp{640, 360};
  const Camera near = camera_at({0.5f, 0.2f, -0.3f}, 6.0f);
  for (const glm::vec3 p : {glm::vec3(1, 2, 3), glm::vec3(-2, 0.5f, 1)}) {
    const auto a = world_to_pixel(near, vp, p);
    const auto b = eye_relative_to_pixel(near, vp, glm::dvec3(p));
    ASSERT_TRUE(a && b);
    EXPECT_NEAR(a->x, b->x, 0.01);
    EXPECT_NEAR(a->y, b->y, 0.01);
  }
  // 1e7 away, 5 cm from the eye: the target is the image's centre (to the precision of the float
  // directions, 1e-7 radian), and a point 1 cm to the camera's right lands right of it by
  // 0.01 / (one pixel's size at 0.05).
  const Camera far = camera_at(glm::vec3(1e7f), 0.05f);
  const auto centre = eye_relative_to_pixel(far, vp, glm::dvec3(1e7));
  ASSERT_TRUE(centre);
  EXPECT_NEAR(centre->x, 320, 1e-4);
  EXPECT_NEAR(centre->y, 180, 1e-4);
  const double pixel = 2 * 0.05 * std::tan(0.5 * double(far.fov_y)) / 360;
  const auto right =
      eye_relative_to_pixel(far, vp, glm::dvec3(1e7) + 0.01 * glm::dvec3(right_direction(far)));
  ASSERT_TRUE(right);
  EXPECT_NEAR(right->x - 320, 0.01 / pixel, 1e-3);
  EXPECT_NEAR(right->y, 180, 1e-3);
  // Behind the eye: no pixel.
  EXPECT_FALSE(
      eye_relative_to_pixel(far, vp, eye_position_exact(far) - glm::dvec3(forward_direction(far))));
}

TEST(LabelPlacement, AnchorImagePlusOffsetInLayerOrderAndHiddenOnesLeftOut) {
  const Viewport vp{640, 360};
  const Camera c = camera_at(glm::vec3(1e4f), 0.05f);
  const glm::dvec3 target(1e4);
  DrawList list;
  list.label(Layer::overlay, {target, {0, 0}, "overlay"});
  list.label(Layer::scene, {target, {5, -7}, "scene"});
  // Behind the eye, and outside the image to the right: both hidden.
  list.label(Layer::scene, {eye_position_exact(c) - glm::dvec3(forward_direction(c)), {}, "b"});
  list.label(Layer::evidence, {target + glm::dvec3(right_direction(c)), {}, "off"});
  const std::vector<PlacedLabel> placed = place_labels(list, c, vp);
  ASSERT_EQ(placed.size(), 2u);
  EXPECT_EQ(placed[0].label->text, "scene");
  EXPECT_EQ(placed[0].layer, Layer::scene);
  EXPECT_NEAR(placed[0].pixel.x, 325, 1e-3);
  EXPECT_NEAR(placed[0].pixel.y, 173, 1e-3);
  EXPECT_EQ(placed[1].label->text, "overlay");
  EXPECT_NEAR(placed[1].pixel.x, 320, 1e-3);
}

}  // namespace
}  // namespace collide
