// The flags node is started with for every switchboard process: `npm start` (package.json) and each Procfile line give
// them on node's command line, the benches start their processes with them, and tests/app/node-flags.test.ts holds those
// places to this list. `node bin/switchboard.js ...` without them runs the same, only slower where a flag says why.
//
// --no-regexp-tier-up (issues #12 and #13, detection cost): compile each regexp to machine code on its first use. V8 runs
// a new pattern in its bytecode interpreter first and compiles it once the pattern has run, a bet that pays on a web page
// where most patterns run once. The notice detector (checker/analyze/) holds about 4,000 patterns, most of them gated to
// a few texts each, and the worker runs them over every listing a check reads for as long as it lives. Over the 6,120
// listings of the notices' blind sets, three passes in one process, separate processes in turn (session 43, load 2.4-3.0):
// the first pass took 18-23 s with it and 42-46 s without, the third 8.6-12.5 s and 12.4-16.0 s; RSS after the three
// passes was no higher (444-447 MB against 457-478 MB). Search answered at about the same speed (20,000 servers, p50
// 1.29-1.33 ms against 1.43-1.48 ms).
// Given on the command line, not set with v8.setFlagsFromString once running: set while tsx's loader thread was running
// patterns, it crashed the process (a segmentation fault, reproduced), and node documents a V8 flag changed after start
// as undefined behaviour.
export const NODE_FLAGS: readonly string[] = ['--no-regexp-tier-up'];
