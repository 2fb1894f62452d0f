/**
 * `<mailing-signup>` wraps the footer's subscription form (`MailingSignup.astro`). Every page has it, so its
 * code loads only when the visitor first reaches for the form (`api/mailing-signup.ts`); until then the form's
 * button is disabled and nothing is sent.
 */
class MailingSignup extends HTMLElement {
  connectedCallback(): void {
    const start = () => {
      this.removeEventListener('focusin', start);
      this.removeEventListener('pointerdown', start);
      void import('@/api/mailing-signup').then(({ startMailingSignup }) => startMailingSignup(this));
    };
    this.addEventListener('focusin', start);
    this.addEventListener('pointerdown', start);
  }
}

if (!customElements.get('mailing-signup')) customElements.define('mailing-signup', MailingSignup);
