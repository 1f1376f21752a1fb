// Fuzz target for the pair dispatch (core/queries/pair_test): two shapes of any kinds from the
// input bytes, tested in both orders and both precisions. Invariants (a broken one prints what
// broke and traps, so libFuzzer keeps the input):
//   - invalid exactly when an operand fails validate(), naming that operand in the caller's
//     order; unsupported in one order only if in the other; no undefined behaviour (sanitizers);
//   - symmetry: (a, b) and (b, a) run the same test on the same operands for different kinds,
//     so the results must agree exactly; two shapes of one kind swap the test's own operands,
//     so the verdicts must agree unless either was decided inside its band;
//   - float and double agree on the verdict when none of the four results is within its band
//     and the input is tame (shape_bytes.hpp: lattice numbers, exact in both precisions);
//   - an intersecting verdict's witness points (pair_evidence.hpp) lie in both shapes, within a
//     tolerance of the band's order; a disjoint verdict's separating distance is >= 0.
// Reported core bugs that are not fixed yet are excused narrowly in known_core_bugs.hpp.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "core/queries/pair_test.hpp"
#include "tests/fuzz/known_core_bugs.hpp"
#include "tests/fuzz/pair_evidence.hpp"
#include "tests/fuzz/shape_bytes.hpp"
#include "tests/fuzz/shape_distance.hpp"

