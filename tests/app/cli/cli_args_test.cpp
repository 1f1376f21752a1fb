// The command line's parsing, in process (the real executable is run by cli_test.cpp).
#include <gtest/gtest.h>

#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "app/cli/cli.hpp"
#include "app/cli/commands.hpp"

namespace collide {
namespace {

int cli(std::vector<std::string> args, std::string& out, std::string& err) {
  std::ostringstream o, e;
  const int code = run_cli(args, o, e);
  out = o.str();
  err = e.str();
  return code;
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

TEST(CliArgs, OptionsTakeSeparateOrEqualsValues) {
  const std::vector<std::string> args = {"--out", "a.png", "--out=b.png", "--out"};
  std::size_t i = 0;
  std::string v;
  bool missing = false;
  ASSERT_TRUE(take_option(args, i, "--out", v, missing));
  EXPECT_EQ(v, "a.png");
  EXPECT_EQ(i, 2u);
  ASSERT_TRUE(take_option(args, i, "--out", v, missing));
  EXPECT_EQ(v, "b.png");
  EXPECT_EQ(i, 3u);
  ASSERT_TRUE(take_option(args, i, "--out", v, missing));
  EXPECT_TRUE(missing);
  i = 0;
  EXPECT_FALSE(take_option(args, i, "--size", v, missing));
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
  EXPECT_EQ(err.substr(0, err.find('\n')), "collision-lab: render: unexpected argument '--bogus'");
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
