#include "app/panels/file_menu.hpp"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <string>
#include <system_error>
#include <vector>

#include <imgui.h>
#include <imgui_internal.h>  // ClearActiveID: the path field shows a new selection
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>  // key codes: ImGui 1.86's GLFW backend indexes keys by them

#include "app/panels/ui_scale.hpp"

namespace collide {

namespace fs = std::filesystem;

namespace {

constexpr const char* kPathPopup = "Scene file";
constexpr const char* kQuestionPopup = "Unsaved changes";
constexpr const char* kErrorPopup = "Could not do that";

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
  if (const char* path = std::getenv("PATH")) desktop_chooser_ = find_desktop_chooser(path);
}

void FileMenu::set_folder(const fs::path& folder) {
  std::error_code ec;
  if (!folder.empty() && fs::is_directory(folder, ec)) folder_ = folder;
}

void FileMenu::open_dialog(Dialog d, std::string name) {
  dialog_ = d;
  dialog_requested_ = true;
  // A save offers the file's own name (or "scene.json"); an export the name it was given.
  const bool saving = d == Dialog::save_as || d == Dialog::save_as_then_go_on;
  if (saving) name = "scene.json";
  if (!document_.path().empty()) {
    folder_ = fs::absolute(document_.path()).parent_path();
    if (saving) name = document_.path().filename().string();
  }
  using Purpose = FileDialogModel::Purpose;
  model_.start(d == Dialog::open          ? Purpose::open
               : d == Dialog::open_mesh   ? Purpose::open_mesh
               : d == Dialog::export_test ? Purpose::export_test
                                          : Purpose::save,
               folder_, name);
  set_text(path_, model_.path_field);
}

void FileMenu::open_export_dialog(const std::string& file_name) {
  if (dialog_ == Dialog::none) open_dialog(Dialog::export_test, file_name);
}

void FileMenu::open_mesh_dialog() {
  if (dialog_ == Dialog::none) open_dialog(Dialog::open_mesh);
}

void FileMenu::choose(const fs::path& chosen) {
  folder_ = chosen.parent_path();
  model_.add_recent_folder(folder_);
  if (dialog_ == Dialog::export_test)
    export_path_ = chosen;
  else if (dialog_ == Dialog::open_mesh)
    mesh_path_ = chosen;
  else if (dialog_ == Dialog::open)
    flow_.request_open(chosen);
  else if (dialog_ == Dialog::save_as)
    flow_.save_as(chosen);
  else
    flow_.answer_save_as(chosen);
  dialog_ = Dialog::none;
}

void FileMenu::cancel_dialog() {
  if (dialog_ == Dialog::save_as_then_go_on) flow_.answer(FileFlow::Answer::cancel);
  dialog_ = Dialog::none;
}

void FileMenu::start_desktop_chooser() {
  const auto purpose = dialog_ == Dialog::open        ? ChooserPurpose::open
                       : dialog_ == Dialog::open_mesh ? ChooserPurpose::open_mesh
                                                      : ChooserPurpose::save;
  if (!desktop_chooser_ ||
      !chooser_.start(chooser_command(*desktop_chooser_, purpose, model_.folder())))
    desktop_chooser_.reset();  // the in-app dialog stays up; the button goes
}

// The desktop's chooser, while open, runs beside the frame loop: its answer arrives here.
void FileMenu::poll_desktop_chooser() {
  const std::optional<ChooserResult> r = chooser_.poll();
  if (!r) return;
  if (r->path) {
    choose(r->path->is_relative() ? model_.folder() / *r->path : *r->path);
  } else if (!r->error.empty()) {
    desktop_chooser_.reset();  // fall back to the in-app dialog, which opens again
    dialog_requested_ = true;
  } else {
    cancel_dialog();
  }
}

void FileMenu::run(KeyAction action) {
  if (dialog_ != Dialog::none) return;
  switch (action) {
    case KeyAction::new_file:
      flow_.request_new();
      break;
    case KeyAction::open_file:
      open_dialog(Dialog::open);
      break;
    case KeyAction::save:
      if (document_.path().empty())
        open_dialog(Dialog::save_as);
      else
        flow_.save();
      break;
    case KeyAction::save_as:
      open_dialog(Dialog::save_as);
      break;
    case KeyAction::quit:
      flow_.request_quit();
      break;
    default:
      break;
  }
}

void FileMenu::draw_menu_bar(const std::function<void()>& more_menus) {
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
      if (file_items_) file_items_();
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

void FileMenu::draw_listing(std::optional<fs::path>& chosen) {
  // Below it: the path field, a line of note (save and export), the buttons.
  const float below = dialog_ == Dialog::open || dialog_ == Dialog::open_mesh ? 2.2f : 3.2f;
  ImGui::BeginChild("listing", ImVec2(0, -ImGui::GetFrameHeightWithSpacing() * below), true);
  if (model_.folder().has_relative_path() && ImGui::Selectable("../")) {
    model_.up();
    refocus_field_ = true;
  }
  const std::vector<DialogEntry> entries = model_.entries();  // a click may list another folder
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const DialogEntry& e = entries[i];
    const std::string label = e.name + (e.folder ? "/" : "");
    const bool selected = model_.selected() == int(i);
    if (ImGui::Selectable(label.c_str(), selected, ImGuiSelectableFlags_AllowDoubleClick)) {
      // One click selects (a folder opens at once); a double click chooses the file.
      if (e.folder || ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left))
        chosen = model_.activate(int(i));
      else
        model_.select(int(i));
      refocus_field_ = true;
    }
    if (selected && ImGui::IsWindowAppearing()) ImGui::SetScrollHereY();
  }
  ImGui::EndChild();
}

