import { describe, expect, it } from 'vitest';
import {
  activeFields,
  CALCULATOR_FIELDS,
  calculatorValues,
  isCalculatorCode,
  runCalculator,
} from '../../../src/domain/calculators/calculator-forms';

describe('runCalculator', () => {
  it('computes BMI from a weight with a decimal comma, rounded to one decimal', () => {
    expect(runCalculator('bmi', { weight: '72,5', height: '180' })).toEqual({
      kind: 'result',
      lines: [
        { label: 'calculator.result.bmi', value: { kind: 'number', value: 22.4 }, unit: null },
        {
          label: 'calculator.result.bmi_category',
          value: { kind: 'word', key: 'calculator.bmi.normal' },
          unit: null,
        },
      ],
    });
  });

  it('computes daily calories as Mifflin-St Jeor times the activity factor', () => {
    // 10·60 + 6.25·165 − 5·30 − 161 = 1320.25; × 1.55 = 2046.4, shown whole: 2046
    const outcome = runCalculator('calories', {
      sex: 'female',
      age: '30',
      weight: '60',
      height: '165',
      activity: 'light',
    });
    expect(outcome).toEqual({
      kind: 'result',
      lines: [
        {
          label: 'calculator.result.calories',
          value: { kind: 'number', value: 2046 },
          unit: 'kcal',
        },
      ],
    });
  });

  it('computes calories burned from the exercise MET, weight and minutes', () => {
    // running 9.8 MET × 70 kg × 0.5 h = 343
    const outcome = runCalculator('calories_burned', {
      exercise: 'running',
      weight: '70',
      minutes: '30',
    });
    expect(outcome.kind === 'result' && outcome.lines[0]?.value).toEqual({
      kind: 'number',
      value: 343,
    });
  });

  it('gives the due date 280 days after the last period', () => {
    const outcome = runCalculator('due_date', { last_period: '2026-01-01' });
    expect(outcome.kind === 'result' && outcome.lines[0]?.value).toEqual({
      kind: 'date',
      date: '2026-10-08',
    });
  });

  it('lists maximum heart rate and five zones', () => {
    const outcome = runCalculator('pulse_rate', { age: '40' });
    expect(outcome.kind === 'result' && outcome.lines.map((line) => line.value)).toEqual([
      { kind: 'number', value: 180 },
      { kind: 'range', from: 90, to: 108 },
      { kind: 'range', from: 108, to: 126 },
      { kind: 'range', from: 126, to: 144 },
      { kind: 'range', from: 144, to: 162 },
      { kind: 'range', from: 162, to: 180 },
    ]);
  });

  it('writes a pulse in whole beats (age 35: 208 − 0.7·35 = 183.5 reads 184)', () => {
    const outcome = runCalculator('pulse_rate', { age: '35' });
    const values = outcome.kind === 'result' ? outcome.lines.map((line) => line.value) : [];
    expect(values[0]).toEqual({ kind: 'number', value: 184 });
    for (const value of values) {
      const numbers =
        value.kind === 'range'
          ? [value.from, value.to]
          : value.kind === 'number'
            ? [value.value]
            : [];
      for (const number of numbers) expect(Number.isInteger(number)).toBe(true);
    }
  });

  it('names the fields that are not numbers', () => {
    expect(runCalculator('bmi', { weight: 'abc', height: '180' })).toEqual({
      kind: 'invalid',
      fields: ['weight'],
    });
  });

  it('marks every field invalid when the input is out of range', () => {
    expect(runCalculator('protein', { weight: '5', goal: 'rest' })).toEqual({
      kind: 'invalid',
      fields: ['weight', 'goal'],
    });
  });

  it('is empty before anything is entered', () => {
    expect(runCalculator('bmi', {})).toEqual({ kind: 'empty' });
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

describe('runCalculator, every calculator', () => {
  it('computes resting calories in kcal', () => {
    // 10·80 + 6.25·180 − 5·40 + 5 = 1730
    expect(
      runCalculator('resting_calories', { sex: 'male', age: '40', weight: '80', height: '180' }),
    ).toEqual({
      kind: 'result',
      lines: [
        {
          label: 'calculator.result.resting_calories',
          value: { kind: 'number', value: 1730 },
          unit: 'kcal',
        },
      ],
    });
  });

  it('computes daily calories for a man', () => {
    // 1730 × 1.75 = 3027.5
    expect(
      runCalculator('calories', {
        sex: 'male',
        age: '40',
        weight: '80',
        height: '180',
        activity: 'moderate',
      }),
    ).toEqual({
      kind: 'result',
      lines: [
        {
          label: 'calculator.result.calories',
          value: { kind: 'number', value: 3028 },
          unit: 'kcal',
        },
      ],
    });
  });

  it("computes a man's body fat without a hip and a woman's with it", () => {
    expect(
      runCalculator('fat_percentage', { sex: 'male', height: '180', neck: '38', waist: '85' }),
    ).toEqual({
      kind: 'result',
      lines: [
        {
          label: 'calculator.result.fat_percentage',
          value: { kind: 'number', value: 16.1 },
          unit: '%',
        },
      ],
    });
    expect(
      runCalculator('fat_percentage', {
        sex: 'female',
        height: '165',
        neck: '32',
        waist: '75',
        hip: '98',
      }),
    ).toEqual({
      kind: 'result',
      lines: [
        {
          label: 'calculator.result.fat_percentage',
          value: { kind: 'number', value: 28.9 },
          unit: '%',
        },
      ],
    });
  });

  it('asks a woman for her hip', () => {
    expect(
      runCalculator('fat_percentage', { sex: 'female', height: '165', neck: '32', waist: '75' }),
    ).toEqual({ kind: 'invalid', fields: ['hip'] });
  });

  it('computes protein in grams for the chosen goal', () => {
    expect(runCalculator('protein', { weight: '70', goal: 'training' })).toEqual({
      kind: 'result',
      lines: [
        { label: 'calculator.result.protein', value: { kind: 'number', value: 112 }, unit: 'g' },
      ],
    });
  });

  it('labels calories burned in kcal', () => {
    expect(
      runCalculator('calories_burned', { exercise: 'yoga', weight: '60', minutes: '45' }),
    ).toEqual({
      kind: 'result',
      lines: [
        {
          label: 'calculator.result.calories_burned',
          value: { kind: 'number', value: 113 },
          unit: 'kcal',
        },
      ],
    });
  });

  it('labels the due date and the pulse zones', () => {
    expect(runCalculator('due_date', { last_period: ' 2026-01-01 ' })).toEqual({
      kind: 'result',
      lines: [
        {
          label: 'calculator.result.due_date',
          value: { kind: 'date', date: '2026-10-08' },
          unit: null,
        },
      ],
    });
    const pulse = runCalculator('pulse_rate', { age: '40' });
    expect(pulse.kind === 'result' && pulse.lines).toEqual([
      { label: 'calculator.result.max_pulse', value: { kind: 'number', value: 180 }, unit: 'bpm' },
      {
        label: 'calculator.result.zone_1',
        value: { kind: 'range', from: 90, to: 108 },
        unit: 'bpm',
      },
      {
        label: 'calculator.result.zone_2',
        value: { kind: 'range', from: 108, to: 126 },
        unit: 'bpm',
      },
      {
        label: 'calculator.result.zone_3',
        value: { kind: 'range', from: 126, to: 144 },
        unit: 'bpm',
      },
      {
        label: 'calculator.result.zone_4',
        value: { kind: 'range', from: 144, to: 162 },
        unit: 'bpm',
      },
      {
        label: 'calculator.result.zone_5',
        value: { kind: 'range', from: 162, to: 180 },
        unit: 'bpm',
      },
    ]);
  });
});

describe('runCalculator, refused input', () => {
  it.each([
    ['bmi', { weight: '1', height: '180' }, ['weight', 'height']],
    [
      'calories',
      { sex: 'male', age: '5', weight: '80', height: '180', activity: 'light' },
      ['sex', 'age', 'weight', 'height', 'activity'],
    ],
    [
      'resting_calories',
      { sex: 'male', age: '40', weight: '80', height: '90' },
      ['sex', 'age', 'weight', 'height'],
    ],
    ['due_date', { last_period: 'soon' }, ['last_period']],
    [
      'fat_percentage',
      { sex: 'male', height: '180', neck: '38', waist: '30' },
      ['sex', 'height', 'neck', 'waist'],
    ],
    ['pulse_rate', { age: '200' }, ['age']],
    [
      'calories_burned',
      { exercise: 'running', weight: '70', minutes: '2000' },
      ['exercise', 'weight', 'minutes'],
    ],
  ] as const)('%s out of range names every field', (code, values, fields) => {
    expect(runCalculator(code, values)).toEqual({ kind: 'invalid', fields });
  });

  it('names a choice that is not one of the options', () => {
    expect(
      runCalculator('calories', {
        sex: 'other',
        age: '40',
        weight: '80',
        height: '180',
        activity: 'light',
      }),
    ).toEqual({ kind: 'invalid', fields: ['sex'] });
    expect(
      runCalculator('calories_burned', { exercise: 'chess', weight: '70', minutes: '30' }),
    ).toEqual({ kind: 'invalid', fields: ['exercise'] });
  });

  it('names the missing fields once something is entered', () => {
    expect(runCalculator('bmi', { weight: '70' })).toEqual({
      kind: 'invalid',
      fields: ['height'],
    });
  });

  it('is empty when the fields hold only blanks', () => {
    expect(runCalculator('bmi', { weight: '  ', height: '' })).toEqual({ kind: 'empty' });
  });
});

describe('calculator codes and fields', () => {
  it('knows the calculator codes', () => {
    expect(isCalculatorCode('bmi')).toBe(true);
    expect(isCalculatorCode('resting_calories')).toBe(true);
    expect(isCalculatorCode('horoscope')).toBe(false);
  });

  it('asks each calculator for its fields, with units and choices', () => {
    const sex = { name: 'sex', kind: 'choice', options: ['female', 'male'] };
    const age = { name: 'age', kind: 'number', unit: 'years' };
    const weight = { name: 'weight', kind: 'number', unit: 'kg' };
    const height = { name: 'height', kind: 'number', unit: 'cm' };
    expect(CALCULATOR_FIELDS).toEqual({
      bmi: [weight, height],
      calories: [
        sex,
        age,
        weight,
        height,
        {
          name: 'activity',
          kind: 'choice',
          options: ['sedentary', 'light', 'moderate', 'high', 'extreme'],
        },
      ],
      resting_calories: [sex, age, weight, height],
      due_date: [{ name: 'last_period', kind: 'date' }],
      fat_percentage: [
        sex,
        height,
        { name: 'neck', kind: 'number', unit: 'cm' },
        { name: 'waist', kind: 'number', unit: 'cm' },
        { name: 'hip', kind: 'number', unit: 'cm' },
      ],
      pulse_rate: [age],
      protein: [
        weight,
        { name: 'goal', kind: 'choice', options: ['rest', 'active', 'training', 'muscle'] },
      ],
      calories_burned: [
        {
          name: 'exercise',
          kind: 'choice',
          options: ['walking', 'cycling', 'running', 'swimming', 'strength', 'yoga'],
        },
        weight,
        { name: 'minutes', kind: 'number', unit: 'min' },
      ],
    });
  });

  it("leaves the hip out of a man's body fat form and keeps the rest", () => {
    expect(activeFields('fat_percentage', { sex: 'male' }).map((field) => field.name)).toEqual([
      'sex',
      'height',
      'neck',
      'waist',
    ]);
  });

  it('cuts a form value at 40 characters', () => {
    expect(calculatorValues({ weight: '7'.repeat(50) })).toEqual({ weight: '7'.repeat(40) });
  });
});

describe('runCalculator, resting calories for a woman', () => {
  it('uses the female constant', () => {
    // 10·60 + 6.25·165 − 5·30 − 161 = 1320.25
    expect(
      runCalculator('resting_calories', { sex: 'female', age: '30', weight: '60', height: '165' }),
    ).toEqual({
      kind: 'result',
      lines: [
        {
          label: 'calculator.result.resting_calories',
          value: { kind: 'number', value: 1320 },
          unit: 'kcal',
        },
      ],
    });
  });
});
