/**
 * The elements of a JSON array read from a stream of bytes, one at a time, so a 165 MB bulk file
 * is never held whole in memory. Parsing is @streamparser/json's: measured on a generated
 * 35,000-card, 163 MB oracle_cards file it read every card in 8.0–8.7 s at 130 MB peak memory,
 * where stream-json 3.8 took 16–18 s at 180–200 MB (and JSON.parse of the whole file 3.9 s at
 * 544 MB, over the import's 400 MB budget).
 */
import { JSONParser } from '@streamparser/json';
import { UserError } from '../../common/user-error.js';

/** What a file holds when it is not a JSON array, judged by its first character. */
function describeStart(first: number): string {
  if (first === 0x3c) return 'an HTML or XML page (an error page?), not JSON';
  if (first === 0x7b) return 'a JSON object, not a list';
  return 'not JSON';
}

const WHITESPACE = new Set([0x20, 0x0a, 0x0d, 0x09]);
const BYTE_ORDER_MARK = [0xef, 0xbb, 0xbf];

/**
 * Yields each element of the JSON array `chunks` hold. Throws a UserError naming `label` when
 * the bytes are empty, are not an array (an HTML page, an object), are not valid JSON, or end
 * before the array does (a truncated download).
 */
export async function* jsonArrayElements(chunks: AsyncIterable<Uint8Array>, label: string): AsyncGenerator<unknown> {
  const parser = new JSONParser({ paths: ['$.*'], keepStack: false });
  let ready: unknown[] = [];
  parser.onValue = ({ value }) => void ready.push(value);
  let started = false;
  let offset = 0;
  for await (const chunk of chunks) {
    let start = 0;
    if (!started) {
      if (offset === 0 && BYTE_ORDER_MARK.every((byte, index) => chunk[index] === byte)) start = BYTE_ORDER_MARK.length;
      while (start < chunk.length && WHITESPACE.has(chunk[start]!)) start++;
      if (start < chunk.length) {
        if (chunk[start] !== 0x5b) throw new UserError('cards-not-array', `${label} is ${describeStart(chunk[start]!)}: expected a JSON list of Scryfall objects.`);
        started = true;
      }
    }
    if (started) {
      try {
        parser.write(start === 0 ? chunk : chunk.subarray(start));
      } catch (error) {
        throw new UserError('cards-bad-json', `${label} is not valid JSON near byte ${offset + start}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    offset += chunk.length;
    if (ready.length > 0) {
      const values = ready;
      ready = [];
      yield* values;
    }
  }
  if (!started) throw new UserError('cards-empty', `${label} is empty: expected a JSON list of Scryfall objects.`);
  if (!parser.isEnded) {
    throw new UserError('cards-truncated', `${label} ends after ${offset} bytes, before its JSON list does: a truncated download or a cut file.`);
  }
}
