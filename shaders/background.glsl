// A vertical gradient behind the scene: one triangle that covers the screen, no vertex buffer.
#ifdef VERTEX
out float v_t;  // 0 at the bottom edge, 1 at the top
void main() {
  vec2 p = vec2((gl_VertexID << 1) & 2, gl_VertexID & 2);  // (0,0) (2,0) (0,2)
  v_t = p.y;
  gl_Position = vec4(p * 2.0 - 1.0, 0.0, 1.0);
}
#endif

#ifdef FRAGMENT
uniform vec4 u_top;
uniform vec4 u_bottom;
in float v_t;
out vec4 frag_color;
void main() { frag_color = mix(u_bottom, u_top, clamp(v_t, 0.0, 1.0)); }
#endif
