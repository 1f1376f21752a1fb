#include "core/shapes/triangle_mesh.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

namespace collide {

std::string_view name_of(BvhSplit s) {
  return s == BvhSplit::sah ? "SAH" : "median";
}

std::string_view describe(MeshRefusal r) {
  switch (r) {
    case MeshRefusal::none:
      return "a mesh";
    case MeshRefusal::no_triangles:
      return "a mesh needs at least one triangle";
    case MeshRefusal::too_many_triangles:
      return "a mesh may have at most 1,000,000 triangles";
    case MeshRefusal::too_many_vertices:
      return "a mesh may have at most 3,000,000 vertices";
    case MeshRefusal::index_out_of_range:
      return "a triangle names a vertex that does not exist";
    case MeshRefusal::non_finite:
      return "a vertex has a NaN or infinite coordinate";
    case MeshRefusal::bad_transform:
      return "a mesh's scale must be > 0 and its move and turn finite";
  }
  return "unknown refusal";
}

int MeshData::depth() const {
  int deepest = 0;
  std::vector<std::pair<std::uint32_t, int>> stack{{0u, 0}};
  while (!stack.empty()) {
    const auto [i, d] = stack.back();
    stack.pop_back();
    deepest = std::max(deepest, d);
    if (!nodes[i].leaf()) {
      stack.emplace_back(nodes[i].first, d + 1);
      stack.emplace_back(nodes[i].first + 1, d + 1);
    }
  }
  return deepest;
}

namespace {

using V = Vec3<double>;

MeshBuild refuse(MeshRefusal r, std::string detail, std::size_t index = 0) {
  MeshBuild b;
  b.refusal = r;
  b.index = index;
  b.message = std::string(describe(r));
  if (!detail.empty()) b.message += " (" + detail + ")";
  return b;
}

template <class T>
Aabb<T> empty_box() {
  const T inf = std::numeric_limits<T>::infinity();
  return {Vec3<T>(inf), Vec3<T>(-inf)};
}

template <class T>
void grow(Aabb<T>& box, const Vec3<T>& p) {
  box.min = glm::min(box.min, p);
  box.max = glm::max(box.max, p);
}

template <class T>
Aabb<T> merged(const Aabb<T>& a, const Aabb<T>& b) {
  return {glm::min(a.min, b.min), glm::max(a.max, b.max)};
}

// Half the box's surface area: what the SAH weighs a child's cost by (the chance that a ray, or
// a small query, meeting the parent meets the child is the ratio of their areas).
double half_area(const Aabb<double>& b) {
  const V e = glm::max(b.max - b.min, V(0));
  return e.x * e.y + e.y * e.z + e.z * e.x;
}

// Every node's box from its triangles (leaves) or children (inner nodes), in both precisions.
// Children come after their parent, so a reverse sweep meets them first.
void refit(MeshData& m) {
  m.boxes.assign(m.nodes.size(), empty_box<double>());
  m.boxes_float.assign(m.nodes.size(), empty_box<float>());
  for (std::size_t i = m.nodes.size(); i-- > 0;) {
    const BvhNode& n = m.nodes[i];
    if (n.leaf()) {
      for (std::uint32_t k = n.first; k < n.first + n.count; ++k)
        for (std::uint32_t v : m.triangles[m.order[k]]) {
          grow(m.boxes[i], m.vertices[v]);
          grow(m.boxes_float[i], m.vertices_float[v]);
        }
    } else {
      m.boxes[i] = merged(m.boxes[n.first], m.boxes[n.first + 1]);
      m.boxes_float[i] = merged(m.boxes_float[n.first], m.boxes_float[n.first + 1]);
    }
  }
}

// The hierarchy's builder: triangles' boxes and centroids once, then nodes split top-down from
// a work stack (no recursion: a degenerate mesh cannot overflow the call stack).
class BvhBuilder {
 public:
  BvhBuilder(MeshData& m) : m_(m) {
    const std::size_t n = m.triangles.size();
    bounds_.resize(n, empty_box<double>());
    centroids_.resize(n);
    for (std::size_t k = 0; k < n; ++k) {
      for (std::uint32_t v : m.triangles[k])
        grow(bounds_[k], m.vertices[v]);
      centroids_[k] = 0.5 * (bounds_[k].min + bounds_[k].max);
    }
  }

