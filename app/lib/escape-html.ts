/** Text made safe to put between tags or in an attribute of a page written as a string (the Worker's own pages). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
