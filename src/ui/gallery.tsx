import { useState, type KeyboardEvent } from 'react';
import { useI18n } from '../lib/i18n';
import { IconButton } from './button';
import { Dialog } from './dialog';
import { cx } from './utils';

/** One picture of a gallery. */
export interface GalleryImage {
  src: string;
  /** What the picture shows, for screen readers (also the thumbnail button's name). */
  alt: string;
}

export interface GalleryProps {
  images: readonly GalleryImage[];
  /** Names the thumbnails' list and the large view's dialog, e.g. "Trip photos". */
  label: string;
  className?: string;
}

/** The index `step` away from `index` in a ring of `count` (wraps at both ends). */
export const stepIndex = (index: number, step: number, count: number): number =>
  count === 0 ? 0 : (((index + step) % count) + count) % count;

/**
 * Thumbnails that open large in a dialog: arrow keys move between the pictures (mirrored in
 * right-to-left languages: there ← is "next"), the counter says "2 of 5", Esc closes and focus goes
 * back to the thumbnail. Moving wraps at both ends, so a focused button is never disabled under
 * the keyboard.
 */
export function Gallery({ images, label, className }: GalleryProps) {
  const { t, dir } = useI18n();
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;

  const index = open === null ? 0 : Math.min(open, images.length - 1);
  const current = images[index];
  const move = (step: number) => setOpen((i) => stepIndex(i ?? 0, step, images.length));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const forward = event.key === (dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
    move(forward ? 1 : -1);
  };
  const counter = t('gallery.counter', { index: index + 1, total: images.length });
  const many = images.length > 1;

  return (
    <>
      <ul className={cx('gallery', className)} aria-label={label}>
        {images.map((image, i) => (
          <li key={`${image.src}#${i}`} className="gallery__item">
            <button type="button" className="gallery__thumb" aria-label={t('gallery.open', { name: image.alt })} onClick={() => setOpen(i)}>
              <img src={image.src} alt="" loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onClose={() => setOpen(null)} title={label} description={counter} size="lg" className="gallery-dialog">
        {current && (
          <div className="gallery-dialog__stage" onKeyDown={onKeyDown}>
            <figure className="gallery-dialog__figure">
              <img className="gallery-dialog__image" src={current.src} alt={current.alt} />
              <figcaption className="gallery-dialog__caption">{current.alt}</figcaption>
            </figure>
            {many && (
              <div className="gallery-dialog__nav">
                <IconButton tooltip={false} variant="secondary" icon="chevron-left" label={t('gallery.previous')} onClick={() => move(-1)} />
                <span className="gallery-dialog__counter" aria-live="polite">{counter}</span>
                <IconButton tooltip={false} variant="secondary" icon="chevron-right" label={t('gallery.next')} onClick={() => move(1)} />
              </div>
            )}
          </div>
        )}
      </Dialog>
    </>
  );
}
