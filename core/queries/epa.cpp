#include "core/queries/epa.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include <glm/geometric.hpp>

namespace collide {

std::string_view name_of(EpaStop s) {
  constexpr std::string_view names[] = {"converged", "flat", "no_progress", "degenerate",
                                        "iteration_cap"};
  return names[static_cast<std::size_t>(s)];
}

namespace epa_detail {
namespace {

template <class T>
class Polytope {
 public:
  Polytope(const gjk_detail::LocalPair<T>& pair, T band, EpaResult<T>& r)
      : pair_(pair), band_(band), r_(r) {}

  MinkowskiPoint<T> support(const Vec3<T>& d) const { return gjk_detail::support_point(pair_, d); }

  // Completes GJK's simplex to a tetrahedron with volume; false when A − B is flat.
  bool complete(const std::array<MinkowskiPoint<T>, 4>& simplex, int n) {
    auto& v = r_.vertices;
    v.assign(simplex.begin(), simplex.begin() + n);
    if (v.size() == 1) {
      // Any other point: try the six axis directions.
      for (int k = 0; k < 6 && v.size() == 1; ++k) {
        Vec3<T> d(0);
        d[k / 2] = k % 2 ? T(-1) : T(1);
        const MinkowskiPoint<T> p = support(d);
        if (glm::length(p.w - v[0].w) > band_) v.push_back(p);
      }
      if (v.size() == 1) return false;
    }
    if (v.size() == 2) {
      // Off the line: six directions around it, 60° apart.
      const Vec3<T> e = glm::normalize(v[1].w - v[0].w);
      const Vec3<T> ae = glm::abs(e);
      const Vec3<T> axis = ae.x <= ae.y && ae.x <= ae.z ? Vec3<T>(1, 0, 0)
                           : ae.y <= ae.z               ? Vec3<T>(0, 1, 0)
                                                        : Vec3<T>(0, 0, 1);
      const Vec3<T> u = glm::normalize(glm::cross(e, axis)), w = glm::cross(e, u);
      for (int k = 0; k < 6 && v.size() == 2; ++k) {
        const T angle = T(k) * T(M_PI / 3);
        const MinkowskiPoint<T> p = support(u * std::cos(angle) + w * std::sin(angle));
        const Vec3<T> off = p.w - v[0].w;
        if (glm::length(off - e * glm::dot(off, e)) > band_) v.push_back(p);
      }
      if (v.size() == 2) return false;
    }
    if (v.size() == 3) {
      const Vec3<T> n = glm::cross(v[1].w - v[0].w, v[2].w - v[0].w);
      const T nl = glm::length(n);
      if (!(nl > 0)) return false;
      for (const Vec3<T>& d : {n / nl, -n / nl}) {
        const MinkowskiPoint<T> p = support(d);
        if (std::abs(glm::dot(p.w - v[0].w, d)) > band_) {
          v.push_back(p);
          break;
        }
      }
      if (v.size() == 3) {
        r_.normal = n / nl;  // A − B lies in this plane
        return false;
      }
    }
    inside_ = (v[0].w + v[1].w + v[2].w + v[3].w) * T(0.25);
    constexpr int faces[4][3] = {{0, 1, 2}, {0, 3, 1}, {0, 2, 3}, {1, 3, 2}};
    for (const auto& f : faces)
      if (!add_face(f[0], f[1], f[2])) return false;
    return true;
  }

  // The face i, j, k, turned to face away from the inside point (unless `turn` is false: a fan
  // from the horizon keeps the removed faces' order, which is the surface's); false when it has
  // no area.
  bool add_face(int i, int j, int k, bool turn = true) {
    const auto& v = r_.vertices;
    Vec3<T> n = glm::cross(v[j].w - v[i].w, v[k].w - v[i].w);
    const T nl = glm::length(n);
    if (!(nl > 0) || !std::isfinite(nl)) return false;
    n /= nl;
    if (turn && glm::dot(n, v[i].w - inside_) < 0) {
      std::swap(j, k);
      n = -n;
    }
    r_.faces.push_back({{i, j, k}, n, glm::dot(n, v[i].w)});
    return true;
  }

  std::size_t nearest() const {
    std::size_t best = 0;
    for (std::size_t f = 1; f < r_.faces.size(); ++f)
      if (r_.faces[f].distance < r_.faces[best].distance) best = f;
    return best;
  }

