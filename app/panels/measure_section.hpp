#pragma once
// The measuring tool's part of the Why panel: whether clicks pick ends (M), between whole
// objects or the picked points, Clear, and the measurement's rows (app/edit/measure_tool.hpp).
#include "app/edit/edit_session.hpp"
#include "app/visualize/why_rows.hpp"

namespace collide {

// Draws the section (inside the Why panel's window); `rows` are measure_rows of the current
// measurement (empty when there is none).
void measure_section(EditSession& edit, const WhyRows& rows);

}  // namespace collide
