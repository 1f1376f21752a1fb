#include "app/cli/cli.hpp"

#include <CLI/CLI.hpp>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <filesystem>
#include <memory>
#include <sstream>
#include <vector>

#include "app/cli/commands.hpp"
#include "app/cli/value_option.hpp"
#include "app/view/draw_settings.hpp"
#include "app/workbench/viewer.hpp"

namespace collide {

std::string_view version() {
  return COLLIDE_VERSION;
}

std::string usage() {
  std::ostringstream s;
  s << "usage: collision-lab [SCENE.json] [--follow] [--frames N] [--screenshot FILE.png]\n"
       "                     [--size WxH] [--msaa N] [--outlines auto|on|off]\n";
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
       "  --size WxH         the window's size (default: the last run's, or 1280x720)\n"
       "  --msaa N           anti-aliasing samples: 0 (off), 2, 4 (default) or 8\n"
       "  --outlines MODE    object outlines: auto (off above 5000 objects), on, off\n"
       "  --follow           read SCENE.json again whenever another program rewrites it\n"
       "  -h, --help         show this help (COMMAND --help: that command's options)\n"
       "  --version          print the version\n"
       "\n"
       "Needs a display; on a machine without one, run it under Xvfb:\n"
       "  xvfb-run -a -s \"-screen 0 1280x720x24\" collision-lab\n";
  return s.str();
}

int usage_error(std::ostream& err, std::string_view message) {
  err << "collision-lab: " << message << "\n";
  // A command's error ("check: …") is followed by that command's usage line only.
  for (const Command& c : commands())
    if (message.size() > c.name.size() + 1 && message.starts_with(c.name) &&
        message.substr(c.name.size(), 2) == ": ") {
      err << "usage: collision-lab " << c.synopsis << "\n"
          << "(collision-lab " << c.name << " --help lists its options)\n";
      return kExitUsage;
    }
  err << "\n" << usage();
  return kExitUsage;
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

// The viewer's option set (no subcommand): its arguments, and the function adding them.
struct ViewerArgs {
  ValueOption frames, screenshot, size, msaa, outlines;
  bool version = false;
  bool follow = false;
  std::vector<std::string> scenes;
};

void add_viewer_options(CLI::App& app, ViewerArgs& a) {
  a.frames.add(app, "--frames", "N", "quit after N frames (for scripts and tests)");
  a.screenshot.add(app, "--screenshot", "FILE",
                   "save the last frame, panels included, as PNG (with --frames)");
  a.size.add(app, "--size", "WxH", "the window's size (default: the last run's, or 1280x720)");
  a.msaa.add(app, "--msaa", "N", "anti-aliasing samples: 0 (off), 2, 4 (default) or 8");
  a.outlines.add(app, "--outlines", "MODE",
                 "object outlines: auto (off above 5000 objects), on, off");
  app.add_flag("--follow", a.follow, "read SCENE.json again whenever another program rewrites it");
  app.add_flag("--version", a.version, "print the version");
  app.add_option("SCENE.json", a.scenes, "the scene to open (default: the default scene)");
}

int run_viewer_args(const ViewerArgs& a, std::ostream& out, std::ostream& err) {
  if (a.version) {
    out << "collision-lab " << version() << "\n";
    return kExitOk;
  }
  ViewerOptions options;
  if (a.frames.given()) {
    if (a.frames.missing()) return usage_error(err, "--frames needs a number");
    const std::string value = a.frames.value();
    const auto n = parse_int(value);
    if (!n || *n < 1)
      return usage_error(err, "--frames needs a positive number, not '" + value + "'");
    options.frames = *n;
  }
  if (a.screenshot.missing()) return usage_error(err, "--screenshot needs a file name");
  options.screenshot = a.screenshot.value();
  if (a.size.given()) {
    const std::string value = a.size.value();
    const auto size = parse_size(value);
    if (!size)
      return usage_error(err, "--size needs WxH with each in 16..16384, not '" + value + "'");
    options.window_size = *size;
  }
  if (a.msaa.given()) {
    const std::string value = a.msaa.value();
    const auto samples = parse_msaa(value);
    if (!samples) return usage_error(err, "--msaa needs 0, 2, 4 or 8, not '" + value + "'");
    options.draw.msaa_samples = *samples;
  }
  if (a.outlines.given()) {
    const std::string value = a.outlines.value();
    const auto mode = parse_outlines(value);
    if (!mode) return usage_error(err, "--outlines needs auto, on or off, not '" + value + "'");
    options.draw.outlines = *mode;
  }
  for (const std::string& word : a.scenes) {
    // A path that exists is a scene, whatever its name (as for check and render); a folder is
    // not one; a word that names nothing and does not end in .json is most likely a mistyped
    // command. A missing *.json is left to the load, which says why (and sets the exit code).
    std::error_code ec;
    const auto status = std::filesystem::status(word, ec);
    if (std::filesystem::is_directory(status))
      return usage_error(err, "'" + word + "' is a folder, not a scene file");
    const bool scene_file =
        std::filesystem::exists(status) || (word.size() > 5 && word.ends_with(".json"));
    if (!scene_file) return usage_error(err, "unknown command '" + word + "'");
  }
  if (a.scenes.size() > 1) return usage_error(err, "the viewer opens one scene file");
  if (!a.scenes.empty()) options.scene_file = a.scenes.front();
  if (a.follow && options.scene_file.empty())
    return usage_error(err, "--follow needs a scene file to follow");
  options.follow = a.follow;
  if (!options.screenshot.empty() && options.frames == 0)
    return usage_error(err, "--screenshot needs --frames N (the frame to save)");
  return run_viewer(options, err);
}

}  // namespace

// `view SCENE [viewer options]`: the viewer, as a command (the form scripts and the README use
// with --follow).
Command view_command() {
  return {"view", "view SCENE.json [--follow] [viewer options]",
          "open the viewer on a scene; --follow reads it again whenever another program "
          "rewrites it",
          [](CLI::App& sub) -> CommandRun {
            auto args = std::make_shared<ViewerArgs>();
            add_viewer_options(sub, *args);
            return [args](std::ostream& out, std::ostream& err) {
              return run_viewer_args(*args, out, err);
            };
          }};
}

namespace {

// A command's --help as CLI11 lays it out, with our synopsis as its usage line (the same line as
// in the top-level usage).
class CommandHelp : public CLI::Formatter {
 public:
  explicit CommandHelp(const Command& command) : command_(command) {}
  std::string make_usage(const CLI::App*, std::string) const override {
    return "\nusage: collision-lab " + std::string(command_.synopsis) + "\n";
  }

