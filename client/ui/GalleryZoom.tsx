/**
 * The product gallery's enlarged view: the image in a modal dialog, 2x zoom around the point
 * clicked (the centre from the keyboard), previous and next. Loaded on the first enlarge.
 */
import { type CSSProperties, useState } from 'react';
import type { Image } from '../../shared/contract/common';
import { type MessageSource, t } from '../i18n';
import { Dialog } from './Dialog';

export type GalleryZoomProps = {
  /** The enlarged image; none while the dialog is closed. */
  image: Image | undefined;
  title: string;
  count: number;
  messages: MessageSource;
  onClose: () => void;
  onStep: (by: number) => void;
};

export default function GalleryZoom({ image, title, count, messages, onClose, onStep }: GalleryZoomProps) {
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  // Each image, and each opening, starts unzoomed.
  const [shown, setShown] = useState(image);
  if (image !== shown) {
    setShown(image);
    setZoomed(false);
  }
  return (
    <Dialog open={image !== undefined} onClose={onClose} title={title} closeLabel={t(messages, 'close')}>
      {image && (
        <div className="zoom">
          <button
            type="button"
            className="zoom__stage"
            aria-label={t(messages, zoomed ? 'zoomOut' : 'zoomIn')}
            aria-pressed={zoomed}
            onClick={(event) => {
              const box = event.currentTarget.getBoundingClientRect();
              if (event.detail > 0 && box.width > 0)
                setOrigin(
                  `${((event.clientX - box.left) / box.width) * 100}% ${((event.clientY - box.top) / box.height) * 100}%`,
                );
              else setOrigin('50% 50%');
              setZoomed(!zoomed);
            }}
          >
            <img
              className={`zoom__img${zoomed ? ' is-zoomed' : ''}`}
              src={image.url}
              alt={image.alt}
              width={1000}
              height={1000}
              style={{ '--zoom-origin': origin } as CSSProperties}
            />
          </button>
          {count > 1 && (
            <div className="zoom__nav">
              <button type="button" className="button" onClick={() => onStep(-1)}>
                {t(messages, 'previous')}
              </button>
              <button type="button" className="button" onClick={() => onStep(1)}>
                {t(messages, 'next')}
              </button>
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
