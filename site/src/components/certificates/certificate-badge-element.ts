import { BADGE_ELEMENT, stillValid } from './certificate-badge';
import { checkBadge } from './certificate-revocation';

/**
 * `<certificate-badge data-number data-valid-until hidden>`: a company's "Certified" link on its page and its
 * cards, built hidden into the page. While its certificate holds by the reader's clock, it runs the check of
 * its revocation (`certificate-revocation.ts`, 1 KB in the page's one script rather than a file loaded
 * with the first view), which shows it once the page has loaded and the certificate's status list says it is
 * not revoked.
 */
class CertificateBadgeElement extends HTMLElement {
  connectedCallback(): void {
    if (stillValid(this.dataset.validUntil)) void checkBadge(this);
  }
}

if (!customElements.get(BADGE_ELEMENT)) customElements.define(BADGE_ELEMENT, CertificateBadgeElement);
