#pragma once
// The reports of `collision-lab check`: text for people, JSON for tools, and the exit code.
// Reports are written as a stream, file by file and pair by pair, so that a report of half a
// million pairs is never built in memory; the writer stops once the stream has failed (a full
// disk), and the caller checks the stream.
#include <cstddef>
#include <ostream>
#include <string>
#include <vector>

#include "scene_check.hpp"

namespace collide {

// The exit code contract of every subcommand (README, "Exit codes"): 0 done (for check: every
// expectation held); 1 failed (an expectation failed, the check could not run — out of memory —,
// an output could not be written, no display); 2 bad input (bad usage, or a scene file that
// cannot be loaded: missing, unreadable, malformed, invalid or over the size limit).
inline constexpr int kExitDone = 0;
inline constexpr int kExitFailed = 1;
inline constexpr int kExitBadInput = 2;

// The exit code one file contributes; a run exits with the largest.
int check_exit_code(const CheckedFile& file);
int check_exit_code(const std::vector<CheckedFile>& files);

// How a report is written (the options of `check`).
struct CheckReportStyle {
  bool json = false;
  bool summary = false;  // a summary line per file (JSON: no "pairs")
  bool all = false;      // every candidate pair with its verdict instead of the intersecting ones
  std::size_t max_pairs = 50;  // intersecting pairs listed per file in text (not with `all`)
};

// Writes the report of the files given to add(), in order, then finish() writes the totals (text)
// or closes the document (JSON). Text: a summary line per file, its pairs (the intersecting ones,
// at most `max_pairs`, or with `all` every candidate pair with its verdict; none with `summary`)
// and its failed expectations ("FAILED /expect/N (a – b) [in float]: what differed"). JSON: one
// document for any number of files and every mode, the schema in the README ("check"):
// {"files": [{"file", "precision", "description"?, "summary": {…}, "pairs": […]?,
// "expectations": […], "exit_code"} or {"file", "error", "kind", "line"?, "column"?, "pointer"?,
// "exit_code"}], "passed": bool, "exit_code": int}; one pair or expectation per line. Ids and
// values in the text report are cut to a bounded length (bounded_text); the JSON has them whole.
class CheckReportWriter {
 public:
  CheckReportWriter(std::ostream& out, const CheckReportStyle& style);
  CheckReportWriter(std::ostream& out, bool json, bool summary, std::size_t max_pairs = 50)
      : CheckReportWriter(out, CheckReportStyle{json, summary, false, max_pairs}) {}
  void add(const CheckedFile& file);
  void finish();
  int exit_code() const { return exit_code_; }

 private:
  void add_text(const CheckedFile& file);
  void add_json(const CheckedFile& file);
  std::ostream& out_;
  CheckReportStyle style_;
  std::size_t files_ = 0, passed_ = 0, failed_ = 0, broken_ = 0;
  std::size_t step_failed_ = 0;  // lesson step expectations (CheckReport::step_failures)
  int exit_code_ = kExitDone;
};

// The whole report of `files` into a string (tests, small runs).
std::string format_check_text(const std::vector<CheckedFile>& files, bool summary,
                              std::size_t max_pairs = 50);
std::string format_check_json(const std::vector<CheckedFile>& files, bool summary);

}  // namespace collide
