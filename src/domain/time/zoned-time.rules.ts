import { BoundedMemo } from '../memo/bounded-memo';
/**
 * Instants as the product emits them: ISO 8601 with the offset of a named time zone,
 * `2022-01-12T06:00:00+01:00`. The first 19 characters are the wall time in that zone (what a
 * reader is shown); the whole string is what JSON-LD and sitemaps need.
 */

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;
const OFFSET = /^([+-])(\d{2}):?(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * Milliseconds since the epoch of a wall time read as UTC, or null when it is not a date: a
 * 13th month, 30 February or 24:00 is not rolled over into another day.
 */
export function wallTimeAsUtc(wall: string): number | null {
  const match = WALL_TIME.exec(wall.trim());
  if (match === null) return null;
  // Stryker disable next-line StringLiteral: Number('') is 0 as well
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = match;
  const parts = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [year, month, day, hour, minute, second] = parts;
  const epoch = Date.UTC(year, month - 1, day, hour, minute, second);
  const date = new Date(epoch);
  const exact =
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  return Number.isFinite(epoch) && exact ? epoch : null;
}

/**
 * Offsets already worked out, by zone and quarter hour: every zone since 1970 changes its offset
 * only on a quarter hour of UTC, so one answer holds for the whole quarter. A page shows dozens
 * of dates and `Intl` formatting is the costly part. Bounded; cleared when full.
 */
const OFFSETS = new BoundedMemo<number>(4096);
const QUARTER_HOUR_MS = 15 * 60_000;

/** The offset of `timeZone` from UTC at an instant, in minutes (Copenhagen in winter: 60). */
export function offsetMinutesAt(epochMs: number, timeZone: string): number {
  if (epochMs < 0) return offsetOf(epochMs, timeZone);
  return OFFSETS.get(`${timeZone} ${Math.floor(epochMs / QUARTER_HOUR_MS)}`, () =>
    offsetOf(epochMs, timeZone),
  );
}

function offsetOf(epochMs: number, timeZone: string): number {
  const parts = formatter(timeZone).formatToParts(new Date(epochMs));
  const get = (type: Intl.DateTimeFormatPartTypes): number =>
    // Stryker disable next-line OptionalChaining: the formatter gives every part it was made with
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

/**
 * The instant of a wall time in a named zone. When the clock goes back and the wall time happens
 * twice, the earlier instant; when it springs forward over the wall time, the instant the same
 * distance after the gap (02:30 in a 02:00–03:00 gap is 03:30 summer time).
 */
export function instantOfWallTime(wall: string, timeZone: string): number | null {
  const asUtc = wallTimeAsUtc(wall);
  if (asUtc === null) return null;
  const day = 24 * 60 * 60_000;
  const before = offsetMinutesAt(asUtc - day, timeZone);
  const after = offsetMinutesAt(asUtc + day, timeZone);
  const valid = [before, after]
    .map((offset) => asUtc - offset * 60_000)
    .filter((instant) => asUtc - offsetMinutesAt(instant, timeZone) * 60_000 === instant);
  return valid.length > 0 ? Math.min(...valid) : asUtc - before * 60_000;
}

/** `+01:00`, `-0330`, `Z` → minutes; anything else → null. */
export function parseOffset(raw: string): number | null {
  const value = raw.trim();
  if (value === 'Z' || value === 'z') return 0;
  const match = OFFSET.exec(value);
  if (match === null) return null;
  const [, sign, hours, minutes] = match;
  const total = Number(hours) * 60 + Number(minutes);
  return sign === '-' ? -total : total;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** An instant as ISO 8601 wall time at a fixed offset from UTC, e.g. `…T06:00:00+01:00`. */
export function isoAtOffset(epochMs: number, offsetMinutes: number): string {
  const wall = new Date(Math.floor(epochMs / 1000) * 1000 + offsetMinutes * 60_000);
  return (
    `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}` +
    `T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}` +
    offsetText(offsetMinutes)
  );
}

/** An instant as ISO 8601 wall time in `timeZone` with that zone's offset. */
export function zonedIso(epochMs: number, timeZone: string): string {
  return isoAtOffset(epochMs, offsetMinutesAt(epochMs, timeZone));
}

/**
 * An ISO 8601 date or date-time: with an offset (or `Z`) it is that instant; without one it is a
 * wall time in `defaultZone`. Answers the instant, or null when it is not a date.
 */
export function instantOfIso(raw: string, defaultZone: string): number | null {
  const value = raw.trim();
  const match = WALL_TIME.exec(value);
  if (match === null) return null;
  const rest = value.slice(match[0].length).replace(/^\.\d+/, '');
  if (rest === '') return instantOfWallTime(value, defaultZone);
  const offset = parseOffset(rest);
  const asUtc = wallTimeAsUtc(value);
  return offset === null || asUtc === null ? null : asUtc - offset * 60_000;
}

/** A date the product emits (JSON-LD, sitemaps) with an offset: already zoned ones pass. */
export function withOffset(value: string | null, timeZone: string): string | null {
  if (value === null) return null;
  const instant = instantOfIso(value, timeZone);
  return instant === null ? null : zonedIso(instant, timeZone);
}
