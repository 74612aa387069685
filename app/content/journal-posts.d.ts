/** The journal's published posts, made by the build (app/journal/build/journal-plugin.ts), newest first. */
declare module "virtual:journal-posts" {
  import type { JournalPost } from "./journal";
  export const posts: readonly JournalPost[];
  /** Under `npm run dev` only: each body by its file's path (the built site reads the files). */
  export const bodies: Readonly<Record<string, unknown>>;
}
