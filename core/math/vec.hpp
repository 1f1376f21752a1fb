#pragma once
// The core's vector types: GLM, templated on the scalar so every test runs in float and double.
#include <glm/common.hpp>
#include <glm/gtc/quaternion.hpp>
#include <glm/mat3x3.hpp>
#include <glm/vec3.hpp>

namespace collide {

template <class T>
using Vec3 = glm::vec<3, T, glm::defaultp>;
template <class T>
using Mat3 = glm::mat<3, 3, T, glm::defaultp>;
template <class T>
using Quat = glm::qua<T, glm::defaultp>;

// |x| + |y| + |z|: the size of the numbers a dot product with v adds up, and so the scale of
// its rounding error.
template <class T>
T l1_norm(const Vec3<T>& v) {
  return glm::abs(v.x) + glm::abs(v.y) + glm::abs(v.z);
}

}  // namespace collide
