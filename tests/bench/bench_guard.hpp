// A benchmark that measured the wrong thing must not pass: every checksum mismatch goes through
// checksum_mismatch(), which marks the run as failed (Google Benchmark's SkipWithError) and
// remembers it, and main() returns exit_code() so the process, `./lab bench` and
// `./lab bench --check` fail too.
#pragma once
#include <benchmark/benchmark.h>

#include <cstdio>
#include <string>

namespace collide::bench {

inline int& mismatches() {
  static int count = 0;
  return count;
}

// Records a mismatch of `what` that was not tied to one benchmark run (a summary check).
inline void record_mismatch(const std::string& what) {
  ++mismatches();
  std::fprintf(stderr, "CHECKSUM MISMATCH: %s\n", what.c_str());
}

inline void checksum_mismatch(benchmark::State& state, const std::string& what) {
  record_mismatch(what);
  state.SkipWithError(what.c_str());
}

// 1 when any checksum differed (the message names each one), else 0.
inline int exit_code() {
  if (mismatches() == 0) return 0;
  std::fprintf(stderr, "%d checksum mismatch(es): the benchmark measured the wrong thing\n",
               mismatches());
  return 1;
}

}  // namespace collide::bench
