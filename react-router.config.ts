import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Seven routes: the whole manifest rides along with the first page, so no
  // `/.manifest` round trip precedes a visitor's first client navigation.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
