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

// The kind's name in scene files ("box", "sphere", ...): its core descriptor's, which the scene
// reader and writer use.
std::string_view json_name(const KindRow& row);
// Every Add-menu entry, in the menu's order (the table's, each row's entries in turn).
std::vector<const AddEntry*> add_entries();

}  // namespace collide
