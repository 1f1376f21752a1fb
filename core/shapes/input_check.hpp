#pragma once
// The part of every query result that says whether the inputs were shapes at all. A query
// validates both operands first; when one is bad it returns at once with `input` naming the
// Problem and the operand (a is the query's first parameter, b its second), and the rest of the
// result left at its defaults (no intersection, no evidence).
#include "operand.hpp"
#include "problem.hpp"
#include "shapes.hpp"

namespace collide {

struct InputCheck {
  Problem problem = Problem::none;
  Operand operand = Operand::none;

  constexpr bool valid() const { return problem == Problem::none; }
};

// The first problem of a, else of b.
template <class A, class B>
InputCheck check_inputs(const A& a, const B& b) {
  if (Problem p = validate(a); p != Problem::none) return {p, Operand::a};
  if (Problem p = validate(b); p != Problem::none) return {p, Operand::b};
  return {};
}

}  // namespace collide
