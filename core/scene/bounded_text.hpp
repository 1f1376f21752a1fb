#pragma once
// Values echoed in messages are cut to a bounded length: an error line quotes the id, key or
// value it is about, and a file can hold a 1 MB id. Cut text ends in "…" and never splits a
// UTF-8 sequence.
#include <cstddef>
#include <string>
#include <string_view>

namespace collide {

// Bytes of an id, key or value that a message quotes before cutting it.
inline constexpr std::size_t kEchoLimit = 64;

// `text` when it is at most `limit` bytes, otherwise its first bytes (at most `limit`, ending
// on a UTF-8 character boundary) followed by "…".
std::string bounded_text(std::string_view text, std::size_t limit = kEchoLimit);

}  // namespace collide
