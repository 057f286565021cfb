// Preloaded (node --require) into each server a test run starts, with a pipe from the run on its
// file descriptor 3: when the run dies, even by SIGKILL, the pipe closes, and the server ends
// itself as on SIGTERM (its graceful close), instead of living on with nobody to stop it.
// (Not stdin: the API's worker threads trip over a main thread that reads it.)
const net = require('node:net');

const lifeline = new net.Socket({ fd: 3, readable: true, writable: false });
const end = () => process.kill(process.pid, 'SIGTERM');
lifeline.on('end', end);
lifeline.on('error', end);
lifeline.resume();
// The pipe alone keeps no process alive.
lifeline.unref();
