import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TwilioSmsSender } from '../src/integrations/sms';
import { createTestApp, type TestApp } from './helpers/app';
import { signUpBuyer } from './helpers/buyers';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'twilio-auth-token-for-tests';

/** A local stand-in for Twilio's Messages API that records what it receives. */
function standIn() {
  const received: { method?: string; url?: string; auth?: string; type?: string; body: URLSearchParams }[] = [];
  let status = 201;
  const server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      received.push({
        method: req.method,
        url: req.url,
        auth: req.headers.authorization,
        type: req.headers['content-type'],
        body: new URLSearchParams(raw),
      });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"sid":"SM123"}');
    });
  });
  return {
    received,
    fail: (code: number) => (status = code),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the Twilio SMS sender', () => {
  const twilio = standIn();
  let url: string;
  let t: TestApp;
  beforeAll(async () => {
    url = await twilio.start();
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await twilio.stop();
  });

  it('posts the code to the Messages API with Basic auth', async () => {
    const sender = new TwilioSmsSender({ accountSid: SID, authToken: TOKEN, from: '+15005550006', apiUrl: url });
    await sender.sendOtp('9876543210', '482913');
    const req = twilio.received.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(req.auth).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(req.type).toBe('application/x-www-form-urlencoded');
    expect(req.body.get('To')).toBe('+919876543210');
    expect(req.body.get('From')).toBe('+15005550006');
    expect(req.body.get('Body')).toContain('482913');
  });

  it('never returns the code in the send-otp answer, and the code it sent signs in', async () => {
    const sender = new TwilioSmsSender({ accountSid: SID, authToken: TOKEN, from: '+15005550006', apiUrl: url });
    t.app.deps.sms = sender;
    const { phone } = await signUpBuyer(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/login/v1/send-otp', payload: { phone } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.otp).toBeUndefined();
    // The SMS goes out after the answer (its timing must not tell whether the phone has an account): wait for it.
    const sentTo = () => twilio.received.find((r) => r.body.get('To') === `+91${phone}`);
    for (let i = 0; i < 100 && !sentTo(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    const code = sentTo()!.body.get('Body')!.match(/\d{6}/)![0];
    expect(res.body).not.toContain(code);
    const verified = await t.app.inject({ method: 'POST', url: '/api/login/v1/verify-otp', payload: { phone, otp: code } });
    expect(verified.statusCode).toBe(200);
  });

  it('reports a provider failure as an error', async () => {
    twilio.fail(500);
    const sender = new TwilioSmsSender({ accountSid: SID, authToken: TOKEN, from: '+15005550006', apiUrl: url });
    await expect(sender.sendOtp('9876543210', '111111')).rejects.toThrow(/Twilio answered 500/);
  });
});
