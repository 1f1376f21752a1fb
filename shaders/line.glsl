// Lines as screen-space quads: each instance is a segment a-b whose quad is `width` pixels wide
// at any depth (core profiles refuse glLineWidth > 1). The rim fades over one pixel. Positions
// are relative to the eye and u_view is a pure rotation (see render/eye_relative.hpp). A line
// with `dash` > 0 is cut into dashes and gaps of that many pixels, measured along its image.
#ifdef VERTEX
layout(location = 0) in vec2 a_corner;  // x: 0 at a, 1 at b; y: side, −1 or +1
layout(location = 1) in vec3 a_a;
layout(location = 2) in vec3 a_b;
layout(location = 3) in vec4 a_color_a;
layout(location = 4) in vec4 a_color_b;
layout(location = 5) in float a_width;
layout(location = 6) in float a_dash;
uniform mat4 u_view;
uniform mat4 u_proj;
uniform vec2 u_viewport;
uniform float u_pixel_angle;  // world size of a pixel per unit of depth
out vec4 v_color;
noperspective out float v_across;  // pixels from the centre line
flat out float v_half_width;
noperspective out float v_along;  // pixels from a, along the line
flat out float v_dash;

// Pull a view-space point toward the eye by a couple of pixels' worth, so lines lying on a
// surface are not lost in it.
vec4 to_clip(vec3 world) {
  vec4 v = u_view * vec4(world, 1.0);
  // No fixed floor: at 1e-6 scale a floor of 1e-4 pulled lines ten pixels through solids.
  float depth = max(-v.z, 1e-30);
  float pull = u_pixel_angle * depth * (0.5 * a_width + 1.0);
  v.xyz -= normalize(v.xyz) * min(pull, 0.5 * depth);
  return u_proj * v;
}

void main() {
  vec4 ca = to_clip(a_a);
  vec4 cb = to_clip(a_b);
  // Clip to the near plane (z = −w) so segments that pass behind the eye still draw.
  float da = ca.z + ca.w;
  float db = cb.z + cb.w;
  if (da < 0.0 && db < 0.0) {
    gl_Position = vec4(2.0, 2.0, 2.0, 1.0);  // wholly behind: off screen
    v_color = vec4(0.0);
    v_across = 0.0;
    v_half_width = 0.0;
    v_along = 0.0;
    v_dash = 0.0;
    return;
  }
  if (da < 0.0) ca = mix(ca, cb, da / (da - db));
  if (db < 0.0) cb = mix(cb, ca, db / (db - da));

  vec2 sa = ca.xy / ca.w * 0.5 * u_viewport;  // pixels from the centre of the viewport
  vec2 sb = cb.xy / cb.w * 0.5 * u_viewport;
  vec2 dir = sb - sa;
  float len = length(dir);
  dir = len > 1e-4 ? dir / len : vec2(1.0, 0.0);
  vec2 normal = vec2(-dir.y, dir.x);

  float half_width = 0.5 * a_width;
  float extent = half_width + 1.0;  // one more pixel for the anti-aliased rim
  // Thick lines get square caps, so box edges meet in clean corners.
  float cap = a_width > 1.5 ? half_width : 0.0;
  bool at_b = a_corner.x > 0.5;
  vec4 c = at_b ? cb : ca;
  vec2 offset = normal * a_corner.y * extent + dir * (at_b ? cap : -cap);
  c.xy += offset / (0.5 * u_viewport) * c.w;
  gl_Position = c;
  v_color = at_b ? a_color_b : a_color_a;
  v_across = a_corner.y * extent;
  v_half_width = half_width;
  v_along = at_b ? len + cap : -cap;
  v_dash = a_dash;
}
#endif

#ifdef FRAGMENT
uniform float u_alpha;  // < 1 dims a pass (the hidden part of the evidence layer)
in vec4 v_color;
noperspective in float v_across;
flat in float v_half_width;
noperspective in float v_along;
flat in float v_dash;
out vec4 frag_color;
void main() {
  float coverage = clamp(v_half_width + 0.5 - abs(v_across), 0.0, 1.0);
  if (v_dash > 0.0) {
    // Dash then gap, each v_dash pixels; the dash's ends fade over a pixel like the sides.
    float phase = mod(v_along, 2.0 * v_dash);
    coverage *= clamp(min(phase + 0.5, v_dash + 0.5 - phase), 0.0, 1.0);
  }
  if (coverage <= 0.0) discard;
  frag_color = vec4(v_color.rgb, v_color.a * coverage * u_alpha);
}
#endif