void FileMenu::draw_path_dialog() {
  poll_desktop_chooser();
  if (chooser_.running()) return;  // the desktop's chooser is up instead
  if (dialog_requested_) {
    ImGui::OpenPopup(kPathPopup);
    dialog_requested_ = false;
  }
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(ui_px(600), ui_px(440)), ImGuiCond_Appearing);
  if (!ImGui::BeginPopupModal(kPathPopup, nullptr, ImGuiWindowFlags_NoSavedSettings)) return;

  const bool mesh = dialog_ == Dialog::open_mesh;
  const bool opening = dialog_ == Dialog::open || mesh;
  const bool exporting = dialog_ == Dialog::export_test;
  ImGui::TextUnformatted(mesh        ? "Add a mesh from a file (OBJ, glTF)"
                         : opening   ? "Open a scene file"
                         : exporting ? "Export the focused pair as a GoogleTest"
                                     : "Save the scene as");
  if (desktop_chooser_) {
    ImGui::SameLine();
    const std::string label = "Use " + desktop_chooser_->filename().string() + "...";
    if (ImGui::SmallButton(label.c_str())) {
      start_desktop_chooser();
      if (chooser_.running()) {
        ImGui::CloseCurrentPopup();
        ImGui::EndPopup();
        return;
      }
    }
  }
  // The folder, the recent folders, the filter.
  if (ImGui::BeginCombo("##folder", model_.folder().string().c_str())) {
    for (const fs::path& f : model_.recent_folders())
      if (ImGui::Selectable(f.string().c_str())) {
        model_.enter(f);
        refocus_field_ = true;
      }
    if (model_.recent_folders().empty()) ImGui::TextDisabled("No recent folders yet");
    ImGui::EndCombo();
  }
  ImGui::SameLine();
  bool json_only = model_.json_only();
  if (ImGui::Checkbox(model_.filter_label(), &json_only)) model_.set_json_only(json_only);
  if (!model_.problem().empty())
    ImGui::TextColored(ImVec4(1, 0.5f, 0.4f, 1), "%s", model_.problem().c_str());

  std::optional<fs::path> chosen;
  draw_listing(chosen);

  // Keyboard: arrows move the selection, Backspace in an empty field goes up a folder.
  if (ImGui::IsKeyPressed(GLFW_KEY_DOWN)) {
    model_.move_selection(+1);
    refocus_field_ = true;
  }
  if (ImGui::IsKeyPressed(GLFW_KEY_UP)) {
    model_.move_selection(-1);
    refocus_field_ = true;
  }
  if (path_[0] == '\0' && ImGui::IsKeyPressed(GLFW_KEY_BACKSPACE, false)) {
    model_.up();
    refocus_field_ = true;
  }

  // The field shows the model's text again after a selection: ImGui keeps its own copy while
  // the field is active, so it is let go and focused again with the new text.
  if (refocus_field_) {
    set_text(path_, model_.path_field);
    ImGui::ClearActiveID();
  }
  if (ImGui::IsWindowAppearing() || refocus_field_) ImGui::SetKeyboardFocusHere();
  refocus_field_ = false;
  ImGui::SetNextItemWidth(-1);
  const bool enter =
      ImGui::InputText("##path", path_.data(), path_.size(), ImGuiInputTextFlags_EnterReturnsTrue);
  model_.path_field = path_.data();
  if (exporting)
    ImGui::TextDisabled("NAME.cpp, and beside it NAME.json: a scene of just the two objects.");
  else if (!opening)
    ImGui::TextDisabled("The previous version is kept as FILE.bak.");
  const bool button = ImGui::Button(mesh        ? "Add"
                                    : opening   ? "Open"
                                    : exporting ? "Export"
                                                : "Save",
                                    ImVec2(120, 0));
  if (enter || button) {
    chosen = model_.confirm();
    if (!chosen) refocus_field_ = true;  // a folder was entered: its listing, an empty field
  }
  ImGui::SameLine();
  const bool cancel = ImGui::Button("Cancel", ImVec2(120, 0)) ||
                      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);

  if (chosen) {
    choose(*chosen);
    ImGui::CloseCurrentPopup();
  } else if (cancel) {
    cancel_dialog();
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
  ImGui::SetNextWindowSize(ImVec2(ui_px(560), 0), ImGuiCond_Appearing);
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
