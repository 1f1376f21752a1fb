#pragma once
// The core's vector types: GLM, templated on the scalar so every test runs in float and double.
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

}  // namespace collide
