#pragma once
// A number as a person types it into a field of the app: decimal or scientific notation
// ("0.25", "1e-7", "-2E+3", ".5"), an optional sign, blanks around it. Read exactly: the double
// nearest the decimal value, as std::from_chars rounds (never a prefix: "-2e-7" is not -2, nor
// "1e" 1). The rule of the app's number fields (app/panels/number_field.hpp), GL-free so it
// is tested on its own.
#include <optional>
#include <string>
#include <string_view>

namespace collide {

struct TypedNumber {
  std::optional<double> value;  // the number, when the text is one
  std::string error;            // else why not, quoting the text
};

TypedNumber read_typed_number(std::string_view text);

// Whether a number field lets this character in as it is typed: digits, '.', the signs, e and
// E, and blanks. (ImGui 1.86's InputScalar without CharsScientific dropped the e of "-2e-7".)
bool number_character(unsigned codepoint);

}  // namespace collide
