#!/usr/bin/env node
// The published command runs the TypeScript sources through tsx: no build step, so `npm start` on a
// fresh clone needs nothing but `npm install`.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../app/cli/main.ts');
const code = await main(process.argv.slice(2));
// Explicit: a library's exit hook or a stray timer must not decide the exit code or keep us alive.
process.exit(code);
