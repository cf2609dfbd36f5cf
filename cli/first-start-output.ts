/** Where the first start's sentences and progress go: to the person at the terminal, or to the bot's log. */
import type { Logger } from '../bot/logger.js';
import type { CliIo } from './framework/cli-context.js';
import { lineProgress, terminalProgress, type ProgressDisplay } from './framework/progress-display.js';

/** Where the first start's sentences and progress go. */
export interface FirstStartOutput {
  say(text: string): void;
  warn(text: string): void;
  /** Made only when there is something to download. */
  progress(): ProgressDisplay;
}

/** Plain sentences on stderr; a progress bar there when it is a terminal, else a line now and then. */
export function terminalOutput(io: CliIo): FirstStartOutput {
  const say = (text: string) => io.stderr(`${text}\n`);
  return { say, warn: say, progress: () => (io.terminal?.stderr ? terminalProgress(io.terminal.stderr) : lineProgress(say)) };
}

/** The bot's log events; a progress bar only when its log is read on a terminal. */
export function logOutput(io: CliIo, logger: Logger): FirstStartOutput {
  const say = (text: string) => logger.info(text);
  return { say, warn: (text) => logger.warn(text), progress: () => (io.terminal?.stderr ? terminalProgress(io.terminal.stderr) : lineProgress(say)) };
}
