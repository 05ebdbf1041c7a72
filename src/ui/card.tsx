import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './utils';

export interface CardProps extends ComponentPropsWithRef<'div'> {
  /**
   * `bordered` or `shadow`. Leave it out to follow the appearance setting: the `data-card-skin`
   * on `<html>` styles every card through CSS, so pages pass nothing.
   */
  skin?: 'bordered' | 'shadow';
  /** Inner spacing: `none`, `sm`, `md` (default), `lg`. */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** The element to render, default `div`. */
  as?: 'div' | 'section' | 'article' | 'aside';
}

/** A surface grouping related content. */
export function Card({ skin, padding = 'md', as: Tag = 'div', className, ...rest }: CardProps) {
  return <Tag className={cx('card', className)} data-skin={skin} data-padding={padding} {...rest} />;
}

export interface CardHeaderProps {
  title: ReactNode;
  /** Heading level of the title, default 2. */
  level?: 2 | 3 | 4;
  /** `id` of the title, to label the card with `aria-labelledby`. */
  titleId?: string;
  description?: ReactNode;
  /** Buttons or links at the end of the header. */
  actions?: ReactNode;
}

/** A card's title row: heading, optional description and actions. */
export function CardHeader({ title, level = 2, titleId, description, actions }: CardHeaderProps) {
  const Heading = `h${level}` as const;
  return (
    <div className="card__header">
      <div className="card__heading">
        <Heading id={titleId} className="card__title">{title}</Heading>
        {description && <p className="card__description">{description}</p>}
      </div>
      {actions && <div className="card__actions">{actions}</div>}
    </div>
  );
}
