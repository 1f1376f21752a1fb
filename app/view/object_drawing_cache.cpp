#include "app/view/object_drawing_cache.hpp"

#include <algorithm>
#include <iterator>

namespace collide {

void ObjectDrawingCache::note_changes(const std::optional<std::vector<std::size_t>>& modified) {
  if (!modified) {
    stale_ = true;
    pending_.clear();
    return;
  }
  if (stale_) return;  // drawn anew anyway
  pending_.insert(pending_.end(), modified->begin(), modified->end());
  std::ranges::sort(pending_);
  pending_.erase(std::unique(pending_.begin(), pending_.end()), pending_.end());
  // Too many to draw apart: drawn anew, with all of them as plain objects.
  if (pending_.size() > kMaxApartObjects) {
    stale_ = true;
    pending_.clear();
  }
}

bool ObjectDrawingCache::prepare(const View& view, std::span<const std::size_t> special) {
  if (built_ && !stale_ && view == view_ && std::ranges::includes(apart_, special) &&
      std::ranges::includes(apart_, pending_)) {
    pending_.clear();
    return false;
  }
  apart_.clear();
  std::ranges::set_union(special, pending_, std::back_inserter(apart_));
  pending_.clear();
  stale_ = false;
  built_ = true;
  view_ = view;
  plain_.clear();
  return true;
}

}  // namespace collide
