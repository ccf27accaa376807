interface Action {
  readonly href: string;
  readonly label: string;
}

interface Props {
  /** What is (not) here, in the reader's words. */
  readonly message: string;
  /** What the reader can try next. */
  readonly hint?: string | null;
  /** A way on: a link to somewhere useful. */
  readonly action?: Action | null;
  /** `notice` when something failed rather than simply being empty. */
  readonly tone?: 'neutral' | 'notice';
  readonly className?: string;
}

/**
 * A friendly empty state: a drawn mark, the message, a hint and a way on. Used where a list has
 * nothing to show (no search hits, no favourites, no events) so the reader is never left at a blank.
 */
export function EmptyState({
  message,
  hint = null,
  action = null,
  tone = 'neutral',
  className,
}: Props) {
  const classes = ['empty-state', `empty-state--${tone}`, className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <span className="empty-state__mark" aria-hidden="true" />
      <div className="empty-state__body">
        <p className="empty-state__message">{message}</p>
        {hint !== null && hint !== '' && <p className="empty-state__hint">{hint}</p>}
        {action !== null && (
          <p className="empty-state__action">
            <a className="button button--secondary" href={action.href}>
              {action.label}
            </a>
          </p>
        )}
      </div>
    </div>
  );
}
