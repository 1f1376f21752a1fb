#pragma once
// The Why panel's Copy buttons: its rows — the focused pair's and the measuring tool's — on the
// clipboard as text (one "label: formula" line each, under a title line, as `check --explain`
// writes them) or as JSON ({"title", "why": [{kind, label, formula, axis, muted, numbers}]}, the
// row form of `check --explain --json`), so a pair's story can be pasted into a bug report or
// read by a script. The text builders are ImGui-free (tested); copy_buttons calls ImGui's
// SetClipboardText, which the GLFW backend hands to the system clipboard.
#include <string>

#include "app/visualize/why_rows.hpp"

namespace collide {

std::string why_rows_text(const std::string& title, const WhyRows& rows);
std::string why_rows_json(const std::string& title, const WhyRows& rows);

// "Copy" and "Copy JSON", on one line; disabled when there are no rows.
void copy_buttons(const std::string& title, const WhyRows& rows);

}  // namespace collide
