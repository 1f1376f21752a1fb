#pragma once
// A GLSL program built from one source file holding both stages: the file is compiled twice,
// with `#define VERTEX` and with `#define FRAGMENT` after the version line.
#include <string>
#include <string_view>

#include <glm/mat4x4.hpp>
#include <glm/vec2.hpp>
#include <glm/vec4.hpp>

#include "render/gl.hpp"

namespace collide {

class ShaderProgram {
 public:
  ShaderProgram() = default;
  // Throws std::runtime_error with the compiler's log, naming `name`.
  ShaderProgram(std::string_view name, std::string_view source);
  ShaderProgram(const ShaderProgram&) = delete;
  ShaderProgram& operator=(const ShaderProgram&) = delete;
  ShaderProgram(ShaderProgram&& o) noexcept;
  ShaderProgram& operator=(ShaderProgram&& o) noexcept;
  ~ShaderProgram();

  void use() const;
  GLuint id() const { return id_; }
  // Silently ignores uniforms the compiler optimised away.
  void set(const char* name, const glm::mat4& m) const;
  void set(const char* name, const glm::vec4& v) const;
  void set(const char* name, const glm::vec3& v) const;
  void set(const char* name, const glm::vec2& v) const;
  void set(const char* name, float f) const;

 private:
  GLuint id_ = 0;
};

// The source of an embedded shader (path relative to the repository, e.g. "shaders/line.glsl");
// throws std::runtime_error when it is not embedded.
std::string_view shader_source(std::string_view path);

}  // namespace collide
