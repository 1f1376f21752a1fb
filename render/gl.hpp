#pragma once
// The one include for OpenGL in render/ and app/: the glad 2 loader generated at build time for
// OpenGL 3.3 core. Call load_gl() once a context is current.
#include <glad/gl.h>
