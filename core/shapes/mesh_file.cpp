#include "core/shapes/mesh_file.hpp"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>

#include <tiny_gltf.h>
// tinyobjloader in double, as the library linked (tinyobjloader_double) was built: its target's
// define is taken off so that it reaches this file alone (CMakeLists.txt).
#define TINYOBJLOADER_USE_DOUBLE
#include <tiny_obj_loader.h>
#include <glm/gtc/quaternion.hpp>
#include <glm/mat4x4.hpp>

namespace collide {

namespace {

using V = Vec3<double>;

MeshFileRead fail(const std::filesystem::path& path, std::string why, std::size_t line = 0) {
  MeshFileRead r;
  r.error = path.string();
  if (line > 0) r.error += ":" + std::to_string(line);
  r.error += ": " + why;
  return r;
}

// ".obj" for "Level.OBJ".
std::string lower_extension(const std::filesystem::path& path) {
  std::string ext = path.extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return ext;
}

// A loader's message on one line: its newlines (tinyobjloader ends each with one) as "; ".
std::string one_line(std::string s) {
  while (!s.empty() && (s.back() == '\n' || s.back() == '\r' || s.back() == ' '))
    s.pop_back();
  std::string out;
  for (char c : s) {
    if (c == '\r') continue;
    if (c == '\n') {
      if (!out.empty() && out.back() != ' ') out += "; ";
      continue;
    }
    out += c;
  }
  return out;
}

// "line N" in a tinyobjloader message (it writes "(line 12.)" or "line 12."): the number after
// the last "line", else 0.
std::size_t line_in(const std::string& message) {
  for (std::size_t at = message.rfind("line"); at != std::string::npos;
       at = at == 0 ? std::string::npos : message.rfind("line", at - 1)) {
    std::size_t i = at + 4;
    while (i < message.size() && (message[i] == ' ' || message[i] == ':'))
      ++i;
    std::size_t n = 0;
    bool any = false;
    while (i < message.size() && std::isdigit(static_cast<unsigned char>(message[i])))
      n = n * 10 + static_cast<std::size_t>(message[i++] - '0'), any = true;
    if (any) return n;
  }
  return 0;
}

// The lines of the OBJ text that write a vertex ("v "), in the file's order as tinyobjloader
// reads them; and each face's ("f ") corners' vertex indices checked, with the line: tinyobjloader
// only warns about an index past the end, and drops a polygon (not a triangle) that has one.
std::string scan_obj(const std::string& text, MeshFileContents& c, std::size_t& error_line) {
  std::size_t vertex_count = 0;
  {
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
      const std::size_t i = line.find_first_not_of(" \t");
      if (i != std::string::npos && i + 1 < line.size() && line[i] == 'v' &&
          (line[i + 1] == ' ' || line[i + 1] == '\t'))
        ++vertex_count;
    }
  }
  std::istringstream in(text);
  std::string line;
  std::uint32_t number = 0;
  while (std::getline(in, line)) {
    ++number;
    const std::size_t i = line.find_first_not_of(" \t");
    if (i == std::string::npos || i + 1 >= line.size()) continue;
    if (line[i + 1] != ' ' && line[i + 1] != '\t') continue;
    if (line[i] == 'v') {
      c.vertex_lines.push_back(number);
    } else if (line[i] == 'f') {
      std::istringstream corners(line.substr(i + 2));
      std::string corner;
      while (corners >> corner && corner[0] != '#') {
        // A corner is v, v/vt, v//vn or v/vt/vn; v counts from 1, or back from the last vertex
        // written when negative.
        long v = 0;
        try {
          v = std::stol(corner.substr(0, corner.find('/')));
        } catch (const std::exception&) {
          continue;  // not a number: tinyobjloader's to judge
        }
        const long seen = static_cast<long>(c.vertex_lines.size());
        const long resolved = v < 0 ? seen + v + 1 : v;
        if (v != 0 && (resolved < 1 || resolved > static_cast<long>(vertex_count))) {
          error_line = number;
          return "a face names vertex " + std::to_string(v) + ", the file has " +
                 std::to_string(vertex_count) +
                 (v < 0 ? " (" + std::to_string(seen) + " before it)" : "");
        }
      }
    }
  }
  return {};
}

}  // namespace

