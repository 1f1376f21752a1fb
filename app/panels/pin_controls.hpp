#pragma once
// The focused pair's pin controls, in the Why panel beside the evidence they pin (once: they
// were in the Pairs panel too, where their two lines left the table one row): "Pin this verdict",
// "Pin numbers" with the tolerance its numbers are held to (editable: for a pair that already
// pins numbers, a new value is an edit of theirs), "Unpin", and whether the pin holds now (held /
// FAILED with what differed), live as the scene is edited; and "Export as test..." (asks the
// viewer, through the panel's output, to export the pair: app/document/case_files.hpp). The
// edits are pin_edits.hpp's, returned through the panel's output so they are undoable like every
// other. Needs an ImGui frame.
#include <optional>
#include <string>

#include "app/panels/number_field.hpp"
#include "app/panels/panel.hpp"

namespace collide {

struct PinControlsState {
  std::optional<double> tolerance;  // for the next "Pin numbers"; unset: the scene's default
  // The ± field, typed exactly (1e-9 as 1e-9); text that is not a tolerance (not a number, or a
  // negative or infinite one) is refused and said so, the tolerance left as it was.
  NumberField tolerance_field;
  std::optional<std::string> refused;
};

// Draws the controls for the session's focused pair (nothing without one). `id` scopes the
// buttons' ImGui ids.
void pin_controls(const char* id, PinControlsState& state, AppSession& session, PanelOutput& out);

}  // namespace collide
