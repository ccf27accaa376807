import type { LanguageCode } from '../../domain/site/site.types';
import { instantOfIso, withOffset } from '../../domain/time/zoned-time.rules';
import { INTL_LOCALES } from './format-number';

const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(language: LanguageCode, timeZone: string): Intl.DateTimeFormat {
  const key = `${language} ${timeZone}`;
  let format = formatters.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone,
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * The value of a `<time dateTime>`: the instant as ISO 8601 in the site's zone with its offset
 * (`2022-01-12T06:00:00+01:00`). A bare wall time is read in `timeZone`; null when unreadable.
 */
export function dateTimeAttribute(value: string | null, timeZone: string): string | null {
  return withOffset(value, timeZone);
}

/**
 * A date as the language writes it in full, e.g. `18. marts 2024`, on the calendar of the site's
 * zone: `2022-01-28T23:30:00Z` is the 29th in Copenhagen. A bare wall time is read in `timeZone`;
 * null when the value cannot be read.
 */
export function formatDate(
  value: string | null,
  language: LanguageCode,
  timeZone: string,
): string | null {
  if (value === null) return null;
  const instant = instantOfIso(value, timeZone);
  return instant === null ? null : dateFormatter(language, timeZone).format(instant);
}

/**
 * A calendar date (`YYYY-MM-DD`) as the language writes it in full, as `formatDate` does
 * (`8. oktober 2026`, `8 oktober 2026`, `8. lokakuuta 2026`), read on UTC's calendar so no zone
 * moves the day; the value itself when unreadable.
 */
export function formatCalendarDate(iso: string, language: LanguageCode): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (match === null) return iso;
  const instant = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(instant) ? iso : dateFormatter(language, 'UTC').format(instant);
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time of an instant in the site's zone, `14:05:09`; null when unreadable. */
export function formatClock(value: string, timeZone: string): string | null {
  const instant = instantOfIso(value, timeZone);
  if (instant === null) return null;
  let format = clockFormatters.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    clockFormatters.set(timeZone, format);
  }
  return format.format(instant);
}