MeshFileRead read_obj(const std::filesystem::path& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) return fail(path, "cannot open the file");
  std::ostringstream buffer;
  buffer << file.rdbuf();
  const std::string text = buffer.str();

  MeshFileRead r;
  std::size_t error_line = 0;
  if (std::string why = scan_obj(text, r.contents, error_line); !why.empty())
    return fail(path, why, error_line);

  tinyobj::ObjReaderConfig config;
  config.triangulate = true;
  config.vertex_color = false;
  tinyobj::ObjReader reader;
  // From the text, with no material file: only the geometry is read.
  if (!reader.ParseFromString(text, "", config))
    return fail(path, one_line(reader.Error()), line_in(reader.Error()));

  const tinyobj::attrib_t& attrib = reader.GetAttrib();
  for (std::size_t i = 0; i + 2 < attrib.vertices.size(); i += 3)
    r.contents.vertices.emplace_back(attrib.vertices[i], attrib.vertices[i + 1],
                                     attrib.vertices[i + 2]);
  for (const tinyobj::shape_t& shape : reader.GetShapes()) {
    const tinyobj::mesh_t& mesh = shape.mesh;
    std::size_t corner = 0;
    for (unsigned char n : mesh.num_face_vertices) {
      if (n == 3) {
        std::array<std::uint32_t, 3> t{};
        for (int k = 0; k < 3; ++k) {
          t[static_cast<std::size_t>(k)] = static_cast<std::uint32_t>(
              mesh.indices[corner + static_cast<std::size_t>(k)].vertex_index);
        }
        r.contents.triangles.push_back(t);
      }
      corner += n;
    }
  }
  // The lines are a help for messages only: dropped when they do not match what the loader read.
  if (r.contents.vertex_lines.size() != r.contents.vertices.size()) r.contents.vertex_lines.clear();
  r.ok = true;
  return r;
}

namespace {

// glTF's node transform: its matrix (column-major), else T·R·S.
glm::dmat4 node_matrix(const tinygltf::Node& node) {
  if (node.matrix.size() == 16) {
    glm::dmat4 m;
    for (int c = 0; c < 4; ++c)
      for (int r = 0; r < 4; ++r)
        m[c][r] = node.matrix[static_cast<std::size_t>(4 * c + r)];
    return m;
  }
  glm::dmat4 t(1), r(1), s(1);
  if (node.translation.size() == 3)
    t[3] = glm::dvec4(node.translation[0], node.translation[1], node.translation[2], 1);
  if (node.rotation.size() == 4)  // glTF writes x, y, z, w
    r = glm::mat4_cast(
        glm::dquat(node.rotation[3], node.rotation[0], node.rotation[1], node.rotation[2]));
  if (node.scale.size() == 3) {
    s[0][0] = node.scale[0];
    s[1][1] = node.scale[1];
    s[2][2] = node.scale[2];
  }
  return t * r * s;
}

class GltfReader {
 public:
  explicit GltfReader(const tinygltf::Model& model) : model_(model) {}

  std::string error;

  bool read(MeshFileContents& out) {
    if (model_.scenes.empty()) {
      for (std::size_t m = 0; m < model_.meshes.size(); ++m)
        if (!add_mesh(static_cast<int>(m), glm::dmat4(1), out)) return false;
      return true;
    }
    const int scene = model_.defaultScene >= 0 ? model_.defaultScene : 0;
    if (static_cast<std::size_t>(scene) >= model_.scenes.size())
      return set_error("the default scene " + std::to_string(scene) + " does not exist");
    for (int n : model_.scenes[static_cast<std::size_t>(scene)].nodes)
      if (!add_node(n, glm::dmat4(1), 0, out)) return false;
    return true;
  }

 private:
  bool set_error(std::string why) {
    error = std::move(why);
    return false;
  }

  bool add_node(int index, const glm::dmat4& parent, int depth, MeshFileContents& out) {
    if (index < 0 || static_cast<std::size_t>(index) >= model_.nodes.size())
      return set_error("node " + std::to_string(index) + " does not exist");
    if (depth > 64) return set_error("nodes nested more than 64 deep (a cycle?)");
    const tinygltf::Node& node = model_.nodes[static_cast<std::size_t>(index)];
    const glm::dmat4 m = parent * node_matrix(node);
    if (node.mesh >= 0 && !add_mesh(node.mesh, m, out)) return false;
    for (int child : node.children)
      if (!add_node(child, m, depth + 1, out)) return false;
    return true;
  }

  // The accessor's element i, component c, as a double; false (with the error) when the data is
  // not inside its buffer.
  struct View {
    const unsigned char* data = nullptr;
    std::size_t stride = 0, count = 0, component_size = 0;
    int component_type = 0;
  };

