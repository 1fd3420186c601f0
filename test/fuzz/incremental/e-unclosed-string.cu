// An unclosed string literal and character literal.
const char *s = "never closed;
char c = 'x;