 private:
  const Command& command_;
};

// Words CLI11 could not place (allow_extras): an option no one defines, or a word too many.
std::optional<std::string> leftover_error(const CLI::App& app, std::string_view prefix) {
  const std::vector<std::string> rest = app.remaining();
  if (rest.empty()) return std::nullopt;
  const std::string& word = rest.front();
  if (!word.empty() && word[0] == '-') return std::string(prefix) + "unknown option '" + word + "'";
  return std::string(prefix) + (prefix.empty() ? "unknown command '" : "unexpected argument '") +
         word + "'";
}

// The whole command line as CLI11 objects: the viewer's options at the top level and one
// subcommand per registered command, with the run its parse fills in. `dispatch` parses with it;
// command_table_markdown describes it.
struct CliDefinition {
  struct Sub {
    const Command* command;
    CLI::App* app;
    CommandRun run;
  };
  CLI::App app{"Collision Lab: see and check collision tests", "collision-lab"};
  ViewerArgs viewer;
  std::vector<Sub> subs;

  CliDefinition() {
    app.allow_extras();  // unknown words are reported by leftover_error, in our words
    add_viewer_options(app, viewer);
    for (const Command& c : commands()) {
      CLI::App* sub = app.add_subcommand(std::string(c.name), std::string(c.summary));
      sub->allow_extras();
      sub->formatter(std::make_shared<CommandHelp>(c));
      subs.push_back({&c, sub, c.define(*sub)});
    }
  }
};

// "| `--out FILE.png` | the PNG to write |" for each of `app`'s own words (its positionals first,
// then its options; -h/--help left to the table's last row), the command named in the first.
void table_rows(std::string& out, const std::string& command, const CLI::App& app) {
  std::vector<const CLI::Option*> words = app.get_options(
      [&](const CLI::Option* o) { return o != app.get_help_ptr() && o->get_positional(); });
  for (const CLI::Option* o : app.get_options(
           [&](const CLI::Option* o) { return o != app.get_help_ptr() && !o->get_positional(); }))
    words.push_back(o);
  const auto cell = [](std::string text) {
    for (std::size_t at = text.find('|'); at != std::string::npos; at = text.find('|', at + 2))
      text.insert(at, "\\");
    return text;
  };
  bool first = true;
  for (const CLI::Option* o : words) {
    std::string word = o->get_positional() ? o->get_name(true) : o->get_name(false, true);
    if (!o->get_positional() && o->get_expected_max() > 0) word += " " + o->get_type_name();
    out += "| " + (first ? command : std::string()) + " | `" + cell(word) + "` | " +
           cell(o->get_description()) + " |\n";
    first = false;
  }
}

int dispatch(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
  CliDefinition cli;
  CLI::App& app = cli.app;
  using Sub = CliDefinition::Sub;
  const std::vector<Sub>& subs = cli.subs;
  // CLI11 takes the words in reverse order, as argv without the program name.
  std::vector<std::string> words(args.rbegin(), args.rend());
  try {
    app.parse(words);
  } catch (const CLI::CallForHelp&) {
    for (const Sub& s : subs)
      if (s.app->parsed()) {
        out << s.app->help();
        return kExitOk;
      }
    out << usage();
    return kExitOk;
  } catch (const CLI::ParseError& e) {
    std::string prefix;
    for (const Sub& s : subs)
      if (s.app->parsed()) prefix = std::string(s.command->name) + ": ";
    return usage_error(err, prefix + e.what());
  }
  for (const Sub& s : subs) {
    if (!s.app->parsed()) continue;
    if (const auto e = leftover_error(*s.app, std::string(s.command->name) + ": "))
      return usage_error(err, *e);
    return s.run(out, err);
  }
  if (const auto e = leftover_error(app, "")) return usage_error(err, *e);
  return run_viewer_args(cli.viewer, out, err);
}

}  // namespace

std::string command_table_markdown() {
  const CliDefinition cli;
  std::string out = "| command | word | what it does |\n|---|---|---|\n";
  table_rows(out, "(none: the viewer)", cli.app);
  for (const CliDefinition::Sub& s : cli.subs)
    table_rows(out, "`" + std::string(s.command->name) + "`", *s.app);
  out += "| every level | `-h`, `--help` | " + cli.app.get_help_ptr()->get_description() +
         " (a command's own: its options) |\n";
  return out;
}

int run_cli(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
  try {
    return finish_output(dispatch(args, out, err), out, err);
  } catch (const std::bad_alloc&) {
    err << "collision-lab: out of memory" << std::endl;
    return kExitFailure;
  }
}

}  // namespace collide
