/** Discord's request signatures, checked alone: the edge cases the endpoint test does not reach. */
import { describe, expect, it } from 'vitest';
import { MAX_SIGNATURE_AGE_S, parsePublicKey, signatureProblem } from '../../http/verify-signature.js';
import { applicationKey } from '../support/signed-interactions.js';

const key = applicationKey();
const publicKey = parsePublicKey(key.publicKeyHex);
const body = Buffer.from('{"type":1}');
const now = 1_800_000_000;

describe('signatureProblem', () => {
  it('accepts a good signature of timestamp + body', async () => {
    expect(await signatureProblem(publicKey, key.sign(String(now), body), String(now), body, now)).toBeNull();
  });

  it('accepts a request exactly at the age limit and refuses one a second older, or as far in the future', async () => {
    const at = (timestamp: number) => signatureProblem(publicKey, key.sign(String(timestamp), body), String(timestamp), body, now);
    expect(await at(now - MAX_SIGNATURE_AGE_S)).toBeNull();
    expect(await at(now - MAX_SIGNATURE_AGE_S - 1)).toBe('stale or future timestamp');
    expect(await at(now + MAX_SIGNATURE_AGE_S + 1)).toBe('stale or future timestamp');
  });

  it('refuses a signature of another timestamp (the timestamp is signed too)', async () => {
    expect(await signatureProblem(publicKey, key.sign(String(now - 1), body), String(now), body, now)).toBe('invalid signature');
  });

  it('refuses a signature that is not 64 hex bytes, and a timestamp that is not a number', async () => {
    const good = key.sign(String(now), body);
    expect(await signatureProblem(publicKey, good.slice(2), String(now), body, now)).toBe('malformed signature headers');
    expect(await signatureProblem(publicKey, good, `${now}.5`, body, now)).toBe('malformed signature headers');
    expect(await signatureProblem(publicKey, undefined, String(now), body, now)).toBe('missing X-Signature-Ed25519 or X-Signature-Timestamp');
  });
});

describe('parsePublicKey', () => {
  it('refuses a key that is not 64 hex characters', () => {
    expect(() => parsePublicKey('abc')).toThrow('a Discord public key is 64 hexadecimal characters');
  });
});