  void build(BvhSplit split) {
    const auto n = static_cast<std::uint32_t>(m_.triangles.size());
    m_.order.resize(n);
    for (std::uint32_t k = 0; k < n; ++k)
      m_.order[k] = k;
    m_.nodes.clear();
    m_.nodes.reserve(2 * (n / kBvhLeafSize + 1));
    m_.nodes.push_back({0, n});
    struct Work {
      std::uint32_t node;
      int depth;
    };
    std::vector<Work> work{{0, 0}};
    while (!work.empty()) {
      const Work w = work.back();
      work.pop_back();
      const BvhNode node = m_.nodes[w.node];
      if (node.count <= kBvhLeafSize) continue;
      const bool sah = split == BvhSplit::sah && w.depth < kBvhSahDepth;
      const std::uint32_t mid = sah ? sah_split(node) : median_split(node);
      if (mid == node.first || mid == node.first + node.count) continue;  // stays a leaf
      const auto left = static_cast<std::uint32_t>(m_.nodes.size());
      m_.nodes.push_back({node.first, mid - node.first});
      m_.nodes.push_back({mid, node.first + node.count - mid});
      m_.nodes[w.node] = {left, 0};
      work.push_back({left, w.depth + 1});
      work.push_back({left + 1, w.depth + 1});
    }
  }

 private:
  Aabb<double> centroid_box(const BvhNode& node) const {
    Aabb<double> box = empty_box<double>();
    for (std::uint32_t k = node.first; k < node.first + node.count; ++k)
      grow(box, centroids_[m_.order[k]]);
    return box;
  }

  static int widest_axis(const Aabb<double>& box) {
    const V e = box.max - box.min;
    return e.x >= e.y && e.x >= e.z ? 0 : (e.y >= e.z ? 1 : 2);
  }

  // The median centroid along the widest axis of the centroids' box: the split point that halves
  // the node (returns node.first when every centroid is the same point: no split parts them).
  std::uint32_t median_split(const BvhNode& node) {
    const Aabb<double> cb = centroid_box(node);
    const int axis = widest_axis(cb);
    if (!(cb.max[axis] > cb.min[axis])) return node.first;
    auto* begin = m_.order.data() + node.first;
    auto* end = begin + node.count;
    auto* mid = begin + node.count / 2;
    std::nth_element(begin, mid, end, [&](std::uint32_t a, std::uint32_t b) {
      return centroids_[a][axis] < centroids_[b][axis];
    });
    return node.first + node.count / 2;
  }

  // The binned SAH (Wald 2007): on each axis the centroids fall in kBins bins; of the kBins − 1
  // planes between them the one with the least cost A_L·N_L + A_R·N_R (areas of the two sides'
  // boxes, triangle counts) splits the node. A node of at most kBvhLeafSize triangles is a leaf.
  std::uint32_t sah_split(const BvhNode& node) {
    constexpr int kBins = 16;
    const Aabb<double> cb = centroid_box(node);
    double best_cost = std::numeric_limits<double>::infinity();
    int best_axis = -1, best_plane = 0;
    for (int axis = 0; axis < 3; ++axis) {
      const double lo = cb.min[axis], extent = cb.max[axis] - lo;
      if (!(extent > 0)) continue;
      std::array<Aabb<double>, kBins> box;
      box.fill(empty_box<double>());
      std::array<std::uint32_t, kBins> count{};
      const double scale = kBins / extent;
      for (std::uint32_t k = node.first; k < node.first + node.count; ++k) {
        const std::uint32_t t = m_.order[k];
        const int b = std::min(kBins - 1, static_cast<int>((centroids_[t][axis] - lo) * scale));
        box[b] = merged(box[b], bounds_[t]);
        ++count[b];
      }
      // Sweep from the right to know each plane's right side, then from the left.
      std::array<double, kBins> right_cost{};
      Aabb<double> acc = empty_box<double>();
      std::uint32_t acc_count = 0;
      for (int b = kBins - 1; b > 0; --b) {
        acc = merged(acc, box[b]);
        acc_count += count[b];
        right_cost[b] = acc_count ? half_area(acc) * acc_count : 0;
      }
      acc = empty_box<double>();
      acc_count = 0;
      for (int b = 0; b < kBins - 1; ++b) {
        acc = merged(acc, box[b]);
        acc_count += count[b];
        if (acc_count == 0 || acc_count == node.count) continue;
        const double cost = half_area(acc) * acc_count + right_cost[b + 1];
        if (cost < best_cost) best_cost = cost, best_axis = axis, best_plane = b;
      }
    }
    if (best_axis < 0) return node.first;  // every centroid the same point
    const double lo = cb.min[best_axis];
    const double scale = kBins / (cb.max[best_axis] - lo);
    auto* begin = m_.order.data() + node.first;
    auto* mid = std::partition(begin, begin + node.count, [&](std::uint32_t t) {
      return std::min(kBins - 1, static_cast<int>((centroids_[t][best_axis] - lo) * scale)) <=
             best_plane;
    });
    return node.first + static_cast<std::uint32_t>(mid - begin);
  }