  // Adds p: removes the faces it sees and fans it to their horizon. False when a new face has
  // no area, or when the faces p sees do not form one disc around the nearest face (`seed`).
  //
  // Which faces p sees is decided face by face (n·(p − v) > 0), and where A − B is flat or
  // nearly so (an ellipsoid 1e15 wide against a small shape is a disc in local units) rounding
  // makes those decisions disagree: a seen face beside an unseen one that should be seen. Fanning
  // every seen face's free edges to p then makes faces that overlap, the polytope is no longer
  // a surface, and its faces multiply each step (53 vertices, 19,306 faces: seconds to minutes
  // per pair in float). So only the seen faces connected to the nearest one are removed, and
  // their boundary must be one loop; a polytope whose surface is a sphere keeps F = 2V − 4.
  bool expand(const MinkowskiPoint<T>& p, std::size_t seed) {
    auto& v = r_.vertices;
    auto& faces = r_.faces;
    const int index = static_cast<int>(v.size());
    v.push_back(p);
    auto sees = [&](std::size_t f) {
      return glm::dot(faces[f].normal, p.w - v[faces[f].v[0]].w) > 0;
    };
    // The face across the directed edge i → j: the one holding j → i. The seen region is a few
    // faces, so a scan per edge costs less than indexing every edge each step.
    auto twin = [&](int i, int j) -> std::size_t {
      for (std::size_t f = 0; f < faces.size(); ++f)
        for (int e = 0; e < 3; ++e)
          if (faces[f].v[e] == j && faces[f].v[(e + 1) % 3] == i) return f;
      return faces.size();
    };
    // The seen region, grown from the seed across shared edges; every edge of it with the face
    // across.
    seen_.assign(faces.size(), 0);
    seen_[seed] = 1;
    stack_.assign(1, seed);
    edges_.clear();
    while (!stack_.empty()) {
      const std::size_t f = stack_.back();
      stack_.pop_back();
      for (int e = 0; e < 3; ++e) {
        const int i = faces[f].v[e], j = faces[f].v[(e + 1) % 3];
        const std::size_t across = twin(i, j);
        if (across == faces.size()) return false;  // an open surface: rounding broke it before
        edges_.push_back({i, j, static_cast<int>(across)});
        if (!seen_[across] && sees(across)) {
          seen_[across] = 1;
          stack_.push_back(across);
        }
      }
    }
    // The horizon: the region's edges whose face across is not in it.
    std::erase_if(edges_, [&](const std::array<int, 3>& e) { return seen_[e[2]] != 0; });
    // One loop through every horizon edge, each vertex starting one edge: the region is a disc
    // (not a ring, not two discs touching at a vertex).
    if (edges_.empty()) return false;
    auto from = [&](int vertex) {
      std::size_t found = edges_.size();
      for (std::size_t k = 0; k < edges_.size(); ++k)
        if (edges_[k][0] == vertex) {
          if (found != edges_.size()) return edges_.size();  // two edges start here
          found = k;
        }
      return found;
    };
    std::size_t length = 0;
    int at = edges_[0][0];
    do {
      const std::size_t k = from(at);
      if (k == edges_.size()) return false;
      at = edges_[k][1];
    } while (++length <= edges_.size() && at != edges_[0][0]);
    if (length != edges_.size()) return false;
    std::size_t kept = 0;
    for (std::size_t f = 0; f < faces.size(); ++f)
      if (!seen_[f]) faces[kept++] = faces[f];
    faces.resize(kept);
    for (const auto& e : edges_)
      if (!add_face(e[0], e[1], index, false)) return false;
    return true;
  }

