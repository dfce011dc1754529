import { useRef, type ReactNode, type RefObject } from 'react';
import type { Locale } from '../../i18n/locales';
import { listPath, type TagSlugs } from '../../lib/readings/paths';
import { MAX_SEARCH_LENGTH, type ReadingQuery } from '../../lib/readings/filters';
import { PAGE_SIZES, SORT_KEYS } from '../../lib/readings/model';
import type { Explorer } from './controller';
import type { ReadingIcons } from '../../data/reading-icons';
import { FacetGroups, type FacetCounts } from './lists';
import type { Translate } from '../../i18n/translate';
import { Svg } from '../../kit/readings/parts';

interface ControlsProps {
  formRef: RefObject<HTMLFormElement | null>;
  sheetRef: RefObject<HTMLDetailsElement | null>;
  onSheetToggle: (open: boolean) => void;
  /** Wraps the sheet's body (sort, page size, facets): the phone's bottom sheet (./FilterSheet.tsx). */
  sheetBody: (body: ReactNode) => ReactNode;
  /** The first keystroke since the search box took the focus. */
  onTypingStart: () => void;
  explorer: Explorer;
  /** The query the list shows (the facet links' state). */
  shownQuery: ReadingQuery;
  activeCount: number;
  /** The facet counts, or `null` while none is known for the query shown. */
  counts: FacetCounts | null;
  tags: readonly string[];
  tagSlugs: TagSlugs;
  locale: Locale;
  t: Translate;
  icons: ReadingIcons;
}

/**
 * The reading list's search box and Filters sheet (sort, page size, facets): a plain GET form to
 * the list without JavaScript; live, each change goes to the controller. The fields stay
 * uncontrolled, so what is typed before the island is live is kept.
 */
export function Controls({ formRef, sheetRef, onSheetToggle, sheetBody, onTypingStart, explorer, shownQuery, activeCount, counts, tags, tagSlugs, locale, t, icons }: ControlsProps) {
  // One list per page: its element ids are fixed, not useId's (see the React integration in astro.config.mjs).
  const ids = 're-controls';
  /** Whether the visitor has typed since the box took the focus. */
  const typing = useRef(false);
  return (
  <form
    ref={formRef}
    className="re-controls"
    role="search"
    aria-label={t('readings.filters')}
    action={listPath(locale)}
    method="get"
    onSubmit={(event) => event.preventDefault()}
  >
    <div className="re-bar">
      <div className="re-field re-search re-js">
        <label htmlFor={`${ids}-search`}>{t('readings.search')}</label>
        <div className="re-input">
          <Svg html={icons.search} />
          <input
            id={`${ids}-search`}
            name="search"
            type="search"
            // What the address keeps of a search (longer is cut there): no more can be typed.
            maxLength={MAX_SEARCH_LENGTH}
            defaultValue={explorer.pageQuery.search}
            placeholder={t('readings.searchPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            onFocus={() => (typing.current = false)}
            onChange={(event) => {
              if (!typing.current) onTypingStart();
              typing.current = true;
              explorer.type(event.target.value);
            }}
          />
        </div>
      </div>
      <details ref={sheetRef} className="re-sheet" onToggle={(event) => onSheetToggle(event.currentTarget.open)}>
        <summary className="button" data-variant="ghost">
          <Svg html={icons.filter} />
          <span>{t('readings.filters')}</span>
          {activeCount > 0 && (
            <span>({activeCount})</span>
          )}
          <Svg html={icons.chevron} className="re-icon re-chevron" />
        </summary>
        {sheetBody(<>
          <div className="re-selects re-js">
            <div className="re-field">
              <label htmlFor={`${ids}-sort`}>{t('readings.sortLabel')}</label>
              <select
                id={`${ids}-sort`}
                name="sort"
                defaultValue={explorer.pageQuery.sort}
                onChange={(event) => explorer.setControl(event.target.name, event.target.value)}
              >
                {SORT_KEYS.map((key) => (
                  <option key={key} value={key}>
                    {t(`readings.sort.${key}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="re-field">
              <label htmlFor={`${ids}-size`}>{t('readings.pageSize')}</label>
              <select
                id={`${ids}-size`}
                name="pageSize"
                defaultValue={explorer.pageQuery.pageSize}
                onChange={(event) => explorer.setControl(event.target.name, event.target.value)}
              >
                {PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {counts && <FacetGroups query={shownQuery} counts={counts} tags={tags} tagSlugs={tagSlugs} locale={locale} t={t} />}
        </>)}
      </details>
    </div>
  </form>
  );
}
