#pragma once
// A big scene's plain objects as the last frame drew them (draw_objects, scene_drawing.hpp),
// kept while the view stays where it is: the occlusion pass over 300,000 objects costs about
// 90 ms a frame, and neither an idle frame nor a drag needs it again (issue #25: "the draw list
// is rebuilt for what changed").
//
// How it stays right: the objects that are special this frame (selected, the focused pair) and
// those modified since the plain part was drawn are drawn apart, every frame, and were left out
// of the plain part when it was drawn — so they hide nothing in it. (The object under the pointer
// stays in the plain part, which it has not moved in, and is drawn once more over it.) A box the
// plain part leaves out as hidden is hidden by plain boxes that have not moved since, so it is
// still hidden wherever the apart objects go. The plain part is drawn again when the view
// changes (camera, viewport, outlines, object count), when the scene changed wholesale, or when
// an object that is not yet apart becomes special or is modified (it then joins the apart ones,
// up to kMaxApartObjects; past that the apart ones are only the special ones).
// GL-free: a DrawList and indices.
#include <cstddef>
#include <optional>
#include <span>
#include <vector>

#include "render/camera.hpp"
#include "render/draw_list.hpp"

namespace collide {

inline constexpr std::size_t kMaxApartObjects = 256;

class ObjectDrawingCache {
 public:
  // What the plain part depends on besides the objects themselves.
  struct View {
    Camera camera;
    Viewport viewport;
    bool outlines = true;
    std::size_t object_count = 0;
    bool operator==(const View&) const = default;
  };

  // Objects modified in place since the last frame, by index into the scene; nothing: anything
  // may have changed (another scene, objects added, removed or reordered).
  void note_changes(const std::optional<std::vector<std::size_t>>& modified);

  // For draw_objects, once a frame: whether plain() must be drawn again (cleared, and without
  // the apart() objects) for `view` with these `special` objects (sorted, no repeats).
  bool prepare(const View& view, std::span<const std::size_t> special);
  // The objects drawn apart this frame: sorted, a superset of the special ones.
  const std::vector<std::size_t>& apart() const { return apart_; }
  DrawList& plain() { return plain_; }

 private:
  View view_;
  bool built_ = false;
  bool stale_ = true;                 // the scene changed wholesale since plain_ was drawn
  std::vector<std::size_t> pending_;  // modified since plain_ was drawn
  std::vector<std::size_t> apart_;
  DrawList plain_;
};

}  // namespace collide
