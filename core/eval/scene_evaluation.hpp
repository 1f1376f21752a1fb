#pragma once
// The one evaluation of a scene that `check` and the viewer read: the broadphase (an octree, and
// a second one in a scaled frame for what float cannot hold) and the summary (PairSummary: test,
// verdict, band flag) of every candidate pair's typed result, in the scene's precision and, on
// request, in the other one; the full result is computed on demand (evaluate).
//
// Candidate pairs. Each object's AABB (bounds_of) is padded by the widest contact band any pair
// test can use for it (broadphase_pad), so a pair the narrowphase would call touching is always a
// candidate. Then, by where the padded box fits:
// - tree: it fits in float (rounded outward): the float octree holds it;
// - far: finite in double but beyond float's range: a second octree, in a frame shifted and
//   scaled (by a power of two) so that they fit in float, each candidate confirmed in double;
// - everything: no box (a plane, or a non-finite box: an invalid shape): paired with all.
// A pair is a candidate when either object is `everything`, when both are `tree` and their
// float boxes overlap, or otherwise when their padded double boxes overlap. That rule depends on
// the two objects only, never on the history, so an incremental update and a build from scratch
// give the same pairs, and the same results bit for bit (pair_test is a pure function of the two
// shapes, taken in scene order: the object with the smaller index first).
//
// Objects are named by id across edits (indices shift when objects are added or removed); each
// id keeps an internal slot while it lives. update(scene, delta) re-evaluates only the pairs of
// the objects the delta names; an empty delta returns at once. Preconditions of update: the
// scene is the one last evaluated plus the changes the delta names, and an edit that changes the
// relative order of two objects names one of them (a plain add, remove or move never does).
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "../octree/octree.hpp"
#include "../queries/pair_test.hpp"
#include "../scene/scene.hpp"
#include "../scene/scene_delta.hpp"
#include "../time/time_of_impact.hpp"
#include "hashed_slots.hpp"
#include "posed_scene.hpp"

namespace collide {

// Where an object lives in the broadphase (see above).
enum class BroadphaseHome : std::uint8_t { tree, far, everything };

// The scene's tolerances for scalar T (unset names keep the core's defaults).
template <class T>
Tolerances<T> scene_tolerances(const SceneSettings& s);

// How much an object's box is widened so that no pair the narrowphase calls touching is missed.
// A test's band is contact · scale, where scale is made of the centres' offset |d|₁ and the two
// objects' sizes (planes aside, which pair with everything anyway), and the SAT widens by
// sat_parallel times the extents; with gap ≈ distance that gives gap <= 8·band·size per object
// (band = contact + sat_parallel; room included). Float shapes are rounded from the double
// description: 2·epsilon·reach (reach = Σ max(|min|, |max|)) covers that (epsilon 0 for double). A
// band of 1/8 or more gives infinity: the object pairs with everything.
double broadphase_pad(const Aabb<double>& box, double contact, double sat_parallel, double epsilon);

// What the evaluation keeps of a pair's result: what the pair list and the verdict marks show.
// The full result (evidence, numbers) is computed again, bit for bit the same, when a pair is
// explained, drawn or checked: SceneEvaluation::evaluate. Keeping only this costs 4 bytes a
// pair and precision instead of sizeof(PairResult<double>) = 1,216.
struct PairSummary {
  PairTest test = PairTest::unsupported;
  PairVerdict verdict = PairVerdict::unsupported;
  bool within_tolerance = false;
  // The verdict (and within_tolerance) is time of impact's, touch in [0, 1]: something in the
  // pair moves and its query shapes' test does not take that motion (pair_motion.hpp). `test` is
  // then the still test of its query shapes, whose evidence evaluate() gives at the pose.
  bool timed = false;
  friend bool operator==(const PairSummary&, const PairSummary&) = default;
};
template <class T>
PairSummary summary_of(const PairResult<T>& r) {
  return {r.test, r.verdict, r.within_tolerance};
}

class SceneEvaluation {
 public:
  // One candidate pair: scene indices (a < b, as of the last build or update) and its summary.
  // `f`/`d` point at the float/double summary, null when that precision was not computed; they
  // stay valid until the next build or update. The full result: evaluate<T>(a, b).
  struct PairView {
    std::uint32_t a = 0, b = 0;
    PairVerdict verdict = PairVerdict::unsupported;  // in the scene's precision
    const PairSummary* f = nullptr;
    const PairSummary* d = nullptr;
  };

