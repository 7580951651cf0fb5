/**
 * Server marker for a hydrated island (DESIGN.md Islands; honox's honox-island). During a segment
 * render it emits `<sf-island name strategy prefix props>` holding a placeholder comment; the
 * renderer (`worker/render/islands.tsx`) then renders the island on its own with its own
 * `identifierPrefix` and splices the HTML in. Inside an island, islands render plainly. Shareable
 * props travel once per render (`shared-props.ts`).
 */
import type { ComponentProps, ComponentType } from 'react';
import { jsonForScriptOnce } from '../../shared/html/escape';
import { type Strategy, usePage } from './context';
import { isPlainIsland } from './plain-islands';
import type { IslandName, Islands } from './registry';
import { SHARED_ATTRIBUTE, serializeProps } from './shared-props';

export const ISLAND_TAG = 'sf-island';
export const PLACEHOLDER_OPEN = '<!--sf-island:';
export const PLACEHOLDER_CLOSE = '-->';
export const placeholder = (id: number): string => `${PLACEHOLDER_OPEN}${id}${PLACEHOLDER_CLOSE}`;

type Props<N extends IslandName> = {
  name: N;
  strategy: Strategy;
  props: ComponentProps<Islands[N]>;
  /**
   * For an island that renders nothing and takes over server HTML by delegation: the elements
   * (a selector) whose interaction wakes it, and those whose clicks it holds until it has hydrated
   * (`client/loader.ts`). Without them, only the island's own content counts. `hold` alone narrows
   * the held clicks inside the island (the buy box's submit: its links and radios work as they are).
   */
  wake?: string;
  hold?: string;
  /** Where the strategy holds (a media query); elsewhere the island waits for an interaction. */
  media?: string;
  /** A data layer event the loader pushes as the page starts, hydrated or not (an impression). */
  track?: Record<string, unknown>;
};

export function Island<N extends IslandName>({ name, strategy, props, wake, hold, media, track }: Props<N>) {
  const { islands } = usePage();
  if (islands.inside) {
    const Component = islands.components[name] as ComponentType<object> | undefined;
    return Component ? <Component {...(props as object)} /> : null;
  }
  islands.counter += 1;
  const id = islands.counter;
  const prefix = `${islands.prefix}${id}-`;
  const { json, shared, key } = serializeProps(props);
  islands.pending.push({ id, name, strategy, props, json, key, prefix });
  if (!islands.used.has(name) || strategy === 'load') islands.used.set(name, strategy);
  const marker = (
    <sf-island
      name={name}
      strategy={strategy}
      plain={isPlainIsland(name) ? '' : undefined}
      wake={wake}
      hold={hold}
      media={media}
      track={track && JSON.stringify(track)}
      prefix={prefix}
      props={json}
      dangerouslySetInnerHTML={{ __html: placeholder(id) }}
    />
  );
  const first = shared.filter((prop) => !islands.shared.includes(prop.id));
  if (first.length === 0) return marker;
  islands.shared.push(...first.map((prop) => prop.id));
  return (
    <>
      {first.map(({ id, value }) => (
        <script
          key={id}
          type="application/json"
          {...{ [SHARED_ATTRIBUTE]: id }}
          dangerouslySetInnerHTML={{ __html: jsonForScriptOnce(value) }}
        />
      ))}
      {marker}
    </>
  );
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'sf-island': {
        name: string;
        strategy: Strategy;
        /** Runs without React (`plain-islands.ts`): the loader calls its module's `enhance`. */
        plain?: string | undefined;
        wake?: string | undefined;
        hold?: string | undefined;
        media?: string | undefined;
        track?: string | undefined;
        prefix: string;
        props: string;
        dangerouslySetInnerHTML?: { __html: string };
        children?: never;
      };
    }
  }
}
