/**
 * Discord's side of HTTP interactions for tests and the load script: an Ed25519 application key,
 * and POSTs to /interactions signed the way Discord signs them (timestamp + raw body).
 */
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { Agent, request } from 'node:http';

/**
 * Connections kept open between requests, as Discord's are. node:http rather than fetch: the load
 * script's 1,000 requests share the machine with the replicas, and fetch (undici) costs about
 * twice the CPU per request (npm run load).
 */
const agent = new Agent({ keepAlive: true });

function post(url: string, headers: Record<string, string>, body: string | Uint8Array): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: 'POST', headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export interface ApplicationKey {
  /** 64 hex characters, as the developer portal shows it (DISCORD_PUBLIC_KEY). */
  publicKeyHex: string;
  /** The hex signature of `timestamp` + `body`. */
  sign(timestamp: string, body: string | Uint8Array): string;
}

/** A fresh key pair, as an application has. */
export function applicationKey(): ApplicationKey {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const x = publicKey.export({ format: 'jwk' }).x!;
  return { publicKeyHex: Buffer.from(x, 'base64url').toString('hex'), sign: (timestamp, body) => signWith(privateKey, timestamp, body) };
}

function signWith(privateKey: KeyObject, timestamp: string, body: string | Uint8Array): string {
  return sign(null, Buffer.concat([Buffer.from(timestamp), typeof body === 'string' ? Buffer.from(body) : body]), privateKey).toString('hex');
}

export interface SignedPostOptions {
  /** Unix seconds; now by default. */
  timestamp?: number;
  /** Headers replacing (or, as undefined, removing) the signature headers. */
  headers?: Record<string, string | undefined>;
  /** Sent instead of the signed body (a tampered request). */
  sendBody?: string | Uint8Array;
}

export interface PostResult {
  status: number;
  text: string;
  /** The body parsed as JSON, when it is JSON. */
  json: unknown;
}

/** The signature headers Discord sends with `body`, signed at `timestamp` (Unix seconds; now by default). */
export function signatureHeaders(body: string | Uint8Array, key: ApplicationKey, timestamp = Math.floor(Date.now() / 1000)): Record<string, string> {
  return { 'x-signature-ed25519': key.sign(String(timestamp), body), 'x-signature-timestamp': String(timestamp) };
}

/** POSTs `body` to `url` signed with `key`, as Discord would (signature headers given in `options.headers` are sent as they are). */
export async function postSigned(url: string, body: string | Uint8Array, key: ApplicationKey, options: SignedPostOptions = {}): Promise<PostResult> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const given = options.headers ?? {};
  const signed = 'x-signature-ed25519' in given && 'x-signature-timestamp' in given ? {} : signatureHeaders(body, key, options.timestamp);
  for (const [name, value] of Object.entries({ ...signed, ...given })) if (value !== undefined) headers[name] = value;
  const response = await post(url, headers, options.sendBody ?? body);
  const text = response.text;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, text, json };
}