  MeshData& m_;
  std::vector<Aabb<double>> bounds_;
  std::vector<V> centroids_;
};

V vertex_mean(const std::vector<V>& points) {
  V sum(0);
  for (const V& p : points)
    sum += p;
  return sum / static_cast<double>(points.size());
}

bool finite_point(const V& p) {
  return std::isfinite(p.x) && std::isfinite(p.y) && std::isfinite(p.z);
}

}  // namespace

MeshBuild build_triangle_mesh(std::span<const V> vertices,
                              std::span<const std::array<std::uint32_t, 3>> triangles,
                              BvhSplit split) {
  if (triangles.empty()) return refuse(MeshRefusal::no_triangles, "");
  if (triangles.size() > kMeshMaxTriangles)
    return refuse(MeshRefusal::too_many_triangles, "got " + std::to_string(triangles.size()));
  if (vertices.size() > kMeshMaxVertices)
    return refuse(MeshRefusal::too_many_vertices, "got " + std::to_string(vertices.size()));
  for (std::size_t k = 0; k < triangles.size(); ++k)
    for (std::uint32_t i : triangles[k])
      if (i >= vertices.size())
        return refuse(MeshRefusal::index_out_of_range,
                      "triangle " + std::to_string(k) + " names vertex " + std::to_string(i) +
                          ", there are " + std::to_string(vertices.size()),
                      k);
  for (std::size_t i = 0; i < vertices.size(); ++i)
    if (!finite_point(vertices[i]))
      return refuse(MeshRefusal::non_finite, "vertex " + std::to_string(i), i);

  auto mesh = std::make_shared<MeshData>();
  mesh->vertices.assign(vertices.begin(), vertices.end());
  mesh->vertices_float.reserve(vertices.size());
  for (const V& v : vertices)
    mesh->vertices_float.emplace_back(v);
  mesh->triangles.assign(triangles.begin(), triangles.end());
  mesh->centroid = vertex_mean(mesh->vertices);
  mesh->split = split;
  BvhBuilder(*mesh).build(split);
  refit(*mesh);
  MeshBuild b;
  b.mesh = std::move(mesh);
  return b;
}

MeshBuild transformed(const MeshData& mesh, const V& translation, const Quat<double>& rotation,
                      double scale) {
  const bool ok = finite_point(translation) && std::isfinite(rotation.w) &&
                  std::isfinite(rotation.x) && std::isfinite(rotation.y) &&
                  std::isfinite(rotation.z) && std::isfinite(scale);
  if (!ok || !(scale > 0)) return refuse(MeshRefusal::bad_transform, "");
  const Mat3<double> r = glm::mat3_cast(rotation);
  const V c = mesh.centroid;
  auto out = std::make_shared<MeshData>(mesh);
  for (std::size_t i = 0; i < out->vertices.size(); ++i) {
    V& p = out->vertices[i];
    p = p + translation + (scale * (r * (p - c)) - (p - c));
    if (!finite_point(p)) return refuse(MeshRefusal::bad_transform, "a vertex overflows");
    out->vertices_float[i] = Vec3<float>(p);
  }
  out->centroid = vertex_mean(out->vertices);
  refit(*out);
  MeshBuild b;
  b.mesh = std::move(out);
  return b;
}

}  // namespace collide
