import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useI18n } from '../lib/i18n';
import { Badge } from './badge';
import { cx } from './utils';

/** One tab and its panel. */
export interface TabItem {
  /** Stable id, the value of `value`/`onChange`. */
  id: string;
  label: ReactNode;
  /** The panel; only the selected tab's content is rendered. */
  content?: ReactNode;
  /** A count shown beside the label (e.g. pending items). */
  count?: number;
  disabled?: boolean;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  /** Controlled: the selected tab id. */
  value?: string;
  /** Uncontrolled: the first selected tab, default the first enabled one. */
  defaultValue?: string;
  onChange?(id: string): void;
  className?: string;
}

const isRtl = (el: Element) => (el.closest('[dir]')?.getAttribute('dir') ?? document.dir) === 'rtl';

/**
 * WAI-ARIA tabs with automatic activation: one tab in the Tab order (roving `tabindex`),
 * ArrowLeft/ArrowRight (mirrored in RTL), Home and End move focus and select.
 */
export function Tabs({ label, items, value, defaultValue, onChange, className }: TabsProps) {
  const { formatNumber } = useI18n();
  const enabled = items.filter((i) => !i.disabled);
  const [own, setOwn] = useState(defaultValue ?? enabled[0]?.id);
  const selected = value ?? own;
  const base = useId();
  const tabId = (index: number) => `${base}-tab-${index}`;
  const panelId = (index: number) => `${base}-panel-${index}`;

  const select = (id: string) => {
    if (value === undefined) setOwn(id);
    if (id !== selected) onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = enabled.findIndex((i) => i.id === selected);
    const last = enabled.length - 1;
    const forward = isRtl(event.currentTarget) ? 'ArrowLeft' : 'ArrowRight';
    const back = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = {
      [forward]: at >= last ? 0 : at + 1, [back]: at <= 0 ? last : at - 1, Home: 0, End: last,
    };
    if (!(event.key in moves)) return;
    const target = enabled[moves[event.key] ?? 0];
    if (!target) return;
    event.preventDefault();
    select(target.id);
    const tabs = event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]');
    tabs?.[items.indexOf(target)]?.focus();
  };

  return (
    <div className={cx('tabs', className)}>
      <div role="tablist" aria-label={label} className="tabs__list">
        {items.map((item, index) => {
          const active = item.id === selected;
          return (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={tabId(index)}
              className="tabs__tab"
              aria-selected={active}
              aria-controls={panelId(index)}
              tabIndex={active ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.id)}
              onKeyDown={onKeyDown}
            >
              {item.label}
              {item.count !== undefined && (
                <Badge size="sm" tone={active ? 'primary' : 'neutral'} className="tabs__count">{formatNumber(item.count)}</Badge>
              )}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div key={item.id} role="tabpanel" id={panelId(index)} aria-labelledby={tabId(index)} tabIndex={0}
          className="tabs__panel" hidden={item.id !== selected}>
          {item.id === selected ? item.content : null}
        </div>
      ))}
    </div>
  );
}

export interface TabLinksProps {
  /** Accessible name of the navigation ("Trip status"). */
  label: string;
  /** The app's links (router `NavLink`s); the active one carries `aria-current="page"`. */
  children: ReactNode;
  className?: string;
}

/** Links styled as tabs, for views that are separate routes: a labelled `nav`. */
export function TabLinks({ label, children, className }: TabLinksProps) {
  return <nav className={cx('link-tabs', className)} aria-label={label}>{children}</nav>;
}
