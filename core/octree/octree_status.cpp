#include "core/octree/octree_status.hpp"

namespace collide {

std::string describe(const OctreeStatus& status) {
  std::string id = "id " + std::to_string(status.id) + ": ";
  switch (status.error) {
    case OctreeError::none:
      return id + "ok";
    case OctreeError::invalid_box:
      return id + "box rejected (" + std::string(describe(status.problem)) + ")";
    case OctreeError::duplicate_id:
      return id + "already in the octree";
    case OctreeError::unknown_id:
      return id + "not in the octree";
    case OctreeError::reserved_id:
      return id + "reserved (0xFFFFFFFF cannot be an id)";
  }
  return id + "unknown error";
}

}  // namespace collide
