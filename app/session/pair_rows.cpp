#include "app/session/pair_rows.hpp"

#include <algorithm>
#include <map>
#include <tuple>
#include <utility>

namespace collide {

std::vector<PairRow> build_pair_rows(const Scene& scene, const SceneEvaluation& eval,
                                     const CheckReport& report) {
  std::vector<PairRow> rows;
  rows.reserve(eval.counts().candidates);
  std::map<std::pair<std::size_t, std::size_t>, std::size_t> at;
  for (const SceneEvaluation::PairView& v : eval.pairs()) {
    PairRow r;
    r.a = v.a;
    r.b = v.b;
    r.verdict = v.verdict;
    const bool use_float = eval.precision() == Precision::float32;
    if (use_float && v.f) {
      r.test = v.f->test;
      r.within_tolerance = v.f->within_tolerance;
    } else if (v.d) {
      r.test = v.d->test;
      r.within_tolerance = v.d->within_tolerance;
    }
    if (v.f && v.d) {
      r.other_verdict = use_float ? v.d->verdict : v.f->verdict;
      r.disagreement = v.f->verdict != v.d->verdict;
    }
    rows.push_back(std::move(r));
  }
  for (std::size_t i = 0; i < rows.size(); ++i)
    at.emplace(std::pair{rows[i].a, rows[i].b}, i);

  // Expectations name pairs by id in their own order; a failure anywhere on a pair marks it.
  for (const ExpectationOutcome& x : report.expectations) {
    if (!x.evaluated) continue;
    const auto key = std::minmax(x.actual.a, x.actual.b);
    auto it = at.find(key);
    if (it == at.end()) {
      PairRow r;
      r.a = key.first;
      r.b = key.second;
      r.test = x.actual.test;
      r.verdict = x.actual.verdict;
      r.within_tolerance = x.actual.within_tolerance;
      r.candidate = false;
      rows.push_back(std::move(r));
      it = at.emplace(key, rows.size() - 1).first;
    }
    PairRow& r = rows[it->second];
    if (!x.held) {
      r.expectation = ExpectationMark::failed;
      r.failure = x.failure;
    } else if (r.expectation == ExpectationMark::none) {
      r.expectation = ExpectationMark::held;
    }
  }
  std::sort(rows.begin(), rows.end(), [](const PairRow& p, const PairRow& q) {
    return std::tie(p.a, p.b) < std::tie(q.a, q.b);
  });
  (void)scene;
  return rows;
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
