// An unclosed parenthesis.
int unclosed_paren(int a) { return (a + 1;
