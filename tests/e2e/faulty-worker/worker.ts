/**
 * The built Worker as it runs when the platform fails it: the Rate Limiting
 * service rejects every call, and the version metadata binding is missing.
 * `tests/e2e/failure.http.spec.ts` checks what visitors get then.
 */
// @ts-expect-error: the build output has no type declarations.
import site from "../../../build/server/index.js";

const unavailableLimiter = {
  limit: () => Promise.reject(new Error("Rate Limiting service unavailable")),
};

export default {
  fetch(request: Request, env: Record<string, unknown>, context: ExecutionContext): Promise<Response> {
    const { CF_VERSION_METADATA: _missing, ...rest } = env;
    const failing = new URL(request.url).searchParams.has("without-version-metadata") ? rest : env;
    return site.fetch(request, { ...failing, QUOTE_RATE_LIMITER: unavailableLimiter }, context);
  },
};
