#include "app/panels/file_menu.hpp"

#include <algorithm>
#include <cstring>
#include <string>
#include <system_error>
#include <vector>

#include <imgui.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>  // key codes: ImGui 1.86's GLFW backend indexes keys by them

namespace collide {

namespace fs = std::filesystem;

namespace {

constexpr const char* kPathPopup = "Scene file";
constexpr const char* kQuestionPopup = "Unsaved changes";
constexpr const char* kErrorPopup = "Could not do that";

// The folder's subfolders and scene files, folders first, each group sorted by name.
std::vector<fs::directory_entry> listing(const fs::path& folder) {
  std::vector<fs::directory_entry> entries;
  std::error_code ec;
  for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
    const bool folder_entry = it->is_directory(ec);
    if (folder_entry || it->path().extension() == ".json") entries.push_back(*it);
  }
  std::sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) {
    std::error_code e;
    const bool da = a.is_directory(e), db = b.is_directory(e);
    return da != db ? da : a.path().filename() < b.path().filename();
  });
  return entries;
}

void set_text(std::array<char, 1024>& buffer, const std::string& text) {
  const std::size_t n = std::min(text.size(), buffer.size() - 1);
  std::memcpy(buffer.data(), text.data(), n);
  buffer[n] = '\0';
}

}  // namespace

const char* failure_note(bool from_save) {
  return from_save ? "The file on disk is unchanged." : "The current scene is unchanged.";
}

FileMenu::FileMenu(FileFlow& flow, const Document& document, const RecentFiles& recent)
    : flow_(flow), document_(document), recent_(recent) {
  std::error_code ec;
  folder_ = fs::current_path(ec);
}

void FileMenu::set_folder(const fs::path& folder) {
  std::error_code ec;
  if (!folder.empty() && fs::is_directory(folder, ec)) folder_ = folder;
}

void FileMenu::open_dialog(Dialog d) {
  dialog_ = d;
  dialog_requested_ = true;
  if (!document_.path().empty()) {
    folder_ = fs::absolute(document_.path()).parent_path();
    set_text(path_, d == Dialog::open ? "" : document_.path().filename().string());
  } else {
    set_text(path_, d == Dialog::open ? "" : "scene.json");
  }
}

void FileMenu::draw_menu_bar(const std::function<void()>& more_menus) {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.KeyCtrl && dialog_ == Dialog::none) {
    if (ImGui::IsKeyPressed(GLFW_KEY_N, false)) flow_.request_new();
    if (ImGui::IsKeyPressed(GLFW_KEY_O, false)) open_dialog(Dialog::open);
    if (ImGui::IsKeyPressed(GLFW_KEY_S, false)) {
      if (io.KeyShift || document_.path().empty())
        open_dialog(Dialog::save_as);
      else
        flow_.save();
    }
    if (ImGui::IsKeyPressed(GLFW_KEY_Q, false)) flow_.request_quit();
  }

  if (ImGui::BeginMainMenuBar()) {
    if (ImGui::BeginMenu("File")) {
      if (ImGui::MenuItem("New", "Ctrl+N")) flow_.request_new();
      if (ImGui::MenuItem("Open...", "Ctrl+O")) open_dialog(Dialog::open);
      if (ImGui::BeginMenu("Open Recent", !recent_.entries().empty())) {
        for (const fs::path& p : recent_.entries())
          if (ImGui::MenuItem(p.string().c_str())) flow_.request_open(p);
        ImGui::EndMenu();
      }
      ImGui::Separator();
      if (ImGui::MenuItem("Save", "Ctrl+S")) {
        if (document_.path().empty())
          open_dialog(Dialog::save_as);
        else
          flow_.save();
      }
      if (ImGui::MenuItem("Save As...", "Ctrl+Shift+S")) open_dialog(Dialog::save_as);
      ImGui::Separator();
      if (ImGui::MenuItem("Screenshot", "F12")) screenshot_requested_ = true;
      ImGui::Separator();
      if (ImGui::MenuItem("Quit", "Ctrl+Q")) flow_.request_quit();
      ImGui::EndMenu();
    }
    if (more_menus) more_menus();
    ImGui::TextDisabled("%s", document_.window_title().c_str());
    ImGui::EndMainMenuBar();
  }
}

void FileMenu::draw_dialogs() {
  draw_path_dialog();
  draw_question();
  draw_error();
}

