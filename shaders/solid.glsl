// Shaded solids: instanced unit meshes placed by a centre and a basis (world = centre +
// basis·local), and loose triangles (centre 0, identity basis). Centres and triangle corners are
// relative to the eye and u_view is a pure rotation (see render/eye_relative.hpp).
// Lights live in view space, so every view of an object reads well; all lights are white, so
// shading scales an object's colour and never changes its hue.
#ifdef VERTEX
layout(location = 0) in vec3 a_position;
layout(location = 1) in vec3 a_normal;
layout(location = 2) in vec4 a_color;
layout(location = 3) in vec3 a_center;
layout(location = 4) in vec3 a_axis0;
layout(location = 5) in vec3 a_axis1;
layout(location = 6) in vec3 a_axis2;
uniform mat4 u_view;
uniform mat4 u_proj;
out vec3 v_position;  // view space
out vec3 v_normal;    // view space
out vec4 v_color;
void main() {
  mat3 m = mat3(u_view) * mat3(a_axis0, a_axis1, a_axis2);
  vec4 p = u_view * vec4(a_center, 1.0) + vec4(m * a_position, 0.0);
  // Normals transform by the inverse transpose; the cofactor matrix is that times det(m), the
  // same directions, and stays finite for a flat box (a zero half extent).
  mat3 cofactor = mat3(cross(m[1], m[2]), cross(m[2], m[0]), cross(m[0], m[1]));
  v_position = p.xyz;
  v_normal = cofactor * a_normal;
  v_color = a_color;
  gl_Position = u_proj * p;
}
#endif

#ifdef FRAGMENT
uniform float u_alpha;  // < 1 dims a pass (the hidden part of the evidence layer)
in vec3 v_position;
in vec3 v_normal;
in vec4 v_color;
out vec4 frag_color;
void main() {
  vec3 to_eye = normalize(-v_position);
  float len = length(v_normal);
  vec3 n = len > 1e-30 ? v_normal / len : to_eye;
  if (dot(n, to_eye) < 0.0) n = -n;  // two-sided: planes and triangles seen from behind
  const vec3 key = normalize(vec3(-0.45, 0.75, 0.5));   // upper left, in front
  const vec3 fill = normalize(vec3(0.7, -0.1, 0.45));   // right
  float shade = 0.30 + 0.50 * max(dot(n, key), 0.0) + 0.12 * max(dot(n, fill), 0.0) +
                0.08 * max(dot(n, to_eye), 0.0);
  frag_color = vec4(v_color.rgb * min(shade, 1.0), v_color.a * u_alpha);
}
#endif
