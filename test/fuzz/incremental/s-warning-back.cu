// The warning the previous input silenced must be back.
void unsilenced(int x) { x == 1; }
