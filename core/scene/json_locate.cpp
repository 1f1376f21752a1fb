#include "core/scene/json_locate.hpp"

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

namespace collide {
namespace {

// RFC 6901: components split at "/", then "~1" → "/" and "~0" → "~".
std::vector<std::string> components(std::string_view pointer) {
  std::vector<std::string> out;
  if (pointer.empty()) return out;
  std::size_t at = 1;  // past the leading "/"
  while (true) {
    const std::size_t end = std::min(pointer.find('/', at), pointer.size());
    std::string c;
    for (std::size_t i = at; i < end; ++i) {
      if (pointer[i] == '~' && i + 1 < end && (pointer[i + 1] == '0' || pointer[i + 1] == '1')) {
        c += pointer[i + 1] == '0' ? '~' : '/';
        ++i;
      } else {
        c += pointer[i];
      }
    }
    out.push_back(std::move(c));
    if (end == pointer.size()) break;
    at = end + 1;
  }
  return out;
}

class Scanner {
 public:
  explicit Scanner(std::string_view text) : t_(text) {}

  void skip_space() {
    while (i_ < t_.size() && (t_[i_] == ' ' || t_[i_] == '\t' || t_[i_] == '\n' || t_[i_] == '\r'))
      ++i_;
  }
  bool at(char c) {
    skip_space();
    return i_ < t_.size() && t_[i_] == c;
  }
  bool eat(char c) {
    if (!at(c)) return false;
    ++i_;
    return true;
  }
  // A string's decoded bytes (\uXXXX as UTF-8, surrogate pairs joined). Precondition: at('"').
  bool string(std::string& out) {
    out.clear();
    ++i_;
    while (i_ < t_.size() && t_[i_] != '"') {
      if (t_[i_] != '\\') {
        out += t_[i_++];
        continue;
      }
      if (++i_ >= t_.size()) return false;
      const char e = t_[i_++];
      switch (e) {
        case 'b':
          out += '\b';
          break;
        case 'f':
          out += '\f';
          break;
        case 'n':
          out += '\n';
          break;
        case 'r':
          out += '\r';
          break;
        case 't':
          out += '\t';
          break;
        case 'u': {
          unsigned cp = 0;
          if (!hex4(cp)) return false;
          if (cp >= 0xD800 && cp < 0xDC00 && i_ + 1 < t_.size() && t_[i_] == '\\' &&
              t_[i_ + 1] == 'u') {
            i_ += 2;
            unsigned low = 0;
            if (!hex4(low)) return false;
            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
          }
          utf8(cp, out);
          break;
        }
        default:
          out += e;  // \" \\ \/
      }
    }
    if (i_ >= t_.size()) return false;
    ++i_;
    return true;
  }
  // Skips one value of any kind (strings with their escapes, nesting by counting brackets).
  bool skip_value() {
    skip_space();
    if (i_ >= t_.size()) return false;
    if (t_[i_] == '"') {
      std::string ignored;
      return string(ignored);
    }
    if (t_[i_] != '{' && t_[i_] != '[') {
      while (i_ < t_.size() && t_[i_] != ',' && t_[i_] != '}' && t_[i_] != ']' && t_[i_] != ' ' &&
             t_[i_] != '\n' && t_[i_] != '\r' && t_[i_] != '\t')
        ++i_;
      return true;
    }
    std::size_t depth = 0;
    while (i_ < t_.size()) {
      const char c = t_[i_];
      if (c == '"') {
        ++i_;
        while (i_ < t_.size() && t_[i_] != '"')
          i_ += t_[i_] == '\\' ? 2 : 1;
        ++i_;
        continue;
      }
      ++i_;
      if (c == '{' || c == '[') ++depth;
      if ((c == '}' || c == ']') && --depth == 0) return true;
    }
    return false;
  }
  std::size_t pos() const { return i_; }
  void seek(std::size_t p) { i_ = p; }

 private:
  bool hex4(unsigned& v) {
    if (i_ + 4 > t_.size()) return false;
    for (int k = 0; k < 4; ++k) {
      const char c = t_[i_++];
      v <<= 4;
      if (c >= '0' && c <= '9')
        v |= static_cast<unsigned>(c - '0');
      else if (c >= 'a' && c <= 'f')
        v |= static_cast<unsigned>(c - 'a' + 10);
      else if (c >= 'A' && c <= 'F')
        v |= static_cast<unsigned>(c - 'A' + 10);
      else
        return false;
    }
    return true;
  }
  static void utf8(unsigned cp, std::string& out) {
    if (cp < 0x80) {
      out += static_cast<char>(cp);
    } else if (cp < 0x800) {
      out += static_cast<char>(0xC0 | (cp >> 6));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      out += static_cast<char>(0xE0 | (cp >> 12));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (cp >> 18));
      out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    }
  }

  std::string_view t_;
  std::size_t i_ = 0;
};

// The offset of the value component `c` names inside the container starting at the scanner's
// position, or npos.
std::size_t find_child(Scanner& s, const std::string& c) {
  constexpr std::size_t npos = std::string::npos;
  if (s.eat('[')) {
    std::size_t index = 0;
    for (char ch : c) {
      if (ch < '0' || ch > '9') return npos;
      index = index * 10 + static_cast<std::size_t>(ch - '0');
    }
    if (c.empty() || (c.size() > 1 && c[0] == '0')) return npos;
    for (std::size_t k = 0; !s.at(']'); ++k) {
      s.skip_space();
      if (k == index) return s.pos();
      if (!s.skip_value()) return npos;
      if (!s.eat(',')) return npos;
    }
    return npos;
  }
  if (!s.eat('{')) return npos;
  std::size_t found = npos;
  std::string key;
  while (s.at('"')) {
    if (!s.string(key) || !s.eat(':')) return found;
    s.skip_space();
    if (key == c) found = s.pos();  // the last of repeated keys
    if (!s.skip_value()) return found;
    if (!s.eat(',')) break;
  }
  return found;
}

TextPosition position_at(std::string_view text, std::size_t offset) {
  TextPosition p;
  const std::string_view before = text.substr(0, offset);
  p.line = 1 + static_cast<int>(std::count(before.begin(), before.end(), '\n'));
  const std::size_t line_start = before.rfind('\n');
  p.column =
      static_cast<int>(offset - (line_start == std::string_view::npos ? 0 : line_start + 1)) + 1;
  return p;
}

}  // namespace

std::optional<TextPosition> locate_pointer(std::string_view text, std::string_view pointer) {
  Scanner s(text);
  s.skip_space();
  if (s.pos() >= text.size()) return std::nullopt;
  std::size_t at = s.pos();
  for (const std::string& c : components(pointer)) {
    s.seek(at);
    const std::size_t child = find_child(s, c);
    if (child == std::string::npos) break;  // the deepest value the pointer names
    at = child;
  }
  return position_at(text, at);
}

}  // namespace collide
