import { definePopupButton } from '@/kit/popup-button';
import { leadRequestOf } from './lead-request';

/**
 * `<lead-contact>` around a "Contact the company" button: a few lines on the page. The first
 * press loads the popup (`lead-popup-open.tsx`: React, the form and its store); until the
 * element is defined the button stays disabled.
 */
definePopupButton('lead-contact', async (element) => {
  const request = leadRequestOf(element.dataset);
  if (!request) return;
  const { openLeadPopup } = await import('./lead-popup-open');
  openLeadPopup(request);
});
