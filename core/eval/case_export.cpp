#include "core/eval/case_export.hpp"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <filesystem>

#include "core/eval/scene_check.hpp"
#include "core/math/overloaded.hpp"
#include "core/scene/kind_descriptor.hpp"
#include "core/scene/scene_json.hpp"

namespace collide {
namespace {

std::string vec(const Vec3<double>& v) {
  return "{" + hex_literal(v.x) + ", " + hex_literal(v.y) + ", " + hex_literal(v.z) + "}";
}
std::string quat(const Quat<double>& q) {
  return "collide::Quat<double>(" + hex_literal(q.w) + ", " + hex_literal(q.x) + ", " +
         hex_literal(q.y) + ", " + hex_literal(q.z) + ")";
}

std::string cpp_string(std::string_view s);

// A hull as the C++ that builds it again from its points, every number exact.
std::string hull_code(const HullData& h) {
  std::string out = "collide::hull_of_points({";
  for (std::size_t i = 0; i < h.points.size(); ++i)
    out += (i ? ", " : "") + std::string("collide::Vec3<double>") + vec(h.points[i]);
  return out + "})";
}

// A mesh as the C++ that builds it again: an inline mesh from its vertices (every number exact)
// and triangles; a file mesh read again from its file where the scene found it (the directory
// as an absolute path: the exported test reads the same file, so it runs where that file is)
// and placed by its pose.
std::string mesh_code(const MeshSource& m) {
  if (m.from_file())
    return "collide::mesh_from_file(" + cpp_string(m.file) + ", " + cpp_string(m.directory) + ", " +
           vec(m.center) + ", " + quat(m.rotation) + ", " + hex_literal(m.scale) + ")";
  std::string out = "collide::mesh_of_triangles(std::vector<collide::Vec3<double>>{";
  for (std::size_t i = 0; i < m.mesh->vertices.size(); ++i)
    out += (i ? ", " : "") + std::string("collide::Vec3<double>") + vec(m.mesh->vertices[i]);
  out += "}, std::vector<std::array<std::uint32_t, 3>>{";
  for (std::size_t i = 0; i < m.mesh->triangles.size(); ++i) {
    const auto& t = m.mesh->triangles[i];
    out += (i ? ", " : "") + std::string("std::array<std::uint32_t, 3>{") + std::to_string(t[0]) +
           "u, " + std::to_string(t[1]) + "u, " + std::to_string(t[2]) + "u}";
  }
  return out + "})";
}

// The description as a C++ expression of the scene model, every number exact: its struct's
// aggregate initialiser, the fields in the descriptor's (the struct's) order.
std::string desc_code(const ObjectDesc& d) {
  const KindDescriptor& kind = descriptor_of(d);
  std::string out = "collide::desc::" + std::string(kind.cpp_type) + "{";
  for (std::size_t i = 0; i < kind.fields.size(); ++i) {
    if (i) out += ", ";
    out += std::visit(Overloaded{
                          [](const double* x) { return hex_literal(*x); },
                          [](const Vec3<double>* x) { return vec(*x); },
                          [](const Quat<double>* x) { return quat(*x); },
                          [](const std::optional<Vec3<double>>* x) {
                            return *x ? "collide::Vec3<double>" + vec(**x)
                                      : std::string("std::nullopt");
                          },
                          [](const HullRef* x) { return hull_code(**x); },
                          [](const MeshRef* x) { return mesh_code(**x); },
                      },
                      kind.fields[i].read(d));
  }
  return out + "}";
}

// The motion as a C++ expression (collide::Motion's two optional vectors).
std::string motion_code(const Motion& m) {
  const auto part = [](const std::optional<Vec3<double>>& v) {
    return v ? "collide::Vec3<double>" + vec(*v) : std::string("std::nullopt");
  };
  return "collide::Motion{" + part(m.velocity) + ", " + part(m.angular_velocity) + "}";
}

// A C++ string literal (ids are any UTF-8: escape what a literal cannot hold as is).
std::string cpp_string(std::string_view s) {
  std::string out = "\"";
  for (const char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\%03o", static_cast<unsigned char>(c));
      out += buf;
    } else {
      out += c;
    }
  }
  return out + "\"";
}

// A registered kind's description as a function making it when called (the kind is looked up by
// name, so it must be registered by then; a constant at namespace scope would be made before
// main, before any registration): each field set through its descriptor, in its order.
std::string registered_desc_function(const std::string& name, const ObjectDesc& d) {
  const KindDescriptor& kind = descriptor_of(d);
  std::string out = "collide::ObjectDesc " + name + "() {\n" +
                    "  const collide::KindDescriptor* kind = collide::descriptor_named(" +
                    cpp_string(kind.name) + ");\n  if (!kind) throw std::runtime_error(" +
                    cpp_string("the kind \"" + std::string(kind.name) + "\" is not registered") +
                    ");\n  collide::ObjectDesc d = collide::default_description(*kind);\n";
  for (std::size_t i = 0; i < kind.fields.size(); ++i) {
    const std::string at = "kind->fields[" + std::to_string(i) + "].at(d)";
    out += std::visit(
               Overloaded{
                   [&](const double* x) {
                     return "  *std::get<double*>(" + at + ") = " + hex_literal(*x);
                   },
                   [&](const Vec3<double>* x) {
                     return "  *std::get<collide::Vec3<double>*>(" + at + ") = " + vec(*x);
                   },
                   [&](const Quat<double>* x) {
                     return "  *std::get<collide::Quat<double>*>(" + at + ") = " + quat(*x);
                   },
                   [&](const std::optional<Vec3<double>>* x) {
                     return "  *std::get<std::optional<collide::Vec3<double>>*>(" + at + ") = " +
                            (*x ? "collide::Vec3<double>" + vec(**x) : std::string("std::nullopt"));
                   },
                   [&](const HullRef* x) {
                     return "  *std::get<collide::HullRef*>(" + at + ") = " + hull_code(**x);
                   },
                   [&](const MeshRef* x) {
                     return "  *std::get<collide::MeshRef*>(" + at + ") = " + mesh_code(**x);
                   },
               },
               kind.fields[i].read(d)) +
           ";  // " + std::string(kind.fields[i].json) + "\n";
  }
  return out + "  return d;\n}\n";
}

// A GoogleTest name part: letters and digits only (gtest forbids '_' at the ends and "__").
std::string name_part(std::string_view s) {
  std::string out;
  bool upper = true;
  for (const char c : s) {
    if (std::isalnum(static_cast<unsigned char>(c))) {
      out += upper ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
      upper = false;
    } else {
      upper = true;
    }
  }
  return out.empty() ? std::string("X") : out;
}

// The asserts of one expectation in precision T on `r` (the result) and `o` (its outcome).
std::string asserts(const Expectation& e, bool is_float) {
  std::string s;
  s += std::string("  EXPECT_EQ(r.verdict, collide::PairVerdict::") +
       (e.intersects ? "intersects" : "disjoint") + ");\n";
  if (e.side)
    s += "  EXPECT_EQ(o.side, std::optional<std::string>(" + cpp_string(*e.side) + "));\n";
  if (e.separating_axis)
    s += "  EXPECT_EQ(o.separating_axis, std::optional<std::string>(" +
         cpp_string(*e.separating_axis) + "));\n";
  if (e.contact_time)
    s += "  ASSERT_TRUE(o.contact_time);\n  EXPECT_NEAR(*o.contact_time, " +
         hex_literal(*e.contact_time) + ", collide::kContactTimeTolerance[" +
         (is_float ? "1" : "0") + "]);\n";
  const auto number = [&](const char* name, const std::optional<ExpectedNumber>& n) {
    if (!n) return;
    s += std::string("  ASSERT_TRUE(o.measures.") + name + ");\n  EXPECT_NEAR(*o.measures." + name +
         ", " + hex_literal(n->value) + ", " + hex_literal(n->tolerance) + ");  // " +
         exact_number_text(n->value) + " ± " + exact_number_text(n->tolerance) + "\n";
  };
  number("gap", e.gap);
  number("depth", e.depth);
  number("toi", e.toi);
  if (e.axis)
    s += "  EXPECT_EQ(o.measures.axis, std::optional<std::string>(" + cpp_string(*e.axis) + "));\n";
  if (e.within_tolerance)
    s += std::string("  EXPECT_EQ(r.within_tolerance, ") +
         (*e.within_tolerance ? "true" : "false") + ");\n";
  if (e.contacts) {
    // As check judges them (scene_check.cpp): the count, the normal within the tolerance, and
    // each pinned point within the tolerance of a contact.
    const ExpectedContacts& c = *e.contacts;
    const std::string tol = hex_literal(c.tolerance);
    const auto vec = [](const Vec3<double>& v) {
      return "collide::Vec3<double>(" + hex_literal(v.x) + ", " + hex_literal(v.y) + ", " +
             hex_literal(v.z) + ")";
    };
    s += "  ASSERT_TRUE(o.contact_normal);  // the contact manifold\n";
    if (c.count) s += "  EXPECT_EQ(o.contacts.size(), " + std::to_string(*c.count) + "u);\n";
    if (c.normal)
      s += "  EXPECT_LE(glm::length(*o.contact_normal - " + vec(*c.normal) + "), " + tol + ");\n";
    for (const Vec3<double>& p : c.points)
      s += "  EXPECT_TRUE(std::any_of(o.contacts.begin(), o.contacts.end(), [](const auto& c) {\n"
           "    return glm::length(c.point - " +
           vec(p) + ") <= " + tol + ";\n  }));  // (" + exact_number_text(p.x) + ", " +
           exact_number_text(p.y) + ", " + exact_number_text(p.z) + ")\n";
  }
  return s;
}

}  // namespace

