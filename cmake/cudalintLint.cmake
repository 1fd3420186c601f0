# cudalint_lint_target(<target> [CHECKS <globs>] [FORMAT text|json|sarif] [OUTPUT <file>]
#                      [ALL] [ARGS <cudalint arguments>...])
#
# Adds the custom target <target>_cudalint, which runs cudalint over <target>'s C, C++ and
# CUDA sources through this build's compile_commands.json (CMake has CXX_CLANG_TIDY but no
# CUDA_CLANG_TIDY: the CLI reads the nvcc commands and translates them). With ALL it runs in
# every build. Needs CMAKE_EXPORT_COMPILE_COMMANDS ON (the database is written when CMake
# generates, so linting does not build the target); call it after the target's sources are
# added. The target fails when cudalint exits non-zero (findings: 1; see docs/cli.md).
function(cudalint_lint_target target)
  cmake_parse_arguments(PARSE_ARGV 1 LINT "ALL" "CHECKS;FORMAT;OUTPUT" "ARGS")
  if(NOT TARGET ${target})
    message(FATAL_ERROR "cudalint_lint_target: no target '${target}'")
  endif()
  if(NOT CMAKE_EXPORT_COMPILE_COMMANDS)
    message(FATAL_ERROR "cudalint_lint_target: set CMAKE_EXPORT_COMPILE_COMMANDS ON "
                        "(cudalint reads the compile database)")
  endif()
  get_target_property(sources ${target} SOURCES)
  get_target_property(source_dir ${target} SOURCE_DIR)
  set(files)
  foreach(source IN LISTS sources)
    if(source MATCHES "\\.(cu|c|cc|cpp|cxx|C)$" AND NOT source MATCHES "^\\$<")
      get_filename_component(path "${source}" ABSOLUTE BASE_DIR "${source_dir}")
      list(APPEND files "${path}")
    endif()
  endforeach()
  if(NOT files)
    message(FATAL_ERROR "cudalint_lint_target: '${target}' has no C, C++ or CUDA sources")
  endif()
  set(options -p "${CMAKE_BINARY_DIR}")
  if(LINT_CHECKS)
    list(APPEND options "--checks=${LINT_CHECKS}")
  endif()
  if(LINT_FORMAT)
    list(APPEND options "--format=${LINT_FORMAT}")
  endif()
  if(LINT_OUTPUT)
    list(APPEND options "--output=${LINT_OUTPUT}")
  endif()
  set(all)
  if(LINT_ALL)
    set(all ALL)
  endif()
  add_custom_target(${target}_cudalint ${all}
    COMMAND "${cudalint_EXECUTABLE}" ${options} ${LINT_ARGS} ${files}
    WORKING_DIRECTORY "${CMAKE_BINARY_DIR}"
    COMMENT "cudalint: ${target}"
    VERBATIM)
endfunction()
