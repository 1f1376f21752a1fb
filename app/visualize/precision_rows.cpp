#include "app/visualize/precision_rows.hpp"

#include <cmath>
#include <string>
#include <variant>

#include "app/kinds/kind_table.hpp"
#include "core/eval/scene_evaluation.hpp"
#include "core/math/number_format.hpp"
#include "core/math/overloaded.hpp"

namespace collide {

namespace {

template <class R>
concept HasGapAndBand = requires(const R& r) {
  r.gap;
  r.band;
};

// A component name for each coordinate of a vector field.
constexpr const char* kAxis[] = {"x", "y", "z"};

// "centre.x 10001.000499649917 → 10001.001 (moved 0.000476837158203125)" for each number of one
// object that float changes; empty when none does. `rotated`: the object has a rotation (whose
// axes float rounds too).
std::string rounded_numbers(const ObjectDesc& desc, bool& rotated) {
  std::string out;
  auto add = [&](const std::string& name, double v) {
    const float f = static_cast<float>(v);
    if (double(f) == v) return;
    out += (out.empty() ? "" : ", ") + name + " " + format_number(v) + " → " + format_number(f) +
           " (moved " + format_number(double(f) - v) + ")";
  };
  for (const FieldDescriptor& field : descriptor_of(desc).fields) {
    std::visit(Overloaded{
                   [&](const double* x) { add(field.label, *x); },
                   [&](const Vec3<double>* v) {
                     for (int k = 0; k < 3; ++k)
                       add(std::string(field.label) + "." + kAxis[k], (*v)[k]);
                   },
                   [&](const Quat<double>* q) {
                     rotated = rotated || !(q->w == 1 && q->x == 0 && q->y == 0 && q->z == 0);
                   },
                   [&](const std::optional<Vec3<double>>* v) {
                     if (*v)
                       for (int k = 0; k < 3; ++k)
                         add(std::string(field.label) + "." + kAxis[k], (**v)[k]);
                   },
                   // A mesh's vertices are not listed (a level has thousands): its triangles'
                   // own tests' rows name what each decided on.
                   [&](const MeshRef*) {},
                   [&](const HullRef* h) {
                     // A hull's vertices, each by its index among the points (a point inside the
                     // hull takes no part in a test).
                     const HullData& hull = **h;
                     for (std::size_t i = 0; i < hull.vertices.size(); ++i)
                       for (int k = 0; k < 3; ++k)
                         add(std::string(field.label) + "[" +
                                 std::to_string(hull.vertex_points[i]) + "]." + kAxis[k],
                             hull.vertices[i][k]);
                   },
               },
               field.read(desc));
  }
  return out;
}

}  // namespace

template <class T>
std::optional<DecidingGap> deciding_gap(const PairResult<T>& r) {
  if (r.verdict != PairVerdict::intersects && r.verdict != PairVerdict::disjoint)
    return std::nullopt;
  return std::visit(
      [&]<class E>(const E& e) -> std::optional<DecidingGap> {
        if constexpr (std::is_same_v<E, SatResult<T>>) {
          // Separated: the first separating axis' gap; intersecting: the least overlap's.
          const int k = e.separating_axis >= 0 ? e.separating_axis : e.least_overlap_axis;
          if (k < 0) return std::nullopt;
          const SatAxis<T> ax = e.axis(k);
          return DecidingGap{double(ax.gap), double(ax.band)};
        } else if constexpr (std::is_same_v<E, TriangleBoxSat<T>>) {
          // The same for the triangle's 13 axes (the input band is apart from each axis' band).
          const int k = e.separating_axis >= 0 ? e.separating_axis : e.least_overlap_axis;
          if (k < 0) return std::nullopt;
          return DecidingGap{double(e.axes[std::size_t(k)].gap),
                             double(e.band) + double(e.input_band)};
        } else if constexpr (std::is_same_v<E, ConvexProximity<T>>) {
          // GJK's distance apart, EPA's depth (as a negative gap) when they meet.
          if (e.intersects && !e.epa_ran) return std::nullopt;
          return DecidingGap{e.intersects ? -double(e.depth) : double(e.distance),
                             double(e.band) + double(e.input_band)};
        } else if constexpr (std::is_same_v<E, RayCast<T>>) {
          // In world units only for the thin kinds (distance) and the capsule (distance − r).
          if (e.form != RayCastForm::closest_points && e.form != RayCastForm::capsule)
            return std::nullopt;
          return DecidingGap{double(e.distance) - double(e.radius),
                             double(e.band) + double(e.input_band)};
        } else if constexpr (HasGapAndBand<E>) {
          double band = double(e.band);
          if constexpr (requires { e.input_band; }) band += double(e.input_band);
          return DecidingGap{double(e.gap), band};
        } else {
          return std::nullopt;
        }
      },
      r.evidence);
}
template std::optional<DecidingGap> deciding_gap(const PairResult<float>&);
template std::optional<DecidingGap> deciding_gap(const PairResult<double>&);

void explain_precision(const Scene& scene, const FocusedPair& f, WhyRows& rows) {
  const auto* fp = std::get_if<EvaluatedPair<float>>(&f.pair);
  if (!fp) return;
  const SceneObject& a = scene.objects[f.a];
  const SceneObject& b = scene.objects[f.b];

  bool rotated = false;
  std::string inputs;
  for (const SceneObject* o : {&a, &b}) {
    const std::string numbers = rounded_numbers(o->desc, rotated);
    if (!numbers.empty()) inputs += (inputs.empty() ? "" : "; ") + o->id + " " + numbers;
  }
  if (rotated) inputs += std::string(inputs.empty() ? "" : "; ") + "the rotations' axes rounded";
  if (!inputs.empty())
    rows.push_back({WhyRowKind::step, "float inputs", "float judged rounded numbers: " + inputs});

  // Double's answer for the same pair, in the same order.
  const PairResult<double> d =
      pair_test(to_shape<double>(a), to_shape<double>(b), scene_tolerances<double>(scene.settings));
  const PairResult<float>& r = fp->result;
  const auto gf = deciding_gap(r), gd = deciding_gap(d);
  std::string text;
  std::vector<WhyNumber> numbers;
  if (d.verdict != r.verdict)
    text = "float says " + std::string(name_of(r.verdict)) + ", double says " +
           std::string(name_of(d.verdict)) + "; ";
  if (gf && gd) {
    const double diff = std::abs(gf->gap - gd->gap), bands = gf->band + gd->band;
    // Float's gap in float's own digits, as its rows write it (exact: it is a float).
    text += "gap " + format_number(static_cast<float>(gf->gap)) + " (float) against " +
            format_number(gd->gap) + " (double): they differ by " + format_number(diff) +
            (diff <= bands ? ", within the bands (±" : ", MORE THAN THE BANDS EXPLAIN (±") +
            format_number(bands) + ")";
    numbers = {{"float_gap", gf->gap},
               {"double_gap", gd->gap},
               {"bands", bands},
               {"explained", diff <= bands ? 1.0 : 0.0}};
  } else if (text.empty()) {
    text = "same verdict (" + std::string(name_of(r.verdict)) + ") as double";
  } else {
    text.resize(text.size() - 2);
  }
  rows.push_back({WhyRowKind::tolerance, "float vs double", text, std::move(numbers)});
}

}  // namespace collide
