#include "app/cli/cli.hpp"

#include <cerrno>
#include <charconv>
#include <cstring>
#include <sstream>

#include "app/cli/commands.hpp"
#include "app/view/draw_settings.hpp"
#include "app/view/viewer.hpp"

namespace collide {

std::string_view version() {
  return COLLIDE_VERSION;
}

std::string usage() {
  std::ostringstream s;
  s << "usage: collision-lab [SCENE.json] [--frames N] [--screenshot FILE.png] [--msaa N]\n"
       "                     [--outlines auto|on|off]\n";
  for (const Command& c : commands())
    s << "       collision-lab " << c.synopsis << "\n";
  s << "       collision-lab --help | --version\n"
       "\n"
       "With no command, opens the viewer on SCENE.json, or on the default scene.\n"
       "\n"
       "commands:\n";
  for (const Command& c : commands()) {
    std::string name(c.name);
    name.resize(std::max<std::size_t>(name.size() + 2, 10), ' ');
    s << "  " << name << c.summary << "\n";
  }
  s << "\n"
       "viewer options:\n"
       "  --frames N         quit after N frames (for scripts and tests)\n"
       "  --screenshot FILE  save the last frame, panels included, as PNG (with --frames)\n"
       "  --msaa N           anti-aliasing samples: 0 (off), 2, 4 (default) or 8\n"
       "  --outlines MODE    object outlines: auto (off above 5000 objects), on, off\n"
       "  -h, --help         show this help\n"
       "  --version          print the version\n"
       "\n"
       "Needs a display; on a machine without one, run it under Xvfb:\n"
       "  xvfb-run -a -s \"-screen 0 1280x720x24\" collision-lab\n";
  return s.str();
}

int usage_error(std::ostream& err, std::string_view message) {
  err << "collision-lab: " << message << "\n\n" << usage();
  return kExitUsage;
}

bool take_option(std::span<const std::string> args, std::size_t& i, std::string_view name,
                 std::string& value, bool& missing) {
  const std::string_view a = args[i];
  if (a == name) {
    if (i + 1 >= args.size()) {
      missing = true;
      return true;
    }
    value = args[i + 1];
    i += 2;
    return true;
  }
  if (a.size() > name.size() && a.substr(0, name.size()) == name && a[name.size()] == '=') {
    value = std::string(a.substr(name.size() + 1));
    missing = value.empty();
    i += 1;
    return true;
  }
  return false;
}

namespace {

// Every command's output is flushed and checked before it exits: a report written to a full disk
// (or to /dev/full) is a failure, never a silent success.
int finish_output(int code, std::ostream& out, std::ostream& err) {
  // When a write already failed, errno still says why (the writer stops at the first failure);
  // otherwise the flush decides.
  if (out) errno = 0;
  out.flush();
  if (out) return code;
  const int e = errno;
  err << "collision-lab: cannot write the output" << (e ? std::string(": ") + std::strerror(e) : "")
      << "\n";
  return code == kExitOk ? kExitFailure : code;
}

std::optional<int> parse_int(std::string_view s) {
  int v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return v;
}
}  // namespace

std::optional<std::size_t> parse_byte_size(std::string_view text) {
  std::size_t digits = 0;
  while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9')
    ++digits;
  if (digits == 0 || digits > 15) return std::nullopt;
  std::size_t value = 0;
  std::from_chars(text.data(), text.data() + digits, value);
  std::string_view unit = text.substr(digits);
  int shift = 0;
  if (unit.empty() || unit == "B")
    shift = 0;
  else if (unit == "K" || unit == "KiB")
    shift = 10;
  else if (unit == "M" || unit == "MiB")
    shift = 20;
  else if (unit == "G" || unit == "GiB")
    shift = 30;
  else
    return std::nullopt;
  constexpr std::size_t kMax = std::size_t{1} << 40;
  if (value == 0 || value > (kMax >> shift)) return std::nullopt;
  return value << shift;
}

std::optional<std::pair<int, int>> parse_size(std::string_view text) {
  std::size_t sep = text.find('x');
  std::size_t sep_len = 1;
  if (sep == std::string_view::npos) {
    sep = text.find("\xC3\x97");  // ×
    sep_len = 2;
  }
  if (sep == std::string_view::npos) return std::nullopt;
  const auto w = parse_int(text.substr(0, sep));
  const auto h = parse_int(text.substr(sep + sep_len));
  if (!w || !h || *w < 16 || *h < 16 || *w > 16384 || *h > 16384) return std::nullopt;
  return std::pair{*w, *h};
}

namespace {
int dispatch(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
  if (!args.empty()) {
    for (const Command& c : commands())
      if (args[0] == c.name) return c.run(args.subspan(1), out, err);
  }
  ViewerOptions options;
  for (std::size_t i = 0; i < args.size();) {
    const std::string& a = args[i];
    std::string value;
    bool missing = false;
    if (a == "-h" || a == "--help") {
      out << usage();
      return kExitOk;
    }
    if (a == "--version") {
      out << "collision-lab " << version() << "\n";
      return kExitOk;
    }
    if (take_option(args, i, "--frames", value, missing)) {
      if (missing) return usage_error(err, "--frames needs a number");
      const auto n = parse_int(value);
      if (!n || *n < 1)
        return usage_error(err, "--frames needs a positive number, not '" + value + "'");
      options.frames = *n;
      continue;
    }
    if (take_option(args, i, "--screenshot", value, missing)) {
      if (missing) return usage_error(err, "--screenshot needs a file name");
      options.screenshot = value;
      continue;
    }
    if (take_option(args, i, "--msaa", value, missing)) {
      const auto samples = parse_msaa(value);
      if (missing || !samples)
        return usage_error(err, "--msaa needs 0, 2, 4 or 8, not '" + value + "'");
      options.draw.msaa_samples = *samples;
      continue;
    }
    if (take_option(args, i, "--outlines", value, missing)) {
      const auto mode = parse_outlines(value);
      if (missing || !mode)
        return usage_error(err, "--outlines needs auto, on or off, not '" + value + "'");
      options.draw.outlines = *mode;
      continue;
    }
    if (!a.empty() && a[0] == '-') return usage_error(err, "unknown option '" + a + "'");
    const bool scene_file = a.size() > 5 && a.ends_with(".json");
    if (!scene_file) return usage_error(err, "unknown command '" + a + "'");
    if (!options.scene_file.empty()) return usage_error(err, "the viewer opens one scene file");
    options.scene_file = a;
    ++i;
  }
  if (!options.screenshot.empty() && options.frames == 0)
    return usage_error(err, "--screenshot needs --frames N (the frame to save)");
  return run_viewer(options, err);
}

}  // namespace

int run_cli(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
  try {
    return finish_output(dispatch(args, out, err), out, err);
  } catch (const std::bad_alloc&) {
    err << "collision-lab: out of memory" << std::endl;
    return kExitFailure;
  }
}

}  // namespace collide
