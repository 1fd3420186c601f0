// The same extern "C" name with another type: no conflict, as in a parse of its own.
extern "C" float shared_c_function(float value);
