#pragma once
// Equality bit for bit, what "undo gives back exactly the same scene" means: two NaNs with the
// same bits are equal, 0.0 and -0.0 are not.
#include <cstring>
#include <optional>
#include <type_traits>

namespace collide {

// Doubles and the GLM vectors and quaternions made of them, compared as bytes: they have no
// padding, so memcmp sees exactly their bits.
template <class T>
bool bitwise_equal(const T& a, const T& b) {
  static_assert(std::is_trivially_copyable_v<T> && sizeof(T) % sizeof(double) == 0);
  return std::memcmp(&a, &b, sizeof(T)) == 0;
}
template <class T>
bool bitwise_equal(const std::optional<T>& a, const std::optional<T>& b) {
  return a.has_value() == b.has_value() && (!a || bitwise_equal(*a, *b));
}

}  // namespace collide
