/**
 * `format` for a sentence with elements in it (links in running text): each `{name}` becomes its
 * node where the language puts it, so no translation is cut into pieces around a link.
 */
import { Fragment, type ReactNode } from 'react';

export const formatNodes = (template: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode[] =>
  template.split(/(\{\w+\})/).map((part, position) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    // The parts of one template never move: their position is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: a template's parts keep their order.
    return <Fragment key={position}>{name !== undefined && name in nodes ? nodes[name] : part}</Fragment>;
  });
