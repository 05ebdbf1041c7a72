import { window as happyDom } from '../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useRef, useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { Button, Dialog, type DialogProps } from '../../src/ui';
import { renderUi } from '../helpers/render';

function Harness({ onClose, ...props }: Partial<DialogProps> & { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => { onClose?.(); setOpen(false); };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit news</Button>
      <Dialog open={open} onClose={close} title="Edit news" description="Changes go live at once" {...props}
        footer={<><Button onClick={close}>Cancel</Button><Button variant="primary">Save</Button></>}>
        <label>Title <input defaultValue="Reef cleanup" /></label>
      </Dialog>
    </>
  );
}

const openDialog = () => {
  const opener = screen.getByRole('button', { name: 'Edit news' });
  act(() => opener.focus());
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Edit news' }) };
};

test('renders nothing while closed', () => {
  renderUi(<Harness />);
  assert.equal(document.querySelector('dialog'), null);
});

test('opens named by its title and described by its description, focus on the first field', () => {
  renderUi(<Harness />);
  const { dialog } = openDialog();
  assert.equal((dialog as HTMLDialogElement).open, true);
  assert.equal(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent, 'Changes go live at once');
  assert.equal(document.activeElement, screen.getByLabelText('Title'));
});

test('focuses initialFocus when given', () => {
  function WithInitial() {
    const save = useRef<HTMLButtonElement>(null);
    return (
      <Dialog open onClose={() => {}} title="Publish" initialFocus={save}
        footer={<><Button>Cancel</Button><Button ref={save}>Publish now</Button></>} />
    );
  }
  renderUi(<WithInitial />);
  assert.equal(document.activeElement, screen.getByRole('button', { name: 'Publish now' }));
});

test('Tab from the last focusable wraps to the first, Shift+Tab from the first to the last', () => {
  renderUi(<Harness />);
  const { dialog } = openDialog();
  const field = screen.getByLabelText('Title');
  const close = screen.getByRole('button', { name: 'Close' });
  const save = screen.getByRole('button', { name: 'Save' });
  act(() => save.focus());
  fireEvent.keyDown(save, { key: 'Tab' });
  assert.equal(document.activeElement, close, 'the × button comes first in the DOM');
  fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
  assert.equal(document.activeElement, save);
  act(() => field.focus());
  const event = fireEvent.keyDown(field, { key: 'Tab' });
  assert.equal(event, true, 'Tab in the middle is left to the browser');
  assert.ok(dialog.contains(document.activeElement));
});

test('Esc asks to close, and focus returns to the opener', () => {
  let closes = 0;
  renderUi(<Harness onClose={() => { closes += 1; }} />);
  const { opener } = openDialog();
  fireEvent.keyDown(screen.getByLabelText('Title'), { key: 'Escape' });
  assert.equal(closes, 1);
  assert.equal(document.querySelector('dialog'), null);
  assert.equal(document.activeElement, opener);
});

test('the native cancel event asks to close instead of closing by itself', () => {
  let closes = 0;
  renderUi(<Harness onClose={() => { closes += 1; }} />);
  const { dialog } = openDialog();
  const cancel = new happyDom.Event('cancel', { cancelable: true });
  act(() => { dialog.dispatchEvent(cancel as unknown as Event); });
  assert.equal(cancel.defaultPrevented, true);
  assert.equal(closes, 1);
});

test('a backdrop click closes; a click inside does not; dismissible={false} keeps it open', () => {
  let closes = 0;
  const { unmount } = renderUi(<Harness onClose={() => { closes += 1; }} />);
  let { dialog } = openDialog();
  fireEvent.pointerDown(screen.getByLabelText('Title'));
  fireEvent.click(dialog);
  assert.equal(closes, 0, 'a press inside that ends on the backdrop is no backdrop click');
  fireEvent.pointerDown(dialog);
  fireEvent.click(dialog);
  assert.equal(closes, 1);
  unmount();
  renderUi(<Harness dismissible={false} onClose={() => { closes += 1; }} />);
  ({ dialog } = openDialog());
  fireEvent.pointerDown(dialog);
  fireEvent.click(dialog);
  assert.equal(closes, 1);
  assert.ok(document.querySelector('dialog'));
});

test('the × button closes', () => {
  let closes = 0;
  renderUi(<Harness onClose={() => { closes += 1; }} />);
  const { opener } = openDialog();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  assert.equal(closes, 1);
  assert.equal(document.activeElement, opener);
});

test('closeOnEscape={false} ignores Esc', () => {
  let closes = 0;
  renderUi(<Dialog open onClose={() => { closes += 1; }} title="Saving" closeOnEscape={false}><button type="button">x</button></Dialog>);
  fireEvent.keyDown(screen.getByRole('button', { name: 'x' }), { key: 'Escape' });
  assert.equal(closes, 0);
});
