import type { Dispatch, KeyboardEvent, SetStateAction } from 'react';
import { useI18n } from '../lib/i18n';
import { IconButton } from './button';
import { Dialog } from './dialog';
import { stepIndex, type GalleryImage } from './gallery';

export interface GalleryDialogProps {
  images: readonly GalleryImage[];
  label: string;
  /** The picture shown large, or null when closed. */
  open: number | null;
  onOpen: Dispatch<SetStateAction<number | null>>;
}

/** The gallery's large view (gallery.tsx opens it): one picture, a counter, ← →. */
export function GalleryDialog({ images, label, open, onOpen }: GalleryDialogProps) {
  const { t, dir } = useI18n();
  const index = open === null ? 0 : Math.min(open, images.length - 1);
  const current = images[index];
  const move = (step: number) => onOpen((i) => stepIndex(i ?? 0, step, images.length));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const forward = event.key === (dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
    move(forward ? 1 : -1);
  };
  const counter = t('gallery.counter', { index: index + 1, total: images.length });

  return (
    <Dialog open={open !== null} onClose={() => onOpen(null)} title={label} description={counter} size="lg" className="gallery-dialog">
      {current && (
        <div className="gallery-dialog__stage" onKeyDown={onKeyDown}>
          <figure className="gallery-dialog__figure">
            <img className="gallery-dialog__image" src={current.src} alt={current.alt} />
            <figcaption className="gallery-dialog__caption">{current.alt}</figcaption>
          </figure>
          {images.length > 1 && (
            <div className="gallery-dialog__nav">
              <IconButton tooltip={false} variant="secondary" icon="chevron-left" label={t('gallery.previous')} onClick={() => move(-1)} />
              <span className="gallery-dialog__counter" aria-live="polite">{counter}</span>
              <IconButton tooltip={false} variant="secondary" icon="chevron-right" label={t('gallery.next')} onClick={() => move(1)} />
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
