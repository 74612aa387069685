/** Puts values into the `{placeholders}` of an owner's text: `fillIn("Hello {title}", { title: "Mandap" })`. */
export function fillIn(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
