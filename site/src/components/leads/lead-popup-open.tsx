import { createRoot } from 'react-dom/client';
import { $auth } from '@/stores/auth';
import { $locale } from '@/stores/locale';
import { $country, detectCountry } from '@/api/country';
import { createLeadPopup, type LeadPopup as LeadPopupStore, type LeadRequest } from './lead-popup-store';
import LeadPopup from './LeadPopup';
import { thanksPageOf } from './lead-thanks';
import { LEAD_POPUP_DATA_ID, type LeadPopupData } from './messages';

/**
 * What the first press of a contact button loads (React, the form kit, the store, zod): the
 * popup is mounted once, then each press opens a fresh form in it.
 */
let popup: LeadPopupStore | undefined;

function mount(): LeadPopupStore {
  const data = JSON.parse(document.getElementById(LEAD_POPUP_DATA_ID)?.textContent ?? '{}') as LeadPopupData;
  const store = createLeadPopup({
    cookies: () => document.cookie,
    page: () => ({ url: window.location.href, referrer: document.referrer }),
    go: (path) => window.location.assign(path),
  });
  const host = document.createElement('div');
  host.className = 'lead-popup-host';
  document.body.append(host);
  createRoot(host).render(<LeadPopup popup={store} data={data} />);
  return store;
}

/**
 * Opens the popup for `request`, prefilled with the visitor's country and, when signed in, their name and
 * contacts; sent from a page with a thanks page of its own, it opens that page.
 */
export function openLeadPopup(request: LeadRequest): void {
  popup ??= mount();
  const opened = popup;
  const thanks = thanksPageOf(request.pageType, $locale.get());
  opened.open({ ...request, thanks }, { country: $country.get(), user: $auth.get().user });
  if (!$country.get())
    void detectCountry().then((country) => {
      if (country && !opened.form.$values.get().country) opened.setCountry(country);
    });
}
