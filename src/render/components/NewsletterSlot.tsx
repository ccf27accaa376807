import { useRenderEnv } from '../env/RenderEnv';
import { pickStrings } from '../i18n/translate';
import { Island } from '../islands/Island';
import { NEWSLETTER_KEYS } from '../islands/NewsletterForm.island';
import { renderMarkdown } from '../markdown/markdown';

interface NewsletterProps {
  readonly title: string | null;
  readonly description: string | null;
  readonly sourceCode: string | null;
  readonly permissionText: string | null;
  /** Where the form stands, for form tracking: `article`, or `all page` on a CMS page. */
  readonly position?: string;
}

/**
 * The newsletter sign-up: title, text, and the form island (a plain POST without JavaScript)
 * with the consent text under it.
 */
export function NewsletterSlot({
  title,
  description,
  sourceCode,
  permissionText,
  position = 'article',
}: NewsletterProps) {
  const { t, language } = useRenderEnv();
  return (
    <section
      className="newsletter-slot"
      data-slot="newsletter"
      data-source-code={sourceCode ?? undefined}
      aria-label={title ?? t('newsletter.title')}
    >
      <h2 className="newsletter-slot__title">{title ?? t('newsletter.title')}</h2>
      {description !== null && <p className="newsletter-slot__description">{description}</p>}
      <Island
        name="NewsletterForm"
        hydrate="visible"
        props={{
          sourceCode,
          permissionHtml: permissionText === null ? null : renderMarkdown(permissionText),
          position,
          language,
          strings: pickStrings(t, NEWSLETTER_KEYS),
        }}
      />
    </section>
  );
}
