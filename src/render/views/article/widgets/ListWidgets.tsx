import type {
  Image as ImageData,
  InventoryItem,
  ParagraphListItem,
} from '../../../../domain/content/content.types';
import { Image } from '../../../components/Image';
import { Markdown } from '../../../components/Markdown';
import { useRenderEnv } from '../../../env/RenderEnv';
import { safeHref } from '../../../markdown/safe-url';
import { BODY_IMAGE_SIZES } from './MediaWidgets';

const ITEM_IMAGE_SIZES = '(min-width: 768px) 240px, 40vw';

function inventoryRowClass(item: InventoryItem): string {
  return item.displayHint === 'summary'
    ? 'inventory__row inventory__row--summary'
    : 'inventory__row';
}

/**
 * An inventory (what you need, what it contains): a titled table of key and value. `heading`
 * rows head the rows below them, a `summary` row (a total) stands out.
 */
export function Inventory({
  title,
  description,
  items,
}: {
  readonly title: string | null;
  readonly description: string | null;
  readonly items: readonly InventoryItem[];
}) {
  return (
    <section className="inventory" aria-label={title ?? undefined}>
      {title !== null && <h2 className="inventory__title">{title}</h2>}
      {description !== null && (
        <Markdown markdown={description} minHeadingLevel={3} className="prose inventory__text" />
      )}
      <table className="inventory__table">
        <tbody>
          {items.map((item, index) =>
            item.displayHint === 'heading' ? (
              <tr key={`${item.key}-${index}`} className="inventory__heading">
                <th scope="colgroup" colSpan={2}>
                  {item.key}
                </th>
              </tr>
            ) : (
              <tr key={`${item.key}-${index}`} className={inventoryRowClass(item)}>
                <th scope="row">{item.key}</th>
                <td>{item.value ?? ''}</td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </section>
  );
}

function VideoLink({ url }: { readonly url: string | null }) {
  const { t } = useRenderEnv();
  const href = url === null ? null : safeHref(url);
  if (href === null) return null;
  return (
    <p className="paragraph-list__video">
      <a href={href}>{t('paragraph_list.video')}</a>
    </p>
  );
}

function ItemBody({ item, hint }: { readonly item: ParagraphListItem; readonly hint: string }) {
  return (
    <>
      {item.image !== null && (
        <Image
          className="paragraph-list__image"
          image={item.image}
          sizes={hint === 'image' ? BODY_IMAGE_SIZES : ITEM_IMAGE_SIZES}
        />
      )}
      {item.description !== null && (
        <Markdown markdown={item.description} minHeadingLevel={4} className="prose" />
      )}
      <VideoLink url={item.videoUrl} />
    </>
  );
}

/**
 * One paragraph: its title as a heading, then picture, text and video link. A collapsible list
 * folds each titled paragraph into a disclosure (`<details>`: keyboard and touch without script).
 */
function Paragraph({
  item,
  hint,
  collapsible,
}: {
  readonly item: ParagraphListItem;
  readonly hint: string;
  readonly collapsible: boolean;
}) {
  const title =
    item.title === null ? null : <h3 className="paragraph-list__item-title">{item.title}</h3>;
  if (collapsible && title !== null) {
    return (
      <details className="paragraph-list__details">
        <summary className="paragraph-list__summary">{title}</summary>
        <div className="paragraph-list__body">
          <ItemBody item={item} hint={hint} />
        </div>
      </details>
    );
  }
  return (
    <>
      {title}
      <div className="paragraph-list__body">
        <ItemBody item={item} hint={hint} />
      </div>
    </>
  );
}

/**
 * A paragraph list as the editor chose it (`display_hint`): `ordered` numbers the paragraphs
 * (when `show_numbers`), `unordered` bullets them, `image` leads each with a wide picture and
 * `custom` leaves them plain.
 */
export function ParagraphList({
  title,
  description,
  image,
  videoUrl,
  collapsible,
  showNumbers,
  displayHint,
  items,
}: {
  readonly title: string | null;
  readonly description: string | null;
  readonly image: ImageData | null;
  readonly videoUrl: string | null;
  readonly collapsible: boolean;
  readonly showNumbers: boolean;
  readonly displayHint: string;
  readonly items: readonly ParagraphListItem[];
}) {
  const ordered = displayHint === 'ordered';
  const hint = ['ordered', 'unordered', 'image'].includes(displayHint) ? displayHint : 'custom';
  const numbered = ordered && showNumbers ? ' paragraph-list--numbered' : '';
  const List = ordered ? 'ol' : 'ul';
  return (
    <section className={`paragraph-list paragraph-list--${hint}${numbered}`}>
      {title !== null && <h2 className="paragraph-list__title">{title}</h2>}
      {image !== null && (
        <Image className="paragraph-list__lead-image" image={image} sizes={BODY_IMAGE_SIZES} />
      )}
      {description !== null && (
        <Markdown markdown={description} minHeadingLevel={3} className="prose" />
      )}
      <VideoLink url={videoUrl} />
      <List className="paragraph-list__items">
        {items.map((item, index) => (
          <li key={`${item.title ?? ''}-${index}`} className="paragraph-list__item">
            <Paragraph item={item} hint={hint} collapsible={collapsible} />
          </li>
        ))}
      </List>
    </section>
  );
}
