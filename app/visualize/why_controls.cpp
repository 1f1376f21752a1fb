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

namespace {
bool is_clip_row(const WhyRow& r) {
  return r.label.starts_with("contacts: clip") || r.label == "contacts: depth";
}
}  // namespace

bool has_contact_rows(const WhyRows& rows) {
  return std::any_of(rows.begin(), rows.end(),
                     [](const WhyRow& r) { return r.label.starts_with("contacts: "); });
}

int contact_clip_count(const WhyRows& rows) {
  return int(std::count_if(rows.begin(), rows.end(), is_clip_row));
}

std::string contact_step_name(const WhyRows& rows, int step) {
  const int clips = contact_clip_count(rows);
  if (step <= 0) {
    const bool features = std::any_of(
        rows.begin(), rows.end(), [](const WhyRow& r) { return r.label == "contacts: features"; });
    return features ? "features" : "faces";
  }
  if (step > clips) return "contacts";
  if (step == clips) return "depth cut";
  return "clip " + std::to_string(step);
}

}  // namespace collide
