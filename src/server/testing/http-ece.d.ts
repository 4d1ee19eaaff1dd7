// http_ece ships no types; the tests' push service uses only its decrypt (RFC 8188 / RFC 8291).
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  interface DecryptParams {
    version: 'aes128gcm';
    privateKey: ECDH;
    authSecret: string;
  }
  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  // eslint-disable-next-line import-x/no-default-export -- the package exports one object
  export default ece;
}
