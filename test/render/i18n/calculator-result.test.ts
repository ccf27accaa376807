import { describe, expect, it } from 'vitest';
import { runCalculator, type ResultLine } from '../../../src/domain/calculators/calculator-forms';
import type { LanguageCode } from '../../../src/domain/site/site.types';
import { translatorFor } from '../../../src/render/i18n/locale-translations';
import { formatCalendarDate } from '../../../src/render/i18n/format-date';
import { resultText } from '../../../src/render/views/calculators/calculator-strings';
import { renderBody } from '../render-body';
import { sitePage } from '../view-model.fixture';

const text = (line: ResultLine, language: LanguageCode): string =>
  resultText(line, translatorFor(language), language).replace(/\u00a0/g, ' ');

const number = (value: number, unit: string | null = null): ResultLine => ({
  label: 'calculator.result.calories',
  value: { kind: 'number', value },
  unit,
});

describe('a calculator result in the reader language', () => {
  it.each([
    ['da', '2.046,4 kcal'],
    ['sv', '2 046,4 kcal'],
    ['nb', '2 046,4 kcal'],
    ['fi', '2 046,4 kcal'],
    ['nl', '2.046,4 kcal'],
    ['de', '2.046,4 kcal'],
    ['en', '2,046.4 kcal'],
  ] as const)('writes a number in %s as %j', (language, written) => {
    expect(text(number(2046.4, 'kcal'), language)).toBe(written);
  });

  it('writes a percentage as the language does', () => {
    expect(text(number(16.1, '%'), 'da')).toBe('16,1 %');
    expect(text(number(16.1, '%'), 'en')).toBe('16.1%');
  });

  it('writes pulse zones as ranges in beats per minute of the language', () => {
    const zone: ResultLine = {
      label: 'calculator.result.zone_1',
      value: { kind: 'range', from: 90, to: 108.5 },
      unit: 'bpm',
    };
    expect(text(zone, 'da')).toBe('90–108,5 slag/min');
    expect(text(zone, 'en')).toBe('90–108.5 bpm');
  });

  it('translates a word', () => {
    const category: ResultLine = {
      label: 'calculator.result.bmi_category',
      value: { kind: 'word', key: 'calculator.bmi.normal' },
      unit: null,
    };
    expect(text(category, 'sv')).toBe('Normalvikt');
  });

  it.each([
    ['da', '8. oktober 2026'],
    ['sv', '8 oktober 2026'],
    ['nb', '8. oktober 2026'],
    ['fi', '8. lokakuuta 2026'],
    ['nl', '8 oktober 2026'],
    ['de', '8. Oktober 2026'],
    ['en', '8 October 2026'],
  ] as const)('writes the due date in %s in full: %j', (language, written) => {
    const outcome = runCalculator('due_date', { last_period: '2026-01-01' });
    expect(outcome.kind).toBe('result');
    if (outcome.kind !== 'result') return;
    expect(text(outcome.lines[0]!, language)).toBe(written);
  });

  it('keeps a date it cannot read as it is', () => {
    expect(formatCalendarDate('08/10/2026', 'da')).toBe('08/10/2026');
  });

  it('shows the due date in Danish on the page the form lands on without JavaScript', () => {
    const outcome = runCalculator('due_date', { last_period: '2026-01-01' });
    const html = renderBody(
      sitePage({
        type: 'reader-service',
        service: {
          kind: 'calculator',
          code: 'due_date',
          values: { last_period: '2026-01-01' },
          outcome,
          returnTo: null,
        },
      }),
    );
    expect(html).toContain('8. oktober 2026');
    expect(html).not.toContain('2026-10-08<');
  });
});
