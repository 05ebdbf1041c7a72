import '../helpers/dom';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ImageDropField } from '../../src/ui/image-drop-field.tsx';
import { WithI18n } from '../helpers/render.tsx';
import { HttpError } from '../../src/lib/http';

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
  assert.ok(screen.getByText('“notes.txt” is not a picture we can use. Choose a PNG, JPEG, WebP, or GIF file.'));
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

/** A field whose upload fails with `failure`. */
function Refused({ failure }: { failure: unknown }) {
  const [url, setUrl] = useState<string | null>(null);
  return <ImageDropField label="Cover picture" value={url} onChange={setUrl} previewAlt="Cover preview" upload={async () => { throw failure; }} />;
}

const refused = (status: number, code: string, message: string, extra: object = {}) =>
  new HttpError({ status, body: { success: false, code, message, ...extra } as never });

test('a refused upload says what is wrong in plain words: the size limit, the types, the pixels, the server, the network', async () => {
  const cases: [unknown, string][] = [
    [refused(413, 'PAYLOAD_TOO_LARGE', 'Request body larger than 5242880 bytes.'), '“sea.png” is larger than 5 MB. Choose a smaller picture.'],
    [refused(415, 'UNSUPPORTED_MEDIA_TYPE', 'Upload a PNG, JPEG, WebP or GIF image (Content-Type: image/png, image/jpeg, image/webp, image/gif).'),
      '“sea.png” could not be read as a PNG, JPEG, WebP, or GIF picture: it may be damaged, or its name may not match what it holds. Choose another picture.'],
    [refused(400, 'VALIDATION_FAILED', 'The image is 9000 × 9000 pixels (81 megapixels); the limit is 40 megapixels.', {
      errors: [{ field: 'file', message: 'At most 40 megapixels (this image is 9000 × 9000).' }], details: { width: 9000, height: 9000, maxMegapixels: 40 },
    }), '“sea.png” has too many pixels. Choose a picture of at most 40 megapixels.'],
    [refused(500, 'INTERNAL', 'boom'), 'The server could not store “sea.png”. Try again in a moment.'],
    [new HttpError({ status: 0 }), '“sea.png” was not sent: the server cannot be reached. Check your connection and try again.'],
  ];
  for (const [failure, said] of cases) {
    const view = render(<WithI18n><Refused failure={failure} /></WithI18n>);
    await pick(new File([new Uint8Array(10)], 'sea.png', { type: 'image/png' }));
    assert.equal(screen.getByRole('alert').textContent, said);
    view.unmount();
  }
});
