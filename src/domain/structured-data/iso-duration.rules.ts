import type { RecipeTime } from '../content/content.types';

/** A recipe time as an ISO 8601 duration: 15 m → `PT15M`, 1 h → `PT1H`, 2 d → `P2D`, 1,5 h → `PT1H30M`. */
export function recipeTimeIso(time: RecipeTime): string {
  return secondsIso(recipeTimeSeconds(time));
}

/** A recipe time in whole seconds, never below 0: 1,5 h → 5400. */
export function recipeTimeSeconds(time: RecipeTime): number {
  return Math.max(0, Math.round(time.value * { s: 1, m: 60, h: 3600, d: 86_400 }[time.unit]));
}

/** Seconds as an ISO 8601 duration, `PT0S` for nothing. */
export function secondsIso(total: number): string {
  const whole = Math.max(0, Math.round(total));
  const days = Math.floor(whole / 86_400);
  const hours = Math.floor((whole % 86_400) / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = whole % 60;
  const date = days > 0 ? `${days}D` : '';
  const time = `${hours > 0 ? `${hours}H` : ''}${minutes > 0 ? `${minutes}M` : ''}${seconds > 0 ? `${seconds}S` : ''}`;
  if (date === '' && time === '') return 'PT0S';
  return `P${date}${time === '' ? '' : `T${time}`}`;
}

/** `hh:mm:ss` (or `mm:ss`) in seconds; null when unreadable. */
export function clockSeconds(value: string | null): number | null {
  if (value === null) return null;
  const match = /^(?:(\d{1,2}):)?(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (match === null) return null;
  // Stryker disable next-line StringLiteral: Number('') is 0 as well
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** `hh:mm:ss` (or `mm:ss`) as an ISO 8601 duration; null when unreadable. */
export function clockIso(value: string | null): string | null {
  const seconds = clockSeconds(value);
  return seconds === null ? null : secondsIso(seconds);
}

/** An ISO 8601 duration as `hh:mm:ss`: `PT12M30S` → `00:12:30`; null when unreadable. */
export function isoClock(value: string | null): string | null {
  // Stryker disable next-line StringLiteral: no other text is a duration either
  const trimmed = value?.trim() ?? '';
  if (trimmed === 'P' || trimmed.endsWith('T')) return null;
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(trimmed);
  if (match === null) return null;
  // Stryker disable next-line StringLiteral: Number('') is 0 as well
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  const total =
    Number(days) * 86_400 +
    Number(hours) * 3600 +
    Number(minutes) * 60 +
    Math.round(Number(seconds));
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
