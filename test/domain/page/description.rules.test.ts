import { describe, expect, it } from 'vitest';
import { plainText, truncateWithEllipsis } from '../../../src/domain/page/description.rules';

describe('truncateWithEllipsis', () => {
  it('folds every run of white space into one space and trims the ends', () => {
    expect(truncateWithEllipsis('  Fem\n\n øvelser\t til  ben ', 100)).toBe('Fem øvelser til ben');
  });

  it('keeps a text of exactly the limit whole', () => {
    expect(truncateWithEllipsis('Fem øvelser', 11)).toBe('Fem øvelser');
  });

  it('cuts a longer text at the limit, without a space before the ellipsis', () => {
    expect(truncateWithEllipsis('Fem øvelser til ben', 12)).toBe('Fem øvelser...');
    expect(truncateWithEllipsis('Fem øvelser til ben', 5)).toBe('Fem ø...');
  });

  it('takes another ellipsis when given one', () => {
    expect(truncateWithEllipsis('Fem øvelser til ben', 11, '…')).toBe('Fem øvelser…');
  });
});

describe('plainText', () => {
  it('removes HTML tags, leaving a space where they were', () => {
    expect(plainText('<p>Fem<br/>øvelser</p><strong>til</strong> ben')).toBe('Fem øvelser til ben');
    expect(plainText('<a href="/ben" class="x">ben</a>')).toBe('ben');
  });

  it('keeps the text of markdown links and images, not their addresses', () => {
    expect(plainText('Læs [fem øvelser](https://wom.dk/ben) i dag')).toBe('Læs fem øvelser i dag');
    expect(plainText('![En squat](https://wom.dk/squat.jpg)')).toBe('En squat');
  });

  it('removes markdown markers', () => {
    expect(plainText('## Fem **stærke** _ben_ ~~nu~~ > `kode`')).toBe('Fem stærke ben nu kode');
  });

  it('folds white space into single spaces', () => {
    expect(plainText(' Fem \n\n øvelser ')).toBe('Fem øvelser');
  });
});
