// The key table binds the viewer's keys and writes the help: both read here without a window.
#include "app/input/key_table.hpp"
#include "app/panels/help_pages.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <sstream>
#include <tuple>

#include "app/document/edit_builders.hpp"
#include "app/panels/edit_menu.hpp"
#include "tests/app/document/scene_bits.hpp"

namespace collide {
namespace {

std::optional<KeyAction> action_of(int key, bool ctrl, bool shift) {
  const auto bound = key_action(key, ctrl, shift);
  return bound ? std::optional<KeyAction>(bound->action) : std::nullopt;
}

TEST(KeyTable, BindsTheIssueKeys) {
  EXPECT_EQ(action_of('Q', false, false), KeyAction::select_mode);
  EXPECT_EQ(action_of('W', false, false), KeyAction::translate_mode);
  EXPECT_EQ(action_of('E', false, false), KeyAction::rotate_mode);
  EXPECT_EQ(action_of('R', false, false), KeyAction::scale_mode);
  EXPECT_EQ(action_of('L', false, false), KeyAction::toggle_space);
  EXPECT_EQ(action_of('F', false, false), KeyAction::frame);
  EXPECT_EQ(action_of(kKeyDelete, false, false), KeyAction::delete_selection);
  EXPECT_EQ(action_of('D', true, false), KeyAction::duplicate);
  EXPECT_EQ(action_of('A', true, false), KeyAction::select_all);
  EXPECT_EQ(action_of(kKeyEscape, false, false), KeyAction::escape);
  EXPECT_EQ(action_of(kKeyF1, false, false), KeyAction::help);
  EXPECT_EQ(action_of(kKeyF12, false, false), KeyAction::screenshot);
  EXPECT_EQ(action_of(kKeyEqual, true, false), KeyAction::font_bigger);
  EXPECT_EQ(action_of(kKeyMinus, true, false), KeyAction::font_smaller);
  EXPECT_EQ(action_of(kKey0, true, false), KeyAction::font_reset);
  EXPECT_EQ(action_of(kKeyRight, false, false), KeyAction::sat_next);
  EXPECT_EQ(action_of(kKeyLeft, false, false), KeyAction::sat_previous);
  // Modifiers must match: Ctrl+Q quits (the File menu's), it does not switch to select mode.
  EXPECT_EQ(action_of('Q', true, false), KeyAction::quit);
  EXPECT_EQ(key_action('Q', true, false)->owner, KeyOwner::file_menu);
  EXPECT_EQ(action_of('D', false, false), std::nullopt);
  EXPECT_EQ(action_of('W', false, true), std::nullopt);
}

TEST(KeyTable, NoKeyIsBoundTwice) {
  std::set<std::tuple<int, bool, bool>> seen;
  for (const KeyBinding& b : key_table()) {
    if (b.owner == KeyOwner::mouse) continue;
    EXPECT_TRUE(seen.insert({b.key, b.ctrl, b.shift}).second) << b.keys;
  }
}

TEST(KeyTable, EveryKeyRowIsFoundWithItsOwner) {
  for (const KeyBinding& b : key_table()) {
    if (b.owner == KeyOwner::mouse) continue;
    const auto bound = key_action(b.key, b.ctrl, b.shift);
    ASSERT_TRUE(bound) << b.keys;
    EXPECT_EQ(bound->action, b.action) << b.keys;
    EXPECT_EQ(bound->owner, b.owner) << b.keys;
  }
  EXPECT_TRUE(repeats(KeyAction::undo));
  EXPECT_FALSE(repeats(KeyAction::save));
}

// Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y through the table to the Edit menu, on a real history.
TEST(KeyTable, TheEditMenuRowsUndoAndRedo) {
  Document doc(Scene{});
  desc::Sphere s;
  doc.apply(add_object(doc.scene(), SceneObject("ball", "", std::nullopt, true, ObjectDesc{s})));
  const std::string with_ball = test::bits(doc.scene());
  ASSERT_FALSE(doc.apply(set_visible(doc.scene(), "ball", false)));
  const std::string hidden = test::bits(doc.scene());
  EditMenu menu(doc);
  const auto key = [&](int k, bool ctrl, bool shift) {
    const auto bound = key_action(k, ctrl, shift);
    ASSERT_TRUE(bound);
    ASSERT_EQ(bound->owner, KeyOwner::edit_menu);
    menu.run(bound->action);
  };
  EXPECT_FALSE(key_action('Z', false, false));  // a plain Z is not a shortcut
  key('Z', true, false);
  EXPECT_EQ(test::bits(doc.scene()), with_ball);
  key('Z', true, true);
  EXPECT_EQ(test::bits(doc.scene()), hidden);
  key('Z', true, false);
  key('Y', true, false);
  EXPECT_EQ(test::bits(doc.scene()), hidden);
}

TEST(KeyTable, TheHelpHasOneLinePerRowWithItsKeysAndWhatTheyDo) {
  // The help's table: a header, a rule, then one row per binding.
  std::vector<std::string> lines;
  std::istringstream md(key_table_markdown());
  for (std::string line; std::getline(md, line);)
    lines.push_back(line);
  ASSERT_EQ(lines.size(), key_table().size() + 2);
  lines.erase(lines.begin(), lines.begin() + 2);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    EXPECT_EQ(lines[i].rfind(std::string("| ") + key_table()[i].keys + " | ", 0), 0u) << lines[i];
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
      return l.rfind(std::string("| ") + keys + " | ", 0) == 0;
    })) << keys;
}

}  // namespace
}  // namespace collide
