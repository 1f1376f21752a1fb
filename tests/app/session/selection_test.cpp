#include "app/session/selection.hpp"

#include <gtest/gtest.h>

namespace collide {
namespace {

Scene three_objects() {
  Scene s;
  s.objects.push_back({"a", "A", std::nullopt, true, desc::Box{}});
  s.objects.push_back({"b", "B", std::nullopt, true, desc::Sphere{}});
  s.objects.push_back({"c", "C", std::nullopt, true, desc::Point{}});
  return s;
}

TEST(Selection, ClickSelectsShiftTogglesEmptyClears) {
  Selection sel;
  sel.click(std::string("a"), false);
  EXPECT_EQ(sel.ids(), std::vector<std::string>{"a"});
  sel.click(std::string("b"), false);  // a plain click replaces
  EXPECT_EQ(sel.ids(), std::vector<std::string>{"b"});
  sel.click(std::string("a"), true);  // shift adds
  EXPECT_EQ(sel.ids(), (std::vector<std::string>{"b", "a"}));
  EXPECT_EQ(sel.primary(), "a");
  sel.click(std::string("b"), true);  // shift on a selected one removes it
  EXPECT_EQ(sel.ids(), std::vector<std::string>{"a"});
  sel.click(std::nullopt, true);  // shift on empty space keeps the selection
  EXPECT_EQ(sel.ids(), std::vector<std::string>{"a"});
  sel.click(std::nullopt, false);  // a click on empty space clears
  EXPECT_TRUE(sel.empty());
  EXPECT_EQ(sel.primary(), std::nullopt);
}

TEST(Selection, PruneDropsIdsNoLongerInTheScene) {
  Scene s = three_objects();
  Selection sel;
  sel.add("a");
  sel.add("c");
  sel.add("a");  // already there: no duplicate
  EXPECT_EQ(sel.ids().size(), 2u);
  s.objects.erase(s.objects.begin());  // "a" deleted
  sel.prune(s);
  EXPECT_EQ(sel.ids(), std::vector<std::string>{"c"});
  EXPECT_EQ(index_of(s, "c"), 1u);
  EXPECT_EQ(index_of(s, "a"), std::nullopt);
}

TEST(Selection, APairClickedInThePairsPanelSelectsExactlyItsTwoObjects) {
  const Scene s = three_objects();
  Selection sel;
  sel.select_only("b");
  sel.select_pair(s, 2, 0);  // the pair (c, a): both selected, c primary
  EXPECT_EQ(sel.ids(), (std::vector<std::string>{s.objects[0].id, s.objects[2].id}));
  EXPECT_EQ(sel.primary(), s.objects[2].id);
  EXPECT_EQ(sel.indices(s), (std::vector<std::size_t>{0, 2}));
  sel.select_pair(s, 1, 7);  // an index out of range is ignored
  EXPECT_EQ(sel.ids(), std::vector<std::string>{s.objects[1].id});
}

}  // namespace
}  // namespace collide
