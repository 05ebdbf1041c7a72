/** Focus helpers: the focusable elements of a container (dialogs, focus traps) and a form's first invalid field. */

const FOCUSABLE = [
  'a[href]', 'area[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])', 'textarea:not([disabled])', 'iframe', 'summary',
  '[contenteditable=""]', '[contenteditable="true"]', '[tabindex]',
].join(',');

const rendered = (el: HTMLElement): boolean =>
  typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : true;

/**
 * The elements of `root` reachable with Tab, in DOM order: no `tabindex="-1"`, nothing inside a
 * `hidden` or `inert` subtree, nothing CSS hides (`display: none`, `visibility: hidden`).
 */
export function focusableIn(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) =>
    el.tabIndex >= 0 && el.getAttribute('tabindex') !== '-1' && !el.closest('[hidden],[inert]') && rendered(el));
}

/**
 * Focuses the first field of `form` marked `aria-invalid="true"` (or failing native validation) and
 * returns it; `null` when every field is valid. Call after setting errors, e.g. in an effect.
 */
export function focusFirstInvalid(form: ParentNode): HTMLElement | null {
  const field = form.querySelector<HTMLElement>('[aria-invalid="true"], :invalid:not(form):not(fieldset)');
  field?.focus();
  return field;
}
