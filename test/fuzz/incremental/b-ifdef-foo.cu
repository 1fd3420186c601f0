// FOO, defined by the input before, must be undefined here: no error.
#ifdef FOO
#error FOO leaked from the previous input
#endif
int b_value;
