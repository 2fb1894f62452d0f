/** The registered address from `?email=`, if it looks like one (it is only shown, never sent anywhere). */
export function registeredEmail(search: string): string | undefined {
  const email = new URLSearchParams(search).get('email')?.trim();
  return email && email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email) ? email : undefined;
}

/**
 * Splits a text with an `{email}` placeholder around it: `'Sent to {email}.'` →
 * `['Sent to ', '.']`; `undefined` when the placeholder is missing.
 */
export function splitAtEmail(template: string): [before: string, after: string] | undefined {
  const at = template.indexOf('{email}');
  return at === -1 ? undefined : [template.slice(0, at), template.slice(at + '{email}'.length)];
}

/**
 * The page is static, so the address comes from the URL: the generic sentence is
 * replaced by the one naming the address (as text, never as HTML).
 */
export function showSentTo(element: HTMLElement | null, search: string): void {
  const email = registeredEmail(search);
  const parts = splitAtEmail(element?.dataset.sentTo ?? '');
  if (!element || !email || !parts) return;
  const strong = document.createElement('strong');
  strong.textContent = email;
  element.replaceChildren(parts[0], strong, parts[1]);
}
