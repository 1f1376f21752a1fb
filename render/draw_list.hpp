#pragma once
// What a frame draws, as plain data: lines, points, triangles, instanced solids and labels, each
// in a layer. Anything (the scene, evidence visualizers, gizmos, the grid) emits into a DrawList;
// the GL renderer draws it with a fixed number of draw calls whatever its size; tests inspect it
// without a GL context.
//
// Positions are world coordinates in double: the renderer makes them relative to the eye in
// double before they become float, so a small object far from the origin is drawn crisply.
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include <glm/mat3x3.hpp>
#include <glm/vec2.hpp>
#include <glm/vec3.hpp>
#include <glm/vec4.hpp>

namespace collide {

using Color = glm::vec4;  // linear RGBA in [0, 1]

// The default background: a vertical gradient from the top row to the bottom row.
inline constexpr Color kBackgroundTop{0.18f, 0.196f, 0.227f, 1};
inline constexpr Color kBackgroundBottom{0.094f, 0.102f, 0.122f, 1};

// scene: depth-tested against the solids. evidence: drawn over the solids, dimmed where
// hidden, so an axis or a vertex marker behind a box stays visible. overlay: never hidden
// (gizmos, selection handles).
enum class Layer : std::uint8_t { scene, evidence, overlay };
inline constexpr std::size_t kLayerCount = 3;

// Unit meshes for instanced solids (see meshes.hpp for their frames).
enum class Solid : std::uint8_t { box, sphere, cylinder, cone };
inline constexpr std::size_t kSolidKinds = 4;

struct DrawLine {
  glm::dvec3 a, b;
  Color color_a, color_b;
  float width_px = 1.5f;  // screen-space width, whatever the distance
  float dash_px = 0;      // > 0: dashes and gaps of this length in pixels
  bool operator==(const DrawLine&) const = default;
};

struct DrawPoint {
  glm::dvec3 p;
  Color color;
  float size_px = 9;  // a round dot this many pixels across, with a dark rim
  bool rim = true;    // false: a plain dot (a far object in a big scene, drawn at its own size)
  bool operator==(const DrawPoint&) const = default;
};

struct DrawTriangle {
  glm::dvec3 a, b, c;
  Color color;
  bool operator==(const DrawTriangle&) const = default;
};

// A unit mesh scaled, turned and placed: world = center + basis · local (basis columns are the
// mesh's scaled local axes).
struct DrawSolid {
  Solid kind = Solid::box;
  glm::dvec3 center;
  glm::mat3 basis{1.0f};
  Color color;
  bool operator==(const DrawSolid&) const = default;
};

// Which labels win when there is no room for all (render/label_layout.hpp): the focused pair's
// evidence first, then hints about what the pointer is doing, then the verdict marks, then the
// rest (octree queries).
enum class LabelPriority : std::uint8_t { info = 0, mark = 1, hint = 2, focused = 3 };

// Text anchored at a world point, offset in pixels (x right, y down): where the text's top-left
// corner goes when nothing else is there.
struct DrawLabel {
  glm::dvec3 anchor;
  glm::vec2 offset_px{0, 0};
  std::string text;
  Color color{1, 1, 1, 1};
  LabelPriority priority = LabelPriority::info;
  bool operator==(const DrawLabel&) const = default;
};

struct DrawLayer {
  std::vector<DrawLine> lines;
  std::vector<DrawPoint> points;
  std::vector<DrawTriangle> triangles;
  std::array<std::vector<DrawSolid>, kSolidKinds> solids;
  std::vector<DrawLabel> labels;
  bool operator==(const DrawLayer&) const = default;
  std::size_t solid_count() const {
    std::size_t n = 0;
    for (const auto& s : solids)
      n += s.size();
    return n;
  }
};

class DrawList {
 public:
  void line(Layer layer, const DrawLine& l) { at(layer).lines.push_back(l); }
  void point(Layer layer, const DrawPoint& p) { at(layer).points.push_back(p); }
  void triangle(Layer layer, const DrawTriangle& t) { at(layer).triangles.push_back(t); }
  void solid(Layer layer, const DrawSolid& s) {
    at(layer).solids[static_cast<std::size_t>(s.kind)].push_back(s);
  }
  void label(Layer layer, const DrawLabel& l) { at(layer).labels.push_back(l); }

  const DrawLayer& layer(Layer l) const { return layers_[static_cast<std::size_t>(l)]; }
  // Empties every layer (keeping their storage, so a list reused each frame stops allocating).
  void clear() {
    for (DrawLayer& l : layers_) {
      l.lines.clear();
      l.points.clear();
      l.triangles.clear();
      for (auto& s : l.solids)
        s.clear();
      l.labels.clear();
    }
  }

  // Adds every primitive of `other`, layer by layer, after this list's own (what a cached part
  // of a frame is copied in with); the background stays this list's.
  void append(const DrawList& other) {
    for (std::size_t i = 0; i < kLayerCount; ++i) {
      const DrawLayer& from = other.layers_[i];
      DrawLayer& to = layers_[i];
      to.lines.insert(to.lines.end(), from.lines.begin(), from.lines.end());
      to.points.insert(to.points.end(), from.points.begin(), from.points.end());
      to.triangles.insert(to.triangles.end(), from.triangles.begin(), from.triangles.end());
      for (std::size_t k = 0; k < kSolidKinds; ++k)
        to.solids[k].insert(to.solids[k].end(), from.solids[k].begin(), from.solids[k].end());
      to.labels.insert(to.labels.end(), from.labels.begin(), from.labels.end());
    }
  }

  // The gradient behind everything; a property of the frame, so a screenshot and the viewer
  // agree on it.
  Color background_top = kBackgroundTop;
  Color background_bottom = kBackgroundBottom;

  bool operator==(const DrawList&) const = default;

 private:
  DrawLayer& at(Layer l) { return layers_[static_cast<std::size_t>(l)]; }
  std::array<DrawLayer, kLayerCount> layers_;
};

}  // namespace collide
