// The same counter again.
static_assert(__COUNTER__ == 0, "__COUNTER__ carried over");
