import type { ReactNode } from 'react';

/** Where a mail link led: a title, what it means, and the way on. */
export function Outcome({
  tone,
  title,
  href,
  action,
  children,
}: {
  readonly tone: 'success' | 'error';
  readonly title: string;
  readonly href: string;
  readonly action: string;
  readonly children: ReactNode;
}) {
  return (
    <div className="account-result">
      <h2 className={`account-result__title account-result__title--${tone}`}>{title}</h2>
      {children}
      <a className="account-button account-button--primary" href={href}>
        {action}
      </a>
    </div>
  );
}
