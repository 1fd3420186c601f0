// __COUNTER__ starts at 0 in every input.
int counter_a = __COUNTER__;
int counter_b = __COUNTER__;
static_assert(__COUNTER__ == 2, "__COUNTER__ carried over");
