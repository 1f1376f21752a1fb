#pragma once
// The desktop's own file chooser (GNOME's zenity or KDE's kdialog, whichever is on PATH), run
// as a child process: the viewer keeps drawing while it is open and polls for the answer,
// which is the chosen path on the child's standard output (exit 0), or a cancel (exit 1).
// Without either program, or when it cannot be started, the in-app dialog is used.
#include <sys/types.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace collide {

enum class ChooserPurpose { open, save, open_mesh };  // open_mesh: an OBJ or glTF file

// The first of zenity, kdialog found in the folders of `path_env` (PATH's syntax), or nothing.
std::optional<std::filesystem::path> find_desktop_chooser(const std::string& path_env);

// The command line asking `program` (zenity or kdialog, by its file name) for a scene file
// in `folder`, `*.json` first (a mesh file: `*.obj`, `*.gltf`, `*.glb` first).
std::vector<std::string> chooser_command(const std::filesystem::path& program,
                                         ChooserPurpose purpose,
                                         const std::filesystem::path& folder);

struct ChooserResult {
  std::optional<std::filesystem::path> path;  // empty: cancelled, or failed (see error)
  std::string error;                          // why the chooser could not be used, or empty
};

class ChildChooser {
 public:
  ChildChooser() = default;
  ChildChooser(const ChildChooser&) = delete;
  ChildChooser& operator=(const ChildChooser&) = delete;
  ~ChildChooser();  // a chooser still open is ended

  // Starts `argv`; false (nothing running) when it cannot be started.
  bool start(const std::vector<std::string>& argv);
  bool running() const { return pid_ > 0; }
  // Nothing while the chooser is open; its answer once it has exited.
  std::optional<ChooserResult> poll();

 private:
  void drain();
  pid_t pid_ = -1;
  int out_ = -1;
  std::string output_;
};

}  // namespace collide
