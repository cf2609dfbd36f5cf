/** Plain one-line logs on stderr: time, level, message, details (errors with their stack). */

export type LogDetails = Record<string, unknown>;

export interface Logger {
  info(message: string, details?: LogDetails): void;
  warn(message: string, details?: LogDetails): void;
  error(message: string, details?: LogDetails): void;
}

function serialize(details: LogDetails | undefined): string {
  if (!details || Object.keys(details).length === 0) return '';
  return (
    ' ' +
    JSON.stringify(details, (_key, value: unknown) =>
      value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value,
    )
  );
}

/** A logger writing to `write` (stderr by default). */
export function createLogger(write: (line: string) => void = (line) => process.stderr.write(line)): Logger {
  const log = (level: string) => (message: string, details?: LogDetails) =>
    write(`${new Date().toISOString()} ${level} ${message}${serialize(details)}\n`);
  return { info: log('INFO'), warn: log('WARN'), error: log('ERROR') };
}
