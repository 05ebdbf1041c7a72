import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from './icons';
import { cx } from './utils';

/** One section of an accordion. */
export interface AccordionItem {
  /** Stable id, used in `value`. */
  id: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Several sections may be open at once. Default `false`: opening one closes the other. */
  multiple?: boolean;
  /** Controlled: ids of the open sections. */
  value?: readonly string[];
  /** Uncontrolled: sections open at first. */
  defaultValue?: readonly string[];
  onChange?(open: string[]): void;
  /** Level of the heading each header button sits in, default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/**
 * Sections that open and close (WAI-ARIA accordion): header buttons with `aria-expanded` and
 * `aria-controls`, panels as labelled regions, ArrowUp/ArrowDown/Home/End between headers.
 */
export function Accordion({
  items, multiple = false, value, defaultValue = [], onChange, headingLevel = 3, className,
}: AccordionProps) {
  const [own, setOwn] = useState<readonly string[]>(defaultValue);
  const open = value ?? own;
  const base = useId();
  const root = useRef<HTMLDivElement>(null);
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) => {
    const isOpen = open.includes(id);
    const next = isOpen ? open.filter((o) => o !== id) : multiple ? [...open, id] : [id];
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const headers = [...(root.current?.querySelectorAll<HTMLButtonElement>('.accordion__trigger:not(:disabled)') ?? [])];
    const at = headers.indexOf(event.currentTarget);
    const last = headers.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: at === last ? 0 : at + 1, ArrowUp: at <= 0 ? last : at - 1, Home: 0, End: last,
    };
    const target = event.key in moves ? headers[moves[event.key] ?? 0] : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <div ref={root} className={cx('accordion', className)}>
      {items.map((item, index) => {
        const expanded = open.includes(item.id);
        const headerId = `${base}-header-${index}`;
        const panelId = `${base}-panel-${index}`;
        return (
          <div key={item.id} className="accordion__item" data-open={expanded ? '' : undefined}>
            <Heading className="accordion__heading">
              <button
                type="button"
                id={headerId}
                className="accordion__trigger"
                aria-expanded={expanded}
                aria-controls={panelId}
                disabled={item.disabled}
                onClick={() => toggle(item.id)}
                onKeyDown={onKeyDown}
              >
                <span className="accordion__title">{item.title}</span>
                <Icon name="chevron-down" className="accordion__chevron" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={headerId} className="accordion__panel" hidden={!expanded}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
