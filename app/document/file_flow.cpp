#include "app/document/file_flow.hpp"

namespace collide {

void FileFlow::request_open(const std::filesystem::path& path) {
  if (document_.modified())
    pending_ = Open{path};
  else
    open_now(path);
}

void FileFlow::request_new() {
  if (document_.modified()) {
    pending_ = New{};
  } else {
    document_.reset({});
    opened_ = true;
  }
}

void FileFlow::request_quit() {
  if (document_.modified())
    pending_ = Quit{};
  else
    quit_confirmed_ = true;
}

bool FileFlow::save() {
  if (auto e = document_.save()) {
    error_ = std::move(e);
    return false;
  }
  recent_.add(document_.path());
  return true;
}

bool FileFlow::save_as(const std::filesystem::path& path) {
  if (auto e = document_.save_as(path)) {
    error_ = std::move(e);
    return false;
  }
  recent_.add(path);
  return true;
}

std::optional<std::string> FileFlow::question() const {
  const std::string name =
      document_.path().empty() ? "the untitled scene" : document_.path().filename().string();
  if (const auto* open = std::get_if<Open>(&pending_))
    return "Save changes to " + name + " before opening " + open->path.filename().string() + "?";
  if (std::holds_alternative<New>(pending_))
    return "Save changes to " + name + " before starting a new scene?";
  if (std::holds_alternative<Quit>(pending_))
    return "Save changes to " + name + " before quitting?";
  return std::nullopt;
}

void FileFlow::answer(Answer a) {
  Pending action = std::exchange(pending_, std::monostate{});
  switch (a) {
    case Answer::cancel:
      return;
    case Answer::save:
      // A failed save stops here: nothing is discarded, the error says why.
      if (!save()) return;
      break;
    case Answer::discard:
      break;
  }
  go_on(std::move(action));
}

void FileFlow::answer_save_as(const std::filesystem::path& path) {
  Pending action = std::exchange(pending_, std::monostate{});
  if (save_as(path)) go_on(std::move(action));
}

void FileFlow::open_now(const std::filesystem::path& path) {
  if (auto e = document_.open(path)) {
    error_ = std::move(e);
    return;
  }
  recent_.add(path);
  opened_ = true;
}

void FileFlow::go_on(Pending action) {
  if (const auto* open = std::get_if<Open>(&action)) {
    open_now(open->path);
  } else if (std::holds_alternative<New>(action)) {
    document_.reset({});
    opened_ = true;
  } else if (std::holds_alternative<Quit>(action)) {
    quit_confirmed_ = true;
  }
}

}  // namespace collide
