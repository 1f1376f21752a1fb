#include "app/session/pair_rows.hpp"

#include <algorithm>
#include <tuple>
#include <utility>

#include "app/visualize/motion_evidence.hpp"
#include "core/eval/pair_test_name.hpp"

namespace collide {

namespace {

bool before(const PairRow& p, const PairRow& q) {
  return std::tie(p.a, p.b) < std::tie(q.a, q.b);
}

// A timed pair's method and first contact, in the evaluation's precision.
template <class T>
void add_time_of_impact(const SceneEvaluation& eval, PairRow& r) {
  const auto toi = eval.time_of_impact<T>(std::uint32_t(r.a), std::uint32_t(r.b));
  if (!toi) return;
  r.toi_method = toi->method;
  if (toi->touches()) r.toi = double(toi->t);
}

// A candidate pair's row, without its expectation mark.
PairRow row_of(const SceneEvaluation::PairView& v, const SceneEvaluation& eval) {
  PairRow r;
  r.a = v.a;
  r.b = v.b;
  r.verdict = v.verdict;
  const bool use_float = eval.precision() == Precision::float32;
  if (use_float && v.f) {
    r.test = v.f->test;
    r.within_tolerance = v.f->within_tolerance;
    r.timed = v.f->timed;
  } else if (v.d) {
    r.test = v.d->test;
    r.within_tolerance = v.d->within_tolerance;
    r.timed = v.d->timed;
  }
  // Only the pairs of moving objects pay for this (their summaries already did once).
  if (r.timed) {
    if (use_float)
      add_time_of_impact<float>(eval, r);
    else
      add_time_of_impact<double>(eval, r);
  }
  if (v.f && v.d) {
    r.other_verdict = use_float ? v.d->verdict : v.f->verdict;
    r.disagreement = v.f->verdict != v.d->verdict;
  }
  return r;
}

// The row of (a, b) in rows sorted by (a, b), or end.
std::vector<PairRow>::iterator find_row(std::vector<PairRow>& rows, std::size_t a, std::size_t b) {
  PairRow key;
  key.a = a;
  key.b = b;
  const auto it = std::lower_bound(rows.begin(), rows.end(), key, before);
  return it != rows.end() && it->a == a && it->b == b ? it : rows.end();
}

// Marks the rows `report`'s expectations name (adding a row for a pair the broadphase did not
// pair); a failure anywhere on a pair marks it failed. `rows` stays sorted. The marked pairs are
// appended to `marked` (when given).
void apply_expectations(std::vector<PairRow>& rows, const CheckReport& report,
                        std::vector<std::pair<std::size_t, std::size_t>>* marked = nullptr) {
  for (const ExpectationOutcome& x : report.expectations) {
    if (!x.evaluated) continue;
    const auto key = std::minmax(x.actual.a, x.actual.b);
    auto it = find_row(rows, key.first, key.second);
    if (it == rows.end()) {
      PairRow r;
      r.a = key.first;
      r.b = key.second;
      r.test = x.actual.test;
      r.verdict = x.actual.verdict;
      r.within_tolerance = x.actual.within_tolerance;
      r.candidate = false;
      it = rows.insert(std::upper_bound(rows.begin(), rows.end(), r, before), std::move(r));
    }
    if (marked) marked->push_back(key);
    if (!x.held) {
      it->expectation = ExpectationMark::failed;
      it->failure = x.failure;
    } else if (it->expectation == ExpectationMark::none) {
      it->expectation = ExpectationMark::held;
    }
  }
}

// Every candidate pair's row, sorted by (a, b), into `rows` (emptied first).
void candidate_rows(const SceneEvaluation& eval, std::vector<PairRow>& rows) {
  rows.clear();
  rows.reserve(eval.counts().candidates);
  eval.for_each_pair([&](const SceneEvaluation::PairView& v) { rows.push_back(row_of(v, eval)); });
  std::sort(rows.begin(), rows.end(), before);
}

}  // namespace

std::string test_label(const Scene& scene, const PairRow& row) {
  if (!row.timed) return std::string(test_name(scene, row.test, row.a, row.b));
  std::string s = toi_method_label(row.toi_method);
  if (row.toi) s += ", t = " + short_time(*row.toi);
  return s;
}

std::string evaluation_time_text(const SceneEvaluation& eval, bool anything_moves) {
  if (!anything_moves) return {};
  if (!eval.at_instant()) return "over t ∈ [0, 1]";
  return "at t = " + short_time(eval.time());
}

std::vector<PairRow> build_pair_rows(const Scene& scene, const SceneEvaluation& eval,
                                     const CheckReport& report) {
  (void)scene;
  std::vector<PairRow> rows;
  candidate_rows(eval, rows);
  apply_expectations(rows, report);
  return rows;
}

void PairRowTable::build(const SceneEvaluation& eval, const CheckReport& report) {
  candidate_rows(eval, rows_);
  marked_.clear();
  apply_expectations(rows_, report, &marked_);
  degree_.assign(eval.object_count(), 0);
  for (const PairRow& r : rows_)
    if (r.candidate) ++degree_[r.a], ++degree_[r.b];
  built_ = true;
  ++full_builds_;
}

// Rewrites the rows of the modified objects (modified in place: degree_ is as long as the scene).
void PairRowTable::patch(const SceneEvaluation& eval, const std::vector<std::size_t>& modified) {
  changed_ = modified;
  // Expectation marks are laid again after; rows only an expectation made go with them.
  for (const auto& [a, b] : marked_) {
    const auto it = find_row(rows_, a, b);
    if (it == rows_.end()) continue;  // a pair marked twice, already gone
    if (!it->candidate) {
      rows_.erase(it);
    } else {
      it->expectation = ExpectationMark::none;
      it->failure.clear();
    }
  }
  marked_.clear();
  // The delta's objects' rows as the evaluation has them now.
  fresh_.clear();
  bool same_pairs = true;
  for (const std::size_t i : changed_) {
    std::uint32_t n = 0;
    eval.for_each_pair_of(std::uint32_t(i), [&](const SceneEvaluation::PairView& v) {
      ++n;
      fresh_.push_back(row_of(v, eval));
    });
    same_pairs = same_pairs && n == degree_[i];
  }
  std::sort(fresh_.begin(), fresh_.end(), before);
  fresh_.erase(
      std::unique(fresh_.begin(), fresh_.end(),
                  [](const PairRow& p, const PairRow& q) { return p.a == q.a && p.b == q.b; }),
      fresh_.end());
  if (same_pairs) {
    // The same candidate pairs (the common case of a drag): each row rewritten where it is.
    std::vector<std::vector<PairRow>::iterator> at;
    at.reserve(fresh_.size());
    for (const PairRow& r : fresh_) {
      const auto it = find_row(rows_, r.a, r.b);
      if (it == rows_.end()) {
        same_pairs = false;
        break;
      }
      at.push_back(it);
    }
    if (same_pairs) {
      for (std::size_t k = 0; k < fresh_.size(); ++k)
        *at[k] = fresh_[k];
      return;
    }
  }
  // Pairs came or went: drop every row of the delta's objects and merge theirs back in.
  in_delta_.assign(degree_.size(), 0);
  for (const std::size_t i : changed_)
    in_delta_[i] = 1;
  std::erase_if(rows_, [&](const PairRow& r) {
    if (!in_delta_[r.a] && !in_delta_[r.b]) return false;
    --degree_[r.a], --degree_[r.b];
    return true;
  });
  for (const PairRow& r : fresh_)
    ++degree_[r.a], ++degree_[r.b];
  const auto middle = rows_.insert(rows_.end(), fresh_.begin(), fresh_.end());
  std::inplace_merge(rows_.begin(), middle, rows_.end(), before);
}

void PairRowTable::update(const SceneEvaluation& eval, const CheckReport& report,
                          const std::optional<std::vector<std::size_t>>& modified) {
  if (built_ && modified && modified->empty()) return;
  if (!built_ || !modified) {
    build(eval, report);
  } else {
    patch(eval, *modified);
    apply_expectations(rows_, report, &marked_);
  }
  ++generation_;
}

std::vector<std::size_t> select_pair_rows(const std::vector<PairRow>& rows, PairFilter filter,
                                          const PairOrder& order) {
  if (filter.involving) std::ranges::sort(*filter.involving);  // for the binary searches
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const PairRow& r = rows[i];
    if (filter.intersecting_only && r.verdict != PairVerdict::intersects) continue;
    if (filter.failing_only && r.expectation != ExpectationMark::failed) continue;
    if (filter.within_tolerance_only && !r.within_tolerance) continue;
    if (filter.disagreements_only && !r.disagreement) continue;
    if (filter.involving && !std::ranges::binary_search(*filter.involving, r.a) &&
        !std::ranges::binary_search(*filter.involving, r.b))
      continue;
    out.push_back(i);
  }
  const auto value = [&](const PairRow& r) -> int {
    switch (order.key) {
      case PairSortKey::test:
        return int(r.test);
      case PairSortKey::verdict:
        return int(r.verdict);
      case PairSortKey::expectation:
        return int(r.expectation);
      case PairSortKey::objects:
        break;
    }
    return 0;
  };
  // The rows are kept sorted by (a, b): that order needs no sort (a drag re-selects every frame).
  if (order.key == PairSortKey::objects && !order.descending) return out;
  std::stable_sort(out.begin(), out.end(), [&](std::size_t i, std::size_t j) {
    const PairRow &p = rows[i], &q = rows[j];
    const int vp = value(p), vq = value(q);
    if (vp != vq) return order.descending ? vp > vq : vp < vq;
    const auto kp = std::tie(p.a, p.b), kq = std::tie(q.a, q.b);
    if (order.key == PairSortKey::objects && order.descending) return kq < kp;
    return kp < kq;
  });
  return out;
}

}  // namespace collide
