// Writing PNGs (`render --out`, the viewer's F12 screenshot through write_png): a write that fails
// part-way — the disk full, here the file-size limit — or a target that is a directory leaves the
// old image whole and no temporary file, with a message naming the file; a good write reads back
// pixel for pixel through stb_image, an independent decoder.
#include "app/view/png_file.hpp"

#include <sys/resource.h>

#include <algorithm>
#include <csignal>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <stb_image.h>  // the implementation is in libstb

#include "app/view/screenshot.hpp"
#include "tests/support/scratch_dir.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;

// A w × h image of noise (it does not compress: the PNG is about 3·w·h bytes).
Image noise(int w, int h, std::uint32_t seed) {
  Image image;
  image.width = w;
  image.height = h;
  image.rgba.resize(std::size_t(w) * std::size_t(h) * 4);
  for (std::size_t i = 0; i < image.rgba.size(); ++i) {
    seed = seed * 1664525u + 1013904223u;
    image.rgba[i] = i % 4 == 3 ? 255 : std::uint8_t(seed >> 24);
  }
  return image;
}

std::string read_all(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::vector<std::string> entries(const fs::path& dir) {
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(dir))
    names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

// Runs `write` with files limited to `bytes` (write() then fails with EFBIG, as with a full disk).
template <class F>
auto with_file_size_limit(rlim_t bytes, F write) {
  rlimit saved{};
  EXPECT_EQ(::getrlimit(RLIMIT_FSIZE, &saved), 0);
  const auto previous = std::signal(SIGXFSZ, SIG_IGN);
  rlimit limit = saved;
  limit.rlim_cur = bytes;
  EXPECT_EQ(::setrlimit(RLIMIT_FSIZE, &limit), 0);
  auto result = write();
  ::setrlimit(RLIMIT_FSIZE, &saved);
  std::signal(SIGXFSZ, previous);
  return result;
}

TEST(PngFile, AGoodWriteReadsBackPixelForPixel) {
  const test::ScratchDir dir;
  const fs::path path = dir / "shot.png";
  const Image image = noise(13, 7, 1);
  ASSERT_FALSE(write_png_file(image, path.string()));
  int w = 0, h = 0, channels = 0;
  unsigned char* rgb = stbi_load(path.c_str(), &w, &h, &channels, 3);
  ASSERT_NE(rgb, nullptr);
  ASSERT_EQ(w, 13);
  ASSERT_EQ(h, 7);
  int differing = 0;
  for (int i = 0; i < w * h; ++i)
    for (int c = 0; c < 3; ++c)
      differing += rgb[i * 3 + c] != image.rgba[std::size_t(i) * 4 + std::size_t(c)];
  stbi_image_free(rgb);
  EXPECT_EQ(differing, 0);
  EXPECT_EQ(entries(dir.path()), std::vector<std::string>{"shot.png"});
}

// Both ways in: write_png_file (`render --out`) and write_png (the viewer's F12 screenshot).
TEST(PngFile, AWriteThatFailsHalfwayKeepsTheOldImage) {
  const test::ScratchDir dir;
  const fs::path path = dir / "shot.png";
  ASSERT_FALSE(write_png_file(noise(8, 8, 2), path.string()));
  const std::string old = read_all(path);
  ASSERT_LT(old.size(), 4096u);
  const Image big = noise(128, 128, 3);  // about 48 KiB of PNG

  const auto error = with_file_size_limit(4096, [&] { return write_png_file(big, path.string()); });
  ASSERT_TRUE(error);
  EXPECT_EQ(error->rfind("cannot write " + path.string() + ": ", 0), 0u) << *error;
  EXPECT_NE(error->find("File too large"), std::string::npos) << *error;
  EXPECT_TRUE(read_all(path) == old) << "the old image was not kept";
  EXPECT_EQ(entries(dir.path()), std::vector<std::string>{"shot.png"});

  std::string message;
  const bool ok =
      with_file_size_limit(4096, [&] { return write_png(big, path.string(), message); });
  EXPECT_FALSE(ok);
  EXPECT_EQ(message.rfind("cannot write " + path.string() + ": ", 0), 0u) << message;
  EXPECT_TRUE(read_all(path) == old) << "the old image was not kept";
  EXPECT_EQ(entries(dir.path()), std::vector<std::string>{"shot.png"});
}

TEST(PngFile, ATargetThatIsADirectoryIsAnErrorNamingIt) {
  const test::ScratchDir dir;
  const fs::path folder = dir / "shots";
  fs::create_directory(folder);
  std::string message;
  EXPECT_FALSE(write_png(noise(4, 4, 4), folder.string(), message));
  EXPECT_EQ(message.rfind("cannot write " + folder.string(), 0), 0u) << message;
  EXPECT_NE(message.find("Is a directory"), std::string::npos) << message;
  EXPECT_TRUE(fs::is_directory(folder));
  EXPECT_TRUE(fs::is_empty(folder));
}

}  // namespace
}  // namespace collide
