#pragma once
// The viewer's menus as the desktop tests click them: rows 19 px apart, the first centred at
// y = 36 (the menu bar is 21 px high); Lessons › a library lesson by its file name.
#include <gtest/gtest.h>

#include <cstddef>
#include <string>

#include "app/document/scene_library.hpp"
#include "tests/app/support/desktop_session.hpp"

namespace collide::test {

inline int menu_row_y(int row) {
  return 36 + 19 * row;
}

// Lessons › (the lesson whose file is `file`), then waits for its title.
inline void open_lesson(DesktopSession& app, const std::string& file) {
  const auto& library = scene_library();
  int row = 0;
  while (row < int(library.size()) && !library[std::size_t(row)].path.ends_with(file))
    ++row;
  ASSERT_LT(row, int(library.size())) << file;
  app.click(117, 10);  // "Lessons"
  app.click(119, menu_row_y(row));
  EXPECT_TRUE(app.wait_for_name(library[std::size_t(row)].title + " (copy) - Collision Lab"))
      << app.window_name();
}

}  // namespace collide::test
