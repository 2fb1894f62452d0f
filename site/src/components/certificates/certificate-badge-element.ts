import { BADGE_ELEMENT, badgeShown } from './certificate-badge';

/**
 * `<certificate-badge data-number data-valid-until [data-live] hidden>`: the "Certified" link, built hidden
 * into the page, shown once `badgeShown` says so.
 */
class CertificateBadgeElement extends HTMLElement {
  connectedCallback(): void {
    const { number, validUntil, live } = this.dataset;
    void badgeShown({ number, validUntil, live: live !== undefined }).then((shown) => {
      if (shown && this.isConnected) this.hidden = false;
    });
  }
}

if (!customElements.get(BADGE_ELEMENT)) customElements.define(BADGE_ELEMENT, CertificateBadgeElement);
