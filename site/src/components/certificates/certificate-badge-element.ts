import { BADGE_ELEMENT, stillValid } from './certificate-badge';

/**
 * `<certificate-badge data-valid-until hidden>`: a card's "Certified" link, built hidden into the page, shown
 * while its certificate holds by the reader's clock.
 */
class CertificateBadgeElement extends HTMLElement {
  connectedCallback(): void {
    if (stillValid(this.dataset.validUntil)) this.hidden = false;
  }
}

if (!customElements.get(BADGE_ELEMENT)) customElements.define(BADGE_ELEMENT, CertificateBadgeElement);
