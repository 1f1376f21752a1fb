#pragma once
// collision_lab/scene_writer.hpp — write a Collision Lab scene file from an engine's own tests.
//
// One header, the C++17 standard library only, no Collision Lab types: an engine test that finds
// a failing case writes the two (or more) shapes with their exact numbers and the verdicts it
// expected, and the file opens in the viewer (`collision-lab view FILE`) and re-checks with
// `collision-lab check FILE` (README, "A scene writer for engines"). Numbers are written in the
// shortest form that reads back to the same double, so the file holds the engine's bits.
//
//   collision_lab::SceneWriter w("box resting on a tilted plane: engine says apart");
//   w.plane("ground", {0, 1, 0.001}, {0, 0, 0});
//   w.box("crate", {0, 0.5, 0}, {0.5, 0.5, 0.5});
//   w.expect("ground", "crate", true).side("straddling").depth(0.0, 1e-9);
//   std::string error;
//   if (!w.save("failing_case.json", &error)) std::cerr << error << "\n";
#include <array>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <deque>
#include <filesystem>
#include <fstream>
#include <optional>
#include <random>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

namespace collision_lab {

struct Vec3 {
  double x = 0, y = 0, z = 0;
};
// A unit quaternion (w, x, y, z); the identity by default.
struct Quat {
  double w = 1, x = 0, y = 0, z = 0;
};

class SceneWriter {
 public:
  // What an expectation pins; each call returns the expectation again, to chain.
  class Expectation {
   public:
    Expectation& side(const std::string& s) { return field("side", quoted(s)); }
    Expectation& axis(const std::string& name) { return field("axis", quoted(name)); }
    Expectation& gap(double value, double tolerance) { return pinned("gap", value, tolerance); }
    Expectation& depth(double value, double tolerance) { return pinned("depth", value, tolerance); }
    Expectation& toi(double value, double tolerance) { return pinned("toi", value, tolerance); }
    Expectation& within_tolerance(bool b) {
      return field("within_tolerance", b ? "true" : "false");
    }
    // The contact manifold of an intersecting pair of solids (README, "Expectations"): how many
    // points (count < 0: not pinned), the unit normal from a towards b and points on b's surface,
    // each within `tolerance` (points may be empty; `normal` null: not pinned).
    Expectation& contacts(int count, const Vec3* normal, const std::vector<Vec3>& points,
                          double tolerance) {
      std::string c;
      const auto part = [&](const std::string& key, const std::string& value) {
        c += (c.empty() ? "" : ", ") + quoted(key) + ": " + value;
      };
      if (count >= 0) part("count", std::to_string(count));
      if (normal) part("normal", vec(*normal));
      if (!points.empty()) {
        std::string list;
        for (const Vec3& p : points)
          list += (list.empty() ? "" : ", ") + vec(p);
        part("points", "[" + list + "]");
      }
      if (normal || !points.empty()) part("tolerance", number(tolerance));
      return field("contacts", "{" + c + "}");
    }
    // "float", "double" or "both": the precision(s) this expectation holds in.
    Expectation& precision(const std::string& p) { return field("precision", quoted(p)); }
    Expectation& description(const std::string& d) { return field("description", quoted(d)); }

   private:
    friend class SceneWriter;
    Expectation& field(const std::string& key, const std::string& value) {
      text_ += ", " + quoted(key) + ": " + value;
      return *this;
    }
    Expectation& pinned(const std::string& key, double value, double tolerance) {
      return field(key,
                   "{\"value\": " + number(value) + ", \"tolerance\": " + number(tolerance) + "}");
    }
    std::string text_;
  };

  explicit SceneWriter(std::string description = {}) : description_(std::move(description)) {}

  // "float", "double" (the default) or "both": the scalar(s) `check` runs the expectations in.
  SceneWriter& precision(const std::string& p) {
    precision_ = p;
    return *this;
  }
  // A core tolerance by name: "contact", "plane_thickness" or "sat_parallel".
  SceneWriter& tolerance(const std::string& name, double value) {
    tolerances_.emplace_back(name, value);
    return *this;
  }

