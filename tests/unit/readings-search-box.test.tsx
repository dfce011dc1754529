import { createRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Controls } from '../../src/islands/ReadingExplorer/Controls';
import type { Explorer } from '../../src/islands/ReadingExplorer/controller';
import { MAX_SEARCH_LENGTH } from '../../src/lib/readings/filters';
import { parseQuery } from '../../src/lib/readings/url-state';
import type { ReadingIcons } from '../../src/data/reading-icons';

describe('the reading list’s search box', () => {
  it('takes no more than the address keeps of a search', () => {
    const query = parseQuery('');
    const html = renderToStaticMarkup(
      <Controls
        formRef={createRef()}
        sheetRef={createRef()}
        onSheetToggle={() => {}}
        sheetBody={(body) => body}
        onTypingStart={() => {}}
        explorer={{ pageQuery: query } as unknown as Explorer}
        shownQuery={query}
        activeCount={0}
        counts={null}
        tags={[]}
        tagSlugs={{}}
        locale="en"
        t={(key: string) => key}
        icons={new Proxy({}, { get: () => '<svg></svg>' }) as ReadingIcons}
      />,
    );
    const box = /<input [^>]*name="search"[^>]*>/.exec(html)?.[0];
    expect(box).toContain(`maxLength="${MAX_SEARCH_LENGTH}"`);
    expect(MAX_SEARCH_LENGTH).toBe(200);
  });
});
