/** wawoff2 ships no types: Google's WOFF2 codec compiled to WebAssembly. */
declare module "wawoff2" {
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
  export function compress(sfnt: Uint8Array): Promise<Uint8Array>;
}
