import { relative } from "node:path";
import type { Plugin } from "vite";
import { checkContent, checkedFile, contentFolder } from "./check-content.ts";
import { describeProblem, type ContentProblem } from "./content-problem.ts";

const report = (problems: readonly ContentProblem[]) => problems.map((problem) => `  ${describeProblem(problem)}`).join("\n");

/**
 * Checks `content/` before the build makes anything (docs/decisions/011): a
 * file that breaks a rule stops `npm run build`, listing every problem with
 * its file, entry and rule, so nothing broken is deployed. Under
 * `npm run dev` (and `npm run cms`) the same problems are printed as soon as
 * a content file is saved.
 *
 * It also hands the app each content file as the check read it (`load`):
 * the schema's output, defaults filled in, as JSON. The pages read that
 * (`../read-content.ts`), so the schemas and Zod stay in the build, out of
 * the Worker and the browser. The unit tests load content through it too
 * (tests/vitest.config.ts).
 */
export function contentCheck(): Plugin {
  let root = process.cwd();
  return {
    name: "content-check",
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      if (this.environment.config.command !== "build") return;
      const found = checkContent(root);
      if (found.length) {
        this.error(`The content has ${found.length === 1 ? "a problem" : `${found.length} problems`}; fix ${found.length === 1 ? "it" : "them"} and build again:\n${report(found)}`);
      }
    },
    load(id) {
      // A query (`?raw`, `?url`) asks for something other than the data.
      if (id.includes("?")) return;
      const file = relative(root, id);
      if (!file.startsWith(`${contentFolder}/`)) return;
      const checked = checkedFile(root, file);
      if (!checked) return;
      if (checked.data === undefined) this.error(`The content has ${checked.problems.length === 1 ? "a problem" : `${checked.problems.length} problems`}:\n${report(checked.problems)}`);
      return JSON.stringify(checked.data);
    },
    configureServer(server) {
      const reportAll = () => {
        const found = checkContent(root);
        if (found.length) server.config.logger.error(`The content has problems:\n${report(found)}`, { timestamp: true });
      };
      reportAll();
      server.watcher.on("change", (path) => {
        if (path.startsWith(`${root}/${contentFolder}/`)) reportAll();
      });
    },
  };
}
