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
