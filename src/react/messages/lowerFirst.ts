/** A label inside a sentence: "Account number" in "Copy account number" ("Transaction ID" keeps its capitals after the first). */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
