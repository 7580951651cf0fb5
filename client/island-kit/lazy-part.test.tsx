import { type ReactNode, Suspense } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server.edge';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

/** The HTML once every lazy part has resolved, without React's Suspense markers. */
const render = async (node: ReactNode): Promise<string> => {
  const stream = await renderToReadableStream(<Suspense fallback="loading">{node}</Suspense>);
  await stream.allReady;
  return (await new Response(stream).text()).replace(/<!--.*?-->/g, '');
};

describe('lazyPart', () => {
  it('retries a failed chunk once, then renders the part', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue({ default: () => <p>part</p> });
    const Part = lazyPart(load, () => <p>fallback</p>);
    expect(await render(<Part />)).toBe('<p>part</p>');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders the fallback when the chunk cannot be had, and the island stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = lazyPart<{ name: string }>(
      () => Promise.reject(new Error('gone')),
      ({ name }) => <p>no {name}</p>,
    );
    expect(await render(<Part name="zoom" />)).toBe('<p>no zoom</p>');
  });

  it('renders at once, without its fallback, once preloaded', async () => {
    const load = vi.fn().mockResolvedValue({ default: () => <p>part</p> });
    const Part = lazyPart(load, () => <p>fallback</p>);
    await Part.preload();
    // renderToString cannot wait for anything: a part that suspended would render "loading".
    const html = renderToString(<Suspense fallback="loading">{<Part />}</Suspense>);
    expect(html.replace(/<!--.*?-->/g, '')).toBe('<p>part</p>');
    await Part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