  struct Counts {
    std::size_t candidates = 0;
    std::size_t intersecting = 0;
    std::size_t unsupported = 0;
    std::size_t invalid = 0;
    friend bool operator==(const Counts&, const Counts&) = default;
  };

  // Evaluates everything from scratch.
  void build(const Scene& scene);
  // Brings the evaluation up to date with the objects the delta names (a full build when it says
  // `everything`, when the settings differ from the last evaluated ones, or when ids are not
  // unique). An empty delta costs nothing.
  void update(const Scene& scene, const SceneDelta& delta);

  // What the evaluation decides, pair by pair (issue 37):
  // - the interval (the default; `check`, a scene as written): whether the pair touches at any
  //   t in [0, 1]. A pair where something moves is decided by time of impact (PairSummary::timed),
  //   a moving sphere's pair by its sweep test; still pairs by their test, as always.
  // - an instant t (set_time: the timeline's slider, an expectation's `at_time`): every object
  //   posed at t by its motion (posed()) and tested as it stands there, still: whether the pair
  //   touches at t. No pair is timed, and no moving sphere sweeps.
  // time_of_impact() answers over [0, 1] from the scene's own poses in both.
  // set_time poses and evaluates `scene` again now, at the instant t. From one instant to
  // another of the scene last evaluated, only what moves is elsewhere, so this is an update
  // naming the objects with a motion (their pairs evaluated again, their poses alone copied: bit
  // for bit a build at t, a few objects' cost when a few move); else a build. set_interval goes
  // back to the interval.
  void set_time(const Scene& scene, double t);
  void set_interval(const Scene& scene) {
    time_.reset();
    build(scene);
  }
  // What the next build evaluates, without evaluating now: an instant, or (nullopt) the
  // interval, as another scene opens.
  void set_time_of_next_build(std::optional<double> t) { time_ = t; }
  // The instant evaluated (0 for the interval, whose poses are the scene's own).
  double time() const { return time_.value_or(0); }
  bool at_instant() const { return time_.has_value(); }
  // The scene at time(), as the last build or update posed it: what every reader of the
  // evaluation's objects reads (descriptions, query shapes, bounds). Valid until the next build
  // or update, while the scene given to it lives; at t = 0 the scene's own descriptions.
  const PosedScene& posed() const { return posed_; }

  // Also compute every pair in the other precision (float for a double scene and vice versa).
  // Takes effect at the next build (call build, or update with `everything`).
  void set_both_precisions(bool on) { both_requested_ = on; }
  bool both_precisions() const { return both_; }
  Precision precision() const { return precision_; }

  std::size_t object_count() const { return slot_of_index_.size(); }
  const Counts& counts() const { return counts_; }

  // Every candidate pair, sorted by (a, b).
  std::vector<PairView> pairs() const;
  // Every candidate pair, in no particular order, without allocating: visit(const PairView&).
  template <class Visit>
  void for_each_pair(Visit&& visit) const {
    for (std::uint32_t r = 0; r < records_.size(); ++r)
      if (records_[r].live) visit(view(r));
  }
  // The candidate pairs of object i (its neighbours: what a frame that moved it redraws), in no
  // particular order: visit(const PairView&).
  template <class Visit>
  void for_each_pair_of(std::uint32_t i, Visit&& visit) const {
    const std::uint32_t s = slot_of_index_.at(i);
    for (std::uint32_t r = slots_[s].head; r != kNone; r = records_[r].next[side(r, s)])
      visit(view(r));
  }
  // The candidate pair of objects with indices i and j (either order), or nothing.
  std::optional<PairView> find(std::uint32_t i, std::uint32_t j) const;
  // The same by ids.
  std::optional<PairView> find(std::string_view id_i, std::string_view id_j) const;
  // The scene index of an id, or nothing.
  std::optional<std::uint32_t> index_of(std::string_view id) const;

