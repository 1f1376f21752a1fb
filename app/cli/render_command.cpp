// `collision-lab render --out FILE.png [--size WxH] [--pair A,B] [--axis K] [--msaa N]
// [--outlines auto|on|off] [--labels] [--max-file-size N] [SCENE.json]`: one frame of a scene file
// (or the default scene), drawn in a hidden window and written as PNG — the screenshot path for
// tests and bug reports. --pair draws that pair's evidence as the viewer does (through
// build_frame);
// --axis picks the SAT axis to show. Without --pair, the scene's "focus" (if any) is drawn. Exit
// codes as every command (cli.hpp): 2 for a scene file that cannot be loaded, 1 for no display or a
// PNG that cannot be written. --octree also draws the broadphase's cells and the pair's queries;
// --labels writes the pair's verdict, the axis drawn and a legend into the picture.
#include <CLI/CLI.hpp>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>

#include "app/cli/caption_painter.hpp"
#include "app/cli/check_command.hpp"
#include "app/cli/cli.hpp"
#include "app/cli/commands.hpp"
#include "app/cli/pair_caption.hpp"
#include "app/cli/pair_option.hpp"
#include "app/cli/render_time.hpp"
#include "app/cli/value_option.hpp"
#include "app/document/default_scene.hpp"
#include "app/view/draw_settings.hpp"
#include "app/view/png_file.hpp"
#include "app/view/scene_view.hpp"
#include "app/view/screenshot.hpp"
#include "app/view/view_framing.hpp"
#include "app/view/window.hpp"
#include "app/visualize/visualizer.hpp"
#include "core/eval/check_report.hpp"
#include "core/eval/focus_resolution.hpp"
#include "core/eval/pair_test_name.hpp"
#include "core/eval/scene_evaluation.hpp"
#include "core/scene/scene_io.hpp"

