// The command line's parsing, in process (the real executable is run by cli_test.cpp).
#include <gtest/gtest.h>

#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "app/cli/cli.hpp"
#include "app/cli/commands.hpp"
#include "tests/app/support/help_blocks.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

int cli(std::vector<std::string> args, std::string& out, std::string& err) {
  std::ostringstream o, e;
  const int code = run_cli(args, o, e);
  out = o.str();
  err = e.str();
  return code;
}

// The options a command's synopsis names ("--out", "--size", …).
std::vector<std::string> synopsis_options(const Command& c) {
  const std::string synopsis(c.synopsis);
  std::vector<std::string> out;
  for (std::size_t at = synopsis.find("--"); at != std::string::npos;
       at = synopsis.find("--", at + 2))
    out.push_back(synopsis.substr(at, synopsis.find_first_of(" ]=", at) - at));
  return out;
}

TEST(CliArgs, SizeAcceptsWxHAndTheMultiplicationSign) {
  EXPECT_EQ(parse_size("1280x720"), (std::pair{1280, 720}));
  EXPECT_EQ(parse_size("16\xC3\x97"
                       "16384"),
            (std::pair{16, 16384}));
  for (const char* bad : {"", "x", "1280", "1280x", "x720", "15x100", "100x16385", "-5x10",
                          "12.5x100", "100x100x3", " 100x100"})
    EXPECT_FALSE(parse_size(bad).has_value()) << bad;
}

// A value option takes `NAME VALUE` or `NAME=VALUE`, the last one given wins, and a missing
// value is reported by name (CLI11 underneath; the old hand-written take_option had the same
// rules).
TEST(CliArgs, OptionsTakeSeparateOrEqualsValues) {
  std::string out, err;
  // The second --max-file-size wins: 100 bytes is below the library scene's size.
  const std::string scene = test::source_dir() + "/assets/scenes/default.json";
  EXPECT_EQ(cli({"check", "--max-file-size", "1M", "--max-file-size=100", scene}, out, err),
            kExitUsage);
  EXPECT_NE((out + err).find("the limit is 100 bytes"), std::string::npos) << out << err;
  EXPECT_EQ(cli({"check", "--max-file-size=100", "--max-file-size", "1M", scene}, out, err),
            kExitOk)
      << err;
  for (const std::vector<std::string>& missing :
       {std::vector<std::string>{"--frames"}, {"--frames="}, {"--frames", "--msaa", "4"}}) {
    EXPECT_EQ(cli(missing, out, err), kExitUsage);
    EXPECT_EQ(err.substr(0, err.find('\n')), "collision-lab: --frames needs a number") << err;
  }
  EXPECT_EQ(cli({"render", "--out"}, out, err), kExitUsage);
  EXPECT_EQ(err.substr(0, err.find('\n')), "collision-lab: render: --out needs a file name");
}

// `view SCENE --follow` and the plain viewer's `--follow` parse alike; following needs a file.
TEST(CliArgs, FollowNeedsASceneFileAndViewTakesTheViewersOptions) {
  std::string out, err;
  for (const std::vector<std::string>& args : {std::vector<std::string>{"--follow"},
                                               {"view", "--follow"},
                                               {"view", "--follow", "--frames", "1"}}) {
    EXPECT_EQ(cli(args, out, err), kExitUsage) << args.size();
    EXPECT_EQ(err.substr(0, err.find('\n')), "collision-lab: --follow needs a scene file to follow")
        << err;
  }
  EXPECT_EQ(cli({"view", "--help"}, out, err), kExitOk);
  EXPECT_NE(out.find("--follow"), std::string::npos) << out;
  EXPECT_NE(out.find("view SCENE.json [--follow]"), std::string::npos) << out;
  EXPECT_EQ(cli({"view", "notascene", "--follow"}, out, err), kExitUsage);
  EXPECT_NE(err.find("unknown command 'notascene'"), std::string::npos) << err;
}

TEST(CliArgs, EveryRegisteredCommandIsInTheUsage) {
  ASSERT_FALSE(commands().empty());
  for (const Command& c : commands()) {
    EXPECT_NE(usage().find(std::string(c.synopsis)), std::string::npos) << c.name;
    EXPECT_NE(usage().find(std::string(c.summary)), std::string::npos) << c.name;
  }
}

TEST(CliArgs, BadArgumentsExitTwoWithOneLineFirst) {
  std::string out, err;
  EXPECT_EQ(cli({"--frames", "0"}, out, err), kExitUsage);
  EXPECT_EQ(err.substr(0, err.find('\n')),
            "collision-lab: --frames needs a positive number, not '0'");
  EXPECT_EQ(cli({"--screenshot", "a.png"}, out, err), kExitUsage);
  EXPECT_EQ(cli({"render", "--out", "a.png", "--bogus"}, out, err), kExitUsage);
  // CLI11 era: an unknown option is called one for every command (was "unexpected argument").
  EXPECT_EQ(err.substr(0, err.find('\n')), "collision-lab: render: unknown option '--bogus'");
  EXPECT_EQ(cli({"render", "--out", "a.png", "a.json", "b.json"}, out, err), kExitUsage);
  EXPECT_EQ(err.substr(0, err.find('\n')), "collision-lab: render: unexpected argument 'b.json'");
  EXPECT_EQ(cli({"--help"}, out, err), kExitOk);
  EXPECT_EQ(out, usage());
}

}  // namespace
}  // namespace collide

