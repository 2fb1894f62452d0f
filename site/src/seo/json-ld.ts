/** JSON for an inline `<script type="application/ld+json">`: `<` escaped so no text can close the script. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
