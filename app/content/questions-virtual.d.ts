/** The questions' words, made by the build (app/content/build/questions-file-plugin.ts). */
declare module "virtual:questions" {
  import type { Language } from "~/i18n/language";
  import type { StoredQuestion } from "./questions";
  /** Each language's questions, a static file named by its content (`/assets/questions/gu-….json`). */
  export const questionFiles: Readonly<Record<Language, string>>;
  /** Under `npm run dev` only: each language's questions (the built site reads the files). */
  export const questionWords: Readonly<Partial<Record<Language, readonly StoredQuestion[]>>>;
}
