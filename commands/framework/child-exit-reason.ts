/**
 * Why a child process ended as it did, as one sentence for the log: its exit code or signal, and the
 * last line it wrote to stderr that a person can read (an uncaught error's message, never its stack).
 * Its stderr is read with common/stream-end.ts.
 */
/** The most of the child's own words a reason carries. */
const QUOTED_CHARS = 300;

/** Lines of an uncaught error's report that say where, not what: stack frames (JavaScript and native), their headers, the caret, Node's version. */
const WHERE_NOT_WHAT = [/^at /, /^\d+: 0x/, /^-----/, /^\^+$/, /^Node\.js v/];
/** An error's own line in such a report: "SqliteError: …", "Error [ERR_MODULE_NOT_FOUND]: …", V8's "FATAL ERROR: …". */
const ERROR_LINE = /^(\w*Error( \[\w+\])?|FATAL ERROR): /;

/**
 * @example exitReason(1, null, 'unable to open database file\n') // 'exited with code 1: unable to open database file'
 * @example exitReason(null, 'SIGKILL', '') // 'was killed (SIGKILL)'
 */
export function exitReason(code: number | null, signal: NodeJS.Signals | null, stderr: string): string {
  const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
  const lines = stderr
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !WHERE_NOT_WHAT.some((pattern) => pattern.test(line)));
  // An uncaught error's message, when there is one, rather than the fields printed after its stack.
  const said = lines.findLast((line) => ERROR_LINE.test(line)) ?? lines.at(-1);
  if (!said) return how;
  return `${how}: ${said.length > QUOTED_CHARS ? `${said.slice(0, QUOTED_CHARS - 1)}…` : said}`;
}
