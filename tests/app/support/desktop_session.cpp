#include "tests/app/support/desktop_session.hpp"

#include <sys/wait.h>
#include <unistd.h>
#include <algorithm>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <thread>

#include <chrono>

namespace collide::test {
namespace {

namespace fs = std::filesystem;

void pause_ms(int ms) {
  std::this_thread::sleep_for(std::chrono::milliseconds(ms));
}

// Time for the viewer to see an event in a frame of its own (llvmpipe frames take 50–200 ms).
constexpr int kEventGapMs = 350;

}  // namespace

std::string run_output(const std::string& command) {
  std::string out;
  if (FILE* p = popen(command.c_str(), "r")) {
    char buf[512];
    while (std::fgets(buf, sizeof buf, p))
      out += buf;
    pclose(p);
  }
  while (!out.empty() && (out.back() == '\n' || out.back() == '\r'))
    out.pop_back();
  return out;
}

DesktopSession::DesktopSession(const std::string& exe, std::vector<std::string> args,
                               const fs::path& dir, bool fresh)
    : dir_(dir) {
  if (fresh) fs::remove_all(dir_);
  fs::create_directories(dir_ / "config");
  // Without multisampling unless a test asks for it: these tests check what input does, not how
  // edges are smoothed, and under llvmpipe a 4x multisampled frame costs about twice the CPU of
  // a plain one (the 17 tests: 127 user CPU-s at --msaa 4, 66 at --msaa 0). The window, library
  // and render tests keep the default (4).
  if (std::find(args.begin(), args.end(), "--msaa") == args.end()) {
    args.push_back("--msaa");
    args.push_back("0");
  }
  pid_ = fork();
  if (pid_ == 0) {
    if (chdir(dir_.c_str()) != 0) _exit(127);
    setenv("XDG_CONFIG_HOME", (dir_ / "config").c_str(), 1);
    std::vector<char*> argv;
    argv.push_back(const_cast<char*>(exe.c_str()));
    for (std::string& a : args)
      argv.push_back(a.data());
    argv.push_back(nullptr);
    execv(exe.c_str(), argv.data());
    _exit(127);
  }
  // The window of this process (not another test's).
  window_ = run_output("timeout 30 xdotool search --sync --onlyvisible --pid " +
                       std::to_string(pid_) + " --name 'Collision Lab' | head -n 1");
  if (window_.empty()) {
    why_ = "no window of " + exe + " appeared within 30 s";
    return;
  }
  pause_ms(1500);  // the first frames (fonts, shaders) are slow under llvmpipe
}

DesktopSession::~DesktopSession() {
  stop();
}

void DesktopSession::move(int x, int y) {
  std::system(
      ("xdotool mousemove --window " + window_ + " " + std::to_string(x) + " " + std::to_string(y))
          .c_str());
  pause_ms(kEventGapMs);
}

void DesktopSession::click(int x, int y, int button) {
  move(x, y);
  std::system(("xdotool mousedown " + std::to_string(button)).c_str());
  pause_ms(kEventGapMs);
  std::system(("xdotool mouseup " + std::to_string(button)).c_str());
  pause_ms(kEventGapMs);
}

void DesktopSession::drag(int x0, int y0, int x1, int y1, int button) {
  move(x0, y0);
  std::system(("xdotool mousedown " + std::to_string(button)).c_str());
  pause_ms(kEventGapMs);
  constexpr int kSteps = 8;
  for (int i = 1; i <= kSteps; ++i)
    move(x0 + (x1 - x0) * i / kSteps, y0 + (y1 - y0) * i / kSteps);
  std::system(("xdotool mouseup " + std::to_string(button)).c_str());
  pause_ms(kEventGapMs);
}

void DesktopSession::key(const std::string& keys) {
  // Press and release in separate frames.
  std::system(("xdotool keydown --window " + window_ + " " + keys).c_str());
  pause_ms(kEventGapMs);
  std::system(("xdotool keyup --window " + window_ + " " + keys).c_str());
  pause_ms(kEventGapMs);
}

void DesktopSession::tap(const std::string& keys) {
  std::system(("xdotool key --window " + window_ + " " + keys).c_str());
  pause_ms(kEventGapMs);
}

std::string DesktopSession::window_name() const {
  return run_output("xdotool getwindowname " + window_);
}

bool DesktopSession::wait_for_name(const std::string& name, double seconds) const {
  for (double t = 0; t < seconds; t += 0.2) {
    if (window_name() == name) return true;
    pause_ms(200);
  }
  return false;
}

std::optional<fs::path> DesktopSession::screenshot() {
  return screenshot(dir_);
}

std::optional<fs::path> DesktopSession::screenshot(const fs::path& folder) {
  auto shots = [&] {
    std::set<fs::path> out;
    for (const auto& e : fs::directory_iterator(folder))
      if (e.path().extension() == ".png") out.insert(e.path());
    return out;
  };
  const std::set<fs::path> before = shots();
  key("F12");
  for (int i = 0; i < 50; ++i) {
    for (const fs::path& p : shots())
      if (!before.count(p)) {
        pause_ms(300);  // let the writer finish and close the file
        return p;
      }
    pause_ms(200);
  }
  return std::nullopt;
}

int DesktopSession::stop() {
  if (pid_ <= 0) return -1;
  kill(pid_, SIGTERM);
  int status = 0;
  waitpid(pid_, &status, 0);
  pid_ = -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

}  // namespace collide::test
