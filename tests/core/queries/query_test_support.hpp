#pragma once
// Shared by the query tests: a seeded generator of random shapes, and the tally that sorts the
// disagreements between a query and an independent method into "inside the contact band"
// (expected: the band exists for them) and "real" (a bug: must be zero).
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <glm/common.hpp>
#include <glm/geometric.hpp>

#include "core/shapes/shape.hpp"
#include "core/shapes/shapes.hpp"
#include "tests/bench/splitmix64.hpp"

namespace collide::test {

using Real = long double;  // the independent methods run in extended precision
using VecL = glm::vec<3, Real, glm::defaultp>;

template <class T>
VecL wide(const Vec3<T>& v) {
  return {Real(v.x), Real(v.y), Real(v.z)};
}

// Enough cases to find rare failures, few enough to run quickly under the sanitizers.
inline constexpr int kPropertyCases = 100'000;

// The seeds' box: [0, 1]³.
template <class T>
Aabb<T> unit_box() {
  return {{0, 0, 0}, {1, 1, 1}};
}

class Random {
 public:
  explicit Random(std::uint64_t seed) : gen_(seed) {}

  double uniform(double lo, double hi) { return lo + (hi - lo) * gen_.u(); }
  template <class T>
  T scalar(double lo, double hi) {
    return T(uniform(lo, hi));
  }
  template <class T>
  Vec3<T> vec(double lo, double hi) {
    return {scalar<T>(lo, hi), scalar<T>(lo, hi), scalar<T>(lo, hi)};
  }
  template <class T>
  Vec3<T> unit() {
    for (;;) {
      glm::dvec3 v{uniform(-1, 1), uniform(-1, 1), uniform(-1, 1)};
      double l = glm::length(v);
      if (l > 0.1 && l <= 1) return Vec3<T>(v / l);
    }
  }
  template <class T>
  Quat<T> rotation() {
    for (;;) {
      glm::dvec4 v{uniform(-1, 1), uniform(-1, 1), uniform(-1, 1), uniform(-1, 1)};
      double l = glm::length(v);
      if (l > 0.1 && l <= 1) return Quat<T>(T(v.w / l), T(v.x / l), T(v.y / l), T(v.z / l));
    }
  }
  template <class T>
  Plane<T> plane(double offset) {
    return Plane<T>::from_point_normal(vec<T>(-offset, offset), unit<T>());
  }
  template <class T>
  Aabb<T> aabb(double center, double half) {
    return Aabb<T>::from_center_half(vec<T>(-center, center), vec<T>(0, half));
  }
  template <class T>
  Obb<T> obb(double center, double half) {
    return Obb<T>::from_rotation(vec<T>(-center, center), vec<T>(0, half), rotation<T>());
  }
  template <class T>
  Sphere<T> sphere(double center, double radius) {
    return {vec<T>(-center, center), scalar<T>(0, radius)};
  }
  bool one_in(int n) { return gen_.next() % std::uint64_t(n) == 0; }

 private:
  bench::SplitMix64 gen_;
};

// Counts how a query's verdicts compare with an independent method's. Every tally has a
// ceiling on its "inside the band" count, derived where it is made (from the share of cases
// built on the boundary, plus a stated allowance): a band that grew, or a query that drifted
// into it, makes the count pass the ceiling and the test fail.
class Tally {
 public:
  Tally(std::string name, long max_in_band) : name_(std::move(name)), max_band_(max_in_band) {}
  ~Tally() {
    std::printf(
        "[ tally    ] %s: %ld cases, %ld agree, %ld disagree inside the band (ceiling %ld), %ld "
        "real\n",
        name_.c_str(), cases_, agree_, band_, max_band_, real_);
    EXPECT_LE(band_, max_band_) << name_ << ": more disagreements inside the band than derived";
  }
  Tally(const Tally&) = delete;
  Tally& operator=(const Tally&) = delete;

  // `in_band`: the independent answer is itself within the contact band of the boundary, so
  // either verdict is acceptable. `what` describes the case for the first real disagreement.
  template <class Describe>
  void add(bool ours, bool reference, bool in_band, Describe&& what) {
    ++cases_;
    if (ours == reference) {
      ++agree_;
    } else if (in_band) {
      ++band_;
    } else if (++real_ == 1) {
      std::ostringstream out;
      what(out);
      first_real_ = out.str();
    }
  }
  void add(bool ours, bool reference, bool in_band) {
    add(ours, reference, in_band, [](std::ostream&) {});
  }

  long cases() const { return cases_; }
  long real() const { return real_; }
  long in_band() const { return band_; }
  long max_in_band() const { return max_band_; }
  const std::string& first_real() const { return first_real_; }

