// Fuzz target for the scene loader: any bytes either load into a whole scene or give an error,
// never a crash, a hang or a sanitizer report. A loaded scene must also save, and saving then
// loading it again must give the same text (the format's round trip), and every object must
// turn into both precisions' shapes and a bounding box. An error quotes at most a bounded length
// of the file.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/scene/scene_json.hpp"

namespace {

void require(bool ok) {
  if (!ok) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace collide;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const SceneLoad load = parse_scene(text, "fuzz");
  require(load.ok() != load.error.has_value());
  if (!load.ok()) {
    require(!load.error->message.empty());
    // Messages quote a bounded length of anything from the file (issue #15, item 11).
    require(load.error->message.size() <= 1024 && load.error->pointer.size() <= 1024);
    return 0;
  }
  const SceneText saved = format_scene(*load.scene);
  require(!saved.error.has_value());
  const SceneLoad again = parse_scene(saved.text, "saved");
  require(again.ok());
  require(format_scene(*again.scene).text == saved.text);
  for (const SceneObject& o : load.scene->objects) {
    (void)to_shape<float>(o);
    (void)to_shape<double>(o);
    (void)bounds_of(o.desc, o.motion);
  }
  return 0;
}
