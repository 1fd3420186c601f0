// A macro an input defines must not reach the next input (b-ifdef-foo.cu).
#define FOO 1
int a_value = FOO;
