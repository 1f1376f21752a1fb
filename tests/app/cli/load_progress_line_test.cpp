// `check`'s progress line (issue #25): on a terminal, for a file over 4 MiB, one line rewritten
// in place with a percentage that only grows within each step (reading, then parsing), ending at
// 100% with the file's objects, then cleared; nothing on a pipe or for a small file.
#include "app/cli/load_progress_line.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "core/scene/scene_io.hpp"
#include "tests/bench/w2_scene_file.hpp"
#include "tests/support/scratch_dir.hpp"

namespace collide {
namespace {

// The lines written (split at '\r'), without the padding.
std::vector<std::string> lines_of(const std::string& out) {
  std::vector<std::string> lines;
  std::string cur;
  for (const char c : out) {
    if (c == '\r') {
      while (!cur.empty() && cur.back() == ' ')
        cur.pop_back();
      if (!cur.empty()) lines.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  EXPECT_TRUE(cur.empty()) << "the last line is cleared: " << cur;
  return lines;
}

TEST(LoadProgressLine, OnATerminalABigFileShowsAGrowingPercentageThenClearsIt) {
  const test::ScratchDir dir;
  const auto big = dir.path() / "w2.json";
  bench::write_w2_scene(big, bench::make_w2(40'000).boxes);
  ASSERT_GT(std::filesystem::file_size(big), kProgressAboveBytes);
  std::ostringstream err;
  SceneLoad load;
  {
    LoadProgressLine line(err, true, big.string());
    EXPECT_TRUE(line.shown());
    load = load_scene(big, kDefaultMaxSceneBytes, line.hooks());
  }
  ASSERT_TRUE(load.ok());
  const std::vector<std::string> lines = lines_of(err.str());
  ASSERT_GE(lines.size(), 1u);
  // The percentage grows within each step (reading, then parsing: the caption names it).
  int last = -1;
  bool parsing = false;
  for (const std::string& l : lines) {
    ASSERT_EQ(l.rfind("loading w2.json: ", 0), 0u) << l;
    const int percent = std::stoi(l.substr(17));
    if (!parsing && l.find("(parsed ") != std::string::npos) parsing = true, last = -1;
    EXPECT_GE(percent, last) << l;
    last = percent;
  }
  EXPECT_EQ(lines.back().substr(17, 5), "100% ");
  EXPECT_NE(lines.back().find("40,000 objects"), std::string::npos) << lines.back();
  EXPECT_NE(lines.back().find("parsed " + size_text(std::filesystem::file_size(big)) + " of "),
            std::string::npos)
      << lines.back();
}

TEST(LoadProgressLine, NothingOnAPipeOrForASmallFile) {
  const test::ScratchDir dir;
  const auto big = dir.path() / "w2.json", small = dir.path() / "small.json";
  bench::write_w2_scene(big, bench::make_w2(40'000).boxes);
  bench::write_w2_scene(small, bench::make_w2(100).boxes);
  for (const auto& [path, terminal] : {std::pair{big, false}, std::pair{small, true}}) {
    std::ostringstream err;
    {
      LoadProgressLine line(err, terminal, path.string());
      EXPECT_FALSE(line.shown());
      EXPECT_FALSE(line.hooks().progress);
      ASSERT_TRUE(load_scene(path, kDefaultMaxSceneBytes, line.hooks()).ok());
    }
    EXPECT_EQ(err.str(), "") << path;
  }
}

}  // namespace
}  // namespace collide
