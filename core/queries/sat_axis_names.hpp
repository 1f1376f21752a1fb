#pragma once
// The names of the separating-axis tests' axes, as scene files, `check` and the viewer spell them:
// one encoder and one parser per family, beside the tests whose axis order they name.
//   box–box (obb_sat.hpp, 0..14)          A0..A2, B0..B2 (faces), A0xB0..A2xB2 (edge crosses),
//                                         named from the caller's a and b
//   AABB–AABB (box_queries.hpp, 0..2)     x, y, z
//   triangle–box (triangle_box_sat.hpp)   u0..u2 (box faces), n (the triangle's normal),
//                                         e0xu0..e2xu2 (edge crosses); the same for either order
// A name is plain ASCII; the viewer's labels write the cross as × (axis_label).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace collide {

// Which test's axes a name belongs to (none: the pair has no named axes).
enum class SatAxisFamily : std::uint8_t { none, box_box, aabb_aabb, triangle_box };

// Box–box axis `index` (the test's order) named from the caller's a and b. `swapped`: the test
// took (b, a), so its A is our b: its face axes are our B's, and its edge Aᵢ×Bⱼ is our Aⱼ×Bᵢ up
// to sign (which does not change the axis). "?" for an index out of 0..14.
std::string box_axis_name(int index, bool swapped = false);
// The inverse: the test's index for a name given from the caller's a and b, or nothing.
std::optional<int> parse_box_axis(std::string_view name, bool swapped = false);
// What a person types for a box–box axis (`render --axis`): the test's index 0..14, or a name
// whose cross may be written × ("A0×B1"). Nothing when it is neither.
std::optional<int> parse_box_axis_text(std::string_view text, bool swapped = false);

// AABB–AABB axis 0..2: "x", "y", "z" ("?" out of range); and back.
std::string aabb_axis_name(int index);
std::optional<int> parse_aabb_axis(std::string_view name);

// Triangle–box axis 0..12: "u0".."u2", "n", "e0xu0".."e2xu2" ("?" out of range); and back.
std::string triangle_box_axis_name(int index);
std::optional<int> parse_triangle_box_axis(std::string_view name);

// A name of `family` (named from the caller's a and b), or nothing; nothing for `none`.
std::optional<int> parse_axis(SatAxisFamily family, std::string_view name, bool swapped = false);

// The names a family takes, for a message: "an axis name A0..A2, B0..B2 or A0xB0..A2xB2",
// "x, y or z (two AABBs)", "u0..u2, n or e0xu0..e2xu2 (a triangle and a box)"; "" for none.
std::string_view axis_names_text(SatAxisFamily family);

// A name as the viewer shows it, the cross written × : "A0xB1" → "A0×B1", "e2xu0" → "e2×u0".
std::string axis_label(std::string_view name);

}  // namespace collide
