import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Encoded pictures kept between builds, each under the hash of what made it
 * (the source's bytes and the options), so a build encodes only what changed:
 * AVIF is slow on two cores. Delete the folder to start over.
 */
export class BuildCache {
  constructor(readonly folder: string) {}

  /** The bytes made from `inputs`, made now if no earlier build made them. */
  async bytes(inputs: readonly (string | Uint8Array)[], make: () => Promise<Uint8Array>): Promise<Uint8Array> {
    const file = join(this.folder, hashOf(inputs));
    const kept = await readFile(file).catch(() => undefined);
    if (kept) return kept;
    const made = await make();
    await mkdir(this.folder, { recursive: true });
    // Written whole or not at all: an interrupted build leaves no half file behind, and two builds
    // making the same picture at once (the site's and the fixture site's) each write their own.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, made);
    await rename(partial, file);
    return made;
  }

  /** Like `bytes`, for a value that JSON can hold. */
  async json<T>(inputs: readonly (string | Uint8Array)[], make: () => Promise<T>): Promise<T> {
    const bytes = await this.bytes(["json", ...inputs], async () => new TextEncoder().encode(JSON.stringify(await make())));
    return JSON.parse(new TextDecoder().decode(bytes)) as T;
  }
}

export function hashOf(inputs: readonly (string | Uint8Array)[]): string {
  const hash = createHash("sha256");
  for (const input of inputs) hash.update(createHash("sha256").update(input).digest());
  return hash.digest("hex");
}