  // Objects, each with a unique id; each returns the writer, to chain.
  SceneWriter& box(const std::string& id, Vec3 center, Vec3 half_extents, Quat rotation = {}) {
    return object(id, "box",
                  "\"center\": " + vec(center) + ", \"half_extents\": " + vec(half_extents) +
                      ", \"rotation\": " + quat(rotation));
  }
  SceneWriter& aabb(const std::string& id, Vec3 min, Vec3 max) {
    return object(id, "aabb", "\"min\": " + vec(min) + ", \"max\": " + vec(max));
  }
  SceneWriter& sphere(const std::string& id, Vec3 center, double radius) {
    return object(id, "sphere", "\"center\": " + vec(center) + ", \"radius\": " + number(radius));
  }
  // A sphere sweeping from `center` to `center + velocity` over the frame (t in [0, 1]). Its
  // velocity is written even when zero: a sphere with one is a moving sphere (its sweep test).
  SceneWriter& moving_sphere(const std::string& id, Vec3 center, double radius, Vec3 velocity) {
    object(id, "sphere", "\"center\": " + vec(center) + ", \"radius\": " + number(radius));
    objects_.back().velocity = velocity;
    objects_.back().zero_velocity_written = true;
    return *this;
  }
  SceneWriter& plane(const std::string& id, Vec3 normal, Vec3 point) {
    return object(id, "plane", "\"normal\": " + vec(normal) + ", \"point\": " + vec(point));
  }
  SceneWriter& point(const std::string& id, Vec3 position) {
    return object(id, "point", "\"position\": " + vec(position));
  }
  SceneWriter& segment(const std::string& id, Vec3 a, Vec3 b) {
    return object(id, "segment", "\"a\": " + vec(a) + ", \"b\": " + vec(b));
  }
  SceneWriter& triangle(const std::string& id, Vec3 a, Vec3 b, Vec3 c) {
    return object(id, "triangle", "\"a\": " + vec(a) + ", \"b\": " + vec(b) + ", \"c\": " + vec(c));
  }
  SceneWriter& ellipsoid(const std::string& id, Vec3 center, Vec3 radii, Quat rotation = {}) {
    return object(id, "ellipsoid",
                  "\"center\": " + vec(center) + ", \"radii\": " + vec(radii) +
                      ", \"rotation\": " + quat(rotation));
  }
  SceneWriter& ray(const std::string& id, Vec3 origin, Vec3 direction) {
    return object(id, "ray", "\"origin\": " + vec(origin) + ", \"direction\": " + vec(direction));
  }
  // The segment a–b swept by `radius` (> 0; a == b is a sphere).
  SceneWriter& capsule(const std::string& id, Vec3 a, Vec3 b, double radius) {
    return object(id, "capsule",
                  "\"a\": " + vec(a) + ", \"b\": " + vec(b) + ", \"radius\": " + number(radius));
  }
  // A solid cylinder about `center`, its axis along its own y turned by `rotation`;
  // half_height and radius > 0.
  SceneWriter& cylinder(const std::string& id, Vec3 center, double half_height, double radius,
                        Quat rotation = {}) {
    return object(id, "cylinder",
                  "\"center\": " + vec(center) + ", \"half_height\": " + number(half_height) +
                      ", \"radius\": " + number(radius) + ", \"rotation\": " + quat(rotation));
  }
  // The convex hull of `points` (at least 4, not all on one plane; a set that makes no hull is
  // refused with the reason when the scene is loaded, with its place).
  SceneWriter& convex_hull(const std::string& id, const std::vector<Vec3>& points) {
    std::string list = "[";
    for (std::size_t i = 0; i < points.size(); ++i)
      list += (i ? ", " : "") + vec(points[i]);
    return object(id, "convex_hull", "\"points\": " + list + "]");
  }
  // A triangle mesh written inline: its vertices and its triangles, each three indices into the
  // vertices (a set of triangles, not a solid; an index out of range is refused when the scene is
  // loaded, with its place).
  SceneWriter& mesh(const std::string& id, const std::vector<Vec3>& vertices,
                    const std::vector<std::array<std::uint32_t, 3>>& triangles) {
    std::string v = "[", t = "[";
    for (std::size_t i = 0; i < vertices.size(); ++i)
      v += (i ? ", " : "") + vec(vertices[i]);
    for (std::size_t i = 0; i < triangles.size(); ++i)
      t += std::string(i ? ", " : "") + "[" + std::to_string(triangles[i][0]) + ", " +
           std::to_string(triangles[i][1]) + ", " + std::to_string(triangles[i][2]) + "]";
    return object(id, "mesh", "\"vertices\": " + v + "], \"triangles\": " + t + "]");
  }
  // A triangle mesh read from a Wavefront OBJ or glTF file, `file` relative to the scene file's
  // directory (as the scene is saved: save() writes the name as given), placed at
  // center + scale·R(rotation)·v for each of the file's vertices v.
  SceneWriter& mesh_file(const std::string& id, const std::string& file, Vec3 center = {},
                         Quat rotation = {}, double scale = 1) {
    return object(id, "mesh",
                  "\"file\": " + quoted(file) + ", \"center\": " + vec(center) +
                      ", \"rotation\": " + quat(rotation) + ", \"scale\": " + number(scale));
  }

