import type { Plugin } from "vite";
import { describeProblem } from "../read-content.ts";
import { checkContent, contentFolder } from "./check-content.ts";

/**
 * Checks `content/` before the build makes anything (docs/decisions/011): a
 * file that breaks a rule stops `npm run build`, listing every problem with
 * its file, entry and rule, so nothing broken is deployed. Under
 * `npm run dev` (and `npm run cms`) the same problems are printed as soon as
 * a content file is saved.
 */
export function contentCheck(): Plugin {
  let root = process.cwd();
  const problems = () => checkContent(root).map(describeProblem);
  return {
    name: "content-check",
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      if (this.environment.config.command !== "build") return;
      const found = problems();
      if (found.length) {
        this.error(`The content has ${found.length === 1 ? "a problem" : `${found.length} problems`}; fix ${found.length === 1 ? "it" : "them"} and build again:\n  ${found.join("\n  ")}`);
      }
    },
    configureServer(server) {
      const report = () => {
        const found = problems();
        if (found.length) server.config.logger.error(`The content has problems:\n  ${found.join("\n  ")}`, { timestamp: true });
      };
      report();
      server.watcher.on("change", (path) => {
        if (path.startsWith(`${root}/${contentFolder}/`)) report();
      });
    },
  };
}
