#pragma once
// The viewer's evidence: its LiveEvidence (the one evaluation and the focused pair), the Pairs
// panel (clicking a pair focuses it) and the why panel of the focused pair, whose controls (SAT
// axis, all 15, time scrubber) change the style the 3D evidence is drawn with. Nothing is
// computed here: everything is read from the evaluation.
//
// Behind a pointer so the viewer does not include the core's evaluation headers (and stays
// small: selection and gizmos are wired there too).
#include <cstdint>
#include <memory>
#include <vector>

#include "app/document/document.hpp"
#include "app/session/selection.hpp"
#include "app/view/frame.hpp"
#include "app/visualize/octree_options.hpp"

namespace collide {

class LiveEvidence;

class EvidencePanels {
 public:
  EvidencePanels();
  ~EvidencePanels();
  EvidencePanels(const EvidencePanels&) = delete;
  EvidencePanels& operator=(const EvidencePanels&) = delete;

  // Once per frame, after the frame's edits: updates the evaluation from the document's delta
  // and draws the Pairs and why panels. A pair clicked in the Pairs panel becomes the focused
  // pair and the selection (its two objects). Needs an ImGui frame.
  void frame(Document& doc, Selection& selection);
  // The frame's draw list (build_frame) with the focused pair's evidence, when there is one,
  // after bringing the evaluation up to date with edits made since frame() (a dialog's).
  void build(DrawList& out, Document& doc, const Camera& camera, const Viewport& viewport,
             ViewOptions view);

  // The Octree panel (app/panels/octree_panel.hpp) over the same evaluation, for the objects
  // `selected` (scene indices); `open` is the View menu's flag. Needs an ImGui frame.
  void octree_panel(Document& doc, bool* open, OctreeDrawOptions& options,
                    const std::vector<std::size_t>& selected);

  LiveEvidence& evidence();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace collide
