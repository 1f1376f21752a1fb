#pragma once
// Numbers at lecture precision (presentation mode): what a class reads from the back of a room.
// Every decimal number written into a text (a why row's formula, an evidence label) is rounded
// to kLectureDigits significant digits and written by the project's one number rule
// (core/math/number_format.hpp); integers, names with digits (A2×B0, r_A) and everything else
// stay as they are. The full text is kept by the caller: the Why panel shows it on hover and
// Copy copies it. GL- and ImGui-free.
#include <string>
#include <string_view>

namespace collide {

inline constexpr int kLectureDigits = 4;

// v rounded to kLectureDigits significant digits and written by format_number.
std::string lecture_number(double v);
// `text` with each decimal number in it (digits with a point or an exponent, not part of a
// name) written by lecture_number.
std::string lecture_numbers(std::string_view text);

}  // namespace collide
