// Host buffers that copy.cu copies and other files of this project allocate; how copy.cu
// reaches them decides whether the project index can say what they are.
#pragma once

// A virtual function: the override is defined in source.cpp, but a call through Source
// may reach any override, here or in a file not in the run.
struct Source {
  virtual ~Source() = default;
  virtual float *load(int n) = 0;
};
struct FileSource : Source {
  float *load(int n) override; // source.cpp: malloc
};
// The same shape without virtual dispatch.
struct PlainSource {
  float *load(int n); // source.cpp: malloc
};

// A recursion cycle across two files: pingLoad (ping.cpp) and pongLoad (pong.cpp) call each
// other.
float *pingLoad(int n, int depth);
float *pongLoad(int n, int depth);
// The same shape without the cycle: firstLoad (ping.cpp) calls secondLoad (pong.cpp), which
// calls nothing back.
float *firstLoad(int n, int depth);
float *secondLoad(int n, int depth);
