import { LIVE_BADGE_ELEMENT } from './certificate-badge';
import { liveBadgeShown } from './certificate-live';

/**
 * `<live-certificate-badge data-number data-valid-until hidden>`: the company page's "Certified" link, built
 * hidden, shown once its certificate holds by the reader's clock and the API says it is valid today.
 */
class LiveCertificateBadgeElement extends HTMLElement {
  connectedCallback(): void {
    const { number, validUntil } = this.dataset;
    void liveBadgeShown({ number, validUntil }).then((shown) => {
      if (shown && this.isConnected) this.hidden = false;
    });
  }
}

if (!customElements.get(LIVE_BADGE_ELEMENT)) customElements.define(LIVE_BADGE_ELEMENT, LiveCertificateBadgeElement);
