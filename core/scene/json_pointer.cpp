#include "core/scene/json_pointer.hpp"

#include "core/scene/bounded_text.hpp"

namespace collide::json_pointer {

std::string child(const std::string& pointer, std::string_view key) {
  std::string out = pointer + "/";
  for (char c : bounded_text(key)) {
    if (c == '~')
      out += "~0";
    else if (c == '/')
      out += "~1";
    else
      out += c;
  }
  return out;
}

std::string child(const std::string& pointer, std::size_t index) {
  return pointer + "/" + std::to_string(index);
}

}  // namespace collide::json_pointer
