import { firstValue } from '../routing/query.rules';
import {
  ACTIVITY_FACTORS,
  bmi,
  bmiCategory,
  caloriesBurned,
  dailyCalories,
  dueDate,
  fatPercentage,
  maxPulse,
  PROTEIN_PER_KG,
  proteinNeed,
  pulseZones,
  restingCalories,
  type ActivityLevel,
  type ProteinGoal,
  type Sex,
} from './health.calculators';
import { parseDecimal, roundOne } from './number.rules';

/** The calculators readers can use (the widget's `calculator` codes, plus two of the original set). */
export const CALCULATOR_CODES = [
  'bmi',
  'calories',
  'due_date',
  'fat_percentage',
  'pulse_rate',
  'protein',
  'calories_burned',
  'resting_calories',
] as const;
export type CalculatorCode = (typeof CALCULATOR_CODES)[number];

export function isCalculatorCode(code: string): code is CalculatorCode {
  return (CALCULATOR_CODES as readonly string[]).includes(code);
}

export type FieldName =
  | 'sex'
  | 'age'
  | 'weight'
  | 'height'
  | 'activity'
  | 'goal'
  | 'last_period'
  | 'neck'
  | 'waist'
  | 'hip'
  | 'exercise'
  | 'minutes';

export type CalculatorField =
  | { readonly name: FieldName; readonly kind: 'number'; readonly unit: string }
  | { readonly name: FieldName; readonly kind: 'date' }
  | { readonly name: FieldName; readonly kind: 'choice'; readonly options: readonly string[] };

/**
 * MET values of common exercise. Source: Ainsworth BE et al., 2011 Compendium of Physical
 * Activities (walking 5 km/h 3.5, cycling 20 km/h 8.0, running 10 km/h 9.8, swimming laps 5.8,
 * strength training 5.0, yoga 2.5).
 */
export const EXERCISE_METS = {
  walking: 3.5,
  cycling: 8.0,
  running: 9.8,
  swimming: 5.8,
  strength: 5.0,
  yoga: 2.5,
} as const;
type Exercise = keyof typeof EXERCISE_METS;

const SEX: CalculatorField = { name: 'sex', kind: 'choice', options: ['female', 'male'] };
const AGE: CalculatorField = { name: 'age', kind: 'number', unit: 'years' };
const WEIGHT: CalculatorField = { name: 'weight', kind: 'number', unit: 'kg' };
const HEIGHT: CalculatorField = { name: 'height', kind: 'number', unit: 'cm' };

export const CALCULATOR_FIELDS: Readonly<Record<CalculatorCode, readonly CalculatorField[]>> = {
  bmi: [WEIGHT, HEIGHT],
  calories: [
    SEX,
    AGE,
    WEIGHT,
    HEIGHT,
    { name: 'activity', kind: 'choice', options: Object.keys(ACTIVITY_FACTORS) },
  ],
  resting_calories: [SEX, AGE, WEIGHT, HEIGHT],
  due_date: [{ name: 'last_period', kind: 'date' }],
  fat_percentage: [
    SEX,
    HEIGHT,
    { name: 'neck', kind: 'number', unit: 'cm' },
    { name: 'waist', kind: 'number', unit: 'cm' },
    { name: 'hip', kind: 'number', unit: 'cm' },
  ],
  pulse_rate: [AGE],
  protein: [WEIGHT, { name: 'goal', kind: 'choice', options: Object.keys(PROTEIN_PER_KG) }],
  calories_burned: [
    { name: 'exercise', kind: 'choice', options: Object.keys(EXERCISE_METS) },
    WEIGHT,
    { name: 'minutes', kind: 'number', unit: 'min' },
  ],
};

/**
 * A result's value as data, for the renderer to write in the reader's language: a number (whole,
 * or to one decimal where tenths mean something: BMI, body fat), a range of numbers, a calendar date (ISO `YYYY-MM-DD`) or a word's
 * translation key (`calculator.bmi.normal`).
 */
export type ResultValue =
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'range'; readonly from: number; readonly to: number }
  | { readonly kind: 'date'; readonly date: string }
  | { readonly kind: 'word'; readonly key: string };

/** One line of a result: a label key (`calculator.result.*`), the value and its unit. */
export interface ResultLine {
  readonly label: string;
  readonly value: ResultValue;
  readonly unit: string | null;
}

export type CalculatorOutcome =
  | { readonly kind: 'empty' }
  | { readonly kind: 'invalid'; readonly fields: readonly FieldName[] }
  | { readonly kind: 'result'; readonly lines: readonly ResultLine[] };

export type CalculatorValues = Readonly<Partial<Record<FieldName, string>>>;

/**
 * A number with the one decimal that means something (`roundOne`): a BMI of 22,5, a body fat of
 * 23,4 %.
 */
function tenths(value: number): ResultValue {
  return { kind: 'number', value: roundOne(value) };
}

/** A whole number: beats per minute, kilocalories and grams are counted, not measured to tenths. */
function whole(value: number): ResultValue {
  return { kind: 'number', value: Math.round(value) };
}

function line(label: string, value: ResultValue, unit: string | null = null): ResultLine {
  return { label, value, unit };
}

interface Reader {
  number(name: FieldName): number;
  choice<T extends string>(name: FieldName, options: readonly [T, ...T[]]): T;
  text(name: FieldName): string;
}

