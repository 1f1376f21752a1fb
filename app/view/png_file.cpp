#include "app/view/png_file.hpp"

#include <cstdint>
#include <string_view>
#include <vector>

#include <stb_image_write.h>  // the implementation is in libstb

#include "core/scene/atomic_file.hpp"

namespace collide {

std::optional<std::string> write_png_file(const Image& image, const std::string& path) {
  // Opaque RGB: blending leaves alpha meaningless, and viewers would show it as transparency.
  std::vector<std::uint8_t> rgb;
  rgb.reserve(image.rgba.size() / 4 * 3);
  for (std::size_t i = 0; i + 3 < image.rgba.size(); i += 4)
    rgb.insert(rgb.end(), {image.rgba[i], image.rgba[i + 1], image.rgba[i + 2]});
  std::string png;
  const auto append = [](void* context, void* data, int size) {
    static_cast<std::string*>(context)->append(static_cast<const char*>(data),
                                               static_cast<std::size_t>(size));
  };
  if (!stbi_write_png_to_func(append, &png, image.width, image.height, 3, rgb.data(),
                              image.width * 3))
    return "cannot encode the PNG for " + path;
  if (auto err = write_file_atomically(path, png)) return "cannot write " + path + ": " + *err;
  return std::nullopt;
}

}  // namespace collide
