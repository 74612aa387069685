import { createHash } from "node:crypto";
import { join } from "node:path";
import type { Plugin } from "vite";
import { languages, type Language } from "../../i18n/language.ts";
import type { StoredQuestion } from "../questions.ts";
import type { QuestionFile } from "../schemas/questions.ts";
import { checkedFile, contentFolders, folderFiles } from "./check-content.ts";
import { describeProblem } from "./content-problem.ts";
import { entryId } from "../read-content.ts";

/**
 * The questions' words, kept out of the Worker's code: the build writes each
 * language's questions and answers, in the owner's order, into a static file
 * named by its content (`/assets/questions/gu-<hash>.json`), which the Worker
 * reads through `ASSETS` (../questions-file.ts), as a journal post's body
 * (docs/decisions/020-journal.md, 021-questions-and-answers.md). The app
 * learns the files' names, and under `npm run dev` their words, from
 * `virtual:questions`.
 */

export interface QuestionsFiles {
  /** Each language's file, by its path among the static files. */
  paths: Record<Language, string>;
  /** Each language's questions, as its file holds them. */
  words: Record<Language, StoredQuestion[]>;
  files: { fileName: string; source: Uint8Array }[];
}

/** Every question of `content/questions/` as the content check gives it, each language's in the owner's order: by number, then by address. */
export function questionsFiles(root: string): QuestionsFiles {
  const { folder } = contentFolders.questions;
  const read = folderFiles(root, folder).map((file) => ({ file, id: entryId(file), checked: checkedFile(root, file)! }));
  const problems = read.flatMap(({ checked }) => checked.problems);
  if (problems.length) throw new Error(`The questions have problems:\n${problems.map((problem) => `  ${describeProblem(problem)}`).join("\n")}`);
  const inOrder = read
    .map(({ id, checked }) => ({ id, file: checked.data as QuestionFile }))
    .toSorted((a, b) => a.file.en.position - b.file.en.position || a.id.localeCompare(b.id));
  const made: QuestionsFiles = { paths: { en: "", gu: "" }, words: { en: [], gu: [] }, files: [] };
  for (const language of languages) {
    const words = inOrder.map(({ id, file }) => ({ id, page: file.en.page, question: file[language].question, answer: file[language].answer }));
    const source = JSON.stringify(words);
    const hash = createHash("sha256").update(source).digest("base64url").slice(0, 10);
    made.paths[language] = `/assets/questions/${language}-${hash}.json`;
    made.words[language] = words;
    made.files.push({ fileName: made.paths[language].slice(1), source: new TextEncoder().encode(source) });
  }
  return made;
}

const virtualModule = "virtual:questions";

export function questionsFile(): Plugin {
  let root = process.cwd();
  let serving = false;
  let made: QuestionsFiles | undefined;
  const make = () => (made ??= questionsFiles(root));
  return {
    name: "questions-file",
    configResolved(config) {
      root = config.root;
      serving = config.command === "serve";
    },
    resolveId(id) {
      return id === virtualModule ? `\0${virtualModule}` : undefined;
    },
    load(id) {
      if (id !== `\0${virtualModule}`) return undefined;
      const { paths, words } = make();
      return [`export const questionFiles = ${JSON.stringify(paths)};`, `export const questionWords = ${serving ? JSON.stringify(words) : "{}"};`].join("\n");
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const file of make().files) this.emitFile({ type: "asset", fileName: file.fileName, source: file.source });
    },
    configureServer(server) {
      // A question saved in the CMS is read again on the next request.
      server.watcher.on("all", (_, path) => {
        if (!path.startsWith(join(root, contentFolders.questions.folder, "/"))) return;
        made = undefined;
        const module = server.environments.rsc?.moduleGraph.getModuleById(`\0${virtualModule}`);
        if (module) server.environments.rsc!.moduleGraph.invalidateModule(module);
      });
    },
  };
}
