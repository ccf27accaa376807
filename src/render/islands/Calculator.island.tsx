import { useId, useState, type SyntheticEvent } from 'react';
import {
  calculatorValues,
  runCalculator,
  type CalculatorCode,
  type CalculatorOutcome,
  type CalculatorValues,
} from '../../domain/calculators/calculator-forms';
import type { LanguageCode } from '../../domain/site/site.types';
import { RenderEnvProvider } from '../env/RenderEnv';
import type { TranslationTable } from '../i18n/translate';
import { useIslandEnv } from './island-env';
import { CalculatorFields } from '../views/calculators/CalculatorFields';
import { isCalculatorKey } from '../views/calculators/calculator-strings';

export interface CalculatorProps {
  readonly code: CalculatorCode;
  readonly language: LanguageCode;
  readonly strings: TranslationTable;
  readonly values: CalculatorValues;
  readonly outcome: CalculatorOutcome;
}

interface DataLayerWindow {
  dataLayer?: unknown[];
}

/**
 * A health calculator. Without JavaScript the form GETs `/calculators/{code}` (a page with the
 * result); hydrated, it computes in place with the same domain rules.
 */
export function Calculator({ code, language, strings, values, outcome }: CalculatorProps) {
  const env = useIslandEnv(strings, language);
  const [state, setState] = useState({ values, outcome });
  const id = useId();
  const title = `calculator.name.${code}`;

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const entered = calculatorValues(
      Object.fromEntries(
        [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : '']),
      ),
    );
    const next = runCalculator(code, entered);
    setState({ values: entered, outcome: next });
    const target = window as DataLayerWindow;
    target.dataLayer = target.dataLayer ?? [];
    target.dataLayer.push({
      event: 'interaction',
      eventType: 'interaction',
      action: 'calculate',
      calculator: code,
      outcome: next.kind,
    });
  }

  return (
    <RenderEnvProvider env={env}>
      <form
        className={`calculator calculator--${code}`}
        method="get"
        action={`/calculators/${code}`}
        onSubmit={submit}
        noValidate
      >
        <h2 className="calculator__title">{isCalculatorKey(title) ? env.t(title) : code}</h2>
        <CalculatorFields code={code} values={state.values} outcome={state.outcome} idPrefix={id} />
        <button className="button calculator__submit" type="submit">
          {env.t('calculator.submit')}
        </button>
      </form>
    </RenderEnvProvider>
  );
}

declare module './island.types' {
  interface IslandComponents {
    readonly Calculator: typeof Calculator;
  }
}