  // The motion of the object added last, over the scene's interval t in [0, 1] (nothing before
  // the first object; called again, the last value wins): `velocity` is its displacement over the
  // interval, `angular_velocity` w a turn of t·|w| radians about the world axis w/|w| through its
  // centre (a plane's point). Written after its kind's fields, and not at all when zero, so a
  // still object's text is the same with or without the call. An aabb, segment, triangle or ray
  // cannot turn: a file giving one an angular velocity is refused when loaded, with its place.
  //   w.box("bar", {0, 2, 0}, {2, 0.05, 0.05}).velocity({0, -1, 0}).angular_velocity({0, 0, 3});
  SceneWriter& velocity(Vec3 v) {
    if (!objects_.empty()) objects_.back().velocity = v;
    return *this;
  }
  SceneWriter& angular_velocity(Vec3 w) {
    if (!objects_.empty()) objects_.back().angular_velocity = w;
    return *this;
  }

  // What the pair (a, b) is expected to do; pin more on the returned expectation. It stays valid
  // as long as the writer.
  Expectation& expect(const std::string& a, const std::string& b, bool intersects) {
    expect_.emplace_back();
    expect_.back().text_ = "{\"a\": " + quoted(a) + ", \"b\": " + quoted(b) +
                           ", \"intersects\": " + (intersects ? "true" : "false");
    return expect_.back();
  }

  // The scene file's text.
  std::string str() const {
    std::string s = "{\n  \"format\": \"collision-lab-scene\",\n  \"version\": 1";
    if (!description_.empty()) s += ",\n  \"description\": " + quoted(description_);
    if (!precision_.empty() || !tolerances_.empty()) {
      s += ",\n  \"settings\": {";
      if (!precision_.empty()) s += "\"precision\": " + quoted(precision_);
      if (!tolerances_.empty()) {
        s += std::string(precision_.empty() ? "" : ", ") + "\"tolerances\": {";
        for (std::size_t i = 0; i < tolerances_.size(); ++i)
          s +=
              (i ? ", " : "") + quoted(tolerances_[i].first) + ": " + number(tolerances_[i].second);
        s += "}";
      }
      s += "}";
    }
    s += ",\n  \"objects\": [";
    for (std::size_t i = 0; i < objects_.size(); ++i)
      s += (i ? ",\n    " : "\n    ") + objects_[i].str();
    s += objects_.empty() ? "]" : "\n  ]";
    if (!expect_.empty()) {
      s += ",\n  \"expect\": [";
      for (std::size_t i = 0; i < expect_.size(); ++i)
        s += (i ? ",\n    " : "\n    ") + expect_[i].text_ + "}";
      s += "\n  ]";
    }
    return s + "\n}\n";
  }

