#pragma once
// Whether a piece of text (most often a number) fits the space a panel gives it, and if not how it
// is shown. ImGui clips text at a field's or a window's edge without a sign, so a clipped
// 0.3826834323650898 read as "0" and 10001.250449849926 as "10001.25": a different number. Here
// text is shown whole when it fits, and otherwise visibly cut: its last characters replaced by
// the marker "…", with the caller showing the full text on hover.
//
// A number is only ever cut in the digits after its point, and its exponent is kept
// ("1.2345…e-07", not "1.2345…" or "1.23456789"), so what is shown is a prefix of the number's
// digits and never reads as a smaller number; "10001.…" is the shortest a fixed number is cut
// to, and when even that does not fit, the marker alone is shown. Other text (a name, a path) is
// cut at any character. Cuts fall between UTF-8 characters.
#include <functional>
#include <string>
#include <string_view>

namespace collide {

// The marker a cut text ends with (before a kept exponent).
inline constexpr std::string_view kCutMarker = "…";

struct FittedText {
  std::string shown;  // the text whole, or cut and marked
  bool cut = false;   // true when `shown` is not the whole text (show the full text on hover)
};

// `text` as it is shown in `width`, `measure` giving the width of a piece of text (ImGui's
// CalcTextSize in the app, a per-character width in tests).
FittedText fit_text(std::string_view text, float width,
                    const std::function<float(std::string_view)>& measure);

}  // namespace collide
