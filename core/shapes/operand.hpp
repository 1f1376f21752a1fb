#pragma once
// Which operand of a two-shape query an answer is about: a is the query's first parameter, b its
// second. Shared by every query result (core/input_check.hpp, core/obb_sat.hpp).
#include <cstdint>
#include <string_view>

namespace collide {

enum class Operand : std::uint8_t { none, a, b };

constexpr std::string_view name_of(Operand o) {
  return o == Operand::a ? "a" : o == Operand::b ? "b" : "none";
}

}  // namespace collide
