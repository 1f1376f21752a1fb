#pragma once
// The "why" of a verdict as data: a few rows, each a label, the test's maths with the live
// numbers written in, and those numbers by name. The why panel only renders them; tests read the
// numbers and compare them with the result they came from.
#include <string>
#include <utility>
#include <vector>

namespace collide {

enum class WhyRowKind : unsigned char {
  verdict,    // what the test answered (first row)
  step,       // one line of the test's maths
  axis,       // one SAT axis of the table (WhyRow::axis is its index)
  tolerance,  // which tolerance applied, and whether the verdict was decided inside its band
};

struct WhyNumber {
  std::string name;
  double value = 0;
  bool operator==(const WhyNumber&) const = default;
};

struct WhyRow {
  WhyRow() = default;
  // Not an aggregate, so rows that leave out the trailing fields stay warning-free.
  WhyRow(WhyRowKind kind_, std::string label_, std::string formula_,
         std::vector<WhyNumber> numbers_ = {}, int axis_ = -1)
      : kind(kind_),
        label(std::move(label_)),
        formula(std::move(formula_)),
        numbers(std::move(numbers_)),
        axis(axis_) {}

  WhyRowKind kind = WhyRowKind::step;
  std::string label;    // short: "n vertex", "A2×B0", "verdict"
  std::string formula;  // the maths with the numbers: "s = n·c − d = 0.830"
  std::vector<WhyNumber> numbers;
  int axis = -1;       // kind == axis: the SAT axis index (0..14)
  bool muted = false;  // not part of what the test did (SAT axes after the first separating one)
  bool shown = false;  // the step the view draws (the manifold's clipping walked): highlighted
  bool operator==(const WhyRow&) const = default;

  // The number called `name`, or nothing (a test that asks for a missing name fails).
  const WhyNumber* number(const std::string& name) const {
    for (const WhyNumber& n : numbers)
      if (n.name == name) return &n;
    return nullptr;
  }
};

using WhyRows = std::vector<WhyRow>;

// A number as the rows and the 3D labels write it: the one rule of core/math/number_format.hpp
// (the shortest digits that read back as the same value; fixed notation from 1e-4 to 1e15),
// but a zero is "0" whatever its sign. A float result's numbers are written as floats (their own
// shortest digits).
std::string why_number(double v);
std::string why_number(float v);
// "(x, y, z)" with why_number, each component in its own precision.
template <class V>
std::string why_vector(const V& v) {
  return "(" + why_number(v.x) + ", " + why_number(v.y) + ", " + why_number(v.z) + ")";
}

}  // namespace collide
