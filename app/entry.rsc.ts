import defaultEntry from "@react-router/dev/config/default-rsc-entries/entry.rsc";

export default {
  async fetch(request: Request): Promise<Response> {
    return defaultEntry.fetch(request);
  },
};

if (import.meta.hot) {
  import.meta.hot.accept();
}
