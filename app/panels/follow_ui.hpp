#pragma once
// Following the scene's file, in the viewer (ImGui): the File menu's "Follow file" toggle and the
// menu bar's status (a bad write's error in its tooltip). The rules are FollowedFile's
// (app/session/followed_file.hpp); the question asked when the file changes under unsaved edits
// is FileFlow's, shown by the File menu with every other "save changes?".
#include "app/session/followed_file.hpp"

namespace collide {

// File > Follow file (a check mark while on), with the status under it. Inside the File menu.
void follow_menu_item(FollowedFile& follow);
// "following scene.json" in the menu bar while on, red with the error when the last write did
// not load. Inside the main menu bar.
void follow_status(const FollowedFile& follow);

}  // namespace collide
