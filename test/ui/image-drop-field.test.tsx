import '../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ImageDropField } from '../../src/ui/image-drop-field.tsx';
import { WithI18n } from '../helpers/render.tsx';

const uploads: File[] = [];

function Harness() {
  const [url, setUrl] = useState<string | null>(null);
  return (
    <ImageDropField label="Cover picture" value={url} onChange={setUrl} previewAlt="Cover preview" maxBytes={1000}
      upload={async (file) => { uploads.push(file); return '/api/v1/uploads/cover.png'; }} />
  );
}

const pick = async (file: File) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => { fireEvent.change(input, { target: { files: [file] } }); });
};

test('refuses a wrong type or a too large file before uploading, then uploads, previews and removes', async () => {
  uploads.length = 0;
  render(<WithI18n><Harness /></WithI18n>);
  await pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
  assert.ok(screen.getByText('“notes.txt” is not a picture we can use. Choose a PNG, JPEG, WEBP, GIF file.'));
  await pick(new File([new Uint8Array(1001)], 'big.png', { type: 'image/png' }));
  assert.match(screen.getByRole('alert').textContent ?? '', /“big\.png” is larger than/);
  assert.equal(uploads.length, 0);
  await pick(new File([new Uint8Array(10)], 'ok.png', { type: 'image/png' }));
  const img = screen.getByRole('img', { name: 'Cover preview' });
  assert.equal(img.getAttribute('src'), '/api/v1/uploads/cover.png');
  assert.equal(uploads.length, 1);
  assert.equal(screen.queryByRole('alert'), null);
  fireEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
  assert.equal(screen.queryByRole('img', { name: 'Cover preview' }), null);
});
