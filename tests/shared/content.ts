import { readdirSync, readFileSync } from "node:fs";
import { businessSchema, serviceSchema } from "../../app/content/schema";

/**
 * The owner's content as the tests read it: the files in `content/`, through
 * the schemas the site reads them with (the tests run outside Vite, which
 * gives the site its files).
 */

const root = new URL("../../", import.meta.url);

export function readContentFile(path: string): unknown {
  return JSON.parse(readFileSync(new URL(path, root), "utf8"));
}

/** The business facts, in English. */
export const business = businessSchema.parse(readContentFile("content/business.json")).en;

/** The services in English, in the order the pages show them, each with its id (its file's name) and the number its card shows. */
export const services = readdirSync(new URL("content/services/", root))
  .map((name) => {
    const service = serviceSchema.parse(readContentFile(`content/services/${name}`)).en;
    return { id: name.replace(/\.json$/, ""), number: String(service.position).padStart(2, "0"), ...service };
  })
  .toSorted((a, b) => a.position - b.position);
