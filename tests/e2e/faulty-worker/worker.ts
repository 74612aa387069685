/**
 * The built Worker as it runs when the platform fails it: the Rate Limiting
 * service rejects every call, the insights' D1 database answers nothing for
 * a while and then fails, and the version metadata binding is missing.
 * `tests/e2e/failure.http.spec.ts` checks what visitors get then.
 */
// @ts-expect-error: the build output has no type declarations.
import site from "../../../build/server/index.js";

const unavailableLimiter = {
  limit: () => Promise.reject(new Error("Rate Limiting service unavailable")),
};

/** How long the failing database keeps a query waiting before it fails: far longer than a page takes. */
const databaseStallMs = 3000;

const stalledThenFailed = () =>
  new Promise((_, reject) => setTimeout(() => reject(new Error("D1 is unavailable")), databaseStallMs));

/** A D1 database that takes every statement and answers each, late, with a failure. */
const failingDatabase = {
  prepare() {
    const statement = {
      bind: () => statement,
      run: stalledThenFailed,
      all: stalledThenFailed,
      first: stalledThenFailed,
    };
    return statement;
  },
  batch: stalledThenFailed,
};

export default {
  fetch(request: Request, env: Record<string, unknown>, context: ExecutionContext): Promise<Response> {
    const { CF_VERSION_METADATA: _missing, ...rest } = env;
    const failing = new URL(request.url).searchParams.has("without-version-metadata") ? rest : env;
    return site.fetch(request, { ...failing, QUOTE_RATE_LIMITER: unavailableLimiter, INSIGHTS_DB: failingDatabase }, context);
  },
};
