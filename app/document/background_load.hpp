#pragma once
// A scene file loaded on a thread of its own, so the viewer's window keeps drawing (and the
// current scene stays usable) while a 300,000-object file is read: its progress is read by the
// frame (bytes read and parsed, objects built; LoadProgress), Esc cancels it, and the finished
// Scene is taken by the main thread, which alone swaps it in (FileFlow::poll).
#include <atomic>
#include <cstddef>
#include <filesystem>
#include <mutex>
#include <optional>
#include <thread>

#include "core/scene/scene_io.hpp"

namespace collide {

class BackgroundLoad {
 public:
  // Starts loading `path` now (load_scene with hooks: the same errors, the same size limit).
  explicit BackgroundLoad(std::filesystem::path path,
                          std::size_t max_bytes = kDefaultMaxSceneBytes);
  // Cancels a load still running and waits for its thread (it stops within 1,024 objects).
  ~BackgroundLoad();
  BackgroundLoad(const BackgroundLoad&) = delete;
  BackgroundLoad& operator=(const BackgroundLoad&) = delete;

  const std::filesystem::path& path() const { return path_; }
  // The last progress the loader reported (every 64 KiB read and 1,024 objects built).
  LoadProgress progress() const;
  // Asks the loader to stop; done() follows shortly, with a `cancelled` error.
  void cancel() { cancel_.store(true); }
  bool cancelled() const { return cancel_.load(); }
  // The load has finished (a scene, an error or a cancel): take() returns at once.
  bool done() const { return done_.load(std::memory_order_acquire); }
  // Waits for the end of the load and returns it (once).
  SceneLoad take();
  // A hash of the bytes read (std::hash of the whole text), once done() and when the file was
  // read in full: a follower tells a rewrite from its own save, or from bytes already seen.
  std::optional<std::size_t> bytes_hash() const { return bytes_hash_; }

 private:
  std::filesystem::path path_;
  std::atomic<bool> cancel_{false};
  std::atomic<bool> done_{false};
  mutable std::mutex mutex_;  // guards progress_
  LoadProgress progress_;
  SceneLoad result_;
  std::optional<std::size_t> bytes_hash_;  // written by the loader before done_
  std::thread thread_;
};

}  // namespace collide
