// `@vitejs/plugin-rsc` resolves this marker import itself (a build error if a
// client bundle pulls the module in); it has no types of its own.
declare module "server-only";
