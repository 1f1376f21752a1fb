#pragma once
// Writing an image as a PNG file (`render --out`, the viewer's F12 screenshot, tests): encoded
// in memory, then written atomically with every write, the flush and the close checked
// (core/scene/atomic_file.hpp), so a full disk is an error and never a truncated PNG reported as
// written, and a failed write leaves the old file whole. A device (/dev/stdout, /dev/full) is
// written directly, with the same checks.
#include <optional>
#include <string>

#include "render/framebuffer.hpp"

namespace collide {

// Returns what went wrong, or nothing.
std::optional<std::string> write_png_file(const Image& image, const std::string& path);

}  // namespace collide
