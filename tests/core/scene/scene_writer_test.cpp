// collision_lab/scene_writer.hpp, as an engine's test uses it: scenes of every kind with exact
// numbers and expected verdicts, read back bit for bit by the loader and checked by the real
// `collision-lab check` (exit 0 when they hold, 1 with the FAILED line when one is wrong).
#include "collision_lab/scene_writer.hpp"

#include <gtest/gtest.h>

#include <sys/resource.h>

#include <algorithm>
#include <array>
#include <bit>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "core/scene/scene_io.hpp"
#include "tests/support/scratch_dir.hpp"
#include "tests/support/test_paths.hpp"

namespace collide {
namespace {

using collision_lab::SceneWriter;

int check(const std::string& path, std::string& output) {
  const std::string command =
      std::string("'") + test::collision_lab_exe() + "' check '" + path + "' 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  output.clear();
  std::array<char, 4096> buf{};
  while (std::size_t n = std::fread(buf.data(), 1, buf.size(), pipe))
    output.append(buf.data(), n);
  const int status = pclose(pipe);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

bool same_bits(double a, double b) {
  return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}

// Every kind, each with an expectation a person worked out, and numbers that are not short in
// decimal (0.1 + 0.2, a subnormal-ish tolerance) to show they survive exactly.
SceneWriter every_kind() {
  SceneWriter w("every kind, written by scene_writer.hpp");
  w.tolerance("plane_thickness", 0);
  w.plane("floor", {0, 1, 0}, {0, 0, 0});
  w.box("crate", {0.1 + 0.2, 0.5, 0}, {0.5, 0.5, 0.5},
        {0.9238795325112867, 0, 0.3826834323650898, 0});
  w.aabb("shelf", {2, 0, -1}, {3, 2, 1});
  w.sphere("ball", {-3, 2, 0}, 0.5);
  w.moving_sphere("drop", {6, 4, 0}, 1, {0, -8, 0});
  w.point("marker", {2.5, 2, 0});
  w.segment("stick", {-6, -1, 0}, {-6, 1, 0});
  w.triangle("ramp", {-9, 0, 0}, {-8, 0, 0}, {-9, 1, 1});
  w.ellipsoid("egg", {9, 1, 3}, {1, 0.5, 0.5});
  w.ray("probe", {-12, 3, 0}, {0, -1, 0});
  // Resting on the floor (its lowest vertices at height 0): touching, depth 0.
  w.expect("floor", "crate", true).side("straddling").depth(0, 1e-12);
  w.expect("floor", "ball", false).side("front").gap(1.5, 0).description("hovering \"high\"");
  // 4 − 8t = 1: first contact at t = 3/8.
  w.expect("floor", "drop", true).toi(0.375, 1e-12).precision("both");
  w.expect("marker", "shelf", true);
  w.expect("floor", "stick", true).side("straddling");
  w.expect("floor", "ramp", true);
  w.expect("floor", "egg", false).side("front").gap(0.5, 1e-12);
  w.expect("probe", "floor", true).toi(3, 0);
  w.expect("crate", "shelf", false).within_tolerance(false);
  w.expect("ball", "stick", false);
  return w;
}

TEST(SceneWriter, EveryKindReadsBackExactlyAndChecks) {
  const test::ScratchDir dir;
  const std::string path = (dir / "engine_case.json").string();
  std::string error;
  ASSERT_TRUE(every_kind().save(path, &error)) << error;
  const SceneLoad load = load_scene(path);
  ASSERT_TRUE(load.ok()) << load.error->to_string();
  const Scene& s = *load.scene;
  ASSERT_EQ(s.objects.size(), 10u);
  EXPECT_TRUE(same_bits(std::get<desc::Box>(s.objects[1].desc).center.x, 0.1 + 0.2));
  EXPECT_TRUE(same_bits(std::get<desc::Box>(s.objects[1].desc).rotation.y, 0.3826834323650898));
  EXPECT_EQ(s.expect[1].description, "hovering \"high\"");
  EXPECT_EQ(s.expect[2].precision, PrecisionChoice::both);
  std::string out;
  EXPECT_EQ(check(path, out), 0) << out;
  EXPECT_NE(out.find("all 11 expectations hold"), std::string::npos) << out;  // one twice
}

TEST(SceneWriter, AWrongExpectationFailsTheCheck) {
  const test::ScratchDir dir;
  const std::string path = (dir / "wrong.json").string();
  SceneWriter w;
  w.precision("float");
  w.sphere("a", {0, 0, 0}, 1).sphere("b", {2.5, 0, 0}, 1);
  w.expect("a", "b", true);
  ASSERT_TRUE(w.save(path));
  std::string out;
  EXPECT_EQ(check(path, out), 1) << out;
  EXPECT_NE(out.find("FAILED /expect/0 (a – b): expected intersects true, got false"),
            std::string::npos)
      << out;
}

TEST(SceneWriter, PinnedContactsReadBackAndHold) {
  // A capsule lying 0.05 deep on a box's top face y = 0.5 (x in [−2, 2]): its bottom line from
  // x = −1, clipped at the face's edge x = 2.
  const test::ScratchDir dir;
  const std::string path = (dir / "rod.json").string();
  SceneWriter w;
  w.box("floor", {0, 0, 0}, {2, 0.5, 1.5});
  w.capsule("rod", {-1, 0.95, 0.3}, {3, 0.95, 0.3}, 0.5);
  const collision_lab::Vec3 up{0, 1, 0};
  w.expect("floor", "rod", true).contacts(2, &up, {{-1, 0.45, 0.3}, {2, 0.45, 0.3}}, 1e-4);
  w.expect("rod", "floor", true).contacts(2, nullptr, {}, 0);
  ASSERT_TRUE(w.save(path));
  const SceneLoad load = load_scene(path);
  ASSERT_TRUE(load.ok()) << load.error->to_string();
  ASSERT_TRUE(load.scene->expect[0].contacts);
  EXPECT_EQ(load.scene->expect[0].contacts->count, 2);
  EXPECT_EQ(load.scene->expect[0].contacts->points.size(), 2u);
  EXPECT_EQ(load.scene->expect[0].contacts->tolerance, 1e-4);
  ASSERT_TRUE(load.scene->expect[1].contacts);
  EXPECT_FALSE(load.scene->expect[1].contacts->normal);
  std::string out;
  EXPECT_EQ(check(path, out), 0) << out;
}

TEST(SceneWriter, NumbersAndStrings) {
  EXPECT_EQ(SceneWriter::number(0.1), "0.1");
  EXPECT_EQ(SceneWriter::number(-0.0), "-0.0");
  EXPECT_EQ(SceneWriter::number(1e-7), "1e-07");
  EXPECT_EQ(SceneWriter::quoted("a\"b\\c\n\x01"), "\"a\\\"b\\\\c\\n\\u0001\"");
  EXPECT_FALSE(SceneWriter().save("/nonexistent-dir/x.json"));
}

std::string read_all(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::vector<std::string> entries(const std::filesystem::path& dir) {
  std::vector<std::string> names;
  for (const auto& e : std::filesystem::directory_iterator(dir))
    names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

// A disk filling up in the middle of the write (the file-size limit makes write() fail with
// EFBIG part-way, as ENOSPC would): the old file is as it was, no temporary file is left, and
// the message names the file and why.
TEST(SceneWriter, ASaveThatFailsHalfwayKeepsTheOldFile) {
  const test::ScratchDir dir;
  const std::string path = (dir / "case.json").string();
  SceneWriter small("old");
  ASSERT_TRUE(small.save(path));
  const std::string old = read_all(path);
  const std::string text = every_kind().str();
  ASSERT_LT(old.size(), 512u);
  ASSERT_GT(text.size(), 1024u);

  rlimit saved{};
  ASSERT_EQ(::getrlimit(RLIMIT_FSIZE, &saved), 0);
  const auto previous = std::signal(SIGXFSZ, SIG_IGN);
  rlimit limit = saved;
  limit.rlim_cur = 512;  // more than the old file, less than the new one
  ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &limit), 0);
  std::string error;
  const bool ok = every_kind().save(path, &error);
  ::setrlimit(RLIMIT_FSIZE, &saved);
  std::signal(SIGXFSZ, previous);

  EXPECT_FALSE(ok);
  EXPECT_EQ(error.rfind("cannot write " + path + ": ", 0), 0u) << error;
  EXPECT_NE(error.find("File too large"), std::string::npos) << error;
  EXPECT_EQ(read_all(path), old);
  EXPECT_EQ(entries(dir.path()), std::vector<std::string>{"case.json"});
  // With room again, the same save replaces it whole.
  ASSERT_TRUE(every_kind().save(path, &error)) << error;
  EXPECT_EQ(read_all(path), text);
  EXPECT_EQ(entries(dir.path()), std::vector<std::string>{"case.json"});
}

TEST(SceneWriter, ADirectoryOrAMissingFolderIsAnErrorNamingThePath) {
  const test::ScratchDir dir;
  const std::filesystem::path folder = dir / "taken";
  std::filesystem::create_directory(folder);
  std::string error;
  EXPECT_FALSE(every_kind().save(folder.string(), &error));
  EXPECT_EQ(error, "cannot write " + folder.string() + ": it is a directory");
  EXPECT_TRUE(std::filesystem::is_directory(folder));
  const std::filesystem::path missing = dir / "missing" / "case.json";
  EXPECT_FALSE(every_kind().save(missing.string(), &error));
  EXPECT_EQ(error, "cannot write " + missing.string() + ": cannot create a temporary file in " +
                       (dir / "missing").string() + ": No such file or directory");
  EXPECT_EQ(entries(dir.path()), std::vector<std::string>{"taken"});
}

// Saving through a symbolic link replaces the file it leads to; the link stays a link.
TEST(SceneWriter, ASymbolicLinkIsFollowed) {
  const test::ScratchDir dir;
  const std::filesystem::path real = dir / "real.json", link = dir / "link.json";
  ASSERT_TRUE(SceneWriter("old").save(real.string()));
  std::filesystem::create_symlink("real.json", link);
  ASSERT_TRUE(every_kind().save(link.string()));
  EXPECT_TRUE(std::filesystem::is_symlink(link));
  EXPECT_EQ(read_all(real), every_kind().str());
  EXPECT_EQ(entries(dir.path()), (std::vector<std::string>{"link.json", "real.json"}));
}

}  // namespace
}  // namespace collide
