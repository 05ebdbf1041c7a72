import { test } from 'node:test';
import assert from 'node:assert/strict';
import { api, login, start, tempDir } from '../../helpers/server-smoke';

test('seeds demo data and mails a one-time code to the outbox that resets the password', async () => {
  const dir = tempDir('diving-smoke-demo-');
  const server = await start(dir.path, { demo: true });
  try {
    const token = await login(server);
    const trips = await api(server, 'GET', '/trips/', { token });
    const list = trips.body.data as { diveMaster: { id: string }; images: string[] }[];
    assert.ok(list.length > 0);
    const image = list[0]?.images[0] ?? '';
    assert.match(image, /^\/api\/v1\/uploads\//);
    const picture = await fetch(`${server.url}${image}`);
    assert.equal(picture.headers.get('content-type'), 'image/png');

    assert.equal((await api(server, 'POST', '/auth/send-otp', { body: { email: 'admin@diving.test' } })).status, 200);
    const outbox = await api(server, 'GET', '/dev/outbox');
    const text = (outbox.body.data as { to: string; text: string }[])[0]?.text ?? '';
    const otp = /\b(\d{6})\b/.exec(text)?.[1];
    assert.ok(otp);
    const verified = await api(server, 'POST', '/auth/verify-otp', { body: { email: 'admin@diving.test', otp } });
    const resetToken = (verified.body.data as { resetToken: string }).resetToken;
    const reset = await api(server, 'POST', '/auth/reset-password', { body: { email: 'admin@diving.test', resetToken, password: 'brand-new-pass' } });
    assert.deepEqual(reset.body, { success: true, data: { reset: true } });
    await login(server, 'admin@diving.test', 'brand-new-pass');
  } finally {
    await server.close();
    dir.remove();
  }
});
