// Helpers that main.cu calls and other files of this project define.
#pragma once
void checkCuda(const char *what);       // error.cu: reads cudaGetLastError() and acts on it
void relayCheck(const char *what);      // relay.cu: calls checkCuda (decided through the index)
void logStep(const char *what);         // log.cu: prints; never looks at the last error
void clearLastError(const char *what);  // clear.cu: `cudaGetLastError();` clears, reads nothing
void auditLastError(const char *what);  // audit.cu: reads it, but audit.cu is not in the database
void initDevice(int device);            // lib.cu: sets the device, then checks that
void syncAndCheck(const char *what);    // lib.cu: synchronizes, then calls checkCuda
