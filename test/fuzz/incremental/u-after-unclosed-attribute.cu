// The parser's error recovery counts the open parentheses: the previous input's must not
// count here.
{a)