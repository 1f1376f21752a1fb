#include "core/shapes/convex_hull.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <sstream>
#include <utility>

#include <glm/geometric.hpp>

extern "C" {
#include <libqhull_r/qhull_ra.h>
}

namespace collide {

std::string_view describe(HullRefusal r) {
  switch (r) {
    case HullRefusal::none:
      return "a hull";
    case HullRefusal::too_few_points:
      return "a convex hull needs at least 4 points";
    case HullRefusal::too_many_points:
      return "a convex hull may have at most 4096 points";
    case HullRefusal::non_finite:
      return "a point has a NaN or infinite coordinate";
    case HullRefusal::coincident:
      return "all points are the same point";
    case HullRefusal::collinear:
      return "all points lie on one line";
    case HullRefusal::coplanar:
      return "all points lie on one plane";
    case HullRefusal::qhull_failed:
      return "Qhull could not build the hull";
    case HullRefusal::bad_transform:
      return "a hull's scale must be > 0 and its move and turn finite";
  }
  return "unknown refusal";
}

namespace {

using V = Vec3<double>;

HullBuild refuse(HullRefusal r, std::string detail, std::size_t point = 0) {
  HullBuild b;
  b.refusal = r;
  b.point = point;
  b.message = std::string(describe(r));
  if (!detail.empty()) b.message += " (" + detail + ")";
  return b;
}

// The set's degeneracy, decided before Qhull runs so the reason is ours and exact: from the first
// point p0, the furthest point p1 spans a line, the point furthest from that line spans a plane
// with it, and the point furthest from that plane gives the set its thickness. Each is compared
// with the set's size s = |p1 − p0| (kHullFlatness).
HullBuild degeneracy(std::span<const V> points) {
  const V p0 = points[0];
  double size = 0, magnitude = 0;
  std::size_t i1 = 0;
  for (std::size_t i = 0; i < points.size(); ++i) {
    const double d = glm::length(points[i] - p0);
    if (d > size) size = d, i1 = i;
    magnitude =
        std::max({magnitude, std::abs(points[i].x), std::abs(points[i].y), std::abs(points[i].z)});
  }
  // Coincident, or apart by no more than the rounding of coordinates of that magnitude.
  if (size <= 4 * std::numeric_limits<double>::epsilon() * magnitude)
    return refuse(HullRefusal::coincident, "");
  const V u = (points[i1] - p0) / size;
  double off_line = 0;
  std::size_t i2 = 0;
  for (std::size_t i = 0; i < points.size(); ++i) {
    const V r = points[i] - p0;
    const double d = glm::length(r - u * glm::dot(r, u));
    if (d > off_line) off_line = d, i2 = i;
  }
  std::ostringstream detail;
  detail.precision(3);
  if (off_line <= kHullFlatness * size) {
    detail << "the furthest point from the line is " << off_line << " from it, the set is " << size
           << " long";
    return refuse(HullRefusal::collinear, detail.str());
  }
  const V n = glm::normalize(glm::cross(points[i1] - p0, points[i2] - p0));
  double off_plane = 0;
  for (const V& p : points)
    off_plane = std::max(off_plane, std::abs(glm::dot(n, p - p0)));
  if (off_plane <= kHullFlatness * size) {
    detail << "the furthest point from the plane is " << off_plane << " from it, the set is "
           << size << " wide";
    return refuse(HullRefusal::coplanar, detail.str());
  }
  return {};
}

// Qhull's state for one run, freed however the run ends.
struct QhullRun {
  qhT qh_qh;
  qhT* qh = &qh_qh;
  char* errors = nullptr;
  std::size_t errors_size = 0;
  FILE* errfile = nullptr;

  QhullRun() {
    errfile = open_memstream(&errors, &errors_size);
    qh_zero(qh, errfile);
  }
  ~QhullRun() {
    qh_freeqhull(qh, !qh_ALL);
    int curlong = 0, totlong = 0;
    qh_memfreeshort(qh, &curlong, &totlong);
    if (errfile) std::fclose(errfile);
    std::free(errors);
  }
  QhullRun(const QhullRun&) = delete;
  QhullRun& operator=(const QhullRun&) = delete;

