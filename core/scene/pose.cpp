#include "core/scene/pose.hpp"

#include <cmath>
#include <variant>

#include <glm/geometric.hpp>
#include <glm/gtc/quaternion.hpp>

namespace collide {

Quat<double> turn_at(const std::optional<Vec3<double>>& omega, double t) {
  if (!omega) return {1, 0, 0, 0};
  const double rate = glm::length(*omega);
  if (!(rate > 0)) return {1, 0, 0, 0};
  return glm::angleAxis(t * rate, *omega / rate);
}

namespace {

// The point a description names as its pivot: its kind's own (a capsule's centre), else its
// first field that moves with it.
std::optional<Vec3<double>> named_pivot(const KindDescriptor& kind, const ObjectDesc& d) {
  if (kind.pivot) return kind.pivot(d);
  for (const FieldDescriptor& f : kind.fields) {
    if (!f.moves) continue;
    const FieldConstPtr p = f.read(d);
    if (std::holds_alternative<const Vec3<double>*>(p)) return *std::get<const Vec3<double>*>(p);
  }
  return std::nullopt;
}

}  // namespace

std::optional<Vec3<double>> turn_pivot(const ObjectDesc& d) {
  const KindDescriptor& kind = descriptor_of(d);
  const std::optional<Vec3<double>> at = named_pivot(kind, d);
  if (!at || !kind.rotated) return at;
  const ObjectDesc turned = kind.rotated(d, glm::angleAxis(1.0, Vec3<double>{0.6, 0.0, 0.8}));
  const std::optional<Vec3<double>> after = named_pivot(kind, turned);
  if (!after || glm::length(*after - *at) > 1e-9 * (1 + glm::length(*at))) return std::nullopt;
  return at;
}

ObjectDesc pose_at(const ObjectDesc& d, const Motion& m, double t) {
  if (t == 0 || !m.any()) return d;
  const KindDescriptor& kind = descriptor_of(d);
  ObjectDesc out =
      m.angular_velocity && kind.rotated ? kind.rotated(d, turn_at(m.angular_velocity, t)) : d;
  if (m.velocity) out = kinds::translated(out, t * *m.velocity);
  return out;
}

Motion turned(const Motion& m, const Quat<double>& q) {
  Motion out = m;
  if (out.velocity) out.velocity = q * *out.velocity;
  if (out.angular_velocity) out.angular_velocity = q * *out.angular_velocity;
  return out;
}

ObjectPose turned(const ObjectPose& p, const Quat<double>& q) {
  const KindDescriptor& kind = descriptor_of(p.desc);
  return {kind.rotated ? kind.rotated(p.desc, q) : p.desc, turned(p.motion, q)};
}

}  // namespace collide
