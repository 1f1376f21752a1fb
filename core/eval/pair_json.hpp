#pragma once
// One pair's JSON, the one writer of it for every mode of `check`: the report's pairs and its
// expectations' actual results (`check --json`), `check --all --json` and `check --explain
// --json`. The modes write a pair in one of two forms, both documented in the README; they were
// two writers and are now two forms of this one, each kept as it was.
#include <cstdint>

#include <nlohmann/json_fwd.hpp>

#include "../scene/scene.hpp"
#include "pair_outcome.hpp"

namespace collide {

enum class PairJsonForm : std::uint8_t {
  // {"a", "b", "test", "verdict", "within_tolerance", "reason"?, …evidence}: the evidence's
  // entries beside the verdict, as the report writes one pair per line. A number that is not
  // finite is left a double, which nlohmann writes as null.
  report,
  // {"a", "b", "test", "verdict", "within_tolerance", "reason"?, "side"?, "separating_axis"?,
  // "contact_time"?, "evidence": {…}}: with the verdict's details and the evidence as an object
  // of its own; a number that is not finite as json_number writes it.
  detailed,
};

// Pair `o` of `scene` (its objects named by id) in the given form.
nlohmann::ordered_json pair_json(const Scene& scene, const PairOutcome& o, PairJsonForm form);

// A number as JSON that still says what it is: a finite value as itself, a non-finite one (an
// invalid or overflowing input's) as the string "nan", "inf" or "-inf", as JSON has no literal
// for them.
nlohmann::ordered_json json_number(double v);

}  // namespace collide
