#include "core/eval/check_report_junit.hpp"

#include <string_view>

#include "core/eval/check_report.hpp"

namespace collide {
namespace {

// The length of the valid UTF-8 sequence at s[i], or 0.
std::size_t utf8_length(std::string_view s, std::size_t i) {
  const auto c = static_cast<unsigned char>(s[i]);
  std::size_t n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
  if (n == 0 || i + n > s.size()) return 0;
  for (std::size_t k = 1; k < n; ++k)
    if ((static_cast<unsigned char>(s[i + k]) >> 6) != 2) return 0;
  return n;
}

std::string attribute(std::string_view name, std::string_view value) {
  return " " + std::string(name) + "=\"" + xml_escape(value) + "\"";
}

}  // namespace

std::string xml_escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const char c = text[i];
    const std::size_t n = utf8_length(text, i);
    if (n == 0 ||
        (n == 1 && static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\n' && c != '\r')) {
      out += "\xEF\xBF\xBD";  // U+FFFD
      ++i;
      continue;
    }
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      default:
        out.append(text.substr(i, n));
    }
    i += n;
  }
  return out;
}

void CheckJunitWriter::add(const CheckedFile& f) {
  std::string cases;
  std::size_t tests = 0, failures = 0, errors = 0;
  const std::string* run_error = f.report && !f.report->error.empty() ? &f.report->error : nullptr;
  if (f.error || run_error) {
    tests = errors = 1;
    const std::string message = f.error ? f.error->to_string() : *run_error;
    cases += "    <testcase" + attribute("classname", f.file) + attribute("name", "load") +
             " time=\"0\">\n      <error" + attribute("message", message) +
             attribute("type", "scene") + "/>\n    </testcase>\n";
  } else {
    const CheckReport& r = *f.report;
    for (const ExpectationOutcome& x : r.expectations) {
      std::string name = "/expect/" + std::to_string(x.index);
      if (x.index < f.scene->expect.size()) {
        const Expectation& e = f.scene->expect[x.index];
        name += " (" + e.a + " – " + e.b + ")";
      }
      name += x.precision == Precision::float32 ? " in float" : " in double";
      ++tests;
      cases += "    <testcase" + attribute("classname", f.file) + attribute("name", name) +
               " time=\"0\"";
      if (x.held) {
        cases += "/>\n";
        continue;
      }
      ++failures;
      cases += ">\n      <failure" + attribute("message", x.failure) +
               attribute("type", "expectation") + ">" + xml_escape(x.failure) +
               "</failure>\n    </testcase>\n";
    }
  }
  tests_ += tests;
  failures_ += failures;
  errors_ += errors;
  suites_ += "  <testsuite" + attribute("name", f.file) + " tests=\"" + std::to_string(tests) +
             "\" failures=\"" + std::to_string(failures) + "\" errors=\"" + std::to_string(errors) +
             "\" skipped=\"0\" time=\"0\">\n" + cases + "  </testsuite>\n";
}

std::string CheckJunitWriter::document() const {
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"collision-lab check\" "
         "tests=\"" +
         std::to_string(tests_) + "\" failures=\"" + std::to_string(failures_) + "\" errors=\"" +
         std::to_string(errors_) + "\">\n" + suites_ + "</testsuites>\n";
}

}  // namespace collide
