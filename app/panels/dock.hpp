#pragma once
// Where a panel lives in the workbench's docked layout (app/workbench/dock_layout.hpp).
#include <cstdint>

namespace collide {

enum class Dock : std::uint8_t { left, right, bottom };
inline constexpr int kDockCount = 3;

}  // namespace collide