  bool view(int accessor_index, int want_type, const std::string& what, View& v) {
    if (accessor_index < 0 || static_cast<std::size_t>(accessor_index) >= model_.accessors.size())
      return set_error(what + ": accessor " + std::to_string(accessor_index) + " does not exist");
    const tinygltf::Accessor& a = model_.accessors[static_cast<std::size_t>(accessor_index)];
    if (a.sparse.isSparse) return set_error(what + ": sparse accessors are not read");
    if (a.type != want_type) return set_error(what + ": accessor of the wrong type");
    if (a.bufferView < 0 || static_cast<std::size_t>(a.bufferView) >= model_.bufferViews.size())
      return set_error(what + ": accessor " + std::to_string(accessor_index) +
                       " has no buffer view");
    const tinygltf::BufferView& bv = model_.bufferViews[static_cast<std::size_t>(a.bufferView)];
    if (bv.buffer < 0 || static_cast<std::size_t>(bv.buffer) >= model_.buffers.size())
      return set_error(what + ": buffer " + std::to_string(bv.buffer) + " does not exist");
    const std::vector<unsigned char>& buffer =
        model_.buffers[static_cast<std::size_t>(bv.buffer)].data;
    const int components = tinygltf::GetNumComponentsInType(static_cast<std::uint32_t>(a.type));
    const int size = tinygltf::GetComponentSizeInBytes(static_cast<std::uint32_t>(a.componentType));
    if (components <= 0 || size <= 0) return set_error(what + ": unknown component type");
    v.component_size = static_cast<std::size_t>(size);
    v.component_type = a.componentType;
    v.count = a.count;
    const std::size_t element = v.component_size * static_cast<std::size_t>(components);
    v.stride = bv.byteStride > 0 ? bv.byteStride : element;
    const std::size_t start = bv.byteOffset + a.byteOffset;
    const std::size_t need = v.count == 0 ? 0 : start + v.stride * (v.count - 1) + element;
    if (need > buffer.size() ||
        a.byteOffset + (v.count ? v.stride * (v.count - 1) + element : 0) > bv.byteLength)
      return set_error(what + ": accessor " + std::to_string(accessor_index) +
                       " reaches past the end of its buffer");
    v.data = buffer.data() + start;
    return true;
  }

  static double component(const View& v, std::size_t i, std::size_t c) {
    const unsigned char* p = v.data + i * v.stride + c * v.component_size;
    switch (v.component_type) {
      case TINYGLTF_COMPONENT_TYPE_FLOAT: {
        float f;
        std::memcpy(&f, p, 4);
        return f;
      }
      case TINYGLTF_COMPONENT_TYPE_DOUBLE: {
        double d;
        std::memcpy(&d, p, 8);
        return d;
      }
      case TINYGLTF_COMPONENT_TYPE_UNSIGNED_BYTE:
        return *p;
      case TINYGLTF_COMPONENT_TYPE_UNSIGNED_SHORT: {
        std::uint16_t s;
        std::memcpy(&s, p, 2);
        return s;
      }
      case TINYGLTF_COMPONENT_TYPE_UNSIGNED_INT: {
        std::uint32_t u;
        std::memcpy(&u, p, 4);
        return u;
      }
      default:
        return 0;
    }
  }

