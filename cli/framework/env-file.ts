/** The environment every command sees: the real one over a `.env` file in the working directory. */
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

/** Reads `.env` in the working directory (if any) under the real environment, which wins. */
export function environmentWithDotEnv(env: NodeJS.ProcessEnv, dotEnvPath = '.env'): NodeJS.ProcessEnv {
  if (!existsSync(dotEnvPath)) return env;
  return { ...parseEnv(readFileSync(dotEnvPath, 'utf8')), ...env };
}
