import { describe, expect, it } from 'vitest';
import {
  activeFields,
  calculatorValues,
  runCalculator,
} from '../../../src/domain/calculators/calculator-forms';

describe('runCalculator', () => {
  it('computes BMI from a weight with a decimal comma, rounded to one decimal', () => {
    expect(runCalculator('bmi', { weight: '72,5', height: '180' }, 'da')).toEqual({
      kind: 'result',
      lines: [
        { label: 'calculator.result.bmi', value: '22,4', unit: null },
        { label: 'calculator.result.bmi_category', value: 'calculator.bmi.normal', unit: null },
      ],
    });
  });

  it('computes daily calories as Mifflin-St Jeor times the activity factor', () => {
    // 10·60 + 6.25·165 − 5·30 − 161 = 1320.25; × 1.55 = 2046.4
    const outcome = runCalculator(
      'calories',
      { sex: 'female', age: '30', weight: '60', height: '165', activity: 'light' },
      'en',
    );
    expect(outcome).toEqual({
      kind: 'result',
      lines: [{ label: 'calculator.result.calories', value: '2046.4', unit: 'kcal' }],
    });
  });

  it('computes calories burned from the exercise MET, weight and minutes', () => {
    // running 9.8 MET × 70 kg × 0.5 h = 343
    const outcome = runCalculator(
      'calories_burned',
      { exercise: 'running', weight: '70', minutes: '30' },
      'en',
    );
    expect(outcome.kind === 'result' && outcome.lines[0]?.value).toBe('343');
  });

  it('gives the due date 280 days after the last period', () => {
    const outcome = runCalculator('due_date', { last_period: '2026-01-01' }, 'da');
    expect(outcome.kind === 'result' && outcome.lines[0]?.value).toBe('2026-10-08');
  });

  it('lists maximum heart rate and five zones', () => {
    const outcome = runCalculator('pulse_rate', { age: '40' }, 'en');
    expect(outcome.kind === 'result' && outcome.lines.map((line) => line.value)).toEqual([
      '180',
      '90–108',
      '108–126',
      '126–144',
      '144–162',
      '162–180',
    ]);
  });

  it('names the fields that are not numbers', () => {
    expect(runCalculator('bmi', { weight: 'abc', height: '180' }, 'da')).toEqual({
      kind: 'invalid',
      fields: ['weight'],
    });
  });

  it('marks every field invalid when the input is out of range', () => {
    expect(runCalculator('protein', { weight: '5', goal: 'rest' }, 'da')).toEqual({
      kind: 'invalid',
      fields: ['weight', 'goal'],
    });
  });

  it('is empty before anything is entered', () => {
    expect(runCalculator('bmi', {}, 'da')).toEqual({ kind: 'empty' });
  });
});

describe('calculator fields', () => {
  it('asks for the hip only for women in the fat percentage calculator', () => {
    const names = (sex: string) =>
      activeFields('fat_percentage', { sex }).map((field) => field.name);
    expect(names('female')).toContain('hip');
    expect(names('male')).not.toContain('hip');
  });

  it('keeps only known field names from a form body', () => {
    expect(calculatorValues({ weight: '70', evil: 'x', height: 3 })).toEqual({ weight: '70' });
  });
});
