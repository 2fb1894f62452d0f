/**
 * `<feedback-link>` around the footer's "Feedback about the site" button: a few lines on every page. The first
 * press loads the popup (`feedback-load.ts`, then `feedback-open.tsx`: React, the form and its store); until the
 * element is defined the button stays disabled.
 */
class FeedbackLink extends HTMLElement {
  connectedCallback(): void {
    const button = this.querySelector('button');
    if (!button) return;
    button.disabled = false;
    button.addEventListener('click', () => void this.open());
  }

  private async open(): Promise<void> {
    // Only the dev server has hot reloading (a build under any NODE_ENV leaves `import.meta.hot` undefined).
    if (import.meta.hot) await (await import('@/kit/react-refresh-dev')).installReactRefreshPreamble();
    await (await import('./feedback-load')).openFeedback();
  }
}

if (!customElements.get('feedback-link')) customElements.define('feedback-link', FeedbackLink);
