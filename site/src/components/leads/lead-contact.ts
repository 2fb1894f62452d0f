import { leadRequestOf } from './lead-request';

/**
 * `<lead-contact>` around a "Contact the company" button: a few lines on the page. The first
 * press loads the popup (`lead-popup-open.tsx`: React, the form and its store); until the
 * element is defined the button stays disabled.
 */
class LeadContact extends HTMLElement {
  connectedCallback(): void {
    const button = this.querySelector('button');
    if (!button) return;
    button.disabled = false;
    button.addEventListener('click', () => void this.open());
  }

  private async open(): Promise<void> {
    const request = leadRequestOf(this.dataset);
    if (!request) return;
    // Only the dev server has hot reloading (a build under any NODE_ENV leaves `import.meta.hot` undefined).
    if (import.meta.hot) await (await import('@/kit/react-refresh-dev')).installReactRefreshPreamble();
    const { openLeadPopup } = await import('./lead-popup-open');
    openLeadPopup(request);
  }
}

if (!customElements.get('lead-contact')) customElements.define('lead-contact', LeadContact);
