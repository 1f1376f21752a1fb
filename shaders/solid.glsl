// Shaded solids: instanced unit meshes (and loose triangles, whose model is the identity).
// Lights live in view space, so every view of an object reads well; all lights are white, so
// shading scales an object's colour and never changes its hue.
#ifdef VERTEX
layout(location = 0) in vec3 a_position;
layout(location = 1) in vec3 a_normal;
layout(location = 2) in vec4 a_color;
layout(location = 3) in vec4 a_model0;
layout(location = 4) in vec4 a_model1;
layout(location = 5) in vec4 a_model2;
layout(location = 6) in vec4 a_model3;
uniform mat4 u_view;
uniform mat4 u_proj;
out vec3 v_position;  // view space
out vec3 v_normal;    // view space
out vec4 v_color;
void main() {
  mat4 model = mat4(a_model0, a_model1, a_model2, a_model3);
  vec4 p = u_view * model * vec4(a_position, 1.0);
  // Normals transform by the inverse transpose, so scaled spheres (ellipsoids) shade right.
  mat3 normal_matrix = transpose(inverse(mat3(u_view * model)));
  v_position = p.xyz;
  v_normal = normal_matrix * a_normal;
  v_color = a_color;
  gl_Position = u_proj * p;
}
#endif

#ifdef FRAGMENT
in vec3 v_position;
in vec3 v_normal;
in vec4 v_color;
out vec4 frag_color;
void main() {
  vec3 n = normalize(v_normal);
  vec3 to_eye = normalize(-v_position);
  if (dot(n, to_eye) < 0.0) n = -n;  // two-sided: planes and triangles seen from behind
  const vec3 key = normalize(vec3(-0.45, 0.75, 0.5));   // upper left, in front
  const vec3 fill = normalize(vec3(0.7, -0.1, 0.45));   // right
  float shade = 0.30 + 0.50 * max(dot(n, key), 0.0) + 0.12 * max(dot(n, fill), 0.0) +
                0.08 * max(dot(n, to_eye), 0.0);
  frag_color = vec4(v_color.rgb * min(shade, 1.0), v_color.a);
}
#endif
