#!/usr/bin/env node
// Runs the TypeScript sources through tsx, so `npx arbiter` works right after `npm install`
// with no build step.
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../cli/main.ts');
process.exitCode = await runCli(process.argv.slice(2));
