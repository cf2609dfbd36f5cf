/** Decodes a REST request body the way Discord does: JSON, or multipart/form-data with `payload_json` and files. */
import type { IncomingMessage } from 'node:http';
import type { RecordedFile } from './request-recorder.js';

export interface DecodedBody {
  body: unknown;
  files: RecordedFile[];
}

async function readAll(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Reads and decodes the body; throws on malformed JSON (the server answers 400 then). */
export async function decodeRequestBody(request: IncomingMessage): Promise<DecodedBody> {
  const raw = await readAll(request);
  const contentType = request.headers['content-type'] ?? '';
  if (raw.length === 0) return { body: null, files: [] };
  if (contentType.startsWith('multipart/form-data')) return decodeMultipart(raw, contentType);
  return { body: JSON.parse(raw.toString('utf8')), files: [] };
}

/** Multipart parsing is left to the fetch Response built into Node, which speaks the same format discord.js sends. */
async function decodeMultipart(raw: Buffer, contentType: string): Promise<DecodedBody> {
  const form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
  let body: unknown = null;
  const files: RecordedFile[] = [];
  for (const [field, value] of form) {
    if (typeof value === 'string') {
      // Without payload_json, discord.js appends each body field on its own (appendToFormData).
      if (field === 'payload_json') body = JSON.parse(value);
      else body = { ...(body as object | null), [field]: value };
      continue;
    }
    files.push({ field, name: value.name, contentType: value.type, data: Buffer.from(await value.arrayBuffer()) });
  }
  return { body, files };
}
