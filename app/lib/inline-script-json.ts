/**
 * JSON for a data block inside an inline `<script>` (the JSON-LD, the list of
 * deferred modules): `<` is escaped so no value can close the script element
 * early (`</script>`) or open a comment.
 */
export function inlineScriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
