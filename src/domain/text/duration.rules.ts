/**
 * A video duration `hh:mm:ss` as readers see it: leading zero hours dropped (`00:12:30` → `12:30`,
 * `01:02:03` → `1:02:03`). Null when the value is not a duration.
 */
export function displayDuration(value: string | null): string | null {
  if (value === null) return null;
  const match =
    /^(\d{1,2}):(\d{2}):(\d{2})$/.exec(value.trim()) ?? /^()(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (match === null) return null;
  // Stryker disable next-line StringLiteral: both patterns capture every group, '' for no hours
  const [, hoursText = '', minutesText = '0', seconds = '00'] = match;
  // Stryker disable next-line StringLiteral: Number('') is 0 as well
  const hours = hoursText === '' ? 0 : Number(hoursText);
  const minutes = Number(minutesText);
  if (hours === 0 && minutes === 0 && Number(seconds) === 0) return null;
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** ISO 8601 duration for `<time datetime>` (`00:12:30` → `PT12M30S`), null when unreadable. */
export function isoDuration(value: string | null): string | null {
  const shown = displayDuration(value);
  if (shown === null) return null;
  const parts = shown.split(':').map(Number);
  const [seconds = 0, minutes = 0, hours = 0] = parts.reverse();
  return `PT${hours > 0 ? `${hours}H` : ''}${minutes > 0 ? `${minutes}M` : ''}${seconds > 0 ? `${seconds}S` : ''}`;
}
