import { $currency, setCurrency } from '@/stores/currency';

/**
 * `<currency-switch>` wraps the header's currency <select>: shows the stored
 * currency and stores the visitor's choice. A custom element, so it needs no
 * framework and re-binds itself wherever it is rendered.
 */
class CurrencySwitch extends HTMLElement {
  #unbind?: () => void;

  connectedCallback(): void {
    const select = this.querySelector('select');
    if (!select) return;
    const onChange = () => setCurrency(select.value);
    select.addEventListener('change', onChange);
    const unsubscribe = $currency.subscribe((currency) => {
      select.value = currency;
    });
    this.#unbind = () => {
      select.removeEventListener('change', onChange);
      unsubscribe();
    };
  }

  disconnectedCallback(): void {
    this.#unbind?.();
  }
}

if (!customElements.get('currency-switch')) customElements.define('currency-switch', CurrencySwitch);
