// An unterminated #if.
#if 1
int inside_if;