  // Writes the file atomically: the text goes to a temporary file beside `path` (".NAME.tmp-"
  // and six letters, the name the viewer's own saves use and clean up), written in full and
  // closed, then renamed over `path`, so `path` is always the old file or the whole new one,
  // never half of it. A symbolic link is followed (the file it leads to is replaced). On failure
  // returns false with the reason in `error` (if given), "cannot write PATH: WHY", and the old
  // file is untouched. (The standard library cannot fsync: a power cut right after may lose the
  // new text, never leave part of it.)
  bool save(const std::string& path, std::string* error = nullptr) const {
    namespace fs = std::filesystem;
    const auto fail = [&](const std::string& why) {
      if (error) *error = "cannot write " + path + ": " + why;
      return false;
    };
    // ": No space left on device" after a failed stream operation, when errno says why.
    const auto errno_text = [] {
      const int err = errno;
      return err ? ": " + std::generic_category().message(err) : std::string();
    };
    std::error_code ec;
    fs::path target(path);
    if (fs::is_symlink(fs::symlink_status(target, ec))) {
      target = fs::canonical(target, ec);
      if (ec) return fail("cannot follow the symbolic link: " + ec.message());
    }
    if (fs::is_directory(target, ec)) return fail("it is a directory");
    const fs::path dir = target.parent_path();
    // ".NAME.tmp-XXXXXX" (six random letters or digits) that does not exist yet.
    static constexpr char kChars[] =
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    std::random_device random;
    fs::path temp;
    do {
      std::string name = "." + target.filename().string() + ".tmp-";
      for (int i = 0; i < 6; ++i)
        name += kChars[random() % (sizeof kChars - 1)];
      temp = dir / name;
    } while (fs::exists(temp, ec));

    errno = 0;
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    if (!out)
      return fail("cannot create a temporary file in " + (dir.empty() ? "." : dir.string()) +
                  errno_text());
    const std::string text = str();
    errno = 0;
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
    out.close();
    if (!out) {
      const std::string why = "cannot write the temporary file " + temp.string() + errno_text();
      fs::remove(temp, ec);
      return fail(why);
    }
    fs::rename(temp, target, ec);
    if (ec) {
      const std::string why = "cannot replace the file: " + ec.message();
      fs::remove(temp, ec);
      return fail(why);
    }
    return true;
  }

  // A double in the shortest text that reads back to the same bits ("0.1", "1e-07", "-0.0").
  // JSON has no NaN or infinity: they are written as null, which `check` refuses with its place.
  static std::string number(double v) {
    if (!std::isfinite(v)) return "null";
    if (v == 0 && std::signbit(v)) return "-0.0";
    char buf[64];
    const auto result = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, result.ec == std::errc() ? result.ptr : buf);
  }
  // A JSON string literal.
  static std::string quoted(const std::string& s) {
    std::string out = "\"";
    for (const char c : s) {
      switch (c) {
        case '"':
          out += "\\\"";
          break;
        case '\\':
          out += "\\\\";
          break;
        case '\n':
          out += "\\n";
          break;
        case '\t':
          out += "\\t";
          break;
        case '\r':
          out += "\\r";
          break;
        default:
          if (static_cast<unsigned char>(c) < 0x20) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
            out += buf;
          } else {
            out += c;
          }
      }
    }
    return out + "\"";
  }

 private:
  static std::string vec(Vec3 v) {
    return "[" + number(v.x) + ", " + number(v.y) + ", " + number(v.z) + "]";
  }
  static std::string quat(Quat q) {
    return "{\"w\": " + number(q.w) + ", \"x\": " + number(q.x) + ", \"y\": " + number(q.y) +
           ", \"z\": " + number(q.z) + "}";
  }
  static bool zero(Vec3 v) { return v.x == 0 && v.y == 0 && v.z == 0; }
  // One object: its id, kind and fields, then its motion (written when not zero).
  struct Object {
    std::string fields;
    std::optional<Vec3> velocity, angular_velocity;
    bool zero_velocity_written = false;  // a moving sphere's, even zero
    std::string str() const {
      std::string s = "{" + fields;
      if (velocity && (zero_velocity_written || !zero(*velocity)))
        s += ", \"velocity\": " + vec(*velocity);
      if (angular_velocity && !zero(*angular_velocity))
        s += ", \"angular_velocity\": " + vec(*angular_velocity);
      return s + "}";
    }
  };
  SceneWriter& object(const std::string& id, const char* kind, const std::string& fields) {
    objects_.emplace_back();
    objects_.back().fields = "\"id\": " + quoted(id) + ", \"kind\": \"" + kind + "\", " + fields;
    return *this;
  }

  std::string description_;
  std::string precision_;
  std::vector<std::pair<std::string, double>> tolerances_;
  std::vector<Object> objects_;
  std::deque<Expectation> expect_;
};

}  // namespace collision_lab
