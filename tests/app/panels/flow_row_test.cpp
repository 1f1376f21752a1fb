// A row of buttons wraps to the next line where the next one would pass the panel's edge,
// checked against line breaks worked by hand (widths in units, spacing 1).
#include "app/panels/flow_row.hpp"

#include <gtest/gtest.h>

namespace collide {
namespace {

using Starts = std::vector<bool>;

TEST(FlowRow, AnItemThatDoesNotFitStartsTheNextLine) {
  // "Step 12 of 15" (13) Back (4) Next (4) "Reset step" (10) in 30: 13+1+4+1+4 = 23 fits, +1+10
  // = 34 does not, so Reset step starts line 2.
  const float header[] = {13, 4, 4, 10};
  EXPECT_EQ(flow_line_starts(header, 30, 1), (Starts{true, false, false, true}));
  // In 34 all four fit on one line, exactly.
  EXPECT_EQ(flow_line_starts(header, 34, 1), (Starts{true, false, false, false}));
  // Three choices of 12 in 25: two per line (12+1+12 = 25), the third below.
  const float choices[] = {12, 12, 12};
  EXPECT_EQ(flow_line_starts(choices, 25, 1), (Starts{true, false, true}));
  // An item wider than the panel has a line of its own, and the next starts after it.
  const float wide[] = {3, 40, 3, 3};
  EXPECT_EQ(flow_line_starts(wide, 20, 1), (Starts{true, true, true, false}));
  EXPECT_TRUE(flow_line_starts({}, 10, 1).empty());
}

// Every line the row makes fits in the width unless it is one item wider than the width.
TEST(FlowRow, EveryLineFits) {
  const float widths[] = {7, 3, 11, 5, 2, 9, 9, 1, 14, 6};
  for (float width = 5; width <= 60; width += 1.5f) {
    const Starts starts = flow_line_starts(widths, width, 2);
    float line = 0;
    int items = 0;
    for (std::size_t i = 0; i < std::size(widths); ++i) {
      if (starts[i]) line = 0, items = 0;
      line += (items ? 2 : 0) + widths[i];
      ++items;
      EXPECT_TRUE(line <= width || items == 1) << "width " << width << " item " << i;
      // And an item that starts a line would not have fitted on the one before.
      if (i > 0 && starts[i] && items == 1) {
        float before = 0;
        std::size_t j = i;
        do {
          --j;
          before += widths[j] + (before > 0 ? 2 : 0);
        } while (!starts[j]);
        EXPECT_GT(before + 2 + widths[i], width) << "width " << width << " item " << i;
      }
    }
  }
}

}  // namespace
}  // namespace collide
