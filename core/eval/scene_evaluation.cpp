#include "core/eval/scene_evaluation.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/eval/pair_motion.hpp"
#include "core/octree/octree_alloc.hpp"

namespace collide {
namespace {

constexpr float kFloatMax = std::numeric_limits<float>::max();

// Float bounds that contain the double ones: each end rounded away from the box. False when an
// end does not fit in float.
bool outward(const Aabb<double>& d, Aabb<float>& f) {
  for (int i = 0; i < 3; ++i) {
    float lo = static_cast<float>(d.min[i]), hi = static_cast<float>(d.max[i]);
    if (static_cast<double>(lo) > d.min[i])
      lo = std::nextafter(lo, -std::numeric_limits<float>::infinity());
    if (static_cast<double>(hi) < d.max[i])
      hi = std::nextafter(hi, std::numeric_limits<float>::infinity());
    if (!std::isfinite(lo) || !std::isfinite(hi)) return false;
    f.min[i] = lo;
    f.max[i] = hi;
  }
  return true;
}

// The part of a double box inside float's range, as an outward float box (what a far object
// can overlap in the float tree, whose boxes all lie in that range). False when nothing is.
bool clamped_outward(const Aabb<double>& d, Aabb<float>& f) {
  Aabb<double> c;
  for (int i = 0; i < 3; ++i) {
    if (d.min[i] > kFloatMax || d.max[i] < -kFloatMax) return false;
    c.min[i] = std::max(d.min[i], -static_cast<double>(kFloatMax));
    c.max[i] = std::min(d.max[i], static_cast<double>(kFloatMax));
  }
  return outward(c, f);
}

// A double box in the far frame: (x − origin) · scale, scale a power of two (exact), each end
// stepped outward in double and then in float, so the float box contains the double one. With
// `clamp`, the part beyond float's range is cut off (the far tree's boxes all lie inside it, so
// overlap with them is kept); without, false when it does not fit.
bool to_frame(const Aabb<double>& d, const Vec3<double>& origin, double scale, bool clamp,
              Aabb<float>& f) {
  constexpr double inf = std::numeric_limits<double>::infinity();
  for (int i = 0; i < 3; ++i) {
    double lo = std::nextafter(d.min[i] - origin[i], -inf) * scale;
    double hi = std::nextafter(d.max[i] - origin[i], inf) * scale;
    if (clamp) {
      if (lo > kFloatMax || hi < -kFloatMax) return false;
      lo = std::max(lo, -static_cast<double>(kFloatMax));
      hi = std::min(hi, static_cast<double>(kFloatMax));
    }
    float flo = static_cast<float>(lo), fhi = static_cast<float>(hi);
    // One float step beyond the outward rounding: covers what the double steps could not
    // (results that underflowed).
    flo = std::nextafter(static_cast<double>(flo) > lo ? std::nextafter(flo, -HUGE_VALF) : flo,
                         -HUGE_VALF);
    fhi = std::nextafter(static_cast<double>(fhi) < hi ? std::nextafter(fhi, HUGE_VALF) : fhi,
                         HUGE_VALF);
    if (!std::isfinite(flo) || !std::isfinite(fhi)) {
      if (!clamp) return false;
      flo = std::max(flo, -kFloatMax);
      fhi = std::min(fhi, kFloatMax);
    }
    f.min[i] = flo;
    f.max[i] = fhi;
  }
  return true;
}

bool finite(const Aabb<double>& b) {
  for (int i = 0; i < 3; ++i)
    if (!std::isfinite(b.min[i]) || !std::isfinite(b.max[i]) || b.min[i] > b.max[i]) return false;
  return true;
}

// Closed boxes: touching overlaps.
bool overlaps(const Aabb<double>& a, const Aabb<double>& b) {
  return a.min.x <= b.max.x && b.min.x <= a.max.x && a.min.y <= b.max.y && b.min.y <= a.max.y &&
         a.min.z <= b.max.z && b.min.z <= a.max.z;
}

OctreeParams octree_params(const OctreeSettings& s) {
  OctreeParams p;
  p.split_threshold = static_cast<std::uint32_t>(std::max(1, s.split_threshold));
  p.max_depth = static_cast<std::uint32_t>(std::clamp<int>(s.max_depth, 0, kOctreeDepthLimit));
  p.min_cell_size =
      static_cast<float>(std::min<double>(s.min_cell_size, std::numeric_limits<float>::max()));
  p.looseness = s.looseness == 1 ? 1u : 2u;
  return validate(p).empty() ? p : OctreeParams{};
}

}  // namespace

template <class T>
Tolerances<T> scene_tolerances(const SceneSettings& s) {
  Tolerances<T> t;
  if (auto it = s.tolerances.find("contact"); it != s.tolerances.end())
    t.contact = static_cast<T>(it->second);
  if (auto it = s.tolerances.find("plane_thickness"); it != s.tolerances.end())
    t.plane_thickness = static_cast<T>(it->second);
  if (auto it = s.tolerances.find("sat_parallel"); it != s.tolerances.end())
    t.sat_parallel = static_cast<T>(it->second);
  // The scene's numbers are doubles: a float evaluation judges them rounded to float.
  if constexpr (sizeof(T) == sizeof(float)) t.input_rounding = std::ldexp(T(1), -24);
  return t;
}
template Tolerances<float> scene_tolerances<float>(const SceneSettings&);
template Tolerances<double> scene_tolerances<double>(const SceneSettings&);

double broadphase_pad(const Aabb<double>& box, double contact, double sat_parallel,
                      double epsilon) {
  double size = 0, reach = 0;
  for (int i = 0; i < 3; ++i) {
    size += box.max[i] - box.min[i];
    reach += std::max(std::abs(box.min[i]), std::abs(box.max[i]));
  }
  const double band = std::abs(contact) + std::abs(sat_parallel);
  // gap <= band · (|d|₁ + sizes) with |d|₁ <= 3·gap + sizes gives gap <= band·sizes / (1 − 3·band):
  // beyond band 1/8 that bound is too loose to prune, and the object pairs with everything.
  if (!(band < 0.125)) return std::numeric_limits<double>::infinity();
  return 8 * band * size / (1 - 3 * band) + 2 * epsilon * reach;
}

// ---- slots, lists and records ----

std::uint32_t SceneEvaluation::new_slot() {
  std::uint32_t s;
  if (!free_slots_.empty()) {
    s = free_slots_.back();
    free_slots_.pop_back();
  } else {
    s = static_cast<std::uint32_t>(slots_.size());
    slots_.emplace_back();
    if (float_computed()) shapes_f_.emplace_back();
    shapes_d_.emplace_back();
  }
  slots_[s].live = true;
  return s;
}

void SceneEvaluation::free_slot(std::uint32_t s) {
  Slot& slot = slots_[s];
  slot_of_id_.erase(id_hash(slot.id), s);
  slot.id.clear();
  slot.head = kNone;
  slot.live = false;
  if (slot.timed) --moving_;
  slot.moves = slot.timed = false;
  free_slots_.push_back(s);
}

void SceneEvaluation::describe(std::uint32_t s, std::uint32_t index) {
  Slot& slot = slots_[s];
  // At an instant every object is still where it is posed: its motion is not its shape's.
  static const Motion kStill;
  const ObjectDesc& d = posed_.desc(index);
  const Motion& m = at_instant() ? kStill : posed_.motion(index);
  shapes_d_[s] = to_shape<double>(d, m);
  if (float_computed()) shapes_f_[s] = round_to_float(shapes_d_[s]);
  if (slot.timed) --moving_;
  slot.moves = m.any();
  slot.timed = slot.moves && !query_shape_holds_motion(d, m);
  if (slot.timed) ++moving_;
  slot.home = BroadphaseHome::everything;
  std::optional<Aabb<double>> b = bounds_of(d, m);
  if (!b || !finite(*b)) return;
  double pad = broadphase_pad(*b, pad_contact_, pad_parallel_, pad_epsilon_);
  if (motion_pads_)
    pad += motion_pad(d, m, pad_toi_relative_,
                      precision_ == Precision::float32 ? std::numeric_limits<float>::epsilon()
                                                       : std::numeric_limits<double>::epsilon());
  Aabb<double> padded{b->min - Vec3<double>(pad), b->max + Vec3<double>(pad)};
  if (!finite(padded)) return;
  slot.box = padded;
  Aabb<float> f;
  slot.home = outward(padded, f) ? BroadphaseHome::tree : BroadphaseHome::far;
}

Aabb<float> SceneEvaluation::tree_box(std::uint32_t s) const {
  Aabb<float> f;
  outward(slots_[s].box, f);  // succeeds: that is what made the slot a `tree` one (describe)
  return f;
}

std::uint32_t SceneEvaluation::find_slot(std::string_view id) const {
  return slot_of_id_.find(id_hash(id), [&](std::uint32_t s) { return slots_[s].id == id; });
}

std::uint32_t SceneEvaluation::find_record(std::uint32_t s, std::uint32_t t) const {
  const std::uint64_t k = key(s, t);
  return record_of_pair_.find(HashedSlots::mix(k), [&](std::uint32_t r) {
    return key(records_[r].first, records_[r].second) == k;
  });
}

// A slot's list: forward through `next` from the head to kNone; `prev` backward, the head's
// `prev` being the tail (so appending is O(1) and a list keeps the order its records were added
// in: an object's partners in the order the broadphase gave them).
void SceneEvaluation::append(std::uint32_t r, int sd) {
  Record& rec = records_[r];
  const std::uint32_t s = sd == 0 ? rec.first : rec.second;
  const std::uint32_t h = slots_[s].head;
  rec.next[sd] = kNone;
  if (h == kNone) {
    slots_[s].head = r;
    rec.prev[sd] = r;
    return;
  }
  const std::uint32_t tail = records_[h].prev[side(h, s)];
  records_[tail].next[side(tail, s)] = r;
  rec.prev[sd] = tail;
  records_[h].prev[side(h, s)] = r;
}

void SceneEvaluation::unlink(std::uint32_t r, int sd) {
  const Record& rec = records_[r];
  const std::uint32_t s = sd == 0 ? rec.first : rec.second;
  const std::uint32_t p = rec.prev[sd], n = rec.next[sd], h = slots_[s].head;
  if (r == h) {
    slots_[s].head = n;
    if (n != kNone) records_[n].prev[side(n, s)] = p;  // the tail, unless r was alone
    return;
  }
  records_[p].next[side(p, s)] = n;
  if (n != kNone)
    records_[n].prev[side(n, s)] = p;
  else
    records_[h].prev[side(h, s)] = p;  // r was the tail
}

void SceneEvaluation::add_to_list(std::uint32_t s) {
  Slot& slot = slots_[s];
  if (slot.home == BroadphaseHome::tree) return;
  std::vector<std::uint32_t>& list = slot.home == BroadphaseHome::far ? far_ : everything_;
  slot.list_pos = static_cast<std::uint32_t>(list.size());
  list.push_back(s);
}

void SceneEvaluation::remove_from_list(std::uint32_t s) {
  Slot& slot = slots_[s];
  if (slot.home == BroadphaseHome::tree) return;  // (nothing for a new slot: see update)
  std::vector<std::uint32_t>& list = slot.home == BroadphaseHome::far ? far_ : everything_;
  const std::uint32_t last = list.back();
  list[slot.list_pos] = last;
  slots_[last].list_pos = slot.list_pos;
  list.pop_back();
}

void SceneEvaluation::count(PairVerdict verdict, int sign) {
  auto add = [sign](std::size_t& c) { c = sign > 0 ? c + 1 : c - 1; };
  add(counts_.candidates);
  if (verdict == PairVerdict::intersects) add(counts_.intersecting);
  if (verdict == PairVerdict::unsupported) add(counts_.unsupported);
  if (verdict == PairVerdict::invalid) add(counts_.invalid);
}

void SceneEvaluation::add_record(std::uint32_t s, std::uint32_t t) {
  if (slots_[t].index < slots_[s].index) std::swap(s, t);
  std::uint32_t r;
  if (!free_records_.empty()) {
    r = free_records_.back();
    free_records_.pop_back();
  } else {
    r = static_cast<std::uint32_t>(records_.size());
    records_.emplace_back();
  }
  Record& rec = records_[r];
  rec.first = s;
  rec.second = t;
  rec.live = true;
  // The full result lives only here: the record keeps its summary (evaluate() recomputes it).
  if (float_computed()) rec.f = summarise<float>(s, t);
  if (precision_ == Precision::float64 || both_) rec.d = summarise<double>(s, t);
  rec.verdict = precision_ == Precision::float32 ? rec.f.verdict : rec.d.verdict;
  count(rec.verdict, +1);
  append(r, 0);
  append(r, 1);
  const std::uint64_t k = key(s, t);
  record_of_pair_.insert(HashedSlots::mix(k), r, [&](std::uint32_t q) {
    return key(records_[q].first, records_[q].second) == k;
  });
}

template <class T>
TimeOfImpact<T> SceneEvaluation::slot_time_of_impact(std::uint32_t s, std::uint32_t t) const {
  const std::uint32_t i = slots_[s].index, j = slots_[t].index;
  ToiSettings<T> settings;
  settings.record_steps = false;  // the verdict and numbers only (the steps change neither)
  return collide::time_of_impact<T>(posed_.desc(i), posed_.motion(i), posed_.desc(j),
                                    posed_.motion(j), tolerances<T>(), settings);
}

template <class T>
PairSummary SceneEvaluation::summarise(std::uint32_t s, std::uint32_t t) const {
  const auto& shapes = [&]() -> const auto& {
    if constexpr (std::is_same_v<T, float>)
      return shapes_f_;
    else
      return shapes_d_;
  }
  ();
  if (!slots_[s].timed && !slots_[t].timed) {
    if constexpr (std::is_same_v<T, float>)
      return summary_of(pair_test(shapes[s], shapes[t], tol_f_));
    else
      return summary_of(pair_test(shapes[s], shapes[t], tol_d_));
  }
  const TimeOfImpact<T> r = slot_time_of_impact<T>(s, t);
  return {pair_cell(kind_of(shapes[s]), kind_of(shapes[t])).test, verdict_of(r), r.within_tolerance,
          true};
}

void SceneEvaluation::drop_records(std::uint32_t s) {
  for (std::uint32_t r = slots_[s].head; r != kNone;) {
    Record& rec = records_[r];
    const int mine = side(r, s);
    const std::uint32_t next = rec.next[mine];
    unlink(r, 1 - mine);  // from the partner's list; s's own list is dropped whole
    record_of_pair_.erase(HashedSlots::mix(key(rec.first, rec.second)), r);
    rec.live = false;
    counts_.candidates -= 1;
    if (rec.verdict == PairVerdict::intersects) counts_.intersecting -= 1;
    if (rec.verdict == PairVerdict::unsupported) counts_.unsupported -= 1;
    if (rec.verdict == PairVerdict::invalid) counts_.invalid -= 1;
    free_records_.push_back(r);
    r = next;
  }
  slots_[s].head = kNone;
}

template <class Out>
void SceneEvaluation::partners(std::uint32_t s, Out&& out) const {
  const Slot& slot = slots_[s];
  if (slot.home == BroadphaseHome::everything) {
    for (std::uint32_t t = 0; t < slots_.size(); ++t)
      if (t != s && slots_[t].live) out(t);
    return;
  }
  for (std::uint32_t t : everything_)
    out(t);
  if (!far_.empty()) {
    Aabb<float> f;
    if (to_frame(slot.box, far_origin_, far_scale_, true, f))
      for (std::uint32_t t : far_tree_.query(f))
        if (t != s && overlaps(slot.box, slots_[t].box)) out(t);
  }
  if (slot.home == BroadphaseHome::tree) {
    for (std::uint32_t t : tree_.query(tree_box(s)))
      if (t != s) out(t);
  } else {
    Aabb<float> f;
    if (clamped_outward(slot.box, f))
      for (std::uint32_t t : tree_.query(f))
        if (overlaps(slot.box, slots_[t].box)) out(t);
  }
}

// ---- build ----

void SceneEvaluation::reset(const Scene& scene) {
  precision_ = scene.settings.precision;
  both_ = both_requested_;
  settings_ = scene.settings;
  tol_f_ = scene_tolerances<float>(scene.settings);
  tol_d_ = scene_tolerances<double>(scene.settings);
  // The band of the precision the pairs are decided in (the other precision, when computed,
  // reads the same pairs).
  if (precision_ == Precision::float32) {
    pad_contact_ = tol_f_.contact;
    pad_parallel_ = tol_f_.sat_parallel;
    pad_epsilon_ = std::numeric_limits<float>::epsilon();
  } else {
    pad_contact_ = tol_d_.contact;
    pad_parallel_ = tol_d_.sat_parallel;
    pad_epsilon_ = 0;  // double shapes are what bounds_of bounds (it pads for its rounding)
  }
  pad_toi_relative_ = precision_ == Precision::float32
                          ? double(ToiSettings<float>{}.distance_relative)
                          : ToiSettings<double>{}.distance_relative;
  motion_pads_ = !at_instant() &&
                 std::any_of(scene.objects.begin(), scene.objects.end(), [](const SceneObject& o) {
                   return !query_shape_holds_motion(o.desc, o.motion);
                 });
  moving_ = 0;
  unique_ids_ = true;
  slots_.clear();
  free_slots_.clear();
  shapes_f_.clear();
  shapes_d_.clear();
  slot_of_id_.clear();
  slot_of_index_.clear();
  far_.clear();
  everything_.clear();
  records_.clear();
  free_records_.clear();
  record_of_pair_.clear();
  counts_ = {};
  tree_ = Octree(octree_params(scene.settings.octree));
  far_tree_ = Octree(octree_params(scene.settings.octree));
  far_origin_ = {};
  far_scale_ = 1;
}

// The far frame: centred on the far objects' bounds, scaled by a power of two so that they span
// about ±2¹⁰⁰ (well inside float). Only the tree's pruning depends on the frame; the pairs are
// decided in double, so any frame gives the same answer.
void SceneEvaluation::build_far_tree() {
  std::vector<OctreeEntry> entries;
  far_origin_ = {};
  far_scale_ = 1;
  if (!far_.empty()) {
    Aabb<double> all = slots_[far_.front()].box;
    for (std::uint32_t s : far_) {
      all.min = glm::min(all.min, slots_[s].box.min);
      all.max = glm::max(all.max, slots_[s].box.max);
    }
    far_origin_ = all.min * 0.5 + all.max * 0.5;
    double extent = 0;
    for (int i = 0; i < 3; ++i)
      extent = std::max({extent, all.max[i] - far_origin_[i], far_origin_[i] - all.min[i]});
    int e = 0;
    std::frexp(extent, &e);
    far_scale_ = extent > 0 ? std::ldexp(1.0, 100 - e) : 1.0;
    entries.reserve(far_.size());
    for (std::uint32_t s : far_) {
      Aabb<float> f;
      to_frame(slots_[s].box, far_origin_, far_scale_, false, f);
      entries.push_back({s, f});
    }
  }
  far_tree_.build(entries);
}

void SceneEvaluation::build(const Scene& scene) {
  reset(scene);
  posed_.pose(scene, time());
  const auto n = static_cast<std::uint32_t>(scene.objects.size());
  slots_.resize(n);
  shapes_f_.resize(float_computed() ? n : 0);
  shapes_d_.resize(n);
  slot_of_index_.resize(n);
  slot_of_id_.reserve(n);
  std::vector<OctreeEntry> entries;
  entries.reserve(n);
  for (std::uint32_t i = 0; i < n; ++i) {
    Slot& slot = slots_[i];
    slot.id = scene.objects[i].id;
    slot.index = i;
    slot.live = true;
    slot_of_index_[i] = i;
    unique_ids_ = slot_of_id_.insert(id_hash(slot.id), i, [&](std::uint32_t t) {
      return slots_[t].id == slot.id;
    }) && unique_ids_;
    describe(i, i);
    if (slot.home == BroadphaseHome::tree) entries.push_back({i, tree_box(i)});
  }
  // A box the octree refuses (it accepts every finite box) is paired with everything.
  for (const OctreeStatus& st : tree_.build(entries))
    if (st.id < n) slots_[st.id].home = BroadphaseHome::everything;
  // The tree is kept and updated from now on, not rebuilt: the scratch its build freed (28
  // bytes an object) would only stay resident while the results are stored.
  OctreeBlockCache::release();
  entries = {};  // the tree has its own copy: 28 bytes an object less while the pairs are added
  for (std::uint32_t i = 0; i < n; ++i)
    add_to_list(i);
  // The tree's pairs are counted first so that the results are stored at their final size:
  // growing a vector of results by doubling would copy them and hold both copies at once (1,000
  // coincident boxes: 499,500 results of 512 bytes).
  std::vector<std::pair<std::uint32_t, std::uint32_t>> tree_pairs;
  tree_.for_each_pair([&](std::uint32_t a, std::uint32_t b) { tree_pairs.emplace_back(a, b); });
  const std::size_t expected = tree_pairs.size() + everything_.size() * n;
  record_of_pair_.reserve(expected);
  records_.reserve(expected);
  for (const auto& [a, b] : tree_pairs)
    add_record(a, b);
  tree_pairs = {};

  // Far objects: against the tree (the part of their box inside float's range), then among
  // themselves through their own octree in a scaled frame, each pair confirmed in double.
  for (std::uint32_t s : far_) {
    Aabb<float> f;
    if (clamped_outward(slots_[s].box, f))
      for (std::uint32_t t : tree_.query(f))
        if (overlaps(slots_[s].box, slots_[t].box)) add_record(s, t);
  }
  build_far_tree();
  far_tree_.for_each_pair([&](std::uint32_t a, std::uint32_t b) {
    if (overlaps(slots_[a].box, slots_[b].box)) add_record(a, b);
  });

  // Objects without a box pair with every other object (once per pair of them).
  for (std::uint32_t u : everything_)
    for (std::uint32_t t = 0; t < n; ++t)
      if (t != u && !(slots_[t].home == BroadphaseHome::everything && t < u)) add_record(u, t);
}

// ---- update ----

bool SceneEvaluation::remap(const Scene& scene, std::vector<std::uint32_t>& added,
                            std::vector<std::uint32_t>& removed) {
  const auto n = static_cast<std::uint32_t>(scene.objects.size());
  std::vector<char> seen(slots_.size(), 0);
  slot_of_index_.assign(n, 0);
  for (std::uint32_t i = 0; i < n; ++i) {
    const std::string& id = scene.objects[i].id;
    const std::uint32_t found = find_slot(id);
    if (found != kNone) {
      if (seen[found]) return false;  // a repeated id
      seen[found] = 1;
      slots_[found].index = i;
      slot_of_index_[i] = found;
    } else {
      const std::uint32_t s = new_slot();
      seen.resize(slots_.size(), 0);
      seen[s] = 1;
      slots_[s].id = id;
      slots_[s].index = i;
      slot_of_id_.insert(id_hash(id), s, [&](std::uint32_t t) { return slots_[t].id == id; });
      slot_of_index_[i] = s;
      added.push_back(s);
    }
  }
  for (std::uint32_t s = 0; s < seen.size(); ++s)
    if (slots_[s].live && !seen[s]) removed.push_back(s);
  return true;
}

void SceneEvaluation::update(const Scene& scene, const SceneDelta& delta) {
  if (delta.empty()) return;
  if (delta.everything || !unique_ids_ || both_requested_ != both_ || scene.settings != settings_) {
    build(scene);
    return;
  }
  const auto n = static_cast<std::uint32_t>(scene.objects.size());
  std::vector<std::uint32_t> changed, added, removed;
  // Fast path (moves, resizes, kind changes): every named id is where it was.
  bool in_place = n == slot_of_index_.size();
  for (const std::string& id : delta.objects) {
    if (!in_place) break;
    const std::uint32_t s = find_slot(id);
    in_place = s != kNone && slots_[s].index < n && scene.objects[slots_[s].index].id == id;
    if (in_place) changed.push_back(s);
  }
  if (!in_place) {
    changed.clear();
    if (!remap(scene, added, removed)) {
      build(scene);
      return;
    }
    // The named ids still in the scene (a removed one is in slot_of_id_ until freed below).
    for (const std::string& id : delta.objects)
      if (const std::uint32_t s = find_slot(id);
          s != kNone && slots_[s].index < n && scene.objects[slots_[s].index].id == id)
        changed.push_back(s);
  }
  // The added objects are changed too (their ids are in the delta; taken here in any case).
  changed.insert(changed.end(), added.begin(), added.end());
  std::sort(changed.begin(), changed.end());
  changed.erase(std::unique(changed.begin(), changed.end()), changed.end());
  std::sort(added.begin(), added.end());
  // The first object to be timed, or the last to stop: every box's pad changes (motion_pads_).
  std::size_t moving = moving_;
  for (std::uint32_t s : removed)
    moving -= slots_[s].timed;
  for (std::uint32_t s : changed)
    moving = moving - slots_[s].timed +
             (!at_instant() && !query_shape_holds_motion(scene.objects[slots_[s].index].desc,
                                                         scene.objects[slots_[s].index].motion));
  if ((moving > 0) != motion_pads_) {
    build(scene);
    return;
  }
  // The objects at time(): the scene itself over the interval and at t = 0; at another instant
  // the copy kept up to date with the changed objects when they changed in place, else posed
  // whole.
  if (in_place) {
    std::vector<std::uint32_t> indices;
    indices.reserve(changed.size());
    for (std::uint32_t s : changed)
      indices.push_back(slots_[s].index);
    posed_.repose(scene, time(), indices);
  } else {
    posed_.pose(scene, time());
  }

  for (std::uint32_t s : removed) {
    drop_records(s);
    if (slots_[s].home == BroadphaseHome::tree) tree_.remove(s);
    if (slots_[s].home == BroadphaseHome::far) far_tree_.remove(s);
    remove_from_list(s);
    free_slot(s);
  }
  // Changed objects leave the broadphase, get their new box and go back in.
  bool rebuild_far = false;
  for (std::uint32_t s : changed) {
    const bool is_new = std::binary_search(added.begin(), added.end(), s);
    const BroadphaseHome old = is_new ? BroadphaseHome::everything : slots_[s].home;
    if (!is_new) {
      drop_records(s);
      remove_from_list(s);
      if (old == BroadphaseHome::far) far_tree_.remove(s);
    }
    describe(s, slots_[s].index);
    Slot& slot = slots_[s];
    const bool was_in_tree = old == BroadphaseHome::tree;
    if (slot.home == BroadphaseHome::tree) {
      const Aabb<float> f = tree_box(s);
      OctreeStatus st = was_in_tree ? tree_.update(s, f) : tree_.insert(s, f);
      if (!st.ok()) {
        if (was_in_tree) tree_.remove(s);
        slot.home = BroadphaseHome::everything;
      }
    } else if (was_in_tree) {
      tree_.remove(s);
    }
    if (slot.home == BroadphaseHome::far) {
      // Outside the far frame's float range: a new frame for all far objects (below).
      Aabb<float> f;
      rebuild_far = rebuild_far || !to_frame(slot.box, far_origin_, far_scale_, false, f) ||
                    !far_tree_.insert(s, f).ok();
    }
    add_to_list(s);
  }
  if (rebuild_far) build_far_tree();
  // Every broadphase entry is current: find the changed objects' pairs.
  for (std::uint32_t s : changed)
    partners(s, [&](std::uint32_t t) {
      if (find_record(s, t) == kNone) add_record(s, t);
    });
}

void SceneEvaluation::set_time(const Scene& scene, double t) {
  // From the interval to an instant every pair with a moving object changes how it is decided
  // (timed, or tested standing still): a build.
  const bool was_instant = at_instant();
  time_ = t;
  if (!was_instant || slot_of_index_.size() != scene.objects.size() || !posed_.of(scene)) {
    build(scene);
    return;
  }
  SceneDelta moving;
  for (const SceneObject& o : scene.objects)
    if (o.motion.any()) moving.objects.push_back(o.id);
  if (moving.empty())
    posed_.pose(scene, t);  // nothing moves: nothing to evaluate again, the scene itself
  else
    update(scene, moving);
}

// ---- readers ----

SceneEvaluation::PairView SceneEvaluation::view(std::uint32_t r) const {
  const Record& rec = records_[r];
  PairView v;
  v.a = slots_[rec.first].index;
  v.b = slots_[rec.second].index;
  v.verdict = rec.verdict;
  if (float_computed()) v.f = &rec.f;
  if (precision_ == Precision::float64 || both_) v.d = &rec.d;
  return v;
}

std::vector<SceneEvaluation::PairView> SceneEvaluation::pairs() const {
  std::vector<PairView> out;
  out.reserve(counts_.candidates);
  for_each_pair([&](const PairView& v) { out.push_back(v); });
  std::sort(out.begin(), out.end(), [](const PairView& x, const PairView& y) {
    return x.a != y.a ? x.a < y.a : x.b < y.b;
  });
  return out;
}

std::optional<SceneEvaluation::PairView> SceneEvaluation::find(std::uint32_t i,
                                                               std::uint32_t j) const {
  if (i >= slot_of_index_.size() || j >= slot_of_index_.size() || i == j) return std::nullopt;
  const std::uint32_t r = find_record(slot_of_index_[i], slot_of_index_[j]);
  if (r == kNone) return std::nullopt;
  return view(r);
}

std::optional<SceneEvaluation::PairView> SceneEvaluation::find(std::string_view id_i,
                                                               std::string_view id_j) const {
  std::optional<std::uint32_t> i = index_of(id_i), j = index_of(id_j);
  if (!i || !j) return std::nullopt;
  return find(*i, *j);
}

std::optional<std::uint32_t> SceneEvaluation::index_of(std::string_view id) const {
  const std::uint32_t s = find_slot(id);
  if (s == kNone) return std::nullopt;
  return slots_[s].index;
}

std::optional<std::uint32_t> SceneEvaluation::index_of_slot(std::uint32_t slot) const {
  if (slot >= slots_.size() || !slots_[slot].live) return std::nullopt;
  return slots_[slot].index;
}

std::optional<std::uint32_t> SceneEvaluation::slot_of(std::uint32_t index) const {
  if (index >= slot_of_index_.size()) return std::nullopt;
  return slot_of_index_[index];
}

BroadphaseHome SceneEvaluation::home_of(std::uint32_t index) const {
  return slots_[slot_of_index_.at(index)].home;
}

template <class T>
PairResult<T> SceneEvaluation::still_result(std::uint32_t i, std::uint32_t j) const {
  const std::uint32_t si = slot_of_index_.at(i), sj = slot_of_index_.at(j);
  if constexpr (std::is_same_v<T, float>) {
    if (!float_computed())
      return pair_test(round_to_float(shapes_d_[si]), round_to_float(shapes_d_[sj]), tol_f_);
    return pair_test(shapes_f_[si], shapes_f_[sj], tol_f_);
  } else
    return pair_test(shapes_d_[si], shapes_d_[sj], tol_d_);
}

template <class T>
PairResult<T> SceneEvaluation::evaluate(std::uint32_t i, std::uint32_t j) const {
  PairResult<T> r = still_result<T>(i, j);
  const std::uint32_t si = slot_of_index_.at(i), sj = slot_of_index_.at(j);
  if (slots_[si].timed || slots_[sj].timed) {
    const TimeOfImpact<T> toi = slot_time_of_impact<T>(si, sj);
    r.verdict = verdict_of(toi);
    r.within_tolerance = toi.within_tolerance;
    r.reason = reason_of(toi);
  }
  return r;
}
template PairResult<float> SceneEvaluation::evaluate<float>(std::uint32_t, std::uint32_t) const;
template PairResult<double> SceneEvaluation::evaluate<double>(std::uint32_t, std::uint32_t) const;

template <class T>
Shape<T> SceneEvaluation::shape(std::uint32_t i) const {
  const std::uint32_t s = slot_of_index_.at(i);
  if constexpr (std::is_same_v<T, float>)
    return float_computed() ? shapes_f_[s] : round_to_float(shapes_d_[s]);
  else
    return shapes_d_[s];
}
template Shape<float> SceneEvaluation::shape<float>(std::uint32_t) const;
template Shape<double> SceneEvaluation::shape<double>(std::uint32_t) const;

template <class T>
std::optional<TimeOfImpact<T>> SceneEvaluation::time_of_impact(std::uint32_t i,
                                                               std::uint32_t j) const {
  const SceneObject &a = posed_.source().objects.at(i), &b = posed_.source().objects.at(j);
  if (!a.motion.any() && !b.motion.any()) return std::nullopt;
  return collide::time_of_impact<T>(a.desc, a.motion, b.desc, b.motion, tolerances<T>());
}
template std::optional<TimeOfImpact<float>> SceneEvaluation::time_of_impact<float>(
    std::uint32_t, std::uint32_t) const;
template std::optional<TimeOfImpact<double>> SceneEvaluation::time_of_impact<double>(
    std::uint32_t, std::uint32_t) const;

}  // namespace collide
