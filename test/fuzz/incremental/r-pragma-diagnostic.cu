#pragma clang diagnostic ignored "-Wunused-value"
// A pragma that changes the diagnostics state: the session is rebuilt after it.
void pragma_user(int x) { x == 1; }