namespace collide {

namespace {

// --pair A,B and --axis K against the loaded scene: the focus, or a message naming what is wrong.
std::optional<FrameFocus> focus_for(const Scene& scene, const std::string& pair,
                                    const std::string& axis, std::string& error) {
  const std::optional<SceneFocus> asked =
      pair_option(pair, axis.empty() ? std::nullopt : std::optional<std::string>(axis));
  if (!asked) {
    error = "render: --pair needs two object ids as A,B, not '" + pair + "'";
    return std::nullopt;
  }
  const FocusResolution r = resolve_focus(scene, *asked);
  switch (r.problem) {
    case FocusProblem::unknown_a:
    case FocusProblem::unknown_b: {
      const std::string& id = r.problem == FocusProblem::unknown_a ? asked->a : asked->b;
      error = "render: --pair: no object with id '" + id + "' in the scene";
      return std::nullopt;
    }
    case FocusProblem::same_object:
      error = "render: --pair needs two different objects, not '" + pair + "'";
      return std::nullopt;
    case FocusProblem::axis_not_box_sat:
      error = "render: --axis applies to box–box pairs (obb-obb, obb-aabb), not " +
              std::string(test_name(scene, r.pair->cell.test, r.pair->a, r.pair->b));
      return std::nullopt;
    case FocusProblem::unknown_axis:
      error = "render: --axis needs 0..14 or A0..B2, AixBj (named from --pair's A and B), not '" +
              axis + "'";
      return std::nullopt;
    case FocusProblem::none:
      break;
  }
  return frame_focus(*r.pair);
}

// The picture of `scene` at the instant t with a fixed `camera` (render_time.hpp): the frame,
// and with `labels` the focused pair's caption in a band under it (the scene framed above it).
Image picture_at(const Scene& scene, double t, const Camera& camera, const Viewport& viewport,
                 const DrawSettings& settings, const ViewOptions& options, bool labels) {
  const SceneAtTime at(scene, t);
  DrawList list;
  std::vector<CaptionLine> caption;
  int band = 0;
  if (labels) {
    at.build_frame(list, camera, viewport, options);
    if (const auto pair = at.focused(*options.focus))
      caption = pair_caption(at.posed(), *pair, options.focus->style, list);
    band = caption_band_height(caption, viewport.width, viewport.height);
  }
  const Viewport above{viewport.width, viewport.height - band};
  at.build_frame(list, camera, above, options);
  RenderedFrame frame = render_draw_list(list, camera, above, settings.msaa_samples);
  return labels ? with_caption(frame.image, caption, band) : frame.image;
}

// The hidden window the frames are drawn in, or a message on `err` (exit 1: no display).
std::unique_ptr<Window> open_render_window(std::ostream& err) {
  std::string error;
  auto window = Window::open({64, 64, false, 0, "Collision Lab (render)"}, error);
  if (!window) err << "collision-lab: " << error << "\n";
  return window;
}

// --time T: one picture of the scene at T.
int render_at(const Scene& scene, double t, const std::string& path, const Viewport& viewport,
              const DrawSettings& settings, ViewOptions options, bool labels, std::ostream& out,
              std::ostream& err) {
  const auto window = open_render_window(err);
  if (!window) return kExitFailure;
  options.outlines = draw_outlines(settings, scene);
  const Camera camera = interval_camera(scene, viewport, options.octree);
  if (auto e =
          write_png_file(picture_at(scene, t, camera, viewport, settings, options, labels), path)) {
    err << "collision-lab: " << *e << "\n";
    return kExitFailure;
  }
  out << "wrote " << path << " (" << viewport.width << "x" << viewport.height
      << ", t = " << why_number(t) << ")\n";
  return kExitOk;
}

// --frames N --out DIR: N pictures at t = k/(N − 1), one camera for all; each written whole
// under its final name or not at all (write_png_file: a temporary file renamed), the first that
// cannot be written reported with its path (exit 1).
int render_frames(const Scene& scene, int n, const std::string& dir, const Viewport& viewport,
                  const DrawSettings& settings, ViewOptions options, bool labels, std::ostream& out,
                  std::ostream& err) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec || !fs::is_directory(dir)) {
    err << "collision-lab: render: --frames: cannot make the folder " << dir << ": "
        << (ec ? ec.message() : std::string("a file of that name is in the way")) << "\n";
    return kExitFailure;
  }
  const auto window = open_render_window(err);
  if (!window) return kExitFailure;
  options.outlines = draw_outlines(settings, scene);
  const Camera camera = interval_camera(scene, viewport, options.octree);
  for (int k = 0; k < n; ++k) {
    const std::string path = (fs::path(dir) / frame_file_name(k, n)).string();
    const Image image =
        picture_at(scene, frame_time(k, n), camera, viewport, settings, options, labels);
    if (auto e = write_png_file(image, path)) {
      err << "collision-lab: render: frame " << k << " of " << n << ": " << *e << "\n";
      return kExitFailure;
    }
  }
  out << "wrote " << n << " frames " << frame_file_name(0, n) << " … " << frame_file_name(n - 1, n)
      << " to " << dir << " (" << viewport.width << "x" << viewport.height << ", t = 0 … "
      << (n > 1 ? "1" : "0") << ")\n";
  return kExitOk;
}

// `render`'s option set: its arguments, and the function adding them to its subcommand.
struct RenderArgs {
  ValueOption out, size, pair, axis, msaa, outlines, max_file_size, time, frames;
  bool octree = false;
  bool labels = false;
  std::string scene;
};

