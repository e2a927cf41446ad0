import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256.ts';

// Published digests (FIPS 180-2 examples) and digests of multi-byte texts taken from another
// implementation; the API's tests also compare the function with node:crypto on the terms.
describe('sha256Hex', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
    ['a'.repeat(56), 'b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a'],
    ['é', '4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c'],
    ['شروط الخدمة', '0067dc332a5262bba506724ba3875f7ae5c17618585c7ae2b4677ed45d1d0e21'],
    ['🚗 car', 'c74d2435a093e9826e4661e0d609e19ebbf1b61aa4f534d994929965678552e4'],
  ])('hashes %j', (text, digest) => {
    expect(sha256Hex(text)).toBe(digest);
  });
});