/** Reads the form values; records which fields are missing or not numbers. */
function reader(values: CalculatorValues, invalid: Set<FieldName>): Reader {
  return {
    number(name) {
      const value = parseDecimal(values[name]);
      if (value === null) invalid.add(name);
      return value ?? 0;
    },
    choice(name, options) {
      const raw = values[name];
      const found = options.find((option) => option === raw);
      if (found === undefined) invalid.add(name);
      return found ?? options[0];
    },
    text(name) {
      // Stryker disable next-line StringLiteral: the due date, the only text field, is read only when it holds more than blanks
      const raw = (values[name] ?? '').trim();
      // Stryker disable next-line StringLiteral: the due date, the only text field, is read only when it holds more than blanks
      if (raw === '') invalid.add(name);
      return raw;
    },
  };
}

function compute(code: CalculatorCode, read: Reader): ResultLine[] | null {
  switch (code) {
    case 'bmi': {
      const value = bmi(read.number('weight'), read.number('height'));
      return value === null
        ? null
        : [
            line('calculator.result.bmi', tenths(value)),
            line('calculator.result.bmi_category', {
              kind: 'word',
              key: `calculator.bmi.${bmiCategory(value)}`,
            }),
          ];
    }
    case 'calories': {
      const sex = read.choice<Sex>('sex', ['female', 'male']);
      const activity = read.choice<ActivityLevel>(
        'activity',
        Object.keys(ACTIVITY_FACTORS) as [ActivityLevel, ...ActivityLevel[]],
      );
      const value = dailyCalories(
        sex,
        read.number('weight'),
        read.number('height'),
        read.number('age'),
        activity,
      );
      return value === null ? null : [line('calculator.result.calories', whole(value), 'kcal')];
    }
    case 'resting_calories': {
      const sex = read.choice<Sex>('sex', ['female', 'male']);
      const value = restingCalories(
        sex,
        read.number('weight'),
        read.number('height'),
        read.number('age'),
      );
      return value === null
        ? null
        : [line('calculator.result.resting_calories', whole(value), 'kcal')];
    }
    case 'due_date': {
      const value = dueDate(read.text('last_period'));
      return value === null
        ? null
        : [line('calculator.result.due_date', { kind: 'date', date: value })];
    }
    case 'fat_percentage': {
      const sex = read.choice<Sex>('sex', ['female', 'male']);
      const hip = sex === 'female' ? read.number('hip') : null;
      const value = fatPercentage(
        sex,
        read.number('height'),
        read.number('neck'),
        read.number('waist'),
        hip,
      );
      return value === null ? null : [line('calculator.result.fat_percentage', tenths(value), '%')];
    }
    case 'pulse_rate': {
      const age = read.number('age');
      const max = maxPulse(age);
      const zones = pulseZones(age);
      // Stryker disable next-line LogicalOperator: pulseZones is null exactly when maxPulse is
      if (max === null || zones === null) return null;
      return [
        line('calculator.result.max_pulse', whole(max), 'bpm'),
        ...zones.map((zone) =>
          line(
            `calculator.result.zone_${zone.zone}`,
            { kind: 'range', from: Math.round(zone.from), to: Math.round(zone.to) },
            'bpm',
          ),
        ),
      ];
    }
    case 'protein': {
      const goal = read.choice<ProteinGoal>(
        'goal',
        Object.keys(PROTEIN_PER_KG) as [ProteinGoal, ...ProteinGoal[]],
      );
      const value = proteinNeed(read.number('weight'), goal);
      return value === null ? null : [line('calculator.result.protein', whole(value), 'g')];
    }
    case 'calories_burned': {
      const exercise = read.choice<Exercise>(
        'exercise',
        Object.keys(EXERCISE_METS) as [Exercise, ...Exercise[]],
      );
      const value = caloriesBurned(
        EXERCISE_METS[exercise],
        read.number('weight'),
        read.number('minutes'),
      );
      return value === null
        ? null
        : [line('calculator.result.calories_burned', whole(value), 'kcal')];
    }
  }
}

/** Which fields a calculator needs for these values (the hip only for women's fat percentage). */
export function activeFields(
  code: CalculatorCode,
  values: CalculatorValues,
): readonly CalculatorField[] {
  const fields = CALCULATOR_FIELDS[code];
  return code === 'fat_percentage' && values.sex === 'male'
    ? fields.filter((field) => field.name !== 'hip')
    : fields;
}

/**
 * Runs a calculator on form values as readers type them (decimal commas accepted): nothing
 * entered → empty; missing, non-numeric or out-of-range input → invalid (naming the fields);
 * otherwise the result lines, rounded to one decimal.
 */
export function runCalculator(code: CalculatorCode, values: CalculatorValues): CalculatorOutcome {
  const fields = activeFields(code, values);
  const entered = fields.some((field) => (values[field.name] ?? '').trim() !== '');
  if (!entered) return { kind: 'empty' };
  const invalid = new Set<FieldName>();
  const lines = compute(code, reader(values, invalid));
  if (invalid.size > 0) return { kind: 'invalid', fields: [...invalid] };
  if (lines === null) return { kind: 'invalid', fields: fields.map((field) => field.name) };
  return { kind: 'result', lines };
}

/** The calculator's form values out of a query or form body (known field names only). */
export function calculatorValues(raw: Readonly<Record<string, unknown>>): CalculatorValues {
  const values: Partial<Record<FieldName, string>> = {};
  for (const fields of Object.values(CALCULATOR_FIELDS)) {
    for (const field of fields) {
      const value = Object.hasOwn(raw, field.name) ? firstValue(raw[field.name]) : undefined;
      if (value !== undefined) values[field.name] = value.slice(0, 40);
    }
  }
  return values;
}
