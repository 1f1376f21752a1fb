#pragma once
// A text field for one double, typed exactly: it shows the value as every other view writes it
// (core/math/number_format.hpp), lets in only what a number is written with (1e-7, -2E+3:
// app/input/number_text.hpp) and reads the typed text when the field lets go (Return, Tab, a
// click elsewhere, the Nudge button), never a prefix of it. Text that is not a number leaves the
// value as it was and says so. Not being typed in, a value wider than the field is shown cut and
// marked ("10001.250…", app/panels/text_fit.hpp), whole on hover, never silently clipped.
#include <optional>
#include <string>

#include "app/panels/text_fit.hpp"

namespace collide {

class NumberField {
 public:
  // Draws the field (an ImGui InputText with `label`). True in the frame the typed text is read
  // into `value` as a different number.
  bool draw(const char* label, double& value);
  // Why the last text read was refused ("\"-2e\" is not a number"), until a number is read.
  const std::optional<std::string>& error() const { return error_; }
  // What the field showed in its last draw: the value whole, or cut and marked.
  const FittedText& shown() const { return shown_; }

 private:
  std::string text_;      // the text being typed, as of the last edit
  bool editing_ = false;  // the field has the keyboard
  int last_frame_ = -2;   // the ImGui frame it was last drawn in
  std::optional<std::string> error_;
  FittedText shown_;
};

}  // namespace collide
