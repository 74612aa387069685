import type { Plugin, ViteDevServer } from "vite";
import type { MadeFile } from "./photograph.ts";

const mediaTypes: Record<string, string> = {
  jpg: "image/jpeg",
  avif: "image/avif",
  webp: "image/webp",
  json: "application/json",
  xml: "application/atom+xml",
};

/**
 * What every plugin that makes files at build time does with them (the
 * pictures', the journal's): makes them once as the build starts, stopping
 * it with the failure's message (which names the file); emits them into the
 * client build, so they land in `build/client` with the static files; and
 * under `npm run dev` answers them from memory at their paths, made on the
 * first request for one of `folders`.
 */
export function madeFilesHooks(make: () => Promise<{ files: MadeFile[] }>, folders: readonly string[]): Required<Pick<Plugin, "buildStart" | "generateBundle">> & {
  serve: (server: ViteDevServer) => void;
} {
  return {
    async buildStart() {
      if (this.environment.config.command !== "build") return;
      try {
        await make();
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const file of (await make()).files) this.emitFile({ type: "asset", fileName: file.fileName, source: file.source });
    },
    serve(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split("?")[0] ?? "";
        if (!folders.some((folder) => path.startsWith(folder))) return next();
        make()
          .then(({ files }) => {
            const file = files.find((candidate) => `/${candidate.fileName}` === path);
            if (!file) return next();
            response.setHeader("Content-Type", mediaTypes[path.split(".").pop()!] ?? "application/octet-stream");
            response.end(file.source);
          })
          .catch(next);
      });
    },
  };
}
