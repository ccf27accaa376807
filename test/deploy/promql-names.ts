/**
 * The metric names a PromQL expression reads: what is left after removing strings, label
 * matchers, ranges, grouping label lists, function calls' names, keywords and numbers. Enough
 * for the expressions of deploy/ (a checker, not a parser: a name it cannot see is a test gap,
 * never a false alarm, so the tests also count what it found).
 */
const KEYWORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'and',
  'or',
  'unless',
  'bool',
  'offset',
  'inf',
  'nan',
]);

export function metricNames(expr: string): Set<string> {
  const stripped = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const names = new Set<string>();
  for (const match of stripped.matchAll(/(?<![\w:.$])([a-zA-Z_:][a-zA-Z0-9_:]*)(\s*\()?/g)) {
    const [, name, call] = match;
    if (name === undefined || call !== undefined || KEYWORDS.has(name.toLowerCase())) continue;
    names.add(name);
  }
  return names;
}

/** Metric families of a Prometheus text exposition (`# TYPE name kind`). */
export function exposedFamilies(exposition: string): Map<string, string> {
  const families = new Map<string, string>();
  for (const match of exposition.matchAll(/^# TYPE (\S+) (\S+)$/gm))
    if (match[1] !== undefined && match[2] !== undefined) families.set(match[1], match[2]);
  return families;
}

/** Whether a series name belongs to an exposed family (`x_bucket` of histogram `x`, and so on). */
export function isExposed(name: string, families: ReadonlyMap<string, string>): boolean {
  if (families.has(name)) return true;
  const histogram = /^(.*)_(bucket|sum|count)$/.exec(name);
  if (histogram?.[1] === undefined) return false;
  const kind = families.get(histogram[1]);
  return kind === 'histogram' || (kind === 'summary' && histogram[2] !== 'bucket');
}
