/** Bytes in base64url, unpadded (RFC 4648 §5): every character unreserved in an address (RFC 3986 §2.3). */
export const base64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** 256 random bits in base64url: 43 characters, from a cryptographic random source. */
export function random256Bits(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}