  bool add_mesh(int index, const glm::dmat4& m, MeshFileContents& out) {
    if (index < 0 || static_cast<std::size_t>(index) >= model_.meshes.size())
      return set_error("mesh " + std::to_string(index) + " does not exist");
    const tinygltf::Mesh& mesh = model_.meshes[static_cast<std::size_t>(index)];
    for (std::size_t p = 0; p < mesh.primitives.size(); ++p) {
      const tinygltf::Primitive& prim = mesh.primitives[p];
      const int mode = prim.mode < 0 ? TINYGLTF_MODE_TRIANGLES : prim.mode;
      if (mode != TINYGLTF_MODE_TRIANGLES && mode != TINYGLTF_MODE_TRIANGLE_STRIP &&
          mode != TINYGLTF_MODE_TRIANGLE_FAN)
        continue;  // points and lines: no triangles
      const std::string what = "mesh " + std::to_string(index) + " primitive " + std::to_string(p);
      const auto position = prim.attributes.find("POSITION");
      if (position == prim.attributes.end()) return set_error(what + ": no POSITION attribute");
      View pv;
      if (!view(position->second, TINYGLTF_TYPE_VEC3, what + " POSITION", pv)) return false;
      if (pv.component_type != TINYGLTF_COMPONENT_TYPE_FLOAT)
        return set_error(what + ": POSITION is not made of floats");
      const auto base = static_cast<std::uint32_t>(out.vertices.size());
      for (std::size_t i = 0; i < pv.count; ++i) {
        const glm::dvec4 x =
            m * glm::dvec4(component(pv, i, 0), component(pv, i, 1), component(pv, i, 2), 1);
        out.vertices.emplace_back(x.x, x.y, x.z);
      }
      std::vector<std::uint32_t> corners;
      if (prim.indices >= 0) {
        View iv;
        if (!view(prim.indices, TINYGLTF_TYPE_SCALAR, what + " indices", iv)) return false;
        if (iv.component_type != TINYGLTF_COMPONENT_TYPE_UNSIGNED_BYTE &&
            iv.component_type != TINYGLTF_COMPONENT_TYPE_UNSIGNED_SHORT &&
            iv.component_type != TINYGLTF_COMPONENT_TYPE_UNSIGNED_INT)
          return set_error(what + ": indices are not unsigned integers");
        for (std::size_t i = 0; i < iv.count; ++i) {
          const auto k = static_cast<std::uint32_t>(component(iv, i, 0));
          if (k >= pv.count)
            return set_error(what + ": index " + std::to_string(i) + " names vertex " +
                             std::to_string(k) + ", the primitive has " + std::to_string(pv.count));
          corners.push_back(base + k);
        }
      } else {
        for (std::size_t i = 0; i < pv.count; ++i)
          corners.push_back(base + static_cast<std::uint32_t>(i));
      }
      if (mode == TINYGLTF_MODE_TRIANGLES) {
        for (std::size_t i = 0; i + 2 < corners.size(); i += 3)
          out.triangles.push_back({corners[i], corners[i + 1], corners[i + 2]});
      } else if (mode == TINYGLTF_MODE_TRIANGLE_STRIP) {
        // Every other triangle of a strip is wound the other way: swap its first two corners.
        for (std::size_t i = 0; i + 2 < corners.size(); ++i)
          out.triangles.push_back(i % 2 == 0
                                      ? std::array{corners[i], corners[i + 1], corners[i + 2]}
                                      : std::array{corners[i + 1], corners[i], corners[i + 2]});
      } else {
        for (std::size_t i = 1; i + 1 < corners.size(); ++i)
          out.triangles.push_back({corners[0], corners[i], corners[i + 1]});
      }
    }
    return true;
  }

  const tinygltf::Model& model_;
};

// Images are not read (a mesh's geometry is all the core needs): accept each one unseen.
bool skip_image(tinygltf::Image*, const int, std::string*, std::string*, int, int,
                const unsigned char*, int, void*) {
  return true;
}

}  // namespace

MeshFileRead read_gltf(const std::filesystem::path& path) {
  tinygltf::TinyGLTF loader;
  loader.SetImageLoader(skip_image, nullptr);
  tinygltf::Model model;
  std::string err, warn;
  const std::string ext = lower_extension(path);
  const bool ok = ext == ".glb" ? loader.LoadBinaryFromFile(&model, &err, &warn, path.string())
                                : loader.LoadASCIIFromFile(&model, &err, &warn, path.string());
  if (!ok) return fail(path, err.empty() ? "tinygltf could not read it" : one_line(err));
  MeshFileRead r;
  GltfReader reader(model);
  if (!reader.read(r.contents)) return fail(path, reader.error);
  r.ok = true;
  return r;
}

MeshFileRead read_mesh_file(const std::filesystem::path& path) {
  const std::string ext = lower_extension(path);
  if (ext == ".obj") return read_obj(path);
  if (ext == ".gltf" || ext == ".glb") return read_gltf(path);
  return fail(path, "not a mesh file this reads (.obj, .gltf or .glb)");
}

MeshFileBuild load_mesh_file(const std::filesystem::path& path, BvhSplit split) {
  MeshFileBuild out;
  MeshFileRead read = read_mesh_file(path);
  if (!read.ok) {
    out.error = read.error;
    return out;
  }
  const MeshFileContents& c = read.contents;
  out.build = build_triangle_mesh(c.vertices, c.triangles, split);
  if (out.build.mesh) return out;
  std::size_t line = 0;
  if (out.build.refusal == MeshRefusal::non_finite && out.build.index < c.vertex_lines.size())
    line = c.vertex_lines[out.build.index];
  out.error = fail(path, out.build.message, line).error;
  return out;
}

}  // namespace collide