namespace {

using namespace collide;
using namespace collide::fuzz;

void describe(const char* label, const ShapeSpec& s) {
  std::fprintf(stderr,
               "  %s: %s%s u=(%.17g, %.17g, %.17g) v=(%.17g, %.17g, %.17g) "
               "w=(%.17g, %.17g, %.17g) s=%.17g q=(%.17g, %.17g, %.17g, %.17g)\n",
               label, name_of(s.kind).data(), s.raw ? " (raw)" : "", s.u.x, s.u.y, s.u.z, s.v.x,
               s.v.y, s.v.z, s.w.x, s.w.y, s.w.z, s.s, s.q[0], s.q[1], s.q[2], s.q[3]);
}

// Says what broke and on which shapes (the numbers shape_bytes.hpp decoded), then traps so that
// libFuzzer writes the input out as a reproducer.
[[noreturn]] void broken(const char* what, const char* precision, const ShapeSpec& a,
                         const ShapeSpec& b) {
  std::fprintf(stderr, "fuzz_pair_tests: broken invariant (%s): %s\n", precision, what);
  describe("a", a);
  describe("b", b);
  __builtin_trap();
}

template <class T>
const char* precision_name() {
  return sizeof(T) == 4 ? "float" : "double";
}

template <class T>
struct Both {
  PairResult<T> ab, ba;
};

Operand other(Operand o) {
  return o == Operand::a ? Operand::b : o == Operand::b ? Operand::a : o;
}

bool decided(PairVerdict v) {
  return v == PairVerdict::intersects || v == PairVerdict::disjoint;
}

// How far, in world units, a result within tolerance may place its witness off the shapes: a
// ray–triangle hit's entry point comes from barycentrics good only to its band (barycentric
// units, wide when the ray runs nearly in the triangle's plane: |det| is small), and a change
// of δ in each moves the point by at most δ times the perimeter. Other tests' bands are in
// world units already, inside the fixed allowance below.
template <class T>
double band_reach(const PairResult<T>& r, const Shape<T>& a, const Shape<T>& b) {
  const auto* cast = std::get_if<RayCast<T>>(&r.evidence);
  if (!r.within_tolerance || !cast || cast->form != RayCastForm::triangle) return 0;
  const auto* tri = std::get_if<Triangle<T>>(&b);
  if (!tri) tri = std::get_if<Triangle<T>>(&a);
  if (!tri) return 0;
  const Vec3<double> p = wide(tri->a), q = wide(tri->b), s = wide(tri->c);
  return double(cast->band) * (glm::length(q - p) + glm::length(s - q) + glm::length(p - s));
}

template <class T>
Both<T> check(const ShapeSpec& sa, const ShapeSpec& sb) {
  const char* p = precision_name<T>();
  auto require = [&](bool ok, const char* what) {
    if (!ok) broken(what, p, sa, sb);
  };
  const Shape<T> a = make<T>(sa), b = make<T>(sb);
  Both<T> r{pair_test(a, b), pair_test(b, a)};
  const PairResult<T>&ab = r.ab, &ba = r.ba;

  require(ab.test == ba.test, "the two orders chose different tests");
  const bool a_bad = validate(a) != Problem::none, b_bad = validate(b) != Problem::none;
  require((ab.verdict == PairVerdict::invalid) == (a_bad || b_bad),
          "invalid verdict does not match validate()");
  require((ba.verdict == PairVerdict::invalid) == (a_bad || b_bad),
          "invalid verdict (swapped) does not match validate()");
  if (a_bad != b_bad) {
    require(ab.input.operand == (a_bad ? Operand::a : Operand::b),
            "invalid names the wrong operand");
    require(ba.input.operand == other(ab.input.operand), "invalid operand not mirrored on swap");
    require(ab.input.problem == ba.input.problem, "invalid problem differs on swap");
  }
  require((ab.verdict == PairVerdict::unsupported) == (ba.verdict == PairVerdict::unsupported),
          "unsupported in one order only");
  if (!decided(ab.verdict) || !decided(ba.verdict)) return r;

  if (sa.kind != sb.kind) {
    require(ab.verdict == ba.verdict, "verdict changes when the operands are swapped");
    require(ab.within_tolerance == ba.within_tolerance, "band flag changes on swap");
  }
  if (!sa.tame || !sb.tame) return r;  // numeric invariants: tame input only (shape_bytes.hpp)
  if (sa.kind == sb.kind && !ab.within_tolerance && !ba.within_tolerance) {
    require(ab.verdict == ba.verdict, "same-kind verdict changes on swap outside the band");
  }

  // Witnesses and separations, read from the evidence in the test's operand order. The
  // ellipsoid's and the cylinder's tests stop GJK (and conservative advancement on it) at
  // gjk_relative of the shapes' size, so their witnesses are that accurate, not the contact
  // band's.
  const double size = scale_of(sa) + scale_of(sb) + 1;
  double tol = 64 * static_cast<double>(Tolerances<T>{}.contact) * size;
  const auto curved = [](ShapeKind k) {
    return k == ShapeKind::ellipsoid || k == ShapeKind::cylinder;
  };
  if (curved(sa.kind) || curved(sb.kind))
    tol += 16 * static_cast<double>(GjkSettings<T>{}.gjk_relative) * size;
  // A sweep that grazes a shape meets it at a tangent, where the distance grows as (Δt)²: a
  // contact decided to within δ places the contact point only to √(δ·size).
  if (sa.kind == ShapeKind::moving_sphere || sb.kind == ShapeKind::moving_sphere)
    tol = std::max(tol, std::sqrt(tol * size));
  // The test's first operand: the pair's own kinds, in the order the test took them (a
  // fallback cell's operands_of names only the first cell it fills).
  const ShapeSpec& first = ab.swapped ? sb : sa;
  const bool rounded = first.kind == ShapeKind::sphere || first.kind == ShapeKind::capsule;
  const Claims c = claims_of(ab, rounded ? double(static_cast<T>(first.s)) : 0.0);
  const bool excused = known_core_bug(Invariant::witness, ab.test, sa, sb);
  for (const Vec3<double>& w : excused ? std::vector<Vec3<double>>{} : c.in_both) {
    // Far witnesses (a nearly parallel plane pair's line point) carry rounding of their size.
    const double here = tol + band_reach(ab, a, b) +
                        64 * static_cast<double>(Tolerances<T>{}.contact) *
                            (std::abs(w.x) + std::abs(w.y) + std::abs(w.z));
    require(distance_to(a, w) <= here, "witness of an intersection is outside operand a");
    require(distance_to(b, w) <= here, "witness of an intersection is outside operand b");
  }
  if (c.separation) require(*c.separation >= 0, "disjoint with a negative or NaN separation");
  return r;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider in(data, size);
  const ShapeSpec sa = read_shape(in), sb = read_shape(in);
  const Both<float> f = check<float>(sa, sb);
  const Both<double> d = check<double>(sa, sb);
  // The same shapes in both precisions (tame input): outside every band, one answer.
  const bool all_decided = decided(f.ab.verdict) && decided(d.ab.verdict);
  const bool any_band = f.ab.within_tolerance || f.ba.within_tolerance || d.ab.within_tolerance ||
                        d.ba.within_tolerance;
  if (sa.tame && sb.tame && all_decided && !any_band && f.ab.verdict != d.ab.verdict &&
      !known_core_bug(Invariant::agreement, f.ab.test, sa, sb)) {
    std::fprintf(stderr, "  test %s: float %s, double %s\n", name_of(f.ab.test).data(),
                 name_of(f.ab.verdict).data(), name_of(d.ab.verdict).data());
    broken("float and double verdicts differ outside both bands", "both", sa, sb);
  }
  return 0;
}
