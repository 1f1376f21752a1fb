// The key table binds the viewer's keys and writes the help: both read here without a window.
#include "app/input/key_table.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <tuple>

#include "app/document/edit_shortcuts.hpp"

namespace collide {
namespace {

TEST(KeyTable, BindsTheIssueKeys) {
  EXPECT_EQ(key_action('Q', false, false), KeyAction::select_mode);
  EXPECT_EQ(key_action('W', false, false), KeyAction::translate_mode);
  EXPECT_EQ(key_action('E', false, false), KeyAction::rotate_mode);
  EXPECT_EQ(key_action('R', false, false), KeyAction::scale_mode);
  EXPECT_EQ(key_action('L', false, false), KeyAction::toggle_space);
  EXPECT_EQ(key_action('F', false, false), KeyAction::frame);
  EXPECT_EQ(key_action(kKeyDelete, false, false), KeyAction::delete_selection);
  EXPECT_EQ(key_action('D', true, false), KeyAction::duplicate);
  EXPECT_EQ(key_action('A', true, false), KeyAction::select_all);
  EXPECT_EQ(key_action(kKeyEscape, false, false), KeyAction::escape);
  EXPECT_EQ(key_action(kKeyF1, false, false), KeyAction::help);
  EXPECT_EQ(key_action(kKeyF12, false, false), KeyAction::screenshot);
  EXPECT_EQ(key_action(kKeyEqual, true, false), KeyAction::font_bigger);
  EXPECT_EQ(key_action(kKeyMinus, true, false), KeyAction::font_smaller);
  EXPECT_EQ(key_action(kKey0, true, false), KeyAction::font_reset);
  // Modifiers must match: Ctrl+Q quits (the File menu's), it does not switch to select mode.
  EXPECT_EQ(key_action('Q', true, false), std::nullopt);
  EXPECT_EQ(key_action('D', false, false), std::nullopt);
  EXPECT_EQ(key_action('W', false, true), std::nullopt);
}

TEST(KeyTable, NoKeyIsBoundTwice) {
  std::set<std::tuple<int, bool, bool>> seen;
  for (const KeyBinding& b : key_table()) {
    if (b.owner == KeyOwner::mouse) continue;
    EXPECT_TRUE(seen.insert({b.key, b.ctrl, b.shift}).second) << b.keys;
  }
}

TEST(KeyTable, TheEditMenuRowsAreWhatTheEditMenuRuns) {
  // The Edit menu binds undo/redo itself (with repeat); its rows must say what it does.
  int rows = 0;
  for (const KeyBinding& b : key_table()) {
    if (b.owner != KeyOwner::edit_menu) continue;
    ++rows;
    const EditCommand c = edit_command_for_key(b.key, b.ctrl, b.shift);
    EXPECT_EQ(c, b.action == KeyAction::undo ? EditCommand::undo : EditCommand::redo) << b.keys;
  }
  EXPECT_EQ(rows, 3);
}

TEST(KeyTable, TheHelpHasOneLinePerRowWithItsKeysAndWhatTheyDo) {
  const auto lines = help_lines();
  ASSERT_EQ(lines.size(), key_table().size());
  for (std::size_t i = 0; i < lines.size(); ++i) {
    EXPECT_EQ(lines[i].rfind(key_table()[i].keys, 0), 0u) << lines[i];
    EXPECT_NE(lines[i].find(key_table()[i].what), std::string::npos) << lines[i];
  }
  for (const char* keys : {"Q",
                           "W",
                           "E",
                           "R",
                           "L",
                           "F",
                           "Del",
                           "Ctrl+D",
                           "Ctrl+A",
                           "Esc",
                           "Ctrl+Z",
                           "Ctrl+Shift+Z",
                           "Ctrl+Y",
                           "Ctrl+N",
                           "Ctrl+O",
                           "Ctrl+S",
                           "Ctrl+Shift+S",
                           "Ctrl+Q",
                           "F12",
                           "Ctrl+=",
                           "Ctrl+-",
                           "Ctrl+0",
                           "F1"})
    EXPECT_TRUE(std::any_of(lines.begin(), lines.end(), [&](const std::string& l) {
      return l.rfind(std::string(keys) + " — ", 0) == 0;
    })) << keys;
}

}  // namespace
}  // namespace collide
