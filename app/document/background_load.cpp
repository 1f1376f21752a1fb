#include "app/document/background_load.hpp"

#include <functional>
#include <string_view>
#include <utility>

namespace collide {

BackgroundLoad::BackgroundLoad(std::filesystem::path path, std::size_t max_bytes)
    : path_(std::move(path)) {
  thread_ = std::thread([this, max_bytes] {
    LoadHooks hooks;
    hooks.cancel = &cancel_;
    hooks.progress = [this](const LoadProgress& p) {
      const std::lock_guard lock(mutex_);
      progress_ = p;
    };
    hooks.read = [this](std::string_view text) {
      bytes_hash_ = std::hash<std::string_view>{}(text);
    };
    // load_scene does not throw: whatever goes wrong comes back as its error.
    result_ = load_scene(path_, max_bytes, hooks);
    done_.store(true, std::memory_order_release);
  });
}

BackgroundLoad::~BackgroundLoad() {
  cancel();
  if (thread_.joinable()) thread_.join();
}

LoadProgress BackgroundLoad::progress() const {
  const std::lock_guard lock(mutex_);
  return progress_;
}

SceneLoad BackgroundLoad::take() {
  if (thread_.joinable()) thread_.join();
  return std::exchange(result_, SceneLoad{});
}

}  // namespace collide
