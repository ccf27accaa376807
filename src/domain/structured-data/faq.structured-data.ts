import type { FaqItem } from '../content/content.types';
import { plainText } from '../page/description.rules';
import { SCHEMA_CONTEXT, type JsonLdNode } from './json-ld.types';

/** FAQPage of an article's questions and answers (answers as plain text). */
export function faqStructuredData(faq: readonly FaqItem[]): JsonLdNode | null {
  const items = faq.filter((item) => item.question.trim() !== '' && item.answer.trim() !== '');
  if (items.length === 0) return null;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question.trim(),
      acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer) },
    })),
  };
}
