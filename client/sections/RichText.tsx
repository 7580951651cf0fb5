import type { ContentItemOf, RichTextBlock } from '../../shared/contract/content';

function Block({ block }: { block: RichTextBlock }) {
  switch (block.kind) {
    case 'heading':
      return block.level === 2 ? <h2>{block.text}</h2> : <h3>{block.text}</h3>;
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'link':
      return (
        <p>
          <a href={block.url}>{block.text}</a>
        </p>
      );
    case 'list':
      return (
        <ul>
          {block.items.map((text, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items are static text
            <li key={i}>{text}</li>
          ))}
        </ul>
      );
    default:
      return null;
  }
}

/** Editor text as a safe block list (never raw HTML). */
export function RichText({ item }: { item: ContentItemOf<'rich-text'> }) {
  return (
    <div className={`rich-text rich-text--${item.alignment ?? 'left'}`}>
      {item.title && <h2>{item.title}</h2>}
      {item.blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id and never reorder
        <Block key={i} block={block} />
      ))}
    </div>
  );
}
