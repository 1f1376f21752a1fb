#pragma once
// The one path by which a scene changes: edits applied, undone and redone in order, with
// gestures (a drag, a slider scrub) merged into one entry, and the position the file was saved
// at. Every change bumps the scene's version and is added to a SceneDelta that waits for a
// reader (the scene evaluation) to take it.
#include <cstddef>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "app/document/edit.hpp"

namespace collide {

class History {
 public:
  // Applies `edit` to `scene`: one new entry (the redo tail is dropped), or, inside a gesture,
  // part of the gesture's entry. Returns the reason when it was refused (nothing changed). An
  // edit that changes nothing (a value set to itself) is accepted and makes no entry.
  std::optional<std::string> apply(Scene& scene, Edit edit);
  // Step back or forward one entry; false when there is none or a gesture is under way (end or
  // cancel it first: undoing under a drag would pull the scene from under the gizmo).
  bool undo(Scene& scene);
  bool redo(Scene& scene);
  bool can_undo() const { return !gesture_ && position_ > 0; }
  bool can_redo() const { return !gesture_ && position_ < entries_.size(); }
  // The labels of the entries undo and redo would step over ("Move Box A"), empty when none.
  std::string undo_label() const;
  std::string redo_label() const;

  // A gesture merges the edits applied until end_gesture into one entry labelled `label` (empty:
  // the first edit's label). False (and nothing starts) while another gesture is under way.
  bool begin_gesture(std::string label);
  // Ends the gesture: one entry, or none if it changed nothing.
  void end_gesture();
  // Reverts every edit of the gesture, exactly, and leaves no entry (Esc during a drag).
  void cancel_gesture(Scene& scene);
  bool in_gesture() const { return gesture_.has_value(); }

  // Unsaved changes: the position differs from the one last saved by an entry that changes
  // more than the focus and is not a lesson step's objects (Edit::lesson_step), or a gesture
  // has changed something. Once the saved position is dropped
  // with a redo tail, only a save clears it.
  bool modified() const;
  void mark_saved();
  // Forgets every entry (a new file): the current state counts as saved.
  void clear();

  // What changed since the last take, for readers that update derived state incrementally.
  SceneDelta take_delta();
  // Something changed that no object list describes (a new scene): rebuild everything.
  void note_everything() { everything_ = true; }

  std::size_t size() const { return entries_.size(); }
  // Every entry, oldest first; entries()[0, position()) are applied (a history panel lists them).
  const std::vector<Edit>& entries() const { return entries_; }
  std::size_t position() const { return position_; }

 private:
  struct Gesture {
    std::string label;
    Edit edit;  // the gesture's edits so far, merged
    bool changed = false;
  };
  void changed(Scene& scene, const Edit& edit);
  void push(Edit edit);

  std::vector<Edit> entries_;
  std::size_t position_ = 0;              // entries_[0, position_) are applied
  std::optional<std::size_t> saved_ = 0;  // unset: the saved state is no longer in the history
  std::optional<Gesture> gesture_;
  std::set<std::string> delta_ids_;
  bool everything_ = false;
};

}  // namespace collide
