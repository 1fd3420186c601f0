// Declares no CUDA API, and does not compile.
int broken() { return not_declared_anywhere; }
