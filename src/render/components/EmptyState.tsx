interface Action {
  readonly href: string;
  readonly label: string;
}

/** The drawn mark: a magnifier (nothing found), a heart (nothing saved) or lines (nothing logged). */
export type EmptyStateMark = 'search' | 'heart' | 'list';

const MARK_PATHS: Record<Exclude<EmptyStateMark, 'search'>, string> = {
  heart: 'M12 20.5 4.6 13.2a4.6 4.6 0 0 1 6.5-6.5l.9.9.9-.9a4.6 4.6 0 0 1 6.5 6.5L12 20.5Z',
  list: 'M5 7h14M5 12h14M5 17h9',
};

interface Props {
  /** What is (not) here, in the reader's words. */
  readonly message: string;
  /** What the reader can try next. */
  readonly hint?: string | null;
  /** A way on: a link to somewhere useful. */
  readonly action?: Action | null;
  /** `notice` when something failed rather than simply being empty. */
  readonly tone?: 'neutral' | 'notice';
  readonly mark?: EmptyStateMark;
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
  mark = 'search',
  className,
}: Props) {
  const classes = ['empty-state', `empty-state--${tone}`, className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      {mark === 'search' ? (
        <span className="empty-state__mark" aria-hidden="true" />
      ) : (
        <span className="empty-state__mark empty-state__mark--drawn" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
            <path
              d={MARK_PATHS[mark]}
              fill="none"
              stroke="currentColor"
              strokeWidth="2.25"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
      )}
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
