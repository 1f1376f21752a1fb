#include "app/edit/measure_tool.hpp"

#include <glm/geometric.hpp>

#include "app/edit/gizmo_pose.hpp"
#include "app/visualize/evidence_style.hpp"

namespace collide {

glm::dvec3 end_point(const ObjectDesc& d, const glm::dvec3& local) {
  const auto ax = local_axes_of(d);
  return pivot_of(d) + local.x * ax[0] + local.y * ax[1] + local.z * ax[2];
}

namespace {

// The inverse of end_point: the world point in the object's frame (its axes are orthonormal).
glm::dvec3 to_local(const ObjectDesc& d, const glm::dvec3& world) {
  const auto ax = local_axes_of(d);
  const glm::dvec3 o = world - pivot_of(d);
  return {glm::dot(o, ax[0]), glm::dot(o, ax[1]), glm::dot(o, ax[2])};
}

}  // namespace

void MeasureTool::pick(const Scene& scene, const std::string& id, const glm::dvec3& world) {
  const auto i = index_of(scene, id);
  if (!i) return;
  MeasureEnd end{id, to_local(scene.objects[*i].desc, world)};
  if (!a_ || b_) {
    a_ = std::move(end);
    b_.reset();
  } else {
    b_ = std::move(end);
  }
}

bool MeasureTool::click(const Scene& scene, const EditView& view, const glm::dvec2& pixel,
                        const PickSettings& settings) {
  const auto hit = pick_object(scene, view, pixel, settings);
  if (!hit) return false;
  pick(scene, scene.objects[hit->index].id, hit->point);
  return true;
}

std::optional<MeasureResult> MeasureTool::measure(const Scene& scene) const {
  if (!a_ || !b_) return std::nullopt;
  const auto i = index_of(scene, a_->id), j = index_of(scene, b_->id);
  if (!i || !j) return std::nullopt;
  const SceneObject &oa = scene.objects[*i], &ob = scene.objects[*j];
  const ObjectDesc &da = oa.desc, &db = ob.desc;
  MeasureResult r;
  r.a = a_->id;
  r.b = b_->id;
  r.between = between;
  r.picked_a = end_point(da, a_->local);
  r.picked_b = end_point(db, b_->local);
  r.m = between == MeasureBetween::points
            ? point_distance(r.picked_a, r.picked_b)
            : shape_distance(to_shape<double>(oa), to_shape<double>(ob));
  return r;
}

void draw_measurement(DrawList& out, const MeasureResult& r) {
  if (!r.m.valid) return;
  const Layer layer = Layer::overlay;
  const Color line = r.m.intersecting ? kOverlapColor : kMeasureColor;
  out.line(layer, {r.m.on_a, r.m.on_b, line, line, kEvidenceLineWidth, 0});
  out.point(layer, {r.m.on_a, kOperandAColor, kEvidenceMarkerPx});
  out.point(layer, {r.m.on_b, kOperandBColor, kEvidenceMarkerPx});
  if (r.between == MeasureBetween::objects) {
    // The picked points, small, so it is clear which objects were clicked.
    out.point(layer, {r.picked_a, kOperandAColor, kEvidenceMarkerPx * 0.5f});
    out.point(layer, {r.picked_b, kOperandBColor, kEvidenceMarkerPx * 0.5f});
  }
  const std::string text =
      r.m.intersecting
          ? (r.m.has_depth ? "overlap, depth " + why_number(r.m.depth) : std::string("touching"))
          : "d = " + why_number(r.m.distance);
  out.label(layer, {0.5 * (r.m.on_a + r.m.on_b), {8, -18}, text, line});
}

WhyRows measure_rows(const MeasureResult& r) {
  WhyRows rows;
  const std::string pair = r.a + " – " + r.b;
  if (!r.m.valid) {
    rows.emplace_back(WhyRowKind::verdict, "measure", pair + ": cannot measure, " + r.m.problem);
    return rows;
  }
  const std::string what = r.between == MeasureBetween::points ? "picked points" : "objects";
  const std::string verdict =
      r.m.intersecting ? (r.m.has_depth ? "intersecting, depth " + why_number(r.m.depth)
                                        : std::string("touching or crossing (distance 0)"))
                       : "apart by " + why_number(r.m.distance);
  rows.emplace_back(WhyRowKind::verdict, "measure", pair + " (" + what + "): " + verdict,
                    std::vector<WhyNumber>{{"distance", r.m.distance}});
  if (r.m.has_depth) rows.back().numbers.push_back({"depth", r.m.depth});
  auto point_row = [&](const char* label, const glm::dvec3& p) {
    rows.emplace_back(WhyRowKind::step, label, why_vector(p),
                      std::vector<WhyNumber>{{"x", p.x}, {"y", p.y}, {"z", p.z}});
  };
  if (r.between == MeasureBetween::points) {
    point_row("picked on A", r.m.on_a);
    point_row("picked on B", r.m.on_b);
  } else {
    point_row(r.m.intersecting ? "contact on A" : "closest on A", r.m.on_a);
    point_row(r.m.intersecting ? "contact on B" : "closest on B", r.m.on_b);
  }
  rows.emplace_back(WhyRowKind::step, "distance",
                    "|p_B − p_A| = " + why_number(glm::length(r.m.on_b - r.m.on_a)),
                    std::vector<WhyNumber>{{"length", glm::length(r.m.on_b - r.m.on_a)}});
  rows.emplace_back(WhyRowKind::tolerance, "method", std::string(r.m.method));
  return rows;
}

}  // namespace collide
