# What `cmake --install` puts where (GNU layout: with the prefix /usr, the plugin lands in
# lib/<multiarch>/cudalint/, never inside LLVM's own tree), the CMake package
# find_package(cudalint) reads, and the Debian package CPack builds.
# Every tool finds its resources relative to itself, so the tree can be moved as a whole.
# Debian's multiarch library folder whatever the prefix (GNUInstallDirs gives it only for /usr).
if(CMAKE_LIBRARY_ARCHITECTURE AND NOT DEFINED CMAKE_INSTALL_LIBDIR)
  set(CMAKE_INSTALL_LIBDIR "lib/${CMAKE_LIBRARY_ARCHITECTURE}" CACHE PATH "object code libraries")
endif()
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)
find_package(Python3 REQUIRED COMPONENTS Interpreter)

set(CUDALINT_INSTALL_PLUGINDIR "${CMAKE_INSTALL_LIBDIR}/cudalint")
set(CUDALINT_INSTALL_CMAKEDIR "${CMAKE_INSTALL_LIBDIR}/cmake/cudalint")

install(TARGETS cudalint-clangd RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}")
install(TARGETS CudaLintPlugin LIBRARY DESTINATION "${CUDALINT_INSTALL_PLUGINDIR}")
# cudalint-clang-tidy: clang-tidy-22 --load=<the plugin installed beside it>.
file(RELATIVE_PATH CUDALINT_PLUGIN_FROM_BIN "/${CMAKE_INSTALL_BINDIR}" "/${CUDALINT_INSTALL_PLUGINDIR}")
configure_file(scripts/cudalint-clang-tidy.in "${CMAKE_BINARY_DIR}/install/cudalint-clang-tidy" @ONLY)
install(PROGRAMS "${CMAKE_BINARY_DIR}/install/cudalint-clang-tidy"
                 scripts/cudalint-gitlab-codequality
        DESTINATION "${CMAKE_INSTALL_BINDIR}")
install(DIRECTORY docs/ DESTINATION "${CMAKE_INSTALL_DOCDIR}" FILES_MATCHING PATTERN "*.md")
install(FILES README.md DESTINATION "${CMAKE_INSTALL_DOCDIR}")

# The man page is written from `cudalint --help`, so the two cannot disagree.
set(_man "${CMAKE_BINARY_DIR}/share/man/man1/cudalint.1")
add_custom_command(OUTPUT "${_man}"
  COMMAND "${Python3_EXECUTABLE}" "${PROJECT_SOURCE_DIR}/scripts/make-man.py"
          "$<TARGET_FILE:cudalint>" "${PROJECT_VERSION}" "${_man}"
  DEPENDS cudalint "${PROJECT_SOURCE_DIR}/scripts/make-man.py"
  COMMENT "Writing the cudalint man page")
add_custom_target(cudalint-man ALL DEPENDS "${_man}")
install(FILES "${_man}" DESTINATION "${CMAKE_INSTALL_MANDIR}/man1")

configure_package_config_file(cmake/cudalintConfig.cmake.in
  "${CMAKE_BINARY_DIR}/cmake/cudalintConfig.cmake"
  INSTALL_DESTINATION "${CUDALINT_INSTALL_CMAKEDIR}"
  PATH_VARS CMAKE_INSTALL_BINDIR CUDALINT_INSTALL_PLUGINDIR)
write_basic_package_version_file("${CMAKE_BINARY_DIR}/cmake/cudalintConfigVersion.cmake"
  COMPATIBILITY SameMinorVersion)
install(FILES "${CMAKE_BINARY_DIR}/cmake/cudalintConfig.cmake"
              "${CMAKE_BINARY_DIR}/cmake/cudalintConfigVersion.cmake"
              cmake/cudalintLint.cmake
        DESTINATION "${CUDALINT_INSTALL_CMAKEDIR}")

# Debian package: `cpack -G DEB` in the build folder (scripts/build-package).
set(CPACK_PACKAGE_NAME cudalint)
set(CPACK_PACKAGE_VENDOR cudalint)
set(CPACK_PACKAGE_CONTACT "cudalint maintainers <cudalint@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "CUDA stream-misuse checks for clang-tidy, CI and editors")
set(CPACK_PACKAGE_HOMEPAGE_URL "${CUDALINT_HOMEPAGE_URL}")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
# The shared libraries come from dpkg-shlibdeps; clang-tidy-22 loads the plugin, and clang's
# resource headers (the CUDA wrappers) come with libclang-common-22-dev.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "clang-tidy-22, libclang-common-22-dev, python3")
include(CPack)
