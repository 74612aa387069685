import { createReadStream } from "node:fs";
import { copyFile, mkdir, readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Connect, Plugin } from "vite";

/** Where the CMS's script and the chunks it loads are served: the script finds its chunks beside itself. */
export const cmsScriptFolder = "/admin/cms/";

/**
 * The files of `decap-cms`'s prebuilt bundle that a browser fetches: the
 * script, the chunks it loads on demand (the code editor's language modes)
 * and its licence notice, which the script's first line names. Source maps
 * (25 MB) and a second copy under another name stay behind.
 */
export const isServedCmsFile = (name: string) => /^(\d+\.)?decap-cms\.js$/.test(name) || name === "decap-cms.js.LICENSE.txt";

/** The `dist` folder of the installed `decap-cms`. */
function cmsDistFolder(root: string): string {
  const require = createRequire(join(root, "package.json"));
  return dirname(require.resolve("decap-cms/package.json")) + "/dist";
}

/**
 * The response headers `public/_headers` gives the paths under `/admin/`, so
 * `npm run dev` serves the CMS under the same policy as the deployed site.
 * (A `! Name` line drops what another rule set; here no other rule applies.)
 */
export function adminHeaders(headersFile: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAdminRule = false;
  for (const line of headersFile.split("\n")) {
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      inAdminRule = line.trim() === "/admin/*";
      continue;
    }
    if (!inAdminRule) continue;
    const header = /^\s+([\w-]+):\s*(.*)$/.exec(line);
    if (header) headers[header[1]!] = header[2]!;
  }
  return headers;
}

const contentTypes: Record<string, string> = {
  html: "text/html; charset=utf-8",
  yml: "text/yaml; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  css: "text/css; charset=utf-8",
};

/**
 * Decap CMS from npm, served at `/admin/` (docs/decisions/011-owner-editing.md).
 * `vite build` copies its prebuilt bundle into `build/client/admin/cms/`,
 * beside the page and the config from `public/admin/`; nothing in the app
 * imports it, so no public page can load a byte of it. `npm run dev` serves
 * the same files from `node_modules`, and the page and its config from
 * `public/admin/`, with the headers `public/_headers` gives them.
 */
export function decapCms(): Plugin {
  let root = process.cwd();
  return {
    name: "decap-cms",
    configResolved(config) {
      root = config.root;
    },
    // Copied rather than emitted: 95 files the bundler has nothing to do
    // with, each of which would add a line to the build's report.
    async writeBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      // The journal's preview in the CMS wears the site's stylesheet, under a name that stays
      // (public/admin/preview.js asks for it): the built one's carries its content's hash.
      const stylesheet = Object.values(bundle).find((file) => file.type === "asset" && /^assets\/.*\.css$/.test(file.fileName));
      if (!stylesheet) this.error("the site's stylesheet is missing from the client build");
      await copyFile(join(this.environment.config.build.outDir, stylesheet.fileName), join(this.environment.config.build.outDir, "admin/preview.css"));
      const from = cmsDistFolder(root);
      const to = join(this.environment.config.build.outDir, cmsScriptFolder);
      const names = (await readdir(from)).filter(isServedCmsFile);
      if (!names.includes("decap-cms.js")) this.error(`decap-cms.js is missing from ${from}`);
      await mkdir(to, { recursive: true });
      await Promise.all(names.map((name) => copyFile(join(from, name), join(to, name))));
    },
    configureServer(server) {
      const serve: Connect.NextHandleFunction = (request, response, next) => {
        const path = decodeURIComponent(request.url?.split("?")[0] ?? "");
        if (path === "/admin") {
          response.writeHead(307, { Location: "/admin/" });
          return response.end();
        }
        let file: string | undefined;
        if (path === "/admin/") file = join(root, "public/admin/index.html");
        else if (path === "/admin/config.yml") file = join(root, "public/admin/config.yml");
        else if (path === "/admin/preview.js") file = join(root, "public/admin/preview.js");
        else if (path === "/admin/preview.css") {
          // The stylesheet as the dev server makes it from app/app.css.
          server
            .transformRequest("/app/app.css?direct")
            .then((result) => {
              response.writeHead(200, { "Content-Type": "text/css; charset=utf-8" });
              response.end(result?.code ?? "");
            })
            .catch(next);
          return;
        }
        else if (path.startsWith(cmsScriptFolder) && isServedCmsFile(path.slice(cmsScriptFolder.length))) {
          file = join(cmsDistFolder(root), path.slice(cmsScriptFolder.length));
        }
        // The sign-in routes and anything else go on to the Worker.
        if (!file) return next();
        readFile(join(root, "public/_headers"), "utf8")
          .then((headersFile) => {
            response.writeHead(200, { ...adminHeaders(headersFile), "Content-Type": contentTypes[file.split(".").pop()!]! });
            createReadStream(file).on("error", next).pipe(response);
          })
          .catch(next);
      };
      server.middlewares.use(serve);
    },
  };
}
