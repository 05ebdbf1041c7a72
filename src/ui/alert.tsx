import type { ReactNode, Ref } from 'react';

export interface AlertProps {
  /** `error` (default) is announced at once as an alert; `info` politely, as a status. */
  tone?: 'error' | 'info';
  id?: string;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/**
 * One sentence that tells the user what happened where they are looking: a failure (an alert) or a
 * notice (a status). `FormAlert` words a form's state with it; a page that has its own sentence (the
 * sign-in page's auth failure, a confirmation's refusal) shows it directly.
 */
export function Alert({ tone = 'error', id, ref, children }: AlertProps) {
  return (
    <div ref={ref} id={id} className="form-alert" data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
