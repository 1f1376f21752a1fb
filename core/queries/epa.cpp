#include "core/queries/epa.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

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

  // The face i, j, k, turned to face away from the inside point; false when it has no area.
  bool add_face(int i, int j, int k) {
    const auto& v = r_.vertices;
    Vec3<T> n = glm::cross(v[j].w - v[i].w, v[k].w - v[i].w);
    const T nl = glm::length(n);
    if (!(nl > 0) || !std::isfinite(nl)) return false;
    n /= nl;
    if (glm::dot(n, v[i].w - inside_) < 0) {
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
  // no area.
  bool expand(const MinkowskiPoint<T>& p) {
    auto& v = r_.vertices;
    auto& faces = r_.faces;
    const int index = static_cast<int>(v.size());
    v.push_back(p);
    std::vector<std::array<int, 2>> edges;
    std::vector<EpaFace<T>> kept;
    for (const EpaFace<T>& f : faces) {
      if (glm::dot(f.normal, p.w - v[f.v[0]].w) > 0) {
        for (int e = 0; e < 3; ++e) {
          const std::array<int, 2> edge{f.v[e], f.v[(e + 1) % 3]};
          // An edge shared by two visible faces appears once each way: inside the hole.
          auto twin = std::find(edges.begin(), edges.end(), std::array<int, 2>{edge[1], edge[0]});
          if (twin != edges.end())
            edges.erase(twin);
          else
            edges.push_back(edge);
        }
      } else {
        kept.push_back(f);
      }
    }
    faces = std::move(kept);
    for (const auto& e : edges)
      if (!add_face(e[0], e[1], index)) return false;
    return true;
  }

 private:
  const gjk_detail::LocalPair<T>& pair_;
  T band_;
  EpaResult<T>& r_;
  Vec3<T> inside_{};
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
    if (!poly.expand(p)) {
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
