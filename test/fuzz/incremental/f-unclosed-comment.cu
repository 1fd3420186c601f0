// An unclosed block comment.
int before_comment;
/* never closed
int hidden;