 private:
  std::string name_;
  long max_band_;
  long cases_ = 0, agree_ = 0, band_ = 0, real_ = 0;
  std::string first_real_;
};

// A ceiling for cases of which a share `p` (of `n`) was built on the boundary: their expected
// count, 4 standard deviations of the binomial above it, and an allowance `allow` (a share of
// n) for the cases not built there that land in the band by chance.
inline long boundary_ceiling(long n, double p, double allow) {
  return long(n * p + 4 * std::sqrt(n * p * (1 - p)) + n * allow) + 1;
}

#define EXPECT_NO_REAL_DISAGREEMENT(tally)                                               \
  do {                                                                                   \
    EXPECT_EQ((tally).cases(), ::collide::test::kPropertyCases);                         \
    EXPECT_EQ((tally).real(), 0) << "first real disagreement: " << (tally).first_real(); \
  } while (0)

// A hand-worked tolerance stated for float (a few of float's ulps at the size of the answer),
// carried to T by the ratio of the epsilons: the same number of ulps in double, not float's.
template <class T>
constexpr double float_ulps(double tolerance_in_float) {
  return tolerance_in_float * (double(std::numeric_limits<T>::epsilon()) /
                               double(std::numeric_limits<float>::epsilon()));
}

// "(x, y, z)" with enough digits to reproduce a float case.
template <class T>
std::string str(const glm::vec<3, T, glm::defaultp>& v) {
  std::ostringstream out;
  out.precision(17);
  out << '(' << v.x << ", " << v.y << ", " << v.z << ')';
  return out.str();
}

// Three small meshes about the origin (a mesh shape has no pose of its own: it is where its
// vertices are): 4, 8 and 16 triangles of random vertices in [−2, 2]³ on a grid of 1/8, so
// that the float vertices are the double ones and both precisions see the same triangles.
inline const std::array<std::shared_ptr<const MeshData>, 3>& test_meshes() {
  static const std::array<std::shared_ptr<const MeshData>, 3> meshes = [] {
    Random points(0x3E54);
    std::array<std::shared_ptr<const MeshData>, 3> out;
    for (std::size_t k = 0; k < out.size(); ++k) {
      const std::uint32_t triangles = 4u << k;
      std::vector<Vec3<double>> v;
      std::vector<std::array<std::uint32_t, 3>> t;
      for (std::uint32_t i = 0; i < 3 * triangles; ++i)
        v.push_back(glm::round(points.vec<double>(-2, 2) * 8.0) / 8.0);
      for (std::uint32_t i = 0; i < triangles; ++i)
        t.push_back({3 * i, 3 * i + 1, 3 * i + 2});
      out[k] = build_triangle_mesh(v, t).mesh;
    }
    return out;
  }();
  return meshes;
}

// A random valid shape of the given kind, around the origin so that pairs often meet (and,
// for the bounded kinds, also miss): the pair table's tests sample every cell with it.
template <class T>
Shape<T> random_shape(Random& random, ShapeKind kind) {
  switch (kind) {
    case ShapeKind::point:
      return Point<T>{random.vec<T>(-2, 2)};
    case ShapeKind::segment:
      return Segment<T>{random.vec<T>(-3, 3), random.vec<T>(-3, 3)};
    case ShapeKind::ray:
      return Ray<T>{random.vec<T>(-3, 3), random.unit<T>()};
    case ShapeKind::plane:
      return random.plane<T>(2);
    case ShapeKind::sphere:
      return random.sphere<T>(2, 1.5);
    case ShapeKind::moving_sphere:
      return MovingSphere<T>{random.sphere<T>(3, 1), random.vec<T>(-4, 4)};
    case ShapeKind::aabb:
      return random.aabb<T>(2, 1.5);
    case ShapeKind::obb:
      return random.obb<T>(2, 1.5);
    case ShapeKind::triangle:
      return Triangle<T>{random.vec<T>(-3, 3), random.vec<T>(-3, 3), random.vec<T>(-3, 3)};
    case ShapeKind::ellipsoid:
      return Ellipsoid<T>::from_rotation(random.vec<T>(-2, 2), random.vec<T>(0, 1.5),
                                         random.rotation<T>());
    case ShapeKind::capsule:
      return Capsule<T>{random.vec<T>(-2, 2), random.vec<T>(-2, 2), T(random.uniform(0.1, 1))};
    case ShapeKind::cylinder:
      return Cylinder<T>::from_rotation(random.vec<T>(-2, 2), T(random.uniform(0.1, 1)),
                                        T(random.uniform(0.1, 1)), random.rotation<T>());
    case ShapeKind::convex_hull: {
      // One of three hulls of random points, moved and scaled through the shape's own offset
      // and scale (what GJK's re-centring uses).
      static const std::array<std::shared_ptr<const HullData>, 3> hulls = [] {
        Random points(0x4011);
        std::array<std::shared_ptr<const HullData>, 3> out;
        for (std::size_t k = 0; k < out.size(); ++k) {
          std::vector<Vec3<double>> p;
          for (std::size_t i = 0; i < 6 + 5 * k; ++i)
            p.push_back(points.vec<double>(-1, 1));
          out[k] = build_convex_hull(p).hull;
        }
        return out;
      }();
      const HullData* h = hulls[std::size_t(random.uniform(0, 2.999))].get();
      return ConvexHull<T>{h, random.vec<T>(-2, 2), T(random.uniform(0.3, 1.5))};
    }
    case ShapeKind::mesh:
      return TriangleMesh<T>{test_meshes()[std::size_t(random.uniform(0, 2.999))].get()};
    case ShapeKind::convex:  // a registered kind's: outside the kinds these tests draw from
      break;
  }
  return Point<T>{};
}

}  // namespace collide::test
