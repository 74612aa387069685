/** The journal's published posts, made by the build (app/journal/build/journal-plugin.ts), newest first. */
declare module "virtual:journal-posts" {
  import type { Language } from "~/i18n/language";
  import type { JournalPost } from "./journal";
  export const posts: readonly JournalPost[];
  /** Under `npm run dev` only: each body by its file's path (the built site reads the files). */
  export const bodies: Readonly<Record<string, unknown>>;
  /** Each language's Atom feed among the static files (`/assets/journal/feed-en-….xml`), named by its content. */
  export const feeds: Readonly<Record<Language, string>>;
  /** Under `npm run dev` only: each feed's XML by its file's path. */
  export const feedXml: Readonly<Record<string, string>>;
}
