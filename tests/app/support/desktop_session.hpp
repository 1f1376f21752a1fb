#pragma once
// The real viewer driven as a person drives it: the executable started in its own process on the
// test's X display (xvfb-run), with its own config and working folders, and X input sent with
// xdotool. Events are spaced by short sleeps: ImGui 1.86 drops a press and release that fall in
// the same frame, and under llvmpipe a frame takes tens of milliseconds.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace collide::test {

class DesktopSession {
 public:
  // Starts `exe ARGS…` in `dir` (created empty, unless `fresh` is false: a relaunch that finds
  // the config the last run left) with XDG_CONFIG_HOME inside it, and waits for its window.
  // ok() is false (with why()) when the window never appeared.
  DesktopSession(const std::string& exe, std::vector<std::string> args,
                 const std::filesystem::path& dir, bool fresh = true);
  ~DesktopSession();
  DesktopSession(const DesktopSession&) = delete;
  DesktopSession& operator=(const DesktopSession&) = delete;

  bool ok() const { return !window_.empty(); }
  const std::string& why() const { return why_; }
  const std::filesystem::path& dir() const { return dir_; }

  // Window coordinates, in pixels from the top-left corner of the window's content.
  void move(int x, int y);
  void click(int x, int y, int button = 1);
  void drag(int x0, int y0, int x1, int y1, int button = 1);
  // xdotool key names: "F12", "ctrl+s", "Escape", "w". Pressed and released in separate frames.
  void key(const std::string& keys);
  // The same keys pressed and released in one burst (`xdotool key`), as a quick tap arrives
  // within one frame: the viewer must act on it all the same.
  void tap(const std::string& keys);
  std::string window_name() const;
  const std::string& window_id() const { return window_; }
  // Presses F12 and returns the screenshot the viewer wrote into dir(), once it is complete.
  std::optional<std::filesystem::path> screenshot();
  // The same written into `folder` (the viewer writes it beside the open document).
  std::optional<std::filesystem::path> screenshot(const std::filesystem::path& folder);
  // Waits for the window title to become `name`; returns whether it did within `seconds`.
  bool wait_for_name(const std::string& name, double seconds = 10) const;
  // Ends the viewer (SIGTERM: it shuts down in order) and returns its exit status.
  int stop();

 private:
  std::filesystem::path dir_;
  std::string window_;
  std::string why_;
  int pid_ = -1;
};

// Runs a shell command and returns its standard output, trailing newline removed.
std::string run_output(const std::string& command);

}  // namespace collide::test
