import type { ReactNode } from 'react';
import { FormAlert } from '@/kit/alerts';

export interface PreviewCardProps {
  /** The heading's id, which names the card. */
  readonly id: string;
  readonly title: string;
  /** The button's words, and its words while the preview is read. */
  readonly action: string;
  readonly busyAction: string;
  readonly busy: boolean;
  readonly onPreview: () => void;
  /** Why the last preview failed. */
  readonly failure?: string | undefined;
  /** The card's place in its screen's layout. */
  readonly className?: string;
  /** The preview once read (`SandboxedHtml` and what goes with it). */
  readonly children?: ReactNode;
}

/** A staff screen's preview of what its form makes, read from the API at the press of a button. */
export function PreviewCard(props: PreviewCardProps) {
  const { id, title, action, busyAction, busy, onPreview, failure, className, children } = props;
  return (
    <section className={className ? `admin-card ${className}` : 'admin-card'} aria-labelledby={id}>
      <h2 id={id} className="admin-card__title">
        {title}
      </h2>
      <div className="admin-actions">
        <button type="button" className="account-button account-button--secondary" disabled={busy} onClick={onPreview}>
          {busy ? busyAction : action}
        </button>
      </div>
      {failure !== undefined && <FormAlert>{failure}</FormAlert>}
      {children}
    </section>
  );
}

/**
 * HTML the API rendered and sanitized (an article's text, a newsletter's mail), shown in a frame with no script
 * and no origin of its own: nothing in it reaches the account app.
 */
export function SandboxedHtml({ title, html }: { readonly title: string; readonly html: string }) {
  return <iframe className="admin-preview-frame" title={title} sandbox="" srcDoc={html} />;
}
