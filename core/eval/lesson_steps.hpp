#pragma once
// A lesson played step by step (README, "Lessons"): what the scene is at step k. A step's camera
// and focus stay until a later step names others; its objects are the scene's with every step's
// `set` up to k applied, so stepping back, or "reset step", gives the same scene whatever was
// edited in between. Its views, highlights and evidence are its own.
#include <cstddef>
#include <string>
#include <vector>

#include "../scene/scene.hpp"
#include "scene_check.hpp"

namespace collide {

// The scene as step k shows it: its objects (each step's `set` up to k), the camera and the focus
// last named at or before k (else the scene's), and as expectations step k's own `expect`; no
// steps. Precondition: k < lesson.steps.size().
Scene scene_at_step(const Scene& lesson, std::size_t k);

// Every step's expectations checked on its scene (check_scene, in the precision `options` or the
// file says): one line per failure, "step K: A–B: WHAT" (K from 1); empty when all hold.
std::vector<std::string> check_lesson_steps(const Scene& lesson, const CheckOptions& options = {});

}  // namespace collide
