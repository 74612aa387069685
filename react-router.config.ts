import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Seven routes: the whole manifest rides along with the first page, so no
  // `/.manifest` round trip precedes a visitor's first client navigation.
  routeDiscovery: { mode: "initial" },
  // Every page carries an import map with the sha384 of each of the app's
  // modules (app/entry.ssr.tsx): a module changed on its way is refused.
  subResourceIntegrity: true,
} satisfies Config;
