import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { Icon } from 'astro-icon/components';
import { describe, expect, it } from 'vitest';

describe('icons', () => {
  it('are inlined as SVG from @iconify-json/mdi at build time', async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(Icon, { props: { name: 'mdi:email-outline' } });
    expect(html).toMatch(/^<svg[^>]*data-icon="mdi:email-outline"/);
    expect(html).toContain('<path');
  });

  it('an unknown icon name fails the render, naming the icon', async () => {
    const container = await AstroContainer.create();
    await expect(container.renderToString(Icon, { props: { name: 'mdi:no-such-icon-xyz' } })).rejects.toThrow(
      /mdi:no-such-icon-xyz/,
    );
  });
});
