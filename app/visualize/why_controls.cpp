#include "app/visualize/why_controls.hpp"

#include <algorithm>

namespace collide {

int last_sat_axis(const WhyRows& rows, const EvidenceStyle& style) {
  int last = -1;
  for (const WhyRow& r : rows)
    if (r.kind == WhyRowKind::axis && (style.sat_all_axes || !r.muted))
      last = std::max(last, r.axis);
  return last;
}

void step_sat_axis(const WhyRows& rows, EvidenceStyle& style, int current, int delta) {
  const int last = last_sat_axis(rows, style);
  if (last < 0) return;
  style.sat_axis = std::clamp(current + delta, 0, last);
}

}  // namespace collide
