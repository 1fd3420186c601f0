// The input includes itself: clang stops at its include depth.
#include __FILE__
int self_included;
