import { instantOfWallTime, isoAtOffset, zonedIso } from '../../src/domain/time/zoned-time.rules';

/**
 * The content API's date strings, on the product's own zone rules (`zoned-time.rules.ts`): the
 * content pack writes every date as the site's local time (`YYYY-MM-DD HH:mm:ss`, as upstream
 * stores it); search hits and sitemaps send the same instant in UTC.
 */

const LOCAL = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** The wall time `YYYY-MM-DD HH:mm:ss` of an instant in `timeZone`. */
export function wallTimeIn(instant: number, timeZone: string): string {
  return zonedIso(instant, timeZone).slice(0, 19).replace('T', ' ');
}

/** The UTC instant (ms) of a local wall time; a time inside a DST gap moves forward. */
function instantOf(local: string, timeZone: string): number {
  const instant = LOCAL.test(local) ? instantOfWallTime(local, timeZone) : null;
  if (instant === null) throw new Error(`sandbox: "${local}" is not a YYYY-MM-DD HH:mm:ss date`);
  return instant;
}

/** `2022-01-12 06:00:00` in Copenhagen → `2022-01-12 05:00:00`. */
export function utcDateTime(local: string, timeZone: string): string {
  return isoAtOffset(instantOf(local, timeZone), 0).slice(0, 19).replace('T', ' ');
}

/** PHP `format('c')` of the UTC instant: `2022-01-12T05:00:00+00:00`. */
export function isoDateTime(local: string, timeZone: string): string {
  return isoAtOffset(instantOf(local, timeZone), 0);
}
