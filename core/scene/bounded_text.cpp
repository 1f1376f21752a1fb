#include "core/scene/bounded_text.hpp"

namespace collide {

std::string bounded_text(std::string_view text, std::size_t limit) {
  if (text.size() <= limit) return std::string(text);
  std::size_t end = limit;
  // Back off over continuation bytes (10xxxxxx) so that a multi-byte character is never split.
  while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
    --end;
  return std::string(text.substr(0, end)) + "…";
}

}  // namespace collide