  // pair_test of objects i and j in that order (i first), computed now from the stored shapes:
  // for a candidate pair in its stored order (i < j) bit for bit the result its summary came
  // from (pair_test is a pure function of the two shapes). For a timed pair (PairSummary::timed)
  // its verdict, within_tolerance and (invalid, unsupported) reason are time of impact's; its
  // evidence stays the still test's at the pose.
  template <class T>
  PairResult<T> evaluate(std::uint32_t i, std::uint32_t j) const;
  // Object i's query shape as evaluate<T> tests it (its contact manifold is made from it).
  template <class T>
  Shape<T> shape(std::uint32_t i) const;
  // The time of impact of objects i and j in that order (i is A) over [0, 1] from the scene's own
  // poses (at any instant), when either has a motion (nothing otherwise): the first contact time
  // `t` with its error bound `t_error`, the contact `point` and unit `normal` (from A towards B),
  // the verdict and its evidence (core/time/time_of_impact.hpp). Computed now, bit for bit what a
  // timed pair's summary came from; for a moving sphere's pair (not timed: its sweep test decides)
  // the same numbers for the reports.
  template <class T>
  std::optional<TimeOfImpact<T>> time_of_impact(std::uint32_t i, std::uint32_t j) const;
  // Whether the pair of objects i and j is timed (PairSummary::timed), candidate or not.
  bool timed(std::uint32_t i, std::uint32_t j) const {
    return slots_[slot_of_index_.at(i)].timed || slots_[slot_of_index_.at(j)].timed;
  }

  // The broadphase, made to be shown. The octree's ids are internal slots: index_of_slot maps
  // them to scene indices (nothing for a free slot).
  const Octree& octree() const { return tree_; }
  std::optional<std::uint32_t> index_of_slot(std::uint32_t slot) const;
  // The octree id (slot) of the object with scene index `index`, or nothing when out of range.
  std::optional<std::uint32_t> slot_of(std::uint32_t index) const;
  BroadphaseHome home_of(std::uint32_t index) const;

 private:
  static constexpr std::uint32_t kNone = HashedSlots::kNone;
  // 96 bytes. The float boxes are not kept: the tree's box is outward(box), recomputed where
  // needed (bit for bit the one inserted), and the far frame's box is only passed to its tree.
  // The slot's records are a list through the records themselves (no vector per object).
  struct Slot {
    std::string id;              // empty when free
    Aabb<double> box{};          // padded (tree, far)
    std::uint32_t head = kNone;  // the first of its records
    std::uint32_t index = 0;
    std::uint32_t list_pos = 0;  // position in far_ or everything_
    BroadphaseHome home = BroadphaseHome::everything;
    bool live = false;
    bool moves = false;  // its posed object has a motion
    bool timed = false;  // ... that its query shape does not hold: its pairs are timed
  };
  struct Record {
    std::uint32_t first = 0, second = 0;  // slots, in the order pair_test took them
    // The neighbours in the lists of first (side 0) and second (side 1): doubly linked, so that
    // dropping an object's records unlinks each from its partner's list in O(1), whatever the
    // partner's degree (a plane has every object as a partner). See append().
    std::uint32_t next[2] = {kNone, kNone}, prev[2] = {kNone, kNone};
    PairVerdict verdict = PairVerdict::unsupported;
    bool live = false;
    PairSummary f, d;  // each valid when that precision is computed
  };

