import {
  activeFields,
  type CalculatorCode,
  type CalculatorOutcome,
  type CalculatorValues,
} from '../../../domain/calculators/calculator-forms';
import { useRenderEnv } from '../../env/RenderEnv';
import { isCalculatorKey } from './calculator-strings';

interface Props {
  readonly code: CalculatorCode;
  readonly values: CalculatorValues;
  readonly outcome: CalculatorOutcome;
  readonly idPrefix: string;
}

/** A calculator's inputs (labelled, translated) and its result or what to fix. */
export function CalculatorFields({ code, values, outcome, idPrefix }: Props) {
  const { t } = useRenderEnv();
  const invalid = new Set(outcome.kind === 'invalid' ? outcome.fields : []);
  const label = (key: string): string => (isCalculatorKey(key) ? t(key) : key);
  return (
    <>
      {activeFields(code, values).map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const isInvalid = invalid.has(field.name);
        return (
          <div
            className={`calculator__field${isInvalid ? ' calculator__field--invalid' : ''}`}
            key={field.name}
          >
            <label htmlFor={id}>{label(`calculator.field.${field.name}`)}</label>
            {field.kind === 'choice' ? (
              <select
                id={id}
                name={field.name}
                aria-invalid={isInvalid ? true : undefined}
                defaultValue={values[field.name] ?? field.options[0]}
              >
                {field.options.map((option) => (
                  <option key={option} value={option}>
                    {label(`calculator.option.${option}`)}
                  </option>
                ))}
              </select>
            ) : field.kind === 'date' ? (
              <input
                id={id}
                name={field.name}
                aria-invalid={isInvalid ? true : undefined}
                type="date"
                defaultValue={values[field.name] ?? ''}
              />
            ) : (
              <input
                id={id}
                name={field.name}
                aria-invalid={isInvalid ? true : undefined}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                defaultValue={values[field.name] ?? ''}
              />
            )}
          </div>
        );
      })}
      <div className="calculator__outcome" role="status" aria-live="polite">
        {outcome.kind === 'invalid' && (
          <p className="calculator__error">{t('calculator.invalid')}</p>
        )}
        {outcome.kind === 'result' && (
          <dl className="calculator__result" aria-label={t('calculator.result')}>
            {outcome.lines.map((line) => (
              <div key={line.label}>
                <dt>{label(line.label)}</dt>
                <dd>
                  {label(line.value)}
                  {line.unit !== null && ` ${line.unit}`}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </>
  );
}
