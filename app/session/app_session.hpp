#pragma once
// The app's one model, below the panels and the 3D view: the document (and its history), the
// evaluation in both precisions with the focused pair and its why rows (LiveEvidence), the
// selection and the Pairs panel's rows. update() takes the document's delta once a frame and
// brings all of it up to date in one place, the rows incrementally (a drag rewrites the rows of
// the pairs it touched). Panels and the view read it and never own any of it; what they change
// goes through it (edits through the document, focus and selection here). GL- and ImGui-free.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "app/document/document.hpp"
#include "app/session/live_evidence.hpp"
#include "app/session/modified_objects.hpp"
#include "app/session/object_marks.hpp"
#include "app/session/pair_rows.hpp"
#include "app/session/selection.hpp"

namespace collide {

class AppSession {
 public:
  explicit AppSession(Scene scene = {}, bool both_precisions = true);
  AppSession(const AppSession&) = delete;
  AppSession& operator=(const AppSession&) = delete;

  Document& document() { return doc_; }
  const Document& document() const { return doc_; }
  const Scene& scene() const { return doc_.scene(); }
  Selection& selection() { return selection_; }
  const Selection& selection() const { return selection_; }
  LiveEvidence& evidence() { return evidence_; }
  const LiveEvidence& evidence() const { return evidence_; }
  const SceneEvaluation& evaluation() const { return evidence_.live().evaluation(); }
  // The scene as the view shows it: the evaluation's posed scene (core/eval/posed_scene.hpp),
  // every object where its motion puts it at the evaluation's time. At t = 0 (nothing sets
  // another t yet) it is the document's scene itself. Drawing, picking, framing, marks and the
  // measuring tool read it; edits change the document's scene (the pose at t = 0).
  const Scene& posed_scene() const {
    const PosedScene& p = evaluation().posed();
    return p.copied() ? p.scene() : doc_.scene();
  }
  const PairRowTable& pair_rows() const { return rows_; }
  // Each object's verdict-mark anchor and validity (object_marks.hpp).
  const std::vector<ObjectMark>& object_marks() const { return marks_.marks(); }

  // Brings everything up to date with the document: the evaluation from its delta, the
  // selection (ids no longer in the scene dropped), the focused pair's result and rows, and the
  // pair rows. Once a frame, after input and before anything reads the session; cheap when
  // nothing changed. Returns whether anything did. After another scene was opened
  // (Document::scenes_opened), nothing of the last one's selection or focus stays: the new
  // scene's own "focus", if any, is taken.
  bool update();
  // Evaluates and shows the scene at time t of its interval [0, 1] (posed_scene): the
  // evaluation, the focused pair, the marks and the rows — of the moving objects only, since
  // nothing else is elsewhere at another time. 0 unless set (the timeline sets it); another scene
  // opens at 0. Call after update().
  void set_time(double t);
  double time() const { return evaluation().time(); }
  // Whether any object of the scene has a motion (the timeline is shown only then).
  bool anything_moves() const { return moves_; }
  // The objects the updates since the last take changed, for the view's cache of a big scene's
  // drawing (app/view/object_drawing_cache.hpp): by index when they were only modified in place,
  // nothing when anything may have changed.
  std::optional<std::vector<std::size_t>> take_object_changes();

  // The document's file as another program rewrote it (`scene`, read from document().path()):
  // a new history, and the selection, the focused pair and its SAT axis kept by id (those whose
  // objects are gone are dropped at the next update). The camera is the view's: untouched.
  void reload_document(Scene scene);

  // A pair chosen (the Pairs panel, a pin): it becomes the focused pair and the selection (its
  // two objects, `a` primary). Scene indices; out of range is ignored. The scene's focus changes
  // by an undoable edit ("Focus a – b", which alone is no unsaved change: History::modified);
  // an undo or redo of it focuses the pair it gives back at the next update().
  void focus_pair(std::size_t a, std::size_t b);
  // The focused pair's scene indices, if both of its objects exist.
  std::optional<std::pair<std::size_t, std::size_t>> focused_pair() const {
    return evidence_.focus_indices();
  }
  // The selected objects' scene indices, in selection order (from the evaluation's id index:
  // no pass over the scene).
  std::vector<std::size_t> selected_indices() const;

 private:
  // anything_moves() after the objects `modified` (by index; nothing: anything) changed.
  void note_motion(const std::optional<std::vector<std::size_t>>& modified);
  // The pair rows, the marks and the view's object changes after the objects `modified` did.
  void refresh_readers(const std::optional<std::vector<std::size_t>>& modified);

  Document doc_;
  std::uint64_t scenes_opened_ = 0;  // the document's count as of the last update
  ModifiedObjects modified_;         // which indices each delta modified, for the readers below
  // What take_object_changes() gives (nothing: anything may have changed).
  std::optional<std::vector<std::size_t>> object_changes_;
  Selection selection_;
  LiveEvidence evidence_;
  PairRowTable rows_;
  ObjectMarkTable marks_;
  bool moves_ = false;  // anything_moves(), kept up to date by update()
};

}  // namespace collide
