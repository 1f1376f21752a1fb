#pragma once
// Where a JSON pointer's value starts in a JSON text, as a line and a column, so that a scene
// error found after parsing (a wrong field, an unknown id) names the place in the file as a
// syntax error does, not only its pointer. Used only once a load has failed: a linear scan of
// the text, no DOM.
#include <optional>
#include <string_view>

namespace collide {

struct TextPosition {
  int line = 1;    // 1-based
  int column = 1;  // 1-based, in bytes (as the JSON parser counts them)
};

// The position of the first byte of the value `pointer` (RFC 6901) names in the valid JSON
// `text`; when part of the pointer names nothing (a key cut short in a message), the deepest value
// it does name. Nothing when the text is not JSON there. Of repeated keys, the last one (the
// loader refuses the second of a duplicate key, and names it).
std::optional<TextPosition> locate_pointer(std::string_view text, std::string_view pointer);

}  // namespace collide
