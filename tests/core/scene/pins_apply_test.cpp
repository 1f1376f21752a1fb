// Which pins apply to a pair of kinds (pins_apply.hpp), for every pair of the ten kinds (a moving
// sphere counted apart), against a table written here by hand from the README's "Expectations";
// and the loader takes exactly those pins and refuses the others with the message that names
// what the pair takes.
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "core/scene/pins_apply.hpp"
#include "core/scene/scene_json.hpp"

namespace collide {
namespace {

struct Kind {
  const char* name;
  ObjectDesc desc;
  Motion motion = {};  // a moving sphere's velocity
  SceneObject object(const char* id) const {
    return SceneObject(id, "", std::nullopt, true, desc, "", motion);
  }
};

std::vector<Kind> kinds() {
  const Motion moving{Vec3<double>(1, 0, 0), std::nullopt};
  return {{"box", desc::Box{}},
          {"aabb", desc::Aabb{}},
          {"sphere", desc::Sphere{}},
          {"moving", desc::Sphere{}, moving},
          {"plane", desc::Plane{}},
          {"point", desc::Point{}},
          {"segment", desc::Segment{}},
          {"triangle", desc::Triangle{}},
          {"ellipsoid", desc::Ellipsoid{}},
          {"ray", desc::Ray{}},
          {"capsule", desc::Capsule{}},
          {"cylinder", desc::Cylinder{}},
          {"convex_hull", desc::ConvexHull{}}};
}

// The hand-written table: which names `axis` takes for the pair (by the kinds' names).
SatAxisFamily expected_family(std::string a, std::string b) {
  const auto boxy = [](const std::string& k) { return k == "box" || k == "aabb"; };
  if (a == "aabb" && b == "aabb") return SatAxisFamily::aabb_aabb;
  if (boxy(a) && boxy(b)) return SatAxisFamily::box_box;
  if ((boxy(a) && b == "triangle") || (a == "triangle" && boxy(b)))
    return SatAxisFamily::triangle_box;
  return SatAxisFamily::none;
}
bool either(const std::string& a, const std::string& b, std::initializer_list<const char*> ks) {
  for (const char* k : ks)
    if (a == k || b == k) return true;
  return false;
}
// Contacts: two solids (box, AABB, sphere, ellipsoid, capsule), or a solid and a plane or a
// triangle; a point, a segment, a ray or a moving sphere in the pair has none.
bool expected_contacts(const std::string& a, const std::string& b) {
  const auto surface = [](const std::string& k) { return k == "plane" || k == "triangle"; };
  return !either(a, b, {"point", "segment", "ray", "moving"}) && !(surface(a) && surface(b));
}

// The scene file of the two objects with one expectation `pin` (a JSON object merged into
// {"a": "a", "b": "b"}); what the loader says of it.
SceneLoad load_with(const Kind& a, const Kind& b, const nlohmann::json& pin) {
  Scene s;
  s.objects.push_back(a.object("a"));
  s.objects.push_back(b.object("b"));
  const SceneText text = format_scene(s);
  EXPECT_FALSE(text.error);
  nlohmann::json j = nlohmann::json::parse(text.text);
  nlohmann::json e = {{"a", "a"}, {"b", "b"}};
  e.update(pin);
  j["expect"] = nlohmann::json::array({e});
  return parse_scene(j.dump());
}

// Accepted, or refused with `message` (the text before any "(found ...)").
void expect_load(const SceneLoad& l, bool accepted, const std::string& message,
                 const std::string& what) {
  if (accepted) {
    EXPECT_TRUE(l.ok()) << what << ": " << (l.ok() ? "" : l.error->to_string());
    return;
  }
  ASSERT_FALSE(l.ok()) << what;
  EXPECT_EQ(l.error->message.substr(0, message.size()), message) << what;
}

TEST(PinsApply, TheRuleIsTheTableForEveryPairOfKinds) {
  for (const Kind& a : kinds())
    for (const Kind& b : kinds()) {
      SCOPED_TRACE(std::string(a.name) + " – " + b.name);
      const PinsThatApply p = pins_that_apply(a.object("a"), b.object("b"));
      EXPECT_EQ(p.side, either(a.name, b.name, {"plane"}));
      const auto boxy = [](const std::string& k) { return k == "box" || k == "aabb"; };
      EXPECT_EQ(p.separating_axis, boxy(a.name) && boxy(b.name));
      EXPECT_EQ(p.contact_time, either(a.name, b.name, {"moving"}));
      EXPECT_EQ(p.toi, either(a.name, b.name, {"moving", "ray"}));
      EXPECT_EQ(p.axis, expected_family(a.name, b.name));
      EXPECT_EQ(p.contacts, expected_contacts(a.name, b.name));
      EXPECT_EQ(toi_applies(a.object("a"), b.object("b")), p.toi);
    }
}

TEST(PinsApply, TheLoaderTakesWhatAppliesAndNamesWhatThePairTakes) {
  // Names of each family, and one of none.
  const std::vector<std::pair<std::string, SatAxisFamily>> names = {
      {"A0", SatAxisFamily::box_box},         {"A2xB1", SatAxisFamily::box_box},
      {"x", SatAxisFamily::aabb_aabb},        {"z", SatAxisFamily::aabb_aabb},
      {"u1", SatAxisFamily::triangle_box},    {"n", SatAxisFamily::triangle_box},
      {"e2xu0", SatAxisFamily::triangle_box}, {"bogus", SatAxisFamily::none}};
  // The loader's words for each family (as it wrote them before the rule had one place).
  const auto refusal = [](SatAxisFamily f) -> std::string {
    switch (f) {
      case SatAxisFamily::box_box:
        return "expected an axis name A0..A2, B0..B2 or A0xB0..A2xB2";
      case SatAxisFamily::aabb_aabb:
        return "expected x, y or z (two AABBs)";
      case SatAxisFamily::triangle_box:
        return "expected u0..u2, n or e0xu0..e2xu2 (a triangle and a box)";
      case SatAxisFamily::none:
        break;
    }
    return "a separating axis applies only to two boxes or a triangle and a box";
  };
  for (const Kind& a : kinds())
    for (const Kind& b : kinds()) {
      const std::string pair = std::string(a.name) + " – " + b.name;
      const SatAxisFamily family = expected_family(a.name, b.name);
      for (const auto& [name, of] : names) {
        const bool takes = family != SatAxisFamily::none && of == family;
        expect_load(load_with(a, b, {{"verdict", "disjoint"}, {"axis", name}}), takes,
                    refusal(family), pair + " axis " + name);
        EXPECT_EQ(axis_applies(name, a.desc, b.desc), takes) << pair << " " << name;
      }
      const nlohmann::json toi = {{"value", 0.5}, {"tolerance", 0.0}};
      expect_load(load_with(a, b, {{"verdict", "intersects"}, {"toi", toi}}),
                  either(a.name, b.name, {"moving", "ray"}),
                  "a time of impact applies only to a pair where something moves or a ray",
                  pair + " toi");
      expect_load(load_with(a, b, {{"verdict", "disjoint"}, {"side", "front"}}),
                  either(a.name, b.name, {"plane"}), "a side applies only to a pair with a plane",
                  pair + " side");
      expect_load(load_with(a, b, {{"verdict", "disjoint"}, {"contact_time", 0.5}}),
                  either(a.name, b.name, {"moving"}),
                  "a contact time applies only to a pair with a moving sphere",
                  pair + " contact_time");
      const nlohmann::json contacts = {{"count", 1}};
      expect_load(load_with(a, b, {{"verdict", "intersects"}, {"contacts", contacts}}),
                  expected_contacts(a.name, b.name), "contacts apply only to two solids",
                  pair + " contacts");
      const bool boxes = expected_family(a.name, b.name) == SatAxisFamily::box_box ||
                         expected_family(a.name, b.name) == SatAxisFamily::aabb_aabb;
      expect_load(load_with(a, b, {{"verdict", "disjoint"}, {"separating_axis", "B2"}}), boxes,
                  "a separating axis applies only to two boxes", pair + " separating_axis");
    }
}

}  // namespace
}  // namespace collide
