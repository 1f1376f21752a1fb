#pragma once
// Scene files as text: the versioned JSON format (README, "Scene files") to and from a Scene.
// Reading is strict and total: it returns either a whole Scene or one error that says where
// (line and column, and past the syntax the JSON pointer of the culprit, such as
// /objects/3/radius) and what was expected. Nothing here throws.
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "scene.hpp"

namespace collide {

inline constexpr std::string_view kSceneFormat = "collision-lab-scene";
inline constexpr int kSceneFormatVersion = 1;

// A rotation whose |q| is within this of 1 is accepted and normalised; beyond it, refused.
// It forgives hand-typed quaternions (0.7071 for √½), not garbage.
inline constexpr double kQuaternionTolerance = 1e-3;
// A rotation matrix is accepted when each row's length is within this of 1, each two rows' dot
// product within it of 0, and its determinant positive (core/math/rotation_form.hpp): the same
// forgiveness for 0.7071 typed for √½.
inline constexpr double kRotationMatrixTolerance = 1e-3;

// What kind of failure a SceneError is: the callers' exit codes differ (see the README's exit
// codes): a scene that is not valid (malformed, wrong content) or larger than the size limit is
// bad input; a file that cannot be read or written, or memory running out, is a failure to run.
// A load stopped by its caller (LoadHooks::cancel) is `cancelled`: neither the file's fault nor
// a failure to run.
enum class SceneErrorKind : std::uint8_t { invalid, io, too_large, out_of_memory, cancelled };

struct SceneError {
  std::string file;     // the path as given, or "<memory>"
  int line = 0;         // 1-based; set (with column) when the text is known: for malformed
                        // JSON where the parser stopped, otherwise where `pointer`'s value starts
  int column = 0;       // 1-based, in bytes
  std::string pointer;  // JSON pointer of the culprit ("" for the whole document); a key longer
                        // than kEchoLimit is cut, as every id, key or value a message quotes
  std::string message;  // what is wrong and what was expected
  SceneErrorKind kind = SceneErrorKind::invalid;

  // "FILE:LINE:COLUMN: POINTER: MESSAGE" (malformed JSON has no pointer; an error without a
  // known text — a file too large, unreadable — no line: "FILE: MESSAGE").
  std::string to_string() const;
};

struct SceneLoad {
  std::optional<Scene> scene;  // set exactly when error is not
  std::optional<SceneError> error;
  bool ok() const { return scene.has_value(); }
};

// How far a load has got, for a progress bar: the file's bytes read from disk, then parsed
// (each up to `total`), and the objects built from them. Every count only grows.
struct LoadProgress {
  std::size_t bytes_read = 0;
  std::size_t bytes_parsed = 0;
  std::size_t bytes_total = 0;  // the file's size (0 until known: a pipe's is known at its end)
  std::size_t objects = 0;
  // The share of the work done, in [0, 1]: reading is fast, parsing and building are not, so
  // the parse is weighted 9 to 1.
  double fraction() const;
};

// What a caller on another thread sees of a load, and how it stops one. All are optional.
struct LoadHooks {
  // Called on the loading thread every 64 KiB read and every 1,024 objects built, and once at
  // the end with every count at its total. It must be cheap and must not throw.
  std::function<void(const LoadProgress&)> progress;
  // Read as often; once true the load stops and returns SceneErrorKind::cancelled ("cancelled").
  const std::atomic<bool>* cancel = nullptr;
  // load_scene only: called once on the loading thread with the file's whole text, once read
  // and before it is parsed (a follower hashes it, to tell another program's rewrite from its
  // own save without reading the file again).
  std::function<void(std::string_view text)> read;
};

// Where a mesh object's "file" is found: a relative name in `directory` (load_scene: the scene
// file's own directory; empty: the current directory, as for a scene read from a string with no
// path of its own), an absolute one where it says. `known` are meshes whose files need no reading
// again (format_scene's check of a scene it wrote: the scene's own file meshes).
struct MeshFiles {
  std::string directory;
  std::vector<MeshRef> known;
};

// Parses a scene file's text. `file` only labels the error; a mesh's file is found in the
// current directory.
SceneLoad parse_scene(std::string_view text, std::string_view file = "<memory>") noexcept;
// The same, telling `hooks` (bytes_read and bytes_total are the text's size from the start), a
// mesh's file found as `meshes` says.
SceneLoad parse_scene(std::string_view text, std::string_view file, const LoadHooks& hooks,
                      const MeshFiles& meshes = {}) noexcept;
// The error a cancelled load returns.
SceneError cancelled_load(std::string_view file);

// The JSON syntax error that the first bytes of a file already show, if any (an error before
// their end: the end of a prefix is no error of the file's). Lets a reader refuse a huge file
// of garbage at byte 1 instead of after reading all of it.
std::optional<SceneError> malformed_prefix(std::string_view prefix, std::string_view file) noexcept;

// The error "out of memory while DOING" (kind out_of_memory).
SceneError out_of_memory(std::string_view file, std::string_view doing);

// One expectation as the scene file writes it (and reads it back): {"a", "b", "verdict" or
// "intersects" in the spelling it was read in, then only the fields it has}.
nlohmann::ordered_json expectation_json(const Expectation& e);

// The file text for a scene (2-space indented JSON ending in a newline). Doubles are written
// in the shortest form that reads back to the same bits. Returns an error instead when the scene
// would not load again (a NaN, a negative radius, a duplicate id, …): a saved file always loads.
struct SceneText {
  std::string text;
  std::optional<SceneError> error;
};
SceneText format_scene(const Scene& scene) noexcept;
// The text a scene file in the folder `directory` holds: each file mesh's "file" named relative
// to that folder (core/scene/mesh_file_names.hpp: a mesh found from another folder is renamed,
// one found from this folder keeps its name byte for byte), and checked as a load from there
// reads it. save_scene writes this.
SceneText format_scene(const Scene& scene, const std::filesystem::path& directory) noexcept;

}  // namespace collide
