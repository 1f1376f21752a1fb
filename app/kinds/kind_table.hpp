#pragma once
// The table of scene kinds: a row (kind.hpp) for each alternative of ObjectDesc, in its order.
// Code that does something per kind looks the row up here instead of visiting the variant.
#include <span>
#include <string_view>
#include <vector>

#include "app/kinds/kind.hpp"

namespace collide {

// kind_table()[i] is the row of ObjectDesc's alternative i.
std::span<const KindRow* const> kind_table();
const KindRow& kind_of(const ObjectDesc& d);

// The kind's name in scene files ("box", "sphere", ...): core's kind_name, which the scene
// reader and writer use.
std::string_view json_name(const KindRow& row);
// Every Add-menu entry, in the menu's order (the table's, each row's entries in turn).
std::vector<const AddEntry*> add_entries();

// Bit-for-bit equality of two descriptions, field by field (two NaNs with the same bits are
// equal; 0.0 and −0.0 are not): what "undo gives back exactly the same object" means.
bool same_bits(const ObjectDesc& a, const ObjectDesc& b);

}  // namespace collide
