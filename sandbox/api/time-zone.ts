/**
 * Local wall time in an IANA zone ↔ UTC, with Intl only. The content pack writes every date as
 * the site's local time (`YYYY-MM-DD HH:mm:ss`, as upstream stores it); search hits and sitemaps
 * send the same instant in UTC.
 */

const FORMATTERS = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = FORMATTERS.get(timeZone);
  if (found === undefined) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    FORMATTERS.set(timeZone, found);
  }
  return found;
}

/** The wall time `YYYY-MM-DD HH:mm:ss` of an instant in `timeZone`. */
export function wallTimeIn(instant: number, timeZone: string): string {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

function parseLocal(local: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(local);
  if (match === null) throw new Error(`sandbox: "${local}" is not a YYYY-MM-DD HH:mm:ss date`);
  const [, year, month, day, hour, minute, second] = match.map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
}

/** The UTC instant (ms) of a local wall time; a time inside a DST gap moves forward. */
export function instantOf(local: string, timeZone: string): number {
  const wall = parseLocal(local);
  const guess = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(guess, timeZone);
}

/** `2022-01-12 06:00:00` in Copenhagen → `2022-01-12 05:00:00`. */
export function utcDateTime(local: string, timeZone: string): string {
  return new Date(instantOf(local, timeZone)).toISOString().slice(0, 19).replace('T', ' ');
}

/** PHP `format('c')` of the UTC instant: `2022-01-12T05:00:00+00:00`. */
export function isoDateTime(local: string, timeZone: string): string {
  return `${new Date(instantOf(local, timeZone)).toISOString().slice(0, 19)}+00:00`;
}
