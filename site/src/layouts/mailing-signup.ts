/**
 * `<mailing-signup>` wraps the footer's subscription form (`MailingSignup.astro`). Every page has it, so its
 * code loads only when the visitor first focuses the form (`api/mailing-signup.ts`); until then the form's
 * button is disabled and nothing is sent. Defined by the layout's script, on every page.
 */
class MailingSignup extends HTMLElement {
  connectedCallback(): void {
    const start = () => void import('@/api/mailing-signup').then(({ startMailingSignup }) => startMailingSignup(this));
    // Typing the address needs the focus; its button stays disabled until then.
    this.addEventListener('focusin', start, { once: true });
  }
}

if (!customElements.get('mailing-signup')) customElements.define('mailing-signup', MailingSignup);