 private:
  const gjk_detail::LocalPair<T>& pair_;
  T band_;
  EpaResult<T>& r_;
  Vec3<T> inside_{};
  // expand()'s scratch, kept between steps to spare allocations.
  std::vector<char> seen_;
  std::vector<std::size_t> stack_;
  std::vector<std::array<int, 3>> edges_;  // i, j and the face across
};

}  // namespace

template <class T>
EpaResult<T> run(const gjk_detail::LocalPair<T>& pair, const GjkResult<T>& gjk,
                 const Tolerances<T>& tol, const GjkSettings<T>& settings) {
  EpaResult<T> r;
  const T band = gjk_detail::local_band(tol);
  Polytope<T> poly(pair, band, r);
  if (!poly.complete(gjk.simplex, gjk.simplex_size)) {
    r.stop = EpaStop::flat;
    r.converged = true;
    r.faces.clear();
    // The origin is within the band of A − B, which has no inside: depth 0. The contact
    // points: GJK's witnesses (the same point of A − B).
    r.contact_a = gjk.witness_a;
    r.contact_b = gjk.witness_b;
    return r;
  }
  T upper = std::numeric_limits<T>::infinity();
  EpaFace<T> best = r.faces[poly.nearest()];
  r.stop = EpaStop::iteration_cap;
  for (int it = 0; it < settings.epa_max_iterations; ++it) {
    best = r.faces[poly.nearest()];
    const MinkowskiPoint<T> p = poly.support(best.normal);
    ++r.iterations;
    upper = std::min(upper, glm::dot(best.normal, p.w));
    EpaStep<T> step{best,
                    p,
                    best.distance,
                    upper,
                    static_cast<int>(r.vertices.size()),
                    static_cast<int>(r.faces.size())};
    auto finish = [&](EpaStop stop) {
      r.stop = stop;
      r.steps.push_back(step);
    };
    if (upper - best.distance <= settings.epa_scale_relative + band) {
      finish(EpaStop::converged);
      break;
    }
    bool repeated = false;
    for (const MinkowskiPoint<T>& v : r.vertices)
      repeated = repeated || v.w == p.w;
    if (repeated) {
      finish(EpaStop::no_progress);
      break;
    }
    if (!poly.expand(p, poly.nearest())) {
      finish(EpaStop::degenerate);
      break;
    }
    step.vertex_count = static_cast<int>(r.vertices.size());
    step.face_count = static_cast<int>(r.faces.size());
    r.steps.push_back(step);
  }
  r.depth = best.distance > 0 ? best.distance : T(0);  // not −0
  r.depth_upper = std::max(upper, r.depth);
  r.normal = best.normal;
  r.converged = upper - best.distance <= settings.epa_scale_relative + band;
  // The origin's projection q = δ·n onto the face, in barycentric coordinates (Ericson 3.4:
  // the areas of the sub-triangles), applied to the face's points of A and of B.
  const MinkowskiPoint<T>& a = r.vertices[best.v[0]];
  const MinkowskiPoint<T>& b = r.vertices[best.v[1]];
  const MinkowskiPoint<T>& c = r.vertices[best.v[2]];
  const Vec3<T> q = best.normal * best.distance;
  const Vec3<T> n = glm::cross(b.w - a.w, c.w - a.w);
  const T area = glm::dot(n, n);
  T u = T(1) / 3, v = T(1) / 3, w = T(1) / 3;
  if (area > 0) {
    u = glm::dot(n, glm::cross(b.w - q, c.w - q)) / area;
    v = glm::dot(n, glm::cross(c.w - q, a.w - q)) / area;
    w = 1 - u - v;
  }
  r.contact_a = a.a * u + b.a * v + c.a * w;
  r.contact_b = a.b * u + b.b * v + c.b * w;
  return r;
}

template <class T>
void to_world(EpaResult<T>& r, const gjk_detail::LocalFrame<T>& f) {
  auto world = [&](MinkowskiPoint<T>& m) {
    m.a = f.point(m.a), m.b = f.point(m.b), m.w = f.vector(m.w);
  };
  for (MinkowskiPoint<T>& m : r.vertices)
    world(m);
  for (EpaFace<T>& face : r.faces)
    face.distance = f.length(face.distance);
  for (EpaStep<T>& s : r.steps) {
    s.nearest.distance = f.length(s.nearest.distance);
    world(s.found);
    s.lower = f.length(s.lower);
    s.upper = f.length(s.upper);
  }
  r.depth = f.length(r.depth);
  r.depth_upper = f.length(r.depth_upper);
  r.contact_a = f.point(r.contact_a);
  r.contact_b = f.point(r.contact_b);
}

#define COLLIDE_INSTANTIATE(T)                                                    \
  template EpaResult<T> run(const gjk_detail::LocalPair<T>&, const GjkResult<T>&, \
                            const Tolerances<T>&, const GjkSettings<T>&);         \
  template void to_world(EpaResult<T>&, const gjk_detail::LocalFrame<T>&);

COLLIDE_INSTANTIATE(float)
COLLIDE_INSTANTIATE(double)
#undef COLLIDE_INSTANTIATE

}  // namespace epa_detail
}  // namespace collide
