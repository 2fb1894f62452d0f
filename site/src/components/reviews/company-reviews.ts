/**
 * `<company-reviews>` around a company page's built reviews: a few lines on the page. When the section
 * comes within a screen of view (scrolled to, or reached by a link to `#reviews`), it loads
 * the island (`reviews-open.tsx`: React, the forms, the store), so a visitor who never scrolls there
 * loads none of it.
 */
const AHEAD = '600px 0px';

class CompanyReviews extends HTMLElement {
  private observer: IntersectionObserver | undefined;
  private started = false;

  connectedCallback(): void {
    if (this.started) return;
    if (!('IntersectionObserver' in window)) {
      void this.start();
      return;
    }
    this.observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void this.start();
      },
      { rootMargin: AHEAD },
    );
    this.observer.observe(this);
  }

  disconnectedCallback(): void {
    this.observer?.disconnect();
  }

  private async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.observer?.disconnect();
    // Only the dev server has hot reloading (a build leaves `import.meta.hot` undefined).
    if (import.meta.hot) await (await import('@/kit/react-refresh-dev')).installReactRefreshPreamble();
    const { openReviews } = await import('./reviews-open');
    openReviews(this);
    this.dataset.ready = '';
  }
}

if (!customElements.get('company-reviews')) customElements.define('company-reviews', CompanyReviews);
