import { describe, expect, it } from 'vitest';
import {
  bmi,
  bmiCategory,
  caloriesBurned,
  dailyCalories,
  dueDate,
  fatPercentage,
  maxPulse,
  proteinNeed,
  pulseZones,
  restingCalories,
} from '../../../src/domain/calculators/health.calculators';
import { parseDecimal, roundOne } from '../../../src/domain/calculators/number.rules';

describe('roundOne and parseDecimal', () => {
  it('rounds to one decimal and gives 0 for a falsy value', () => {
    expect(roundOne(22.857)).toBe(22.9);
    expect(roundOne(0)).toBe(0);
    expect(roundOne(null)).toBe(0);
    expect(roundOne(Number.NaN)).toBe(0);
  });

  it('reads decimal commas and points', () => {
    expect(parseDecimal('72,5')).toBe(72.5);
    expect(parseDecimal(' 1 234,5 ')).toBe(1234.5);
    expect(parseDecimal('abc')).toBeNull();
  });
});

describe('health calculators (known values)', () => {
  it('computes BMI 70 kg, 175 cm = 22.9, normal', () => {
    expect(roundOne(bmi(70, 175))).toBe(22.9);
    expect(bmiCategory(22.9)).toBe('normal');
    expect(bmiCategory(31)).toBe('obese');
    expect(bmi(70, 0)).toBeNull();
  });

  it('computes Mifflin-St Jeor: woman 60 kg, 165 cm, 30 y = 1320.25 kcal', () => {
    expect(restingCalories('female', 60, 165, 30)).toBe(1320.25);
    expect(restingCalories('male', 80, 180, 40)).toBe(1730);
    expect(roundOne(dailyCalories('male', 80, 180, 40, 'moderate'))).toBe(3027.5);
  });

  it('computes calories burned: running 9.8 MET, 70 kg, 30 min = 343 kcal', () => {
    expect(caloriesBurned(9.8, 70, 30)).toBeCloseTo(343, 5);
  });

  it('adds 280 days for the due date', () => {
    expect(dueDate('2026-01-01')).toBe('2026-10-08');
    expect(dueDate('01-01-2026')).toBeNull();
  });

  it('computes the U.S. Navy body fat for a man: 180 cm, neck 38, waist 85 = 16.1 %', () => {
    expect(roundOne(fatPercentage('male', 180, 38, 85, null))).toBe(16.1);
    expect(fatPercentage('female', 165, 32, 75, null)).toBeNull();
    expect(roundOne(fatPercentage('female', 165, 32, 75, 98))).toBe(28.9);
  });

  it('computes max pulse 208 − 0.7·age and five zones', () => {
    expect(maxPulse(40)).toBe(180);
    expect(pulseZones(40)?.[0]).toEqual({ zone: 1, from: 90, to: 108 });
  });

  it('computes protein need by goal', () => {
    expect(roundOne(proteinNeed(70, 'training'))).toBe(112);
    expect(proteinNeed(5, 'rest')).toBeNull();
  });
});

describe('roundOne and parseDecimal, edge cases', () => {
  it('gives 0 for a missing value', () => {
    expect(roundOne(undefined)).toBe(0);
    expect(roundOne(-2.46)).toBe(-2.5);
  });

  it('reads only a whole number with an optional sign and decimals', () => {
    expect(parseDecimal('-3')).toBe(-3);
    expect(parseDecimal('1,25')).toBe(1.25);
    expect(parseDecimal('1.25')).toBe(1.25);
    for (const raw of ['72kg', 'kg72', '1.', '.5', '1,2,3', '', ' ']) {
      expect(parseDecimal(raw), raw).toBeNull();
    }
  });

  it('answers null for no value at all', () => {
    expect(parseDecimal(null)).toBeNull();
    expect(parseDecimal(undefined)).toBeNull();
  });
});

describe('BMI classes at their borders', () => {
  it.each([
    [18.4, 'underweight'],
    [18.5, 'normal'],
    [24.9, 'normal'],
    [25, 'overweight'],
    [29.9, 'overweight'],
    [30, 'obese'],
  ] as const)('BMI %s is %s', (value, category) => {
    expect(bmiCategory(value)).toBe(category);
  });
});

/**
 * Every input range, at its edges: the edge itself is accepted, a step outside is refused, each
 * input on its own (the others valid).
 */