std::string hex_literal(double v) {
  if (!std::isfinite(v))
    return std::isnan(v) ? "std::numeric_limits<double>::quiet_NaN()"
           : v > 0       ? "std::numeric_limits<double>::infinity()"
                         : "-std::numeric_limits<double>::infinity()";
  char buf[64];
  const double m = std::abs(v);
  const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, m, std::chars_format::hex);
  return std::string(std::signbit(v) ? "-0x" : "0x") + std::string(buf, end);
}

ExportedCase export_case(const Scene& scene, std::string_view a, std::string_view b,
                         std::string_view origin, const std::filesystem::path& scene_folder) {
  ExportedCase out;
  const auto ia = index_of(scene, a), ib = index_of(scene, b);
  if (!ia || !ib) {
    out.error = "no object with id '" + std::string(!ia ? a : b) + "'";
    return out;
  }
  if (*ia == *ib) {
    out.error = "the pair needs two different objects, not '" + std::string(a) + "' twice";
    return out;
  }
  Scene mini;
  mini.settings = scene.settings;
  mini.objects = {scene.objects[*ia], scene.objects[*ib]};
  mini.description = "Exported from " + std::string(origin) + ": " + std::string(a) + " – " +
                     std::string(b) + (scene.description.empty() ? "" : ". " + scene.description);
  for (const Expectation& e : scene.expect)
    if ((e.a == a && e.b == b) || (e.a == b && e.b == a)) mini.expect.push_back(e);
  if (mini.expect.empty()) {
    // Pin the verdict the pair has now.
    const CheckReport r = check_scene([&] {
      Scene probe = mini;
      probe.expect = {Expectation(std::string(a), std::string(b), false)};
      return probe;
    }());
    Expectation e(std::string(a), std::string(b),
                  !r.expectations.empty() && r.expectations[0].evaluated &&
                      r.expectations[0].actual.verdict == PairVerdict::intersects);
    e.description = "the verdict when exported";
    mini.expect.push_back(e);
  }
  mini.focus = SceneFocus{std::string(a), std::string(b), std::nullopt};
  if (scene.focus && ((scene.focus->a == a && scene.focus->b == b))) mini.focus = scene.focus;
  const SceneText text =
      scene_folder.empty() ? format_scene(mini) : format_scene(mini, scene_folder);
  if (text.error) {
    out.error = text.error->to_string();
    return out;
  }
  out.scene_text = text.text;

  const SceneObject &oa = scene.objects[*ia], &ob = scene.objects[*ib];
  // A pair in which an object moves gives each its motion and is run as `check` runs it (through
  // a SceneEvaluation of the two, at an expectation's `at_time`); any other is written as it was
  // before motion was the object's (its pair_test; an instant changes nothing that stands still).
  const bool moves = oa.motion.any() || ob.motion.any();
  const std::string stem = std::filesystem::path(std::string(origin)).stem().string();
  std::string& g = out.gtest_source;
  g += "// Exported by `collision-lab export` from " + std::string(origin) + ": the pair " +
       std::string(a) + " – " + std::string(b) +
       ".\n// Both shapes are rebuilt from their exact numbers (hex float literals); each test "
       "runs the\n// core's pair test in one precision and asserts the expected verdict and "
       "pinned numbers.\n";
  if (moves)
    g += "// Something in the pair moves: each test judges it as `check` does, over t in [0, 1] "
         "(time of\n// impact's verdict) or at its expectation's at_time.\n";
  // A kind registered at run time exists only in a program that registers it.
  const bool registered = std::holds_alternative<desc::Convex>(oa.desc) ||
                          std::holds_alternative<desc::Convex>(ob.desc);
  if (registered)
    g += "// A kind of this pair is not built in but registered at run time "
         "(collide::register_kind):"
         "\n// this test compiles against the core alone but runs only in a program that "
         "registers that\n// kind, under the same name and fields, before the tests run.\n";
  g += "#include <gtest/gtest.h>\n\n";
  g += "#include <algorithm>\n";
  if (moves) g += "#include <cstdint>\n";
  g += "#include <limits>\n#include <optional>\n";
  if (registered) g += "#include <stdexcept>\n";
  g += "#include <string>\n";
  if (registered) g += "#include <variant>\n";
  g += "\n#include <glm/geometric.hpp>\n";
  g += "\n"
       "#include <collision_lab/core/eval/pair_outcome.hpp>\n"
       "#include <collision_lab/core/eval/scene_check.hpp>\n"
       "#include <collision_lab/core/eval/scene_evaluation.hpp>\n";
  if (registered) g += "#include <collision_lab/core/scene/kind_descriptor.hpp>\n";
  g += "#include <collision_lab/core/scene/scene.hpp>\n\n";
  g += "namespace {\n\n";
  // Each object a constant, or for a registered kind a function making it (kA()).
  const auto object = [&](const SceneObject& o, const std::string& name) {
    g += "// " + cpp_string(o.id) + ", " + std::string(kind_name(o.desc)) + "\n";
    if (std::holds_alternative<desc::Convex>(o.desc))
      g += registered_desc_function(name, o.desc);
    else
      g += "const collide::ObjectDesc " + name + " = " + desc_code(o.desc) + ";\n";
    if (moves) g += "const collide::Motion " + name + "Motion = " + motion_code(o.motion) + ";\n";
  };
  object(oa, "kA");
  object(ob, "kB");
  const std::string ka = std::holds_alternative<desc::Convex>(oa.desc) ? "kA()" : "kA";
  const std::string kb = std::holds_alternative<desc::Convex>(ob.desc) ? "kB()" : "kB";
  g += "\n";
  g += "collide::SceneSettings settings() {\n  collide::SceneSettings s;\n";
  for (const auto& [name, value] : scene.settings.tolerances)
    g += "  s.tolerances[" + cpp_string(name) + "] = " + hex_literal(value) + ";\n";
  g += "  return s;\n}\n\n";
  if (moves)
    // As `check` judges a pair where something moves (scene_check.cpp's pair_outcome): the
    // evaluation's result, whose verdict for a pair it times is time of impact's over [0, 1],
    // with the time of impact added; at an expectation's instant, the scene posed there, still.
    g += "// The pair's scene: both objects with their motions (0: " + cpp_string(oa.id) +
         ", 1: " + cpp_string(ob.id) +
         "), the scene's tolerances.\ncollide::Scene scene() {\n  collide::Scene s;\n  "
         "s.settings = settings();\n  s.objects.emplace_back(" +
         cpp_string(oa.id) + ", \"\", std::nullopt, true, " + ka +
         ", \"\", kAMotion);\n  s.objects.emplace_back(" + cpp_string(ob.id) +
         ", \"\", std::nullopt, true, " + kb +
         ", \"\", kBMotion);\n  return s;\n}\n\n"
         "// What `check` judges of objects i and j (i first) in precision T: over the interval "
         "[0, 1]\n// (a pair with a motion its query shapes do not hold decided by time of "
         "impact), or at the\n// instant `at_time` with every object posed there, still; with the "
         "pair's time of impact.\ntemplate <class T>\ncollide::PairOutcome run(std::uint32_t i, "
         "std::uint32_t j, std::optional<double> at_time,\n                         "
         "collide::PairResult<T>& r) {\n  const collide::Scene s = scene();\n  "
         "collide::SceneEvaluation e;\n  if (at_time)\n    e.set_time(s, *at_time);\n  else\n "
         "   e.build(s);\n  r = e.evaluate<T>(i, j);\n  collide::PairOutcome o = "
         "collide::outcome(r, i, j, e.shape<T>(i), e.shape<T>(j));\n  if (const auto toi = "
         "e.time_of_impact<T>(i, j))\n"
         "    collide::add_motion(o, *toi, e.timed(i, j));\n  return o;\n}\n\n";
  else
    g += "// pair_test of (first, second) in precision T, with the scene's tolerances.\n"
         "template <class T>\ncollide::PairResult<T> run(const collide::ObjectDesc& first, const "
         "collide::ObjectDesc& second) {\n  return collide::pair_test(collide::to_shape<T>(first), "
         "collide::to_shape<T>(second),\n                            "
         "collide::scene_tolerances<T>(settings()));\n}\n\n"
         "// What `check` says of it (with the contact manifold, from the same shapes).\n"
         "template <class T>\ncollide::PairOutcome outcome_of(const collide::PairResult<T>& r, "
         "const collide::ObjectDesc& first,\n                                 const "
         "collide::ObjectDesc& second) {\n  return collide::outcome(r, 0, 1, "
         "collide::to_shape<T>(first), collide::to_shape<T>(second));\n}\n\n";
  const std::string suite = "Exported" + name_part(stem);
  for (std::size_t k = 0; k < mini.expect.size(); ++k) {
    const Expectation& e = mini.expect[k];
    const PrecisionChoice p = expectation_precision(e, mini.settings);
    for (const bool is_float : {true, false}) {
      if (p != PrecisionChoice::both && (p == PrecisionChoice::float32) != is_float) continue;
      const bool forward = e.a == a;
      g += "TEST(" + suite + ", " + name_part(e.a) + "Vs" + name_part(e.b) + "Expect" +
           std::to_string(k) + (is_float ? "Float" : "Double") + ") {\n";
      if (!e.description.empty()) g += "  // " + e.description + "\n";
      g += std::string("  using T = ") + (is_float ? "float" : "double") + ";\n";
      if (moves) {
        if (e.at_time) g += "  // At t = " + exact_number_text(*e.at_time) + " (at_time).\n";
        g += "  collide::PairResult<T> r;\n  const collide::PairOutcome o = run<T>(" +
             std::string(forward ? "0, 1, " : "1, 0, ") +
             (e.at_time ? "std::optional<double>(" + hex_literal(*e.at_time) + ")"
                        : std::string("std::nullopt")) +
             ", r);\n";
      } else {
        g += std::string("  const collide::PairResult<T> r = run<T>(") +
             (forward ? ka + ", " + kb : kb + ", " + ka) + ");\n";
        g += "  const collide::PairOutcome o = outcome_of<T>(r, " +
             (forward ? ka + ", " + kb : kb + ", " + ka) + ");\n";
      }
      g += asserts(e, is_float);
      g += "}\n\n";
    }
  }
  g += "}  // namespace\n";
  return out;
}

}  // namespace collide
