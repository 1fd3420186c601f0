// An extern "C" function: C names have a table of their own, which k4 must not meet.
extern "C" int shared_c_function(int value);
