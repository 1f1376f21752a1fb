# Installs the build tree's core into a temporary prefix, configures and builds the consumer
# project against it with find_package(collision_lab), runs it, and checks the scene it wrote
# with collision-lab; builds and runs the test `collision-lab export` writes for SCENE's focused
# pair against the same install. -DBUILD_DIR= -DCONSUMER= -DCOLLISION_LAB= -DGENERATOR= -DSCENE=
# The consumer is an engine with a core/ folder of its own, first on its include path: beside
# its own core/queries/pair_test.hpp, a stand-in that stops the build with #error is put at the
# path of every other installed core header, and one source includes every installed header, so
# an installed header that reaches for "core/…" (or a layout that needs core/ on the path) fails.
string(RANDOM LENGTH 8 tag)
set(work "$ENV{TMPDIR}")
if(NOT work)
  set(work "/tmp")
endif()
set(work "${work}/collide-install-test-${tag}")
file(MAKE_DIRECTORY "${work}")

function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT code EQUAL 0)
    file(REMOVE_RECURSE "${work}")
    message(FATAL_ERROR "failed (${code}): ${ARGN}\n${out}\n${err}")
  endif()
endfunction()

run(${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${work}/prefix")
foreach(f include/collision_lab/scene_writer.hpp include/collision_lab/core/queries/pair_test.hpp
          lib/cmake/collision_lab/collision_lab-config.cmake)
  if(NOT EXISTS "${work}/prefix/${f}")
    file(GLOB_RECURSE got RELATIVE "${work}/prefix" "${work}/prefix/*")
    file(REMOVE_RECURSE "${work}")
    message(FATAL_ERROR "${f} is not installed; installed: ${got}")
  endif()
endforeach()
if(EXISTS "${work}/prefix/include/core")
  file(REMOVE_RECURSE "${work}")
  message(FATAL_ERROR "headers installed under include/core/, where an engine's own core/ collides")
endif()

file(COPY "${CONSUMER}/" DESTINATION "${work}/consumer")
file(GLOB_RECURSE headers RELATIVE "${work}/prefix/include/collision_lab/core"
     "${work}/prefix/include/collision_lab/core/*.hpp")
set(every_header "// Every installed core header, through the installed path.\n")
foreach(h ${headers})
  string(APPEND every_header "#include <collision_lab/core/${h}>\n")
  if(NOT EXISTS "${work}/consumer/core/${h}")
    file(WRITE "${work}/consumer/core/${h}"
         "#error \"the engine's own core/${h} was included in place of Collision Lab's\"\n")
  endif()
endforeach()
file(WRITE "${work}/consumer/every_header.cpp" "${every_header}")
run("${COLLISION_LAB}" export "${SCENE}" --gtest "${work}/consumer/exported_test.cpp")
run(${CMAKE_COMMAND} -S "${work}/consumer" -B "${work}/build" -G "${GENERATOR}"
    -DCMAKE_PREFIX_PATH=${work}/prefix -DCMAKE_BUILD_TYPE=Release
    -DCONSUMER_EXTRA_SOURCES=every_header.cpp -DCONSUMER_EXPORTED_TEST=exported_test.cpp)
run(${CMAKE_COMMAND} --build "${work}/build")
run("${work}/build/consumer" "${work}/case.json")
run("${COLLISION_LAB}" check "${work}/case.json")
run("${work}/build/exported_test")
file(REMOVE_RECURSE "${work}")
