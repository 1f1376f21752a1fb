#include "app/panels/desktop_chooser.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <system_error>

namespace collide {

namespace fs = std::filesystem;

std::optional<fs::path> find_desktop_chooser(const std::string& path_env) {
  for (const char* name : {"zenity", "kdialog"}) {
    std::size_t begin = 0;
    while (begin <= path_env.size()) {
      std::size_t end = path_env.find(':', begin);
      if (end == std::string::npos) end = path_env.size();
      const fs::path dir = path_env.substr(begin, end - begin);
      begin = end + 1;
      if (dir.empty()) continue;
      const fs::path candidate = dir / name;
      std::error_code ec;
      if (fs::is_regular_file(candidate, ec) && ::access(candidate.c_str(), X_OK) == 0)
        return candidate;
    }
  }
  return std::nullopt;
}

std::vector<std::string> chooser_command(const fs::path& program, ChooserPurpose purpose,
                                         const fs::path& folder) {
  const std::string dir = (folder / "").string();  // a trailing slash: start inside it
  const bool save = purpose == ChooserPurpose::save;
  const bool mesh = purpose == ChooserPurpose::open_mesh;
  if (program.filename() == "kdialog")
    return {program.string(), save ? "--getsavefilename" : "--getopenfilename", dir,
            mesh ? "Mesh files (*.obj *.gltf *.glb)" : "Scene files (*.json)"};
  std::vector<std::string> argv = {
      program.string(),
      "--file-selection",
      save   ? "--title=Save the scene as"
      : mesh ? "--title=Add a mesh from a file"
             : "--title=Open a scene file",
      "--filename=" + dir,
      mesh ? "--file-filter=Mesh files | *.obj *.gltf *.glb" : "--file-filter=Scene files | *.json",
      "--file-filter=All files | *"};
  if (save) {
    argv.insert(argv.begin() + 2, "--save");
    argv.insert(argv.begin() + 3, "--confirm-overwrite");
  }
  return argv;
}

ChildChooser::~ChildChooser() {
  if (pid_ > 0) {
    ::kill(pid_, SIGTERM);
    ::waitpid(pid_, nullptr, 0);
  }
  if (out_ >= 0) ::close(out_);
}

bool ChildChooser::start(const std::vector<std::string>& argv) {
  if (pid_ > 0 || argv.empty()) return false;
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) return false;
  std::vector<char*> args;
  for (const std::string& a : argv)
    args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  const pid_t pid = ::fork();
  if (pid < 0) {
    ::close(fds[0]);
    ::close(fds[1]);
    return false;
  }
  if (pid == 0) {
    ::dup2(fds[1], STDOUT_FILENO);
    ::execv(args[0], args.data());
    ::_exit(127);
  }
  ::close(fds[1]);
  ::fcntl(fds[0], F_SETFL, O_NONBLOCK);
  out_ = fds[0];
  pid_ = pid;
  output_.clear();
  return true;
}

void ChildChooser::drain() {
  char buf[4096];
  for (;;) {
    const ssize_t n = ::read(out_, buf, sizeof buf);
    if (n > 0) {
      output_.append(buf, std::size_t(n));
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    return;  // EAGAIN (nothing yet) or end of file
  }
}

std::optional<ChooserResult> ChildChooser::poll() {
  if (pid_ <= 0) return std::nullopt;
  drain();
  int status = 0;
  const pid_t done = ::waitpid(pid_, &status, WNOHANG);
  if (done == 0) return std::nullopt;
  drain();
  ::close(out_);
  out_ = -1;
  pid_ = -1;
  ChooserResult r;
  while (!output_.empty() && (output_.back() == '\n' || output_.back() == '\r'))
    output_.pop_back();
  const int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  if (code == 0 && !output_.empty())
    r.path = fs::path(output_);
  else if (code == 127)
    r.error = "the desktop's file chooser could not be started";
  else if (code != 0 && code != 1)  // 1: cancelled
    r.error = "the desktop's file chooser failed (exit status " + std::to_string(code) + ")";
  return r;
}

}  // namespace collide
