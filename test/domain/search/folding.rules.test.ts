import { describe, expect, it } from 'vitest';
import { foldText } from '../../../src/domain/search/folding.rules';

describe('foldText', () => {
  it('keeps Danish æ, ø and å as ae, oe and aa', () => {
    expect(foldText('Ærø Ålborg', 'da')).toBe('aeroe aalborg');
  });

  it('maps æ to a in Norwegian and Swedish', () => {
    expect(foldText('Trær', 'nb')).toBe('trar');
    expect(foldText('Ærlig', 'sv')).toBe('arlig');
  });

  it('removes accents', () => {
    expect(foldText('Crème brûlée', 'en')).toBe('creme brulee');
    expect(foldText('Träning för löpare', 'sv')).toBe('traning for lopare');
    expect(foldText('Hyvää päivää', 'fi')).toBe('hyvaa paivaa');
  });
});

describe('foldText, letter by letter', () => {
  it.each([
    ['nb', 'æøå', 'aoa'],
    ['sv', 'æøå', 'aoa'],
    ['da', 'æøå', 'aeoeaa'],
    ['de', 'æøßœ', 'aeossoe'],
    ['nl', 'å', 'a'],
  ])('folds in %s: %s is %s', (language, text, folded) => {
    expect(foldText(text, language)).toBe(folded);
  });
});
