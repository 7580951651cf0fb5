/** Call-to-action links of a content item. */
import type { Target } from '../../shared/contract/common';

export function Targets({
  targets,
  variant = 'primary',
}: {
  targets: Target[];
  variant?: 'primary' | 'light';
}) {
  const withText = targets.filter((target) => target.text);
  if (withText.length === 0) return null;
  return (
    <div className="ctas">
      {withText.map((target, i) => (
        <a
          key={target.url}
          className={`button ${i === 0 ? `button--${variant}` : 'button--secondary'}`}
          href={target.url}
          {...(target.targetAttribute === '_blank' ? { target: '_blank', rel: 'noopener' } : {})}
        >
          {target.text}
        </a>
      ))}
    </div>
  );
}
