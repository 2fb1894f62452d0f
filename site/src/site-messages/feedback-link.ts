import { definePopupButton } from '@/kit/popup-button';

/**
 * `<feedback-link>` around the footer's "Feedback about the site" button: a few lines on every page. The first
 * press loads the popup (`feedback-load.ts`, then `feedback-open.tsx`: React, the form and its store); until the
 * element is defined the button stays disabled.
 */
definePopupButton('feedback-link', async () => (await import('./feedback-load')).openFeedback());
