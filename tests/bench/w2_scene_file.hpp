#pragma once
// W2's boxes (workload_w2.hpp) as a scene file: what a level dump of axis-aligned boxes looks
// like to the loader. One `aabb` per box, ids w2-0 … w2-(N−1), min and max the float bounds
// promoted to double, written in the written form that format_scene produces (one object per
// line, numbers in their shortest round-trip text), so that the file is the one a user would
// have saved. The text is written here directly, not through format_scene: saving validates by
// loading, and the loader is what the benchmark and tests measure.
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "tests/bench/workload_w2.hpp"

namespace collide::bench {

// A double in the written form's shortest round-trip text ("-0.0" keeps the sign of a zero).
inline void append_number(std::string& out, double v) {
  if (v == 0 && std::signbit(v)) {
    out += "-0.0";
    return;
  }
  char buf[32];
  const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
  out.append(buf, end);
}

inline void append_vec(std::string& out, const Vec3<float>& v) {
  out += '[';
  for (int k = 0; k < 3; ++k) {
    if (k) out += ", ";
    append_number(out, static_cast<double>(v[k]));
  }
  out += ']';
}

// One box's line, without the separator that follows it.
inline void append_w2_object(std::string& out, std::uint32_t i, const Aabb<float>& box) {
  out += "    {\"id\": \"w2-";
  out += std::to_string(i);
  out += "\", \"kind\": \"aabb\", \"min\": ";
  append_vec(out, box.min);
  out += ", \"max\": ";
  append_vec(out, box.max);
  out += '}';
}

// Writes the scene of `boxes` to `path` (streamed in chunks: a million boxes is ~180 MB).
inline void write_w2_scene(const std::filesystem::path& path,
                           const std::vector<Aabb<float>>& boxes) {
  std::FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) throw std::runtime_error("cannot write " + path.string());
  std::string chunk = "{\n  \"format\": \"collision-lab-scene\",\n  \"version\": 1,\n";
  chunk += boxes.empty() ? "  \"objects\": []\n}\n" : "  \"objects\": [\n";
  bool ok = true;
  for (std::uint32_t i = 0; i < boxes.size(); ++i) {
    append_w2_object(chunk, i, boxes[i]);
    chunk += i + 1 < boxes.size() ? ",\n" : "\n  ]\n}\n";
    if (chunk.size() >= (1u << 20) || i + 1 == boxes.size()) {
      ok = ok && std::fwrite(chunk.data(), 1, chunk.size(), f) == chunk.size();
      chunk.clear();
    }
  }
  if (!chunk.empty()) ok = ok && std::fwrite(chunk.data(), 1, chunk.size(), f) == chunk.size();
  ok = std::fclose(f) == 0 && ok;
  if (!ok) throw std::runtime_error("cannot write " + path.string());
}

}  // namespace collide::bench
