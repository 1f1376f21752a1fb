// Points as screen-space discs `size` pixels across, with a dark rim so they read on any colour.
// Positions are relative to the eye and u_view is a pure rotation.
#ifdef VERTEX
layout(location = 1) in vec3 a_position;
layout(location = 2) in vec4 a_color;
layout(location = 3) in float a_size;
layout(location = 4) in float a_rim;  // 1: the dark rim, 0: a plain dot
uniform mat4 u_view;
uniform mat4 u_proj;
uniform vec2 u_viewport;
uniform float u_pixel_angle;
out vec4 v_color;
flat out float v_radius;
flat out float v_extent;
flat out float v_rim;
void main() {
  vec4 v = u_view * vec4(a_position, 1.0);
  float depth = max(-v.z, 1e-30);  // no fixed floor: scenes may be 1e-6 across
  // Pulled toward the eye by the dot's radius, so a dot on a surface is not cut by it.
  v.xyz -= normalize(v.xyz) * min(u_pixel_angle * depth * (0.5 * a_size + 1.0), 0.5 * depth);
  gl_Position = u_proj * v;
  // A GL point: a square this many pixels across about the centre (one pixel of margin for the
  // anti-aliased edge).
  float extent = 0.5 * a_size + 1.0;
  gl_PointSize = 2.0 * extent;
  v_color = a_color;
  v_radius = 0.5 * a_size;
  v_extent = extent;
  v_rim = a_rim;
}
#endif

#ifdef FRAGMENT
uniform float u_alpha;  // < 1 dims a pass (the hidden part of the evidence layer)
in vec4 v_color;
flat in float v_radius;
flat in float v_extent;
flat in float v_rim;
out vec4 frag_color;
void main() {
  // Pixels from the centre: gl_PointCoord runs over [0, 1] across the point's square.
  vec2 offset = (gl_PointCoord * 2.0 - 1.0) * v_extent;
  float r = length(offset);
  float coverage = clamp(v_radius + 0.5 - r, 0.0, 1.0);
  // No discard outside the disc: points are always drawn blended, so alpha 0 leaves the pixel
  // as it was (src·0 + dst·1), the same image; llvmpipe runs the shader without a discard
  // faster (the 38,000 dots of a 300k-box frame: about a tenth of its time).
  float rim = v_rim * smoothstep(v_radius - 2.5, v_radius - 1.5, r);
  vec3 rgb = mix(v_color.rgb, vec3(0.06, 0.07, 0.08), rim);
  frag_color = vec4(rgb, v_color.a * coverage * u_alpha);
}
#endif