void add_render_options(CLI::App& sub, RenderArgs& a) {
  a.out.add(sub, "--out", "FILE.png", "the PNG to write (required; with --frames, a folder)");
  a.size.add(sub, "--size", "WxH", "the image size, each in 16..16384 (default 1280x720)");
  a.pair.add(sub, "--pair", "A,B", "draw the evidence of the pair of objects with ids A and B");
  a.axis.add(sub, "--axis", "K",
             "with --pair of two boxes: the SAT axis to show, 0..14 or A0..B2, AixBj");
  a.msaa.add(sub, "--msaa", "N", "anti-aliasing samples: 0 (off), 2, 4 (default) or 8");
  a.outlines.add(sub, "--outlines", "MODE",
                 "object outlines: auto (off above 5000 objects), on, off");
  a.max_file_size.add(sub, "--max-file-size", "N",
                      "read the scene file up to N bytes (e.g. 512M, 2G; default 256M)");
  a.time.add(sub, "--time", "T",
             "draw the scene at time T of its interval, 0..1: every object where its motion puts "
             "it");
  a.frames.add(sub, "--frames", "N",
               "write N pictures at t = k/(N-1) over 0..1 into the folder --out names, "
               "frame_000.png …; 1..10000 (1: t = 0)");
  sub.add_flag("--octree", a.octree,
               "draw the broadphase octree (cells by depth, the pair's queries traced)");
  sub.add_flag("--labels", a.labels,
               "write the pair's verdict, the axis drawn and a legend of its colours into the "
               "picture (the why panel's headline)");
  sub.add_option("SCENE.json", a.scene, "the scene to draw (default: the default scene)");
}