  std::string error_text() {
    if (errfile) std::fflush(errfile);
    std::string s = errors ? std::string(errors, errors_size) : std::string();
    while (!s.empty() && (s.back() == '\n' || s.back() == ' '))
      s.pop_back();
    return s;
  }
};

// The face's vertices in counter-clockwise order about its outward normal: by their angle about
// the face's centre in the plane's basis (e1, n × e1).
void order_loop(std::vector<std::uint32_t>& loop, const std::vector<V>& vertices, const V& n) {
  V c(0);
  for (std::uint32_t i : loop)
    c += vertices[i];
  c /= static_cast<double>(loop.size());
  const V e1 = glm::normalize(vertices[loop[0]] - c);
  const V e2 = glm::cross(n, e1);
  std::vector<std::pair<double, std::uint32_t>> by_angle;
  for (std::uint32_t i : loop) {
    const V r = vertices[i] - c;
    by_angle.emplace_back(std::atan2(glm::dot(r, e2), glm::dot(r, e1)), i);
  }
  std::sort(by_angle.begin(), by_angle.end());
  for (std::size_t k = 0; k < loop.size(); ++k)
    loop[k] = by_angle[k].second;
}

// The plane through the face's outermost vertex along its normal, so every vertex is inside every
// face's plane (a merged facet's vertices lie within rounding of Qhull's hyperplane, either side).
double outermost_offset(const V& normal, std::span<const std::uint32_t> loop,
                        const std::vector<V>& vertices) {
  double offset = -std::numeric_limits<double>::infinity();
  for (std::uint32_t i : loop)
    offset = std::max(offset, glm::dot(normal, vertices[i]));
  return offset;
}

V mean(const std::vector<V>& points) {
  V sum(0);
  for (const V& p : points)
    sum += p;
  return sum / static_cast<double>(points.size());
}

}  // namespace

HullBuild build_convex_hull(std::span<const V> points) {
  if (points.size() < 4)
    return refuse(HullRefusal::too_few_points, "got " + std::to_string(points.size()));
  if (points.size() > kHullMaxPoints)
    return refuse(HullRefusal::too_many_points, "got " + std::to_string(points.size()));
  for (std::size_t i = 0; i < points.size(); ++i) {
    const V& p = points[i];
    if (!std::isfinite(p.x) || !std::isfinite(p.y) || !std::isfinite(p.z))
      return refuse(HullRefusal::non_finite, "point " + std::to_string(i), i);
  }
  if (HullBuild flat = degeneracy(points); flat.refusal != HullRefusal::none) return flat;

  std::vector<coordT> coords;
  coords.reserve(points.size() * 3);
  for (const V& p : points)
    coords.insert(coords.end(), {p.x, p.y, p.z});
  QhullRun run;
  qhT* qh = run.qh;
  char command[] = "qhull";  // Qhull's default for 3-d: merge coplanar facets (C-0)
  const int exit_code = qh_new_qhull(qh, 3, static_cast<int>(points.size()), coords.data(), False,
                                     command, nullptr, run.errfile);
  if (exit_code != 0) return refuse(HullRefusal::qhull_failed, run.error_text());

  auto hull = std::make_shared<HullData>();
  hull->points.assign(points.begin(), points.end());
  hull->centroid = mean(hull->points);
  std::vector<std::int64_t> vertex_of_point(points.size(), -1);
  facetT* facet = nullptr;
  vertexT *vertex = nullptr, **vertexp = nullptr;
  std::vector<std::uint32_t> loop;
  FORALLfacets {
    loop.clear();
    FOREACHvertex_(facet->vertices) {
      const int id = qh_pointid(qh, vertex->point);
      if (id < 0 || static_cast<std::size_t>(id) >= points.size()) continue;  // not an input point
      std::int64_t& v = vertex_of_point[static_cast<std::size_t>(id)];
      if (v < 0) {
        v = static_cast<std::int64_t>(hull->vertices.size());
        hull->vertices.push_back(points[static_cast<std::size_t>(id)]);
        hull->vertex_points.push_back(static_cast<std::uint32_t>(id));
      }
      loop.push_back(static_cast<std::uint32_t>(v));
    }
    if (loop.size() < 3) continue;
    HullFace f;
    f.normal = glm::normalize(V(facet->normal[0], facet->normal[1], facet->normal[2]));
    f.offset = outermost_offset(f.normal, loop, hull->vertices);
    order_loop(loop, hull->vertices, f.normal);
    f.first = static_cast<std::uint32_t>(hull->face_vertices.size());
    f.count = static_cast<std::uint32_t>(loop.size());
    hull->face_vertices.insert(hull->face_vertices.end(), loop.begin(), loop.end());
    hull->faces.push_back(f);
  }
  if (hull->faces.size() < 4) return refuse(HullRefusal::qhull_failed, "fewer than 4 faces");
  for (const V& v : hull->vertices)
    hull->vertices_float.emplace_back(v);
  HullBuild b;
  b.hull = std::move(hull);
  return b;
}

HullBuild transformed(const HullData& hull, const V& translation, const Quat<double>& rotation,
                      double scale) {
  const bool finite = std::isfinite(translation.x) && std::isfinite(translation.y) &&
                      std::isfinite(translation.z) && std::isfinite(rotation.w) &&
                      std::isfinite(rotation.x) && std::isfinite(rotation.y) &&
                      std::isfinite(rotation.z) && std::isfinite(scale);
  if (!finite || !(scale > 0)) return refuse(HullRefusal::bad_transform, "");
  const Mat3<double> r = glm::mat3_cast(rotation);
  const V c = hull.centroid;
  // Written as p + move + (the turn's and scale's displacement), which is exactly 0 for the
  // identity: a move alone moves every point by exactly the move (as the other kinds' do).
  auto map = [&](const V& p) { return p + translation + (scale * (r * (p - c)) - (p - c)); };
  auto out = std::make_shared<HullData>(hull);
  for (V& p : out->points)
    p = map(p);
  for (std::size_t i = 0; i < out->vertices.size(); ++i) {
    out->vertices[i] = out->points[out->vertex_points[i]];  // the same bits as the point
    out->vertices_float[i] = Vec3<float>(out->vertices[i]);
  }
  for (HullFace& f : out->faces) {
    f.normal = glm::normalize(r * f.normal);
    f.offset = outermost_offset(f.normal, out->face_loop(f), out->vertices);
  }
  out->centroid = mean(out->points);
  for (const V& p : out->points)
    if (!std::isfinite(p.x) || !std::isfinite(p.y) || !std::isfinite(p.z))
      return refuse(HullRefusal::bad_transform, "a point overflows");
  HullBuild b;
  b.hull = std::move(out);
  return b;
}

}  // namespace collide
