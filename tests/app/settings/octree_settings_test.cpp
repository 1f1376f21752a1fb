// The Octree panel's choices in the settings file: written and read back, and bad values
// (negative, out of order, past the depth limit) keep the defaults.
#include <gtest/gtest.h>

#include "app/settings/settings.hpp"

namespace collide {
namespace {

TEST(OctreeSettings, EveryChoiceComesBack) {
  Settings s;
  s.panels_shown["octree"] = true;
  s.octree.shown = false;
  s.octree.trace = false;
  s.octree.filter = {true, true, 2, 5, true, 1.25, 777};
  const SettingsLoad back = parse_settings(settings_to_json(s));
  EXPECT_TRUE(back.warning.empty());
  EXPECT_EQ(back.settings, s);
}

TEST(OctreeSettings, BadValuesKeepTheDefaults) {
  const Settings defaults;
  for (const char* octree :
       {R"({"depth_min": -1, "depth_max": 3})", R"({"depth_min": 4, "depth_max": 3})",
        R"({"depth_max": 33})", R"({"max_cells": 0})", R"({"near_margin": -2})",
        R"({"max_cells": "many"})"}) {
    const SettingsLoad load =
        parse_settings(std::string(R"({"version": 1, "octree": )") + octree + "}");
    EXPECT_EQ(load.settings.octree, defaults.octree) << octree;
  }
}

}  // namespace
}  // namespace collide
