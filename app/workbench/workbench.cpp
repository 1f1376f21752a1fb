#include "app/workbench/workbench.hpp"

#include <algorithm>
#include <cmath>
#include <span>
#include <string_view>
#include <utility>
#include <variant>

#include <imgui.h>

#include "app/document/lesson_edits.hpp"
#include "app/panels/timeline_bar.hpp"
#include "app/view/frame.hpp"
#include "app/view/lecture_numbers.hpp"
#include "app/view/lesson_choices_drawing.hpp"
#include "app/view/saved_camera.hpp"
#include "app/view/scene_view.hpp"
#include "app/view/view_framing.hpp"
#include "app/visualize/visualizer.hpp"
#include "app/workbench/panel_table.hpp"
#include "core/shapes/shape.hpp"

namespace collide {

Workbench::Workbench(Scene scene) : session(std::move(scene)) {
  router.set_edit(&edit);
  edit.frame_whole_scene = [this] { frame_whole_scene(); };
  edit.shown_scene = [this]() -> const Scene& { return session.posed_scene(); };
}

namespace {

// Every line and point of `list` `scale` times as wide and every label's numbers at lecture
// precision (presentation mode: read from the back of a room). The list has no mutable access to
// its layers, so it is rebuilt.
void for_lecture(DrawList& list, float scale) {
  DrawList thick;
  thick.background_top = list.background_top;
  thick.background_bottom = list.background_bottom;
  for (Layer layer : {Layer::scene, Layer::evidence, Layer::overlay}) {
    const DrawLayer& l = list.layer(layer);
    for (DrawLine line : l.lines) {
      line.width_px *= scale;
      line.dash_px *= scale;
      thick.line(layer, line);
    }
    for (DrawPoint p : l.points) {
      p.size_px *= scale;
      thick.point(layer, p);
    }
    for (const DrawTriangle& t : l.triangles)
      thick.triangle(layer, t);
    for (const auto& kind : l.solids)
      for (const DrawSolid& s : kind)
        thick.solid(layer, s);
    for (DrawLabel label : l.labels) {
      label.text = lecture_numbers(label.text);
      thick.label(layer, label);
    }
  }
  list = std::move(thick);
}

bool same_camera(const Camera& a, const Camera& b) {
  return a.target == b.target && a.distance == b.distance && a.yaw == b.yaw && a.pitch == b.pitch &&
         a.fov_y == b.fov_y;
}

}  // namespace

void Workbench::set_presentation(bool on) {
  if (on == presentation()) return;
  if (on) {
    saved_layout_ = SavedLayout{settings.panels_shown,
                                settings.panels_collapsed,
                                settings.panel_weights,
                                settings.dock,
                                settings.font_size,
                                settings.show_stats,
                                camera,
                                framed_camera_,
                                framed_for_,
                                viewport};
    // The Why panel, and the lesson and the octree drawing as they were; no editing panel.
    for (const PanelSpec& p : panel_table()) {
      const std::string_view key = p.key;
      const bool keep = key == "lesson" || key == "octree";
      settings.panels_shown[p.key] = key == "why" || (keep && panel_shown(settings, p));
    }
    settings.panels_collapsed["why"] = false;
    settings.font_size = kPresentationFontSize;
    settings.show_stats = false;
    presentation_from_ = viewport;
  } else {
    SavedLayout& saved = *saved_layout_;
    settings.panels_shown = std::move(saved.panels_shown);
    settings.panels_collapsed = std::move(saved.panels_collapsed);
    settings.panel_weights = std::move(saved.panel_weights);
    settings.dock = saved.dock;
    settings.font_size = saved.font_size;
    settings.show_stats = saved.show_stats;
    camera = saved.camera;
    framed_camera_ = saved.framed_camera;
    framed_for_ = saved.framed_for;
    viewport = saved.viewport;
    saved_layout_.reset();
    presentation_from_.reset();
  }
}

void Workbench::keep_camera_for_presentation() {
  if (!presentation_from_ || viewport.width <= 0 || viewport.height <= 0) return;
  const Viewport before = *presentation_from_;
  presentation_from_.reset();
  // An automatic framing is framed again for the new size (draw_panels' `resized`).
  if (framed_camera_ && same_camera(camera, *framed_camera_)) return;
  // The person's camera: with the same vertical field of view, a narrower view shows less
  // across; backed off by the ratio of the aspects, what was seen at the target's depth stays.
  if (before.width > 0 && before.height > 0 && viewport.aspect() < before.aspect())
    camera.distance *= double(before.aspect()) / double(viewport.aspect());
}

bool Workbench::window_key(KeyAction action) {
  if (action == KeyAction::lesson_next) return scene_view.lesson.next();
  if (action == KeyAction::lesson_back) return scene_view.lesson.back();
  if (action != KeyAction::presentation) return false;
  set_presentation(!presentation());
  return true;
}

namespace {

// The unit normal of objects[i] when it is a plane.
std::optional<glm::dvec3> plane_normal(const Scene& scene, std::size_t i) {
  if (i >= scene.objects.size()) return std::nullopt;
  const Shape<double> shape = to_shape<double>(scene.objects[i]);
  if (const auto* plane = std::get_if<Plane<double>>(&shape)) return glm::dvec3(plane->n);
  return std::nullopt;
}

// The framing points of the objects at `indices` alone (hidden ones too: they were chosen).
std::vector<glm::dvec3> framing_points_of(const Scene& scene,
                                          std::span<const std::size_t> indices) {
  Scene some;
  for (const std::size_t i : indices)
    if (i < scene.objects.size()) {
      some.objects.push_back(scene.objects[i]);
      some.objects.back().visible = true;
    }
  return framing_points(some);
}

}  // namespace

std::optional<std::string> Workbench::apply_camera_preset(CameraPreset preset) {
  session.update();
  const Scene& scene = session.posed_scene();
  const std::vector<std::size_t> selected = session.selected_indices();
  const auto& focused = session.evidence().focused();
  std::optional<glm::dvec3> across;
  if (preset == CameraPreset::edge_on_plane) {
    for (auto i = selected.rbegin(); i != selected.rend() && !across; ++i)  // the primary first
      across = plane_normal(scene, *i);
    if (!across && focused) across = plane_normal(scene, focused->a);
    if (!across && focused) across = plane_normal(scene, focused->b);
    if (!across) return "Edge-on: select a plane (or focus a pair with one) first";
  } else if (preset == CameraPreset::across_sat_axis) {
    if (focused) across = shown_sat_direction(*focused, session.evidence().style());
    if (!across) return "Across the SAT axis: focus a pair of boxes (or a triangle and a box)";
  }
  const auto direction = preset_direction(preset, forward_direction(camera), across);
  if (!direction) return std::nullopt;
  std::vector<glm::dvec3> points;
  float margin = kViewFramingMargin;
  if (!selected.empty() || focused) {
    const std::size_t pair[] = {focused ? focused->a : 0, focused ? focused->b : 0};
    points = selected.empty() ? framing_points_of(scene, pair) : framing_points_of(scene, selected);
    margin = kPresetPairMargin;  // room around them for their evidence (a SAT ruler, labels)
  } else {
    OctreeDrawOptions octree = settings.octree;
    octree.shown = octree_shown();
    points = view_framing_points(scene, &session.evaluation(), octree);
  }
  camera = camera_looking_along(camera, viewport, *direction, points, margin);
  framed_camera_.reset();  // the person's choice: kept when the view's size changes
  return std::nullopt;
}

void Workbench::show_lesson_step() {
  LessonPlayer& lesson = scene_view.lesson;
  if (!lesson.active()) return;
  LessonStepView step = lesson.view();
  Document& doc = session.document();
  Edit objects = step_objects_edit(doc.scene(), step.scene,
                                   "Lesson step " + std::to_string(lesson.step() + 1));
  if (!objects.objects.empty()) doc.apply(std::move(objects));
  session.update();
  // Exactly the step's views; the rest off.
  const bool octree = step.on(LessonView::octree);
  // The octree view is its panel (whose switch "draw the octree" is on once a scene opens).
  settings.panels_shown["octree"] = octree;
  if (saved_layout_) saved_layout_->panels_shown["octree"] = octree;
  if (octree) settings.octree.shown = true;
  settings.octree.trace = step.on(LessonView::query_trace);
  LiveEvidence& evidence = session.evidence();
  if (step.focus)
    evidence.focus(*step.focus);
  else
    evidence.clear_focus();
  evidence.style().sat_axis = -1;  // the focus's axis, when the step names one
  evidence.style().sat_all_axes = step.on(LessonView::all_sat_axes);
  evidence.style().gjk_iteration = step.gjk_step;
  // The manifold only where the step names it: a lesson about another test stays uncluttered.
  evidence.style().contacts = step.on(LessonView::contacts);
  evidence.style().contact_step = step.contact_step;
  evidence.style_changed();
  Selection& selection = session.selection();
  selection.clear();
  for (const std::string& id : step.highlight)
    selection.add(id);
  // The camera once the view has a size (initial_camera fits the zoom range to it), after any
  // framing of the scene just opened.
  step_camera_ = step.scene.camera ? std::optional<Scene>(std::move(step.scene)) : std::nullopt;
  session.update();
}

LessonStep Workbench::recorded_step() const {
  LessonStep s;
  s.camera = to_scene_camera(camera);
  const LiveEvidence& evidence = session.evidence();
  s.focus = evidence.scene_focus();
  if (octree_shown()) {
    s.views.push_back(LessonView::octree);
    if (settings.octree.trace) s.views.push_back(LessonView::query_trace);
  }
  if (s.focus && evidence.style().sat_all_axes) s.views.push_back(LessonView::all_sat_axes);
  if (s.focus && evidence.style().contacts) s.views.push_back(LessonView::contacts);
  if (s.focus && evidence.style().gjk_iteration >= 0)
    s.evidence.gjk_step = evidence.style().gjk_iteration;
  if (s.focus && evidence.style().contacts && evidence.style().contact_step >= 0)
    s.evidence.contact_step = evidence.style().contact_step;
  s.highlight = session.selection().ids();
  s.set = session.scene().objects;
  return s;
}

void Workbench::record_lesson_step() {
  LessonAuthoring& a = scene_view.authoring;
  if (a.record == RecordStep::none) return;
  const RecordStep record = std::exchange(a.record, RecordStep::none);
  LessonPlayer& lesson = scene_view.lesson;
  Document& doc = session.document();
  const std::size_t n = doc.scene().steps.size();
  const bool here = lesson.active() && lesson.plays_document();
  LessonStep step = recorded_step();
  Edit e;
  std::size_t at = 0;
  if (record == RecordStep::add) {
    at = here ? std::min(lesson.step() + 1, n) : n;
    e = add_lesson_step(doc.scene(), at, std::move(step));
  } else {
    if (!here) return;
    at = lesson.step();
    const LessonStep& now = doc.scene().steps.at(at);
    step.text = now.text;
    step.question = now.question;
    step.expect = now.expect;
    if (!step.evidence.gjk_step && !step.evidence.contact_step) step.evidence = now.evidence;
    e = replace_lesson_step(doc.scene(), at, std::move(step),
                            "Record step " + std::to_string(at + 1) + " again");
  }
  lesson.go_to_after_edit(at);
  if (auto why = doc.apply(std::move(e))) panel_out.message = *why;
  settings.panels_shown["lesson"] = true;  // the steps being made are in view
}

void Workbench::place_step_camera() {
  if (!step_camera_ || viewport.width <= 0 || viewport.height <= 0) return;
  camera = initial_camera(*step_camera_, viewport);
  framed_camera_.reset();
  step_camera_.reset();
}

bool Workbench::octree_shown() const {
  const auto octree = std::ranges::find_if(
      panel_table(), [](const PanelSpec& p) { return std::string_view(p.key) == "octree"; });
  return panel_shown(settings, *octree) && settings.octree.shown;
}

void Workbench::frame_whole_scene() {
  OctreeDrawOptions octree = settings.octree;
  octree.shown = octree_shown();
  session.update();
  frame_view(camera, viewport,
             view_framing_points(session.posed_scene(), &session.evaluation(), octree));
  framed_camera_ = camera;
  framed_for_ = viewport;
}

void Workbench::start_scene_view() {
  scene_seen_ = session.document().scenes_opened();
  scene_view = SceneViewState{};
  edit.measure_tool().clear();  // its ends are the last scene's objects, held by id
  for (const PanelSpec& p : panel_table())
    if (p.per_scene) {
      settings.panels_shown[p.key] = false;
      if (saved_layout_) saved_layout_->panels_shown[p.key] = false;  // not back after F5
    }
  // The octree drawing's choices (its filters, the query trace) were the last scene's.
  settings.octree = Settings{}.octree;
  start_lesson();
  frame_pending = true;
}

void Workbench::start_lesson() {
  // A lesson opens its Lesson panel and, once the view is sized, its first step.
  lesson_started_ = true;
  scene_view.lesson.start(session.scene());
  if (scene_view.lesson.active()) {
    settings.panels_shown["lesson"] = true;
    if (saved_layout_) saved_layout_->panels_shown["lesson"] = true;
  }
}

std::vector<std::string> Workbench::draw_panels(const Rect& work, float text_scale,
                                                float pixels_per_point) {
  session.update();  // a scene opened by the menus this frame is the one the panels show
  if (session.document().scenes_opened() != scene_seen_) start_scene_view();
  if (!lesson_started_) start_lesson();       // the scene the viewer started with
  scene_view.lesson.follow(session.scene());  // an undo or redo of a step's edit since
  // An object clicked in the view answers the step's question when a choice names it.
  if (const auto& click = edit.controller().last_click(); click.count != click_seen_) {
    click_seen_ = click.count;
    if (click.id) scene_view.lesson.choose_object(*click.id);
  }
  // A step entered (Next, Back, a key, a button last frame), reset, or a lesson opened: its
  // views before the panels draw, so the panels it opens are drawn from this frame on.
  if (scene_view.lesson.take_pending()) show_lesson_step();
  std::vector<std::string> refused;
  panel_out = PanelOutput{};
  scene_view.lesson.hovered_choice = -1;  // the Lesson panel says which, if it is drawn
  PanelContext context{session, edit, settings, scene_view, presentation()};
  Rect view = panels_.draw(work, text_scale, context, panel_out,
                           presentation() ? kPresentationColumnsShare : 1.0f);
  // Every change goes through the document's history (undo, the unsaved marker).
  for (Edit& e : panel_out.edits)
    if (auto why = session.document().apply(std::move(e))) refused.push_back(std::move(*why));
  record_lesson_step();
  // The steps as authoring left them (the panel's edits, an undo or redo from the menus).
  scene_view.lesson.follow(session.scene());
  if (panel_out.message) refused.push_back(*panel_out.message);

  // The timeline's bar under the view, in a scene where something moves.
  if (timeline_shown()) {
    const float h = timeline_bar_height(ImGui::GetFontSize(), ImGui::GetStyle());
    if (view.h > 2 * h) {
      view.h -= h;
      timeline_bar({view.x, view.bottom()}, {view.w, h}, scene_view.timeline,
                   first_contact(session.evidence()));
    }
  }
  const float px = pixels_per_point;
  view_origin = {int(std::lround(view.x * px)), int(std::lround(view.y * px))};
  viewport = {std::max(int(std::lround(view.w * px)), 0),
              std::max(int(std::lround(view.h * px)), 0)};
  const bool sized = viewport.width > 0 && viewport.height > 0;
  keep_camera_for_presentation();
  // The panels settle over the first frames (and a dock resized changes the view): a view not
  // moved since it was framed is framed again for its new size, so nothing is cut off.
  const bool resized =
      framed_camera_ && same_camera(camera, *framed_camera_) &&
      (viewport.width != framed_for_.width || viewport.height != framed_for_.height);
  if ((frame_pending || resized) && sized) {
    camera = initial_camera(session.posed_scene(), viewport);
    framed_camera_.reset();
    if (!session.scene().camera) frame_whole_scene();  // the file's own view is kept
    framed_for_ = viewport;
    if (session.scene().camera) framed_camera_ = camera;
    frame_pending = false;
    // A lesson opened (or framed again): the view is its step's, when the step names one.
    if (scene_view.lesson.active() && !step_camera_)
      if (Scene step = scene_view.lesson.view().scene; step.camera) step_camera_ = std::move(step);
  }
  if (panel_out.frame_scene) frame_whole_scene();
  place_step_camera();
  // A step the panels moved to this frame (Back, Next, Reset step, a step-through).
  if (scene_view.lesson.take_pending()) {
    show_lesson_step();
    place_step_camera();
  }
  return refused;
}

void Workbench::advance_timeline(double seconds) {
  advance(scene_view.timeline, seconds);
}

void Workbench::apply_timeline() {
  if (!timeline_shown()) scene_view.timeline = TimelineState{};
  if (scene_view.timeline.time != session.time()) session.set_time(scene_view.timeline.time);
}

void Workbench::build_view(DrawList& out) {
  session.update();  // edits made by the panels and dialogs this frame
  apply_timeline();
  const auto changes = session.take_object_changes();
  objects_cache_.note_changes(changes);
  marks_cache_.note_changes(changes);
  const Scene& scene = session.posed_scene();  // where the objects are at the evaluation's time
  ViewOptions view;
  view.objects_cache = &objects_cache_;
  view.highlighted = edit.highlighted(panel_out.hovered);
  view.outlines = settings.outlines && draw_outlines(draw, scene);
  view.grid = settings.grid;
  view.axes = settings.axes;
  view.octree = settings.octree;
  view.octree.shown = octree_shown();
  view.selected = session.selected_indices();
  view.evaluation = &session.evaluation();
  const LiveEvidence& ev = session.evidence();
  // A lesson's question not yet answered: no evidence that gives the answer away (the focused
  // pair's, the query trace), and its axis and cell choices drawn where they are.
  LessonPlayer& lesson = scene_view.lesson;
  const bool awaiting = lesson.awaiting_answer();
  if (awaiting) view.octree.trace = false;
  if (const auto& focused = ev.focused(); focused && !awaiting) {
    view.focus = FrameFocus{focused->a, focused->b, ev.style()};
    build_frame(out, scene, camera, viewport, view, *focused);
  } else {
    build_frame(out, scene, camera, viewport, view);
  }
  // The selection and the focused pair keep their marks in a big scene, however small.
  std::vector<std::size_t> always = view.selected;
  if (view.focus) always.insert(always.end(), {view.focus->a, view.focus->b});
  marks_cache_.draw(out, scene, session.pair_rows(), session.object_marks(), camera, viewport,
                    always);
  if (lesson.active() && lesson.current().question)
    draw_lesson_choices(out, lesson.choices(session.scene()), lesson.hovered_choice,
                        lesson.chosen(), lesson.current().question->answer);
  edit.draw_gizmo(out);        // Layer::overlay: never hidden by the scene
  edit.draw_measurement(out);  // the measuring tool's segment and length
  if (presentation()) for_lecture(out, kPresentationLineScale);
}

}  // namespace collide
