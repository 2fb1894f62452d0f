/**
 * A custom element around a button that opens a popup (`<lead-contact>`, `<feedback-link>`): a few lines on the
 * page. The button stays disabled until the element is defined; each press runs `open`, which loads the popup's
 * code the first time (on the dev server after React Refresh's preamble, which an island would have installed).
 */
export function definePopupButton(name: string, open: (element: HTMLElement) => Promise<void>): void {
  if (customElements.get(name)) return;
  customElements.define(
    name,
    class extends HTMLElement {
      connectedCallback(): void {
        const button = this.querySelector('button');
        if (!button) return;
        button.disabled = false;
        button.addEventListener('click', () => void this.open());
      }

      private async open(): Promise<void> {
        // Only the dev server has hot reloading (a build under any NODE_ENV leaves `import.meta.hot` undefined).
        if (import.meta.hot) await (await import('./react-refresh-dev')).installReactRefreshPreamble();
        await open(this);
      }
    },
  );
}
