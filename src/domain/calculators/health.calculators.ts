/**
 * Health calculators. Every formula names its source; results are rounded by the caller with
 * `roundOne`. Inputs are validated numbers (kg, cm, years); out-of-range input gives null.
 */
export type Sex = 'female' | 'male';

const inRange = (value: number, min: number, max: number): boolean => value >= min && value <= max;

/** BMI = weight (kg) / height (m)². Source: WHO, "A healthy lifestyle - WHO recommendations". */
export function bmi(weightKg: number, heightCm: number): number | null {
  if (!inRange(weightKg, 2, 500) || !inRange(heightCm, 40, 260)) return null;
  const metres = heightCm / 100;
  return weightKg / (metres * metres);
}

export type BmiCategory = 'underweight' | 'normal' | 'overweight' | 'obese';

/** WHO adult BMI classes: <18.5, 18.5-24.9, 25-29.9, >=30. */
export function bmiCategory(value: number): BmiCategory {
  if (value < 18.5) return 'underweight';
  if (value < 25) return 'normal';
  if (value < 30) return 'overweight';
  return 'obese';
}

/**
 * Resting energy (BMR, kcal/day), Mifflin-St Jeor: 10·kg + 6.25·cm − 5·age + 5 (men) / −161 (women).
 * Source: Mifflin MD et al., Am J Clin Nutr 1990;51:241-7.
 */
export function restingCalories(
  sex: Sex,
  weightKg: number,
  heightCm: number,
  age: number,
): number | null {
  if (!inRange(weightKg, 20, 400) || !inRange(heightCm, 100, 250) || !inRange(age, 10, 110))
    return null;
  return 10 * weightKg + 6.25 * heightCm - 5 * age + (sex === 'male' ? 5 : -161);
}

/** Physical activity levels (PAL) as multipliers of BMR. Source: FAO/WHO/UNU 2004, Human energy requirements. */
export const ACTIVITY_FACTORS = {
  sedentary: 1.4,
  light: 1.55,
  moderate: 1.75,
  high: 2.0,
  extreme: 2.2,
} as const;
export type ActivityLevel = keyof typeof ACTIVITY_FACTORS;

/** Daily calorie need = BMR × PAL. */
export function dailyCalories(
  sex: Sex,
  weightKg: number,
  heightCm: number,
  age: number,
  activity: ActivityLevel,
): number | null {
  const bmr = restingCalories(sex, weightKg, heightCm, age);
  return bmr === null ? null : bmr * ACTIVITY_FACTORS[activity];
}

/** Calories burned = MET × kg × hours. Source: Ainsworth BE et al., 2011 Compendium of Physical Activities. */
export function caloriesBurned(met: number, weightKg: number, minutes: number): number | null {
  if (!inRange(met, 0.9, 25) || !inRange(weightKg, 20, 400) || !inRange(minutes, 1, 24 * 60))
    return null;
  return met * weightKg * (minutes / 60);
}

/** Due date = first day of the last period + 280 days (Naegele's rule). Dates as `YYYY-MM-DD`. */
export function dueDate(lastPeriod: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(lastPeriod);
  if (match === null) return null;
  const start = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(start)) return null;
  return new Date(start + 280 * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Body fat % by the U.S. Navy circumference method (cm). Men: 495 / (1.0324 − 0.19077·log10(waist −
 * neck) + 0.15456·log10(height)) − 450; women add the hip. Source: Hodgdon & Beckett, NHRC 1984.
 */
export function fatPercentage(
  sex: Sex,
  heightCm: number,
  neckCm: number,
  waistCm: number,
  hipCm: number | null,
): number | null {
  if (!inRange(heightCm, 100, 250) || !inRange(neckCm, 20, 80) || !inRange(waistCm, 40, 250))
    return null;
  if (sex === 'male') {
    if (waistCm <= neckCm) return null;
    return (
      495 / (1.0324 - 0.19077 * Math.log10(waistCm - neckCm) + 0.15456 * Math.log10(heightCm)) - 450
    );
  }
  if (hipCm === null || !inRange(hipCm, 50, 250) || waistCm + hipCm <= neckCm) return null;
  return (
    495 /
      (1.29579 - 0.35004 * Math.log10(waistCm + hipCm - neckCm) + 0.221 * Math.log10(heightCm)) -
    450
  );
}

/** Maximum heart rate = 208 − 0.7·age. Source: Tanaka H et al., J Am Coll Cardiol 2001;37:153-6. */
export function maxPulse(age: number): number | null {
  return inRange(age, 5, 110) ? 208 - 0.7 * age : null;
}

/** Training zones as shares of max heart rate (50-60, 60-70, 70-80, 80-90, 90-100 %). */
export function pulseZones(
  age: number,
): readonly { readonly zone: number; readonly from: number; readonly to: number }[] | null {
  const max = maxPulse(age);
  if (max === null) return null;
  return [0.5, 0.6, 0.7, 0.8, 0.9].map((share, index) => ({
    zone: index + 1,
    from: max * share,
    to: max * (share + 0.1),
  }));
}

/**
 * Protein need (g/day) = kg × g/kg: 0.8 at rest (Nordic Nutrition Recommendations 2023), 1.2-1.6
 * for regular training and up to 2.0 when building muscle (ISSN position stand, Jäger R et al. 2017).
 */
export const PROTEIN_PER_KG = { rest: 0.8, active: 1.2, training: 1.6, muscle: 2.0 } as const;
export type ProteinGoal = keyof typeof PROTEIN_PER_KG;

export function proteinNeed(weightKg: number, goal: ProteinGoal): number | null {
  return inRange(weightKg, 20, 400) ? weightKg * PROTEIN_PER_KG[goal] : null;
}