void FileMenu::draw_path_dialog() {
  if (dialog_requested_) {
    ImGui::OpenPopup(kPathPopup);
    dialog_requested_ = false;
  }
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(560, 420), ImGuiCond_Appearing);
  if (!ImGui::BeginPopupModal(kPathPopup, nullptr, ImGuiWindowFlags_NoSavedSettings)) return;

  const bool opening = dialog_ == Dialog::open;
  ImGui::TextUnformatted(opening ? "Open a scene file" : "Save the scene as");
  ImGui::TextDisabled("%s", folder_.string().c_str());
  bool confirm = false;
  ImGui::BeginChild("listing", ImVec2(0, -ImGui::GetFrameHeightWithSpacing() * 2.2f), true);
  if (folder_.has_parent_path() && folder_ != folder_.root_path() && ImGui::Selectable("../"))
    folder_ = folder_.parent_path();
  for (const fs::directory_entry& e : listing(folder_)) {
    std::error_code ec;
    const bool is_folder = e.is_directory(ec);
    const std::string label = e.path().filename().string() + (is_folder ? "/" : "");
    if (ImGui::Selectable(label.c_str(), false, ImGuiSelectableFlags_AllowDoubleClick)) {
      if (is_folder) {
        folder_ = e.path();
      } else {
        set_text(path_, e.path().filename().string());
        confirm = ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left);
      }
    }
  }
  ImGui::EndChild();

  if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
  ImGui::SetNextItemWidth(-1);
  confirm |=
      ImGui::InputText("##path", path_.data(), path_.size(), ImGuiInputTextFlags_EnterReturnsTrue);
  if (!opening) ImGui::TextDisabled("The previous version is kept as FILE.bak.");
  confirm |= ImGui::Button(opening ? "Open" : "Save", ImVec2(120, 0));
  ImGui::SameLine();
  const bool cancel = ImGui::Button("Cancel", ImVec2(120, 0)) ||
                      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);

  fs::path chosen(path_.data());
  if (confirm && !chosen.empty()) {
    if (chosen.is_relative()) chosen = folder_ / chosen;
    if (!opening && !chosen.has_extension()) chosen += ".json";
    if (dialog_ == Dialog::open)
      flow_.request_open(chosen);
    else if (dialog_ == Dialog::save_as)
      flow_.save_as(chosen);
    else
      flow_.answer_save_as(chosen);
  }
  if ((confirm && !chosen.empty()) || cancel) {
    if (cancel && dialog_ == Dialog::save_as_then_go_on) flow_.answer(FileFlow::Answer::cancel);
    dialog_ = Dialog::none;
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

void FileMenu::draw_question() {
  const std::optional<std::string> question = flow_.question();
  // While the file dialog picks a name for "save, then go on", the question stays pending.
  if (!question || dialog_ != Dialog::none) return;
  if (!ImGui::IsPopupOpen(kQuestionPopup)) ImGui::OpenPopup(kQuestionPopup);
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  if (!ImGui::BeginPopupModal(kQuestionPopup, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) return;
  ImGui::TextUnformatted(question->c_str());
  ImGui::TextDisabled("Your changes are lost if you don't save them.");
  ImGui::Spacing();
  if (ImGui::Button("Save", ImVec2(120, 0))) {
    if (document_.path().empty())
      open_dialog(Dialog::save_as_then_go_on);
    else
      flow_.answer(FileFlow::Answer::save);
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine();
  if (ImGui::Button("Don't save", ImVec2(120, 0))) {
    flow_.answer(FileFlow::Answer::discard);
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine();
  if (ImGui::Button("Cancel", ImVec2(120, 0)) ||
      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
    flow_.answer(FileFlow::Answer::cancel);
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

void FileMenu::draw_error() {
  if (!flow_.error() || dialog_ != Dialog::none || flow_.question()) return;
  if (!ImGui::IsPopupOpen(kErrorPopup)) ImGui::OpenPopup(kErrorPopup);
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(560, 0), ImGuiCond_Appearing);
  if (!ImGui::BeginPopupModal(kErrorPopup, nullptr, ImGuiWindowFlags_NoSavedSettings)) return;
  ImGui::TextWrapped("%s", flow_.error()->c_str());
  ImGui::TextDisabled("%s", failure_note(flow_.error_from_save()));
  ImGui::Spacing();
  // Keys count only from the frame after the popup appears: the Enter that confirmed the file
  // dialog (and failed) is still down in the frame that opens this popup, and would close it
  // unseen.
  const bool keys = !ImGui::IsWindowAppearing();
  if (ImGui::Button("OK", ImVec2(120, 0)) ||
      (keys && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false)) ||
      (keys && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false))) {
    flow_.clear_error();
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

}  // namespace collide