describe('calculator input ranges', () => {
  const cases: readonly {
    readonly name: string;
    readonly run: (value: number) => number | null;
    readonly min: number;
    readonly max: number;
  }[] = [
    { name: 'BMI weight', run: (kg) => bmi(kg, 175), min: 2, max: 500 },
    { name: 'BMI height', run: (cm) => bmi(70, cm), min: 40, max: 260 },
    {
      name: 'resting calories weight',
      run: (kg) => restingCalories('female', kg, 165, 30),
      min: 20,
      max: 400,
    },
    {
      name: 'resting calories height',
      run: (cm) => restingCalories('female', 60, cm, 30),
      min: 100,
      max: 250,
    },
    {
      name: 'resting calories age',
      run: (age) => restingCalories('female', 60, 165, age),
      min: 10,
      max: 110,
    },
    {
      name: 'daily calories age',
      run: (age) => dailyCalories('male', 80, 180, age, 'light'),
      min: 10,
      max: 110,
    },
    { name: 'calories burned MET', run: (met) => caloriesBurned(met, 70, 30), min: 0.9, max: 25 },
    {
      name: 'calories burned weight',
      run: (kg) => caloriesBurned(9.8, kg, 30),
      min: 20,
      max: 400,
    },
    {
      name: 'calories burned minutes',
      run: (minutes) => caloriesBurned(9.8, 70, minutes),
      min: 1,
      max: 1440,
    },
    {
      name: 'body fat height',
      run: (cm) => fatPercentage('male', cm, 38, 85, null),
      min: 100,
      max: 250,
    },
    {
      name: 'body fat neck',
      run: (cm) => fatPercentage('male', 180, cm, 85, null),
      min: 20,
      max: 80,
    },
    {
      name: 'body fat waist',
      run: (cm) => fatPercentage('male', 180, 38, cm, null),
      min: 40,
      max: 250,
    },
    {
      name: 'body fat hip',
      run: (cm) => fatPercentage('female', 165, 32, 75, cm),
      min: 50,
      max: 250,
    },
    { name: 'max pulse age', run: (age) => maxPulse(age), min: 5, max: 110 },
    { name: 'pulse zones age', run: (age) => pulseZones(age)?.length ?? null, min: 5, max: 110 },
    { name: 'protein weight', run: (kg) => proteinNeed(kg, 'rest'), min: 20, max: 400 },
  ];

  it.each(cases)('$name: accepts $min to $max and nothing outside', ({ run, min, max }) => {
    expect(run(min)).not.toBeNull();
    expect(run(max)).not.toBeNull();
    expect(run(min - 0.1)).toBeNull();
    expect(run(max + 0.1)).toBeNull();
  });
});

describe('health calculators (more known values)', () => {
  it('gives every activity level its factor', () => {
    // 10·80 + 6.25·180 − 5·40 + 5 = 1730 kcal at rest
    expect(dailyCalories('male', 80, 180, 40, 'sedentary')).toBeCloseTo(2422, 5);
    expect(dailyCalories('male', 80, 180, 40, 'light')).toBeCloseTo(2681.5, 5);
    expect(dailyCalories('male', 80, 180, 40, 'high')).toBeCloseTo(3460, 5);
    expect(dailyCalories('male', 80, 180, 40, 'extreme')).toBeCloseTo(3806, 5);
  });

  it('gives every protein goal its grams per kilo', () => {
    expect(proteinNeed(50, 'rest')).toBe(40);
    expect(proteinNeed(50, 'active')).toBe(60);
    expect(proteinNeed(50, 'muscle')).toBe(100);
  });

  it('lists the five pulse zones from 50 to 100 % of the maximum', () => {
    const zones = pulseZones(40)?.map(({ zone, from, to }) => ({
      zone,
      from: roundOne(from),
      to: roundOne(to),
    }));
    expect(zones).toEqual([
      { zone: 1, from: 90, to: 108 },
      { zone: 2, from: 108, to: 126 },
      { zone: 3, from: 126, to: 144 },
      { zone: 4, from: 144, to: 162 },
      { zone: 5, from: 162, to: 180 },
    ]);
  });

  it('refuses a due date with anything before or after the date', () => {
    expect(dueDate('x2026-01-01')).toBeNull();
    expect(dueDate('2026-01-01x')).toBeNull();
    expect(dueDate('2024-02-20')).toBe('2024-11-26');
  });

  it('refuses a man whose waist is not larger than his neck', () => {
    expect(fatPercentage('male', 180, 50, 50, null)).toBeNull();
    expect(fatPercentage('male', 180, 50, 49, null)).toBeNull();
  });
});
