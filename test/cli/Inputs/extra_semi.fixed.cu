// A clang warning with a fix-it on the warning itself: exercises --fix and --export-fixes
// until a cuda-* check has fix-its of its own.
struct Timer {
  void start() {}
  void stop() {}
};