namespace collide {
namespace {

TEST(CliArgs, ByteSizesForMaxFileSize) {
  EXPECT_EQ(parse_byte_size("1000000"), std::optional<std::size_t>(1000000));
  EXPECT_EQ(parse_byte_size("64K"), std::optional<std::size_t>(64u << 10));
  EXPECT_EQ(parse_byte_size("512M"), std::optional<std::size_t>(std::size_t{512} << 20));
  EXPECT_EQ(parse_byte_size("2GiB"), std::optional<std::size_t>(std::size_t{2} << 30));
  EXPECT_EQ(parse_byte_size("1024G"), std::optional<std::size_t>(std::size_t{1} << 40));
  for (const char* bad : {"", "0", "M", "12Q", "-5", "1025G", "1.5G", "9999999999999999"})
    EXPECT_FALSE(parse_byte_size(bad)) << bad;
}

}  // namespace
}  // namespace collide

namespace collide {
namespace {

// Every subcommand has its own --help (and -h): its usage line, its summary and each of its
// options, on stdout, exit 0; the top-level --help stays the overview.
TEST(CliArgs, EachCommandHasItsOwnHelp) {
  ASSERT_FALSE(commands().empty());
  for (const Command& c : commands()) {
    for (const char* flag : {"--help", "-h"}) {
      std::string out, err;
      EXPECT_EQ(cli({std::string(c.name), flag}, out, err), kExitOk) << c.name;
      EXPECT_TRUE(err.empty()) << err;
      EXPECT_NE(out, usage()) << c.name;
      EXPECT_NE(out.find("collision-lab " + std::string(c.synopsis)), std::string::npos) << out;
      EXPECT_NE(out.find(std::string(c.summary)), std::string::npos) << out;
      // Every option named in the synopsis is described in the help.
      for (const std::string& option : synopsis_options(c))
        EXPECT_NE(out.find("  " + option), std::string::npos) << c.name << " " << option << "\n"
                                                              << out;
    }
  }
  std::string out, err;
  // Help wins over the other words, even bad ones.
  EXPECT_EQ(cli({"render", "--size", "1x1", "--help"}, out, err), kExitOk);
  EXPECT_NE(out.find("--pair"), std::string::npos);
  EXPECT_EQ(out.find("--json"), std::string::npos) << "render's help lists only its options";
  EXPECT_EQ(cli({"check", "--help"}, out, err), kExitOk);
  EXPECT_NE(out.find("--json"), std::string::npos);
  EXPECT_EQ(out.find("--pair"), std::string::npos) << "check's help lists only its options";
  EXPECT_EQ(cli({"-h"}, out, err), kExitOk);
  EXPECT_EQ(out, usage());
}

}  // namespace
}  // namespace collide

namespace collide {
namespace {

// Issue 35, item 17: the command line's table in the manual is generated from the CLI11
// definitions, so it cannot leave out a command or an option again. The page (and any copy)
// holds command_table_markdown() exactly (COLLIDE_WRITE_HELP=1 rewrites it); and the table itself
// has a row for every word each command's synopsis names, under that command.
TEST(CliArgs, TheCommandLinePageHoldsTheTableOfEveryCommandsOptions) {
  const std::string table = command_table_markdown();
  test::check_block("assets/help/command-line.md", "commands", table, true);
  for (const std::string& page : test::readme_and_help_pages())
    test::check_block(page, "commands", table, false);

  // The rows of each command: from its first row (the name in the first cell) to the next name.
  const auto rows_of = [&](const std::string& command) {
    const std::string head = "| " + command + " | ";
    const std::size_t from = table.find(head);
    if (from == std::string::npos) return std::string();
    std::size_t to = table.find('\n', from);
    while (to != std::string::npos && table.compare(to + 1, 4, "|  |") == 0)
      to = table.find('\n', to + 1);
    return table.substr(from, to == std::string::npos ? std::string::npos : to - from);
  };
  for (const Command& c : commands()) {
    const std::string rows = rows_of("`" + std::string(c.name) + "`");
    ASSERT_FALSE(rows.empty()) << c.name << " has no row:\n" << table;
    for (const std::string& option : synopsis_options(c))
      EXPECT_NE(rows.find("| `" + option), std::string::npos) << c.name << " " << option << "\n"
                                                              << rows;
  }
  const std::string viewer = rows_of("(none: the viewer)");
  for (const char* option : {"`SCENE.json`", "`--frames N`", "`--screenshot FILE`", "`--follow`"})
    EXPECT_NE(viewer.find(option), std::string::npos) << option << "\n" << viewer;
  EXPECT_NE(table.find("| every level | `-h`, `--help` |"), std::string::npos) << table;
}

}  // namespace
}  // namespace collide
