#pragma once
// `check --junit FILE`: the check as JUnit XML, the format CI servers read: one <testsuite> per
// scene file (named by the file), one <testcase> per expectation and precision (named
// "/expect/N (a – b) in double"), a <failure> with what differed for one that failed, and for a
// file that could not be loaded or checked a single <testcase name="load"> with an <error>.
// Counts (tests, failures, errors) on every suite and on the <testsuites> root. Text is escaped
// for XML 1.0 (characters XML cannot hold are replaced), so any id or message is well-formed.
#include <string>

#include "scene_check.hpp"

namespace collide {

class CheckJunitWriter {
 public:
  void add(const CheckedFile& file);  // in the report's order
  // The whole document.
  std::string document() const;

 private:
  std::string suites_;
  std::size_t tests_ = 0, failures_ = 0, errors_ = 0;
};

// `text` escaped for an XML attribute or element (&, <, >, ", ' as entities; control characters
// other than tab, newline and return, and invalid UTF-8, as U+FFFD).
std::string xml_escape(std::string_view text);

}  // namespace collide
