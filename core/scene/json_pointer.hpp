#pragma once
// JSON pointers (RFC 6901) as scene errors name their culprit: /objects/3/radius.
#include <cstddef>
#include <string>
#include <string_view>

namespace collide::json_pointer {

// `pointer` + "/" + key, with "~" and "/" inside the key escaped. A long key is cut
// (bounded_text): the pointer is for a person to find the place, and a file may hold a 1 MB key.
std::string child(const std::string& pointer, std::string_view key);

// `pointer` + "/" + index.
std::string child(const std::string& pointer, std::size_t index);

}  // namespace collide::json_pointer
