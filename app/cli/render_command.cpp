// `collision-lab render --out FILE.png [--size WxH] [--msaa N] [--outlines auto|on|off]
// [SCENE.json]`: one frame of a scene file (or the default scene), drawn in a hidden window and
// written as PNG — the screenshot path for tests and bug reports.
#include <iostream>

#include "app/cli/check_command.hpp"
#include "app/cli/cli.hpp"
#include "app/cli/commands.hpp"
#include "app/document/default_scene.hpp"
#include "app/view/scene_view.hpp"
#include "app/view/draw_settings.hpp"
#include "app/view/screenshot.hpp"
#include "app/view/window.hpp"

namespace collide {

namespace {

int run_render(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
  std::string out_path, scene_path;
  Viewport viewport{1280, 720};
  DrawSettings settings;
  for (std::size_t i = 0; i < args.size();) {
    std::string value;
    bool missing = false;
    if (args[i] == "-h" || args[i] == "--help") {
      out << usage();
      return kExitOk;
    }
    if (take_option(args, i, "--out", value, missing)) {
      if (missing) return usage_error(err, "render: --out needs a file name");
      out_path = value;
      continue;
    }
    if (take_option(args, i, "--size", value, missing)) {
      const auto size = parse_size(value);
      if (missing || !size)
        return usage_error(err,
                           "render: --size needs WxH with each in 16..16384, not '" + value + "'");
      viewport = {size->first, size->second};
      continue;
    }
    if (take_option(args, i, "--msaa", value, missing)) {
      const auto samples = parse_msaa(value);
      if (missing || !samples)
        return usage_error(err, "render: --msaa needs 0, 2, 4 or 8, not '" + value + "'");
      settings.msaa_samples = *samples;
      continue;
    }
    if (take_option(args, i, "--outlines", value, missing)) {
      const auto mode = parse_outlines(value);
      if (missing || !mode)
        return usage_error(err, "render: --outlines needs auto, on or off, not '" + value + "'");
      settings.outlines = *mode;
      continue;
    }
    if (scene_path.empty() && !args[i].empty() && args[i][0] != '-') {
      scene_path = args[i++];
      continue;
    }
    return usage_error(err, "render: unexpected argument '" + args[i] + "'");
  }
  if (out_path.empty()) return usage_error(err, "render: --out FILE.png is required");
  const std::optional<Scene> loaded = scene_path.empty() ? std::optional<Scene>(default_scene())
                                                         : load_scene_or_report(scene_path, err);
  if (!loaded) return kExitFailure;

  std::string error;
  // The window stays hidden and small: the frame is drawn off-screen at the requested size.
  const auto window = Window::open({64, 64, false, 0, "Collision Lab (render)"}, error);
  if (!window) {
    err << "collision-lab: " << error << "\n";
    return kExitFailure;
  }
  const Scene& scene = *loaded;
  const Camera camera = initial_camera(scene, viewport);
  try {
    ViewOptions options;
    options.outlines = draw_outlines(settings, scene);
    const RenderedFrame frame = render_scene(scene, camera, viewport, options, settings.msaa_samples);
    if (!write_png(frame.image, out_path, error)) {
      err << "collision-lab: " << error << "\n";
      return kExitFailure;
    }
  } catch (const std::exception& e) {
    err << "collision-lab: " << e.what() << "\n";
    return kExitFailure;
  }
  out << "wrote " << out_path << " (" << viewport.width << "x" << viewport.height << ")\n";
  return kExitOk;
}

}  // namespace

Command render_command() {
  return {"render",
          "render --out FILE.png [--size WxH] [--msaa N] [--outlines auto|on|off] [SCENE.json]",
          "draw one frame of a scene file (default: the default scene; no window shown) and "
          "write it as PNG",
          run_render};
}

}  // namespace collide
