/**
 * The sentence a failed index builder is logged with (issue 36, sixth round): how the child ended
 * and the last line it wrote that a person can read.
 */
import { describe, expect, it } from 'vitest';
import { exitReason } from '../../../commands/framework/child-exit-reason.js';

/** What Node writes to stderr for an uncaught error from better-sqlite3 (its stack, its extra fields, its version). */
const UNCAUGHT = `file:///app/dist/commands/framework/index-builder.js:18
  db.prepare('SELECT 1').get();
     ^

SqliteError: database disk image is malformed
    at Database.prepare (/app/node_modules/better-sqlite3/lib/methods/wrappers.js:5:21)
    at file:///app/dist/commands/framework/index-builder.js:18:6 {
  code: 'SQLITE_CORRUPT'
}

Node.js v20.19.2
`;

/** What V8 writes when the heap is exhausted. */
const OUT_OF_MEMORY = `
<--- Last few GCs --->
FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory
----- Native stack trace -----

 1: 0xb8ced1 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]
 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]
`;

describe('exitReason', () => {
  it('names the signal of a killed child, with nothing more when it wrote nothing', () => {
    expect(exitReason(null, 'SIGKILL', '')).toBe('was killed (SIGKILL)');
  });

  it("quotes the child's last line after its exit code", () => {
    expect(exitReason(1, null, 'first\nThe database is locked.\n')).toBe('exited with code 1: The database is locked.');
  });

  it("keeps an uncaught error's message, never its stack frames, fields or Node's version", () => {
    expect(exitReason(1, null, UNCAUGHT)).toBe('exited with code 1: SqliteError: database disk image is malformed');
  });

  it("keeps V8's out-of-memory line, not its native stack", () => {
    expect(exitReason(null, 'SIGABRT', OUT_OF_MEMORY)).toBe('was killed (SIGABRT): FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory');
  });

  it("keeps a module that failed to load's error, with its code", () => {
    const report = "node:internal/modules/esm/resolve:854\n  throw new ERR_MODULE_NOT_FOUND(packageName, fileURLToPath(base), null);\n        ^\n\nError [ERR_MODULE_NOT_FOUND]: Cannot find package 'piscina' imported from /app/dist/x.js\n    at packageResolve (node:internal/modules/esm/resolve:854:9) {\n  code: 'ERR_MODULE_NOT_FOUND'\n}\n\nNode.js v20.19.2\n";
    expect(exitReason(1, null, report)).toBe("exited with code 1: Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'piscina' imported from /app/dist/x.js");
  });

  it('cuts a long line to 300 characters', () => {
    const reason = exitReason(2, null, `${'x'.repeat(1000)}\n`);
    expect(reason).toBe(`exited with code 2: ${'x'.repeat(299)}…`);
  });

  it('says only the exit code when every line is whitespace', () => {
    expect(exitReason(3, null, '\n  \r\n\t\n')).toBe('exited with code 3');
  });
});
