#include "app/panels/mesh_summary.hpp"

#include "core/math/number_format.hpp"

namespace collide {

namespace {
std::string vec(const Vec3<double>& v) {
  return "(" + format_number(v.x) + ", " + format_number(v.y) + ", " + format_number(v.z) + ")";
}
}  // namespace

std::vector<std::string> mesh_summary(const MeshSource& src, bool with_pose) {
  const MeshData& m = *src.mesh;
  std::vector<std::string> lines;
  lines.push_back(src.from_file() ? "source: " + src.file + " (a file, relative to the scene)"
                                  : std::string("source: inline (the scene's own numbers)"));
  lines.push_back(std::to_string(m.triangle_count()) + " triangles, " +
                  std::to_string(m.vertices.size()) + " vertices");
  lines.push_back("hierarchy: " + std::to_string(m.nodes.size()) + " nodes, depth " +
                  std::to_string(m.depth()) + " (" + std::string(name_of(m.split)) + ")");
  if (src.from_file() && with_pose) {
    lines.push_back("center " + vec(src.center) + ", scale " + format_number(src.scale));
    const Quat<double>& q = src.rotation;
    lines.push_back("rotation (w, x, y, z) = (" + format_number(q.w) + ", " + format_number(q.x) +
                    ", " + format_number(q.y) + ", " + format_number(q.z) + ")");
  }
  return lines;
}

}  // namespace collide
