import { BADGE_ELEMENT, stillValid } from './certificate-badge';

/**
 * `<certificate-badge data-number data-valid-until hidden>`: a company's "Certified" link on its page and its
 * cards, built hidden into the page. While its certificate holds by the reader's clock, it loads the check of
 * its revocation (`certificate-revocation.ts`, a file of its own: only pages with such a badge load it), which
 * shows it once the page has loaded and the certificate's status list says it is not revoked.
 */
class CertificateBadgeElement extends HTMLElement {
  connectedCallback(): void {
    if (stillValid(this.dataset.validUntil))
      void import('./certificate-revocation').then(({ checkBadge }) => checkBadge(this));
  }
}

if (!customElements.get(BADGE_ELEMENT)) customElements.define(BADGE_ELEMENT, CertificateBadgeElement);
