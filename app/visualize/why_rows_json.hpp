#pragma once
// Why rows as JSON, one shape for `check --explain --json` and the Why panel's "Copy JSON":
// each row's kind, label, formula, axis (axis rows), muted flag and named numbers (exact, as
// json_number writes them).
#include <nlohmann/json.hpp>

#include "app/visualize/why_rows.hpp"

namespace collide {

nlohmann::ordered_json why_rows_json_array(const WhyRows& rows);

}  // namespace collide
