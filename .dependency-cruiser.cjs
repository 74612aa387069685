/**
 * The layers of `app/`, held by dependency-cruiser in `npm test` (`npm run check:layers`).
 * Each folder imports only from the folders below it in this list, and from itself;
 * the README's map says what each one holds. Being a total order, it also rules
 * out every loop between folders.
 */
const layers = [
  ["paraglide", "app/paraglide/"], // the interface's words, generated from messages/
  ["i18n", "app/i18n/"], // the languages and the address rule
  ["content", "app/content/"], // the owner's words and facts, as the build checked them
  ["pictures", "app/pictures/"], // the <picture> and the build step that makes its files
  ["lib", "app/lib/"], // what pages share: meta, structured data, links, the vCard
  ["http", "app/http/"], // the edge: guards, headers, the page cache, addresses
  ["components", "app/components/"], // the shell and the building blocks of pages
  ["quote", "app/quote/"], // the quote request, from form to action
  ["admin", "app/admin/"], // the owner's sign-in with GitHub, for the CMS and her insights
  ["insights", "app/insights/"], // the owner's figures: counting, roll-up, her pages
  ["journal", "app/journal/"], // the owner's posts: their build, their bodies, how they are listed
  ["routes", "app/routes/"], // one module per address
  ["entries", "app/(?:ssr/|root\\.tsx|app\\.css|routes\\.ts|entry\\.)"], // the Worker's and the browser's entries
];

// The one door upwards: the edge, the sign-in and the insights ask for the
// Worker's own pages through `#render-worker-page` (package.json `imports`),
// a call into the SSR environment that renders them (docs/decisions/017).
const door = "^app/ssr/render-worker-page\\.ts$";

const forbidden = layers.map(([name, path], index) => ({
  name: `layer-${name}`,
  comment: `${path} imports only from the layers below it: ${layers.slice(0, index).map(([below]) => below).join(", ") || "none"}`,
  severity: "error",
  from: { path: `^${path}` },
  to: {
    path: "^app/",
    pathNot: [`^${path}`, door, ...layers.slice(0, index).map(([, below]) => `^${below}`)],
  },
}));

module.exports = {
  forbidden: [
    ...forbidden,
    {
      name: "in-a-layer",
      comment: "Every folder of app/ has its place in the layers above: a new one is added there (and to the README's map).",
      severity: "error",
      from: { path: "^app/", pathNot: layers.map(([, path]) => `^${path}`) },
      to: {},
    },
    {
      name: "no-circular",
      comment: "No module reaches itself through its imports.",
      severity: "error",
      from: { path: "^app/" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["\\.test\\.tsx?$", "^app/paraglide/.*\\.d\\.ts$"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    // As the Worker resolves `#render-worker-page`: the react-server build.
    enhancedResolveOptions: { conditionNames: ["react-server", "workerd", "import", "default"], extensions: [".ts", ".tsx", ".js", ".json"] },
  },
};
