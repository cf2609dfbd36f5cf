/** Rendering hono's JSX to a string, synchronously: no page component is async. */
import type { JSX } from 'hono/jsx/jsx-runtime';

/** The document for `element`, with its doctype. Throws if a component was async (a bug: pages render synchronously). */
export function renderDocument(element: JSX.Element): string {
  const html = element.toString();
  if (typeof html !== 'string') throw new Error('A page component returned a promise; pages must render synchronously.');
  return `<!doctype html>${html}`;
}
