// One pair's JSON in both of check's forms, against the text written out by hand: the report's
// (evidence beside the verdict, non-finite numbers null) and the detailed one of --all and
// --explain (the verdict's details, the evidence nested, non-finite numbers named).
#include "core/eval/pair_json.hpp"

#include <gtest/gtest.h>

#include <limits>

#include <nlohmann/json.hpp>

namespace collide {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNan = std::numeric_limits<double>::quiet_NaN();

Scene two_objects() {
  Scene s;
  s.objects.push_back({"first", "", std::nullopt, true, desc::Sphere{}});
  s.objects.push_back({"second", "", std::nullopt, true, desc::Plane{}});
  return s;
}

// Named from the scene's objects in the outcome's order (b before a here), with every optional
// part set and numbers of each kind.
PairOutcome full_outcome() {
  PairOutcome o;
  o.a = 1;
  o.b = 0;
  o.test = PairTest::sphere_sphere;
  o.verdict = PairVerdict::disjoint;
  o.reason = "why";
  o.side = "front";
  o.separating_axis = "A0";
  o.contact_time = kInf;
  o.evidence = {{"center_distance", kNan},
                {"closest", Vec3<double>(1.5, kInf, -kInf)},
                {"form", std::string("sphere")}};
  return o;
}

TEST(PairJson, TheReportPutsTheEvidenceBesideTheVerdictAndNonFiniteNumbersAsNull) {
  EXPECT_EQ(pair_json(two_objects(), full_outcome(), PairJsonForm::report).dump(),
            R"({"a":"second","b":"first","test":"sphere-sphere","verdict":"disjoint",)"
            R"("within_tolerance":false,"reason":"why","center_distance":null,)"
            R"("closest":[1.5,null,null],"form":"sphere"})");
}

TEST(PairJson, TheDetailedFormAddsTheVerdictsDetailsAndNestsTheEvidence) {
  EXPECT_EQ(pair_json(two_objects(), full_outcome(), PairJsonForm::detailed).dump(),
            R"({"a":"second","b":"first","test":"sphere-sphere","verdict":"disjoint",)"
            R"("within_tolerance":false,"reason":"why","side":"front","separating_axis":"A0",)"
            R"("contact_time":"inf","evidence":{"center_distance":"nan",)"
            R"("closest":[1.5,"inf","-inf"],"form":"sphere"}})");
}

TEST(PairJson, OptionalPartsLeftOutWhenUnset) {
  PairOutcome o;
  o.a = 0;
  o.b = 1;
  o.test = PairTest::sphere_sphere;
  o.verdict = PairVerdict::intersects;
  o.within_tolerance = true;
  const std::string head =
      R"({"a":"first","b":"second","test":"sphere-sphere","verdict":"intersects",)"
      R"("within_tolerance":true)";
  EXPECT_EQ(pair_json(two_objects(), o, PairJsonForm::report).dump(), head + "}");
  EXPECT_EQ(pair_json(two_objects(), o, PairJsonForm::detailed).dump(),
            head + R"(,"evidence":{}})");
}

TEST(PairJson, NumbersNameWhatJsonCannotWrite) {
  EXPECT_EQ(json_number(-0.25).dump(), "-0.25");
  EXPECT_EQ(json_number(kNan).dump(), R"("nan")");
  EXPECT_EQ(json_number(kInf).dump(), R"("inf")");
  EXPECT_EQ(json_number(-kInf).dump(), R"("-inf")");
}

}  // namespace
}  // namespace collide
