import {
  activeFields,
  type CalculatorCode,
  type CalculatorOutcome,
  type CalculatorValues,
} from '../../../domain/calculators/calculator-forms';
import { useRenderEnv } from '../../env/RenderEnv';
import { isCalculatorKey, resultText } from './calculator-strings';

interface Props {
  readonly code: CalculatorCode;
  readonly values: CalculatorValues;
  readonly outcome: CalculatorOutcome;
  readonly idPrefix: string;
}

/** A calculator's inputs (labelled, translated) and its result or what to fix. */
export function CalculatorFields({ code, values, outcome, idPrefix }: Props) {
  const { t, language } = useRenderEnv();
  const invalid = new Set(outcome.kind === 'invalid' ? outcome.fields : []);
  const label = (key: string): string => (isCalculatorKey(key) ? t(key) : key);
  const errorId = `${idPrefix}-error`;
  const resultId = `${idPrefix}-result`;
  return (
    <>
      {activeFields(code, values).map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const isInvalid = invalid.has(field.name);
        const described = isInvalid ? errorId : undefined;
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
                aria-describedby={described}
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
                aria-describedby={described}
                type="date"
                defaultValue={values[field.name] ?? ''}
              />
            ) : (
              <input
                id={id}
                name={field.name}
                aria-invalid={isInvalid ? true : undefined}
                aria-describedby={described}
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
          <p className="calculator__error" id={errorId}>
            {t('calculator.invalid')}
          </p>
        )}
        {outcome.kind === 'result' && (
          <div className="calculator__panel">
            <p className="calculator__panel-title" id={resultId}>
              {t('calculator.result')}
            </p>
            <dl className="calculator__result" aria-labelledby={resultId}>
              {outcome.lines.map((line, index) => (
                <div
                  key={line.label}
                  className={`calculator__line${index === 0 ? ' calculator__line--lead' : ''}`}
                >
                  <dt>{label(line.label)}</dt>
                  <dd>{resultText(line, t, language)}</dd>
                </div>
              ))}
            </dl>
            <p className="calculator__note">{t('calculator.result_note')}</p>
          </div>
        )}
      </div>
    </>
  );
}
