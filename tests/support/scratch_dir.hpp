#pragma once
// A folder of the test's own for every file it writes. Tests run as parallel processes (ctest -j)
// and two checkouts may test at once on one machine, so a fixed name under the temp directory is
// a race: one test's clean-up deletes another's files. The folder is made by mkdtemp, named after
// the running test and the process (to find it when kept), and removed with all it holds when the
// ScratchDir goes out of scope.
#include <unistd.h>

#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace collide::test {

class ScratchDir {
 public:
  ScratchDir() : ScratchDir(current_test_name()) {}
  explicit ScratchDir(const std::string& tag) {
    std::string pattern = (std::filesystem::temp_directory_path() /
                           ("collide-" + safe(tag) + "-" + std::to_string(getpid()) + "-XXXXXX"))
                              .string();
    std::vector<char> buffer(pattern.begin(), pattern.end());
    buffer.push_back('\0');
    if (!mkdtemp(buffer.data())) throw std::runtime_error("mkdtemp failed for " + pattern);
    path_ = buffer.data();
  }
  ~ScratchDir() {
    std::error_code ignored;  // a destructor must not throw; a leftover folder is harmless
    std::filesystem::remove_all(path_, ignored);
  }
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;

  const std::filesystem::path& path() const { return path_; }
  std::filesystem::path operator/(const std::filesystem::path& name) const { return path_ / name; }
  std::string str() const { return path_.string(); }

 private:
  static std::string current_test_name() {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    if (!info) return "suite";
    return std::string(info->test_suite_name()) + "." + info->name();
  }
  // Parameterised names hold '/': keep the name one path component, and short.
  static std::string safe(std::string s) {
    for (char& c : s)
      if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '_' || c == '-'))
        c = '_';
    return s.size() > 80 ? s.substr(0, 80) : s;
  }

  std::filesystem::path path_;
};

}  // namespace collide::test
