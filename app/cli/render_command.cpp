// `collision-lab render --out FILE.png [--size WxH] [--pair A,B] [--axis K] [--msaa N]
// [--outlines auto|on|off] [--max-file-size N] [SCENE.json]`: one frame of a scene file (or the
// default scene), drawn in a hidden window and written as PNG — the screenshot path for tests
// and bug reports. --pair draws that pair's evidence as the viewer does (through build_frame);
// --axis picks the SAT axis to show. Without --pair, the scene's "focus" (if any) is drawn. Exit
// codes as every command (cli.hpp): 2 for a scene file that cannot be loaded, 1 for no display or a
// PNG that cannot be written.
#include <algorithm>
#include <iostream>
#include <optional>

#include "app/cli/check_command.hpp"
#include "app/cli/cli.hpp"
#include "app/cli/commands.hpp"
#include "app/cli/png_file.hpp"
#include "app/document/default_scene.hpp"
#include "app/view/draw_settings.hpp"
#include "app/view/scene_view.hpp"
#include "app/view/screenshot.hpp"
#include "app/view/window.hpp"
#include "app/visualize/visualizer.hpp"
#include "core/eval/check_report.hpp"
#include "core/scene/scene_io.hpp"

namespace collide {

namespace {

// --pair A,B and --axis K against the loaded scene: the focus, or a message naming what is wrong.
std::optional<FrameFocus> focus_for(const Scene& scene, const std::string& pair,
                                    const std::string& axis, std::string& error) {
  const auto comma = pair.find(',');
  if (comma == std::string::npos) {
    error = "render: --pair needs two object ids as A,B, not '" + pair + "'";
    return std::nullopt;
  }
  const std::string ids[2] = {pair.substr(0, comma), pair.substr(comma + 1)};
  std::size_t index[2];
  for (int k = 0; k < 2; ++k) {
    const auto it = std::find_if(scene.objects.begin(), scene.objects.end(),
                                 [&](const SceneObject& o) { return o.id == ids[k]; });
    if (it == scene.objects.end()) {
      error = "render: --pair: no object with id '" + ids[k] + "' in the scene";
      return std::nullopt;
    }
    index[k] = std::size_t(it - scene.objects.begin());
  }
  if (index[0] == index[1]) {
    error = "render: --pair needs two different objects, not '" + pair + "'";
    return std::nullopt;
  }
  FrameFocus focus{index[0], index[1], {}};
  if (!axis.empty()) {
    const PairCell cell = pair_cell(kind_of(to_shape<double>(scene.objects[index[0]].desc)),
                                    kind_of(to_shape<double>(scene.objects[index[1]].desc)));
    if (cell.test != PairTest::obb_obb && cell.test != PairTest::obb_aabb) {
      error = "render: --axis applies to box–box pairs (obb-obb, obb-aabb), not " +
              std::string(name_of(cell.test));
      return std::nullopt;
    }
    focus.style.sat_axis = sat_axis_from_name(axis, cell.swapped);
    if (focus.style.sat_axis < 0) {
      error = "render: --axis needs 0..14 or A0..B2, AixBj (named from --pair's A and B), not '" +
              axis + "'";
      return std::nullopt;
    }
  }
  return focus;
}

int run_render(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
  std::string out_path, scene_path, pair, axis;
  std::size_t max_bytes = kDefaultMaxSceneBytes;
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
    if (take_option(args, i, "--pair", value, missing)) {
      if (missing) return usage_error(err, "render: --pair needs two object ids as A,B");
      pair = value;
      continue;
    }
    if (take_option(args, i, "--axis", value, missing)) {
      if (missing) return usage_error(err, "render: --axis needs an axis (0..14, A0, A2xB0, ...)");
      axis = value;
      continue;
    }
    if (take_option(args, i, "--max-file-size", value, missing)) {
      const auto size = parse_byte_size(value);
      if (missing || !size)
        return usage_error(
            err, "render: --max-file-size needs a size such as 512M or 2G, not '" + value + "'");
      max_bytes = *size;
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
  // A scene file that cannot be loaded is bad input, as for `check` (exit 2); running out of
  // memory while reading it is a failure (exit 1).
  std::optional<SceneError> load_error;
  const std::optional<Scene> loaded =
      scene_path.empty() ? std::optional<Scene>(default_scene())
                         : load_scene_or_report(scene_path, err, max_bytes, &load_error);
  if (!loaded)
    return load_error && load_error->kind == SceneErrorKind::out_of_memory ? kExitFailure
                                                                           : kExitBadInput;
  if (!axis.empty() && pair.empty()) return usage_error(err, "render: --axis needs --pair");
  ViewOptions options;
  if (!pair.empty()) {
    std::string focus_error;
    options.focus = focus_for(*loaded, pair, axis, focus_error);
    if (!options.focus) return usage_error(err, focus_error);
  } else if (const auto& f = loaded->focus) {
    // The lesson's own focus (the scene file's "focus"), as the viewer opens it.
    std::string focus_error;
    options.focus = focus_for(*loaded, f->a + "," + f->b, f->axis.value_or(""), focus_error);
    if (!options.focus) options.focus = focus_for(*loaded, f->a + "," + f->b, "", focus_error);
  }

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
    options.outlines = draw_outlines(settings, scene);
    const RenderedFrame frame =
        render_scene(scene, camera, viewport, options, settings.msaa_samples);
    if (auto write_error = write_png_file(frame.image, out_path)) {
      err << "collision-lab: " << *write_error << "\n";
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
          "render --out FILE.png [--size WxH] [--pair A,B] [--axis K] [--msaa N] "
          "[--outlines auto|on|off] [--max-file-size N] [SCENE.json]",
          "draw one frame of a scene file (default: the default scene; no window shown) and "
          "write it as PNG; --pair draws that pair's evidence, --axis the SAT axis to show",
          run_render};
}

}  // namespace collide
