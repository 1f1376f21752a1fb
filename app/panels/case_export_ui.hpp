#pragma once
// "Export as test..." in the viewer: from the File menu or the focused pair's pin controls. The
// pair is remembered when asked, the File menu's dialog asks where the test goes, and once a
// file is chosen the test and its scene are written (app/document/case_files.hpp). Needs an
// ImGui frame for the menu entry only.
#include <optional>
#include <string>
#include <utility>

#include "app/panels/file_menu.hpp"
#include "app/session/app_session.hpp"

namespace collide {

// What an export came to: the line for a notice, and whether it is an error.
struct ExportNotice {
  std::string text;
  bool error = false;
};

class CaseExportUi {
 public:
  // Asks where to export the session's focused pair (the dialog offers "a_b_test.cpp"); a
  // notice when no pair is focused.
  std::optional<ExportNotice> request(const AppSession& session, FileMenu& menu);
  // File › "Export focused pair as test...", disabled without a focused pair.
  std::optional<ExportNotice> menu_item(const AppSession& session, FileMenu& menu);
  // Call after the dialogs: once a file was chosen, writes the test and its scene for the pair
  // asked about (by id: an object removed since is reported), and says what happened.
  std::optional<ExportNotice> finish(const AppSession& session, FileMenu& menu);

 private:
  std::optional<std::pair<std::string, std::string>> pair_;  // ids, while the dialog is up
};

}  // namespace collide