  PairView view(std::uint32_t record) const;
  // Which side of record r slot s is (0: first, 1: second).
  int side(std::uint32_t r, std::uint32_t s) const { return records_[r].first == s ? 0 : 1; }
  static std::uint32_t id_hash(std::string_view id) {
    return HashedSlots::mix(std::hash<std::string_view>{}(id));
  }
  // The record of the pair of slots s and t, or kNone.
  std::uint32_t find_record(std::uint32_t s, std::uint32_t t) const;
  // Puts record r at the end of / takes it out of the list of its slot on side `sd`.
  void append(std::uint32_t r, int sd);
  void unlink(std::uint32_t r, int sd);
  static std::uint64_t key(std::uint32_t s, std::uint32_t t) {
    return s < t ? (std::uint64_t{s} << 32) | t : (std::uint64_t{t} << 32) | s;
  }
  void reset(const Scene& scene);
  bool float_computed() const { return precision_ == Precision::float32 || both_; }
  // The slot of an id, or kNone.
  std::uint32_t find_slot(std::string_view id) const;
  // The tree's box of a `tree` slot.
  Aabb<float> tree_box(std::uint32_t s) const;
  // Shape, box and home of slot s from the posed object at scene index `index` (does not touch
  // the broadphase).
  void describe(std::uint32_t s, std::uint32_t index);
  void add_to_list(std::uint32_t s);
  void remove_from_list(std::uint32_t s);
  void drop_records(std::uint32_t s);
  void add_record(std::uint32_t s, std::uint32_t t);
  // The summary of slots s and t in that order, in precision T (time of impact's for a timed
  // pair).
  template <class T>
  PairSummary summarise(std::uint32_t s, std::uint32_t t) const;
  template <class T>
  TimeOfImpact<T> slot_time_of_impact(std::uint32_t s, std::uint32_t t) const;
  // pair_test of the stored query shapes of objects i and j (evaluate before time of impact).
  template <class T>
  PairResult<T> still_result(std::uint32_t i, std::uint32_t j) const;
  void count(PairVerdict verdict, int sign);
  std::uint32_t new_slot();
  void free_slot(std::uint32_t s);
  // Calls out(t) for every slot t that forms a candidate pair with s (t != s, maybe repeated).
  template <class Out>
  void partners(std::uint32_t s, Out&& out) const;
  void build_far_tree();
  bool remap(const Scene& scene, std::vector<std::uint32_t>& added,
             std::vector<std::uint32_t>& removed);

  Precision precision_ = Precision::float64;
  bool both_requested_ = false, both_ = false;
  std::optional<double> time_;  // unset: the interval
  PosedScene posed_;
  SceneSettings settings_;
  Tolerances<float> tol_f_;
  Tolerances<double> tol_d_;
  // The scene's tolerances in precision T (tol_f_ or tol_d_).
  template <class T>
  const Tolerances<T>& tolerances() const {
    if constexpr (std::is_same_v<T, float>)
      return tol_f_;
    else
      return tol_d_;
  }
  double pad_contact_ = 0, pad_parallel_ = 0, pad_epsilon_ = 0;
  // Some pair may be timed (an object's motion is not its query shape's: not a moving sphere):
  // every box is also widened by motion_pad (pair_motion.hpp), with the distance_relative of
  // time of impact's ε in the scene's precision. Decided at build; an update that makes the
  // first such object, or removes the last one, builds again.
  bool motion_pads_ = false;
  double pad_toi_relative_ = 0;
  std::size_t moving_ = 0;  // live timed slots
  bool unique_ids_ = true;

  std::vector<Slot> slots_;
  std::vector<std::uint32_t> free_slots_;
  // By slot: the double shapes always, the float ones only when float is computed (evaluate<float>
  // otherwise rounds the double ones, as to_shape<float> does: the same bits).
  std::vector<Shape<float>> shapes_f_;
  std::vector<Shape<double>> shapes_d_;
  HashedSlots slot_of_id_;  // by id_hash; the ids are the slots'

  std::vector<std::uint32_t> slot_of_index_;

  Octree tree_;
  // Objects beyond float's range: an octree of their boxes in a frame where they fit in float
  // (x − far_origin_) · far_scale_, candidates confirmed in double (build_far_tree()).
  Octree far_tree_;
  Vec3<double> far_origin_{};
  double far_scale_ = 1;
  std::vector<std::uint32_t> far_, everything_;  // slots

  std::vector<Record> records_;
  std::vector<std::uint32_t> free_records_;
  HashedSlots record_of_pair_;  // by HashedSlots::mix(key(first, second))
  Counts counts_;
};

}  // namespace collide
