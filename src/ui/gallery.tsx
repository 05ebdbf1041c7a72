import { useState } from 'react';
import { useI18n } from '../lib/i18n';
import { GalleryDialog } from './gallery-dialog';
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
  const { t } = useI18n();
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;

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
      <GalleryDialog images={images} label={label} open={open} onOpen={setOpen} />
    </>
  );
}
