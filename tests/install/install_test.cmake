# Installs the build tree's core into a temporary prefix, configures and builds the consumer
# project against it with find_package(collision_lab), runs it, and checks the scene it wrote
# with collision-lab. -DBUILD_DIR= -DCONSUMER= -DCOLLISION_LAB= -DGENERATOR=
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
foreach(f include/collision_lab/scene_writer.hpp include/core/queries/pair_test.hpp
          lib/cmake/collision_lab/collision_lab-config.cmake)
  if(NOT EXISTS "${work}/prefix/${f}")
    file(GLOB_RECURSE got RELATIVE "${work}/prefix" "${work}/prefix/*")
    file(REMOVE_RECURSE "${work}")
    message(FATAL_ERROR "${f} is not installed; installed: ${got}")
  endif()
endforeach()
run(${CMAKE_COMMAND} -S "${CONSUMER}" -B "${work}/build" -G "${GENERATOR}"
    -DCMAKE_PREFIX_PATH=${work}/prefix -DCMAKE_BUILD_TYPE=Release)
run(${CMAKE_COMMAND} --build "${work}/build")
run("${work}/build/consumer" "${work}/case.json")
run("${COLLISION_LAB}" check "${work}/case.json")
file(REMOVE_RECURSE "${work}")