int run_render(const RenderArgs& a, std::ostream& out, std::ostream& err) {
  std::string out_path, pair, axis;
  const std::string& scene_path = a.scene;
  std::size_t max_bytes = kDefaultMaxSceneBytes;
  Viewport viewport{1280, 720};
  DrawSettings settings;
  if (a.out.missing()) return usage_error(err, "render: --out needs a file name");
  out_path = a.out.value();
  if (a.size.given()) {
    const std::string value = a.size.value();
    const auto size = parse_size(value);
    if (!size)
      return usage_error(err,
                         "render: --size needs WxH with each in 16..16384, not '" + value + "'");
    viewport = {size->first, size->second};
  }
  if (a.pair.missing()) return usage_error(err, "render: --pair needs two object ids as A,B");
  pair = a.pair.value();
  if (a.axis.missing())
    return usage_error(err, "render: --axis needs an axis (0..14, A0, A2xB0, ...)");
  axis = a.axis.value();
  std::optional<double> time;
  if (a.time.missing()) return usage_error(err, "render: --time needs a time in 0..1");
  if (a.time.given()) {
    const std::string value = a.time.value();
    time = parse_render_time(value);
    if (!time)
      return usage_error(
          err, "render: --time needs a number in 0..1 (the scene's interval), not '" + value + "'");
  }
  std::optional<int> frames;
  if (a.frames.missing()) return usage_error(err, "render: --frames needs a number of frames");
  if (a.frames.given()) {
    const std::string value = a.frames.value();
    frames = parse_frame_count(value);
    if (!frames)
      return usage_error(err, "render: --frames needs a whole number in 1.." +
                                  std::to_string(kMaxRenderFrames) + ", not '" + value + "'");
    if (time)
      return usage_error(err,
                         "render: --frames and --time cannot go together (the frames are "
                         "at t = k/(N-1))");
  }
  if (a.max_file_size.given()) {
    const std::string value = a.max_file_size.value();
    const auto size = parse_byte_size(value);
    if (!size)
      return usage_error(
          err, "render: --max-file-size needs a size such as 512M or 2G, not '" + value + "'");
    max_bytes = *size;
  }
  if (a.msaa.given()) {
    const std::string value = a.msaa.value();
    const auto samples = parse_msaa(value);
    if (!samples) return usage_error(err, "render: --msaa needs 0, 2, 4 or 8, not '" + value + "'");
    settings.msaa_samples = *samples;
  }
  if (a.outlines.given()) {
    const std::string value = a.outlines.value();
    const auto mode = parse_outlines(value);
    if (!mode)
      return usage_error(err, "render: --outlines needs auto, on or off, not '" + value + "'");
    settings.outlines = *mode;
  }
  if (out_path.empty()) return usage_error(err, "render: --out FILE.png is required");
  // A scene file that cannot be loaded is bad input, as for `check` (exit 2); running out of
  // memory while reading it is a failure (exit 1).
  std::optional<SceneError> load_error;
  const std::optional<Scene> loaded =
      scene_path.empty() ? std::optional<Scene>(default_scene())
                         : load_scene_or_report(scene_path, err, max_bytes, &load_error);
  if (!loaded) return load_error ? load_error_exit_code(load_error->kind) : kExitBadInput;
  if (!axis.empty() && pair.empty()) return usage_error(err, "render: --axis needs --pair");
  ViewOptions options;
  options.octree.shown = a.octree;
  if (!pair.empty()) {
    std::string focus_error;
    options.focus = focus_for(*loaded, pair, axis, focus_error);
    if (!options.focus) return usage_error(err, focus_error);
  } else if (const auto& f = loaded->focus) {
    // The lesson's own focus (the scene file's "focus"), as the viewer opens it: an axis that
    // does not apply to the pair is not shown.
    if (const FocusResolution r = resolve_focus(*loaded, *f); r.pair)
      options.focus = frame_focus(*r.pair);
  }

  if (a.labels && !options.focus)
    return usage_error(err, "render: --labels needs a pair: --pair A,B, or a scene with a focus");

  std::string error;
  // The window stays hidden and small: the frame is drawn off-screen at the requested size.
  const auto window = Window::open({64, 64, false, 0, "Collision Lab (render)"}, error);
  if (!window) {
    err << "collision-lab: " << error << "\n";
    return kExitFailure;
  }
  const Scene& scene = *loaded;
  if (time || frames) {
    try {
      return frames ? render_frames(scene, *frames, out_path, viewport, settings, options, a.labels,
                                    out, err)
                    : render_at(scene, *time, out_path, viewport, settings, options, a.labels, out,
                                err);
    } catch (const std::exception& e) {
      err << "collision-lab: " << e.what() << "\n";
      return kExitFailure;
    }
  }
  // With --octree the framing takes in the cells drawn too (the octree lesson's reach beyond
  // its objects), as the viewer's does.
  SceneEvaluation evaluation;
  if (a.octree) {
    evaluation.build(scene);
    options.evaluation = &evaluation;
  }
  try {
    options.outlines = draw_outlines(settings, scene);
    DrawList list;
    // --labels: the caption goes in a band under the scene, which is drawn (and framed) in the
    // rest of the picture; what the legend lists is read from the pair's evidence as drawn.
    std::vector<CaptionLine> caption;
    int band = 0;
    if (a.labels) {
      build_frame(list, scene, opening_camera(scene, viewport, &evaluation, options.octree),
                  viewport, options);
      caption = pair_caption(scene, *options.focus, list);
      band = caption_band_height(caption, viewport.width, viewport.height);
    }
    const Viewport above{viewport.width, viewport.height - band};
    const Camera camera = opening_camera(scene, above, &evaluation, options.octree);
    build_frame(list, scene, camera, above, options);
    RenderedFrame frame = render_draw_list(list, camera, above, settings.msaa_samples);
    if (a.labels) frame.image = with_caption(frame.image, caption, band);
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
          "[--outlines auto|on|off] [--octree] [--labels] [--time T | --frames N (--out DIR)] "
          "[--max-file-size N] [SCENE.json]",
          "draw one frame of a scene file (default: the default scene; no window shown) and "
          "write it as PNG; --pair draws that pair's evidence, --axis the SAT axis to show, "
          "--labels its verdict and a legend",
          [](CLI::App& sub) -> CommandRun {
            auto args = std::make_shared<RenderArgs>();
            add_render_options(sub, *args);
            return [args](std::ostream& out, std::ostream& err) {
              return run_render(*args, out, err);
            };
          }};
}

}  // namespace collide
