// Where the one-time code goes. The console sender is the default for development and the demo;
// a real provider never lets the code reach the HTTP response.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

export interface SmsSender {
  /** Whether send-otp may return the code in data.otp (only the console sender). */
  readonly revealsCode: boolean;
  sendOtp(phone: string, code: string): Promise<void>;
  /** A notification's text to an Indian mobile number. */
  sendText(phone: string, text: string): Promise<void>;
}

export class ConsoleSmsSender implements SmsSender {
  readonly revealsCode = true;
  constructor(private readonly log: Pick<FastifyBaseLogger, 'info'>) {}
  async sendOtp(phone: string, code: string): Promise<void> {
    this.log.info({ phone }, `one-time code for ${phone}: ${code} (console SMS sender)`);
  }
  async sendText(phone: string, text: string): Promise<void> {
    this.log.info({ phone }, `SMS to ${phone}: ${text} (console SMS sender)`);
  }
}

export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}

/** Twilio's Messages API: POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, Basic auth. */
export class TwilioSmsSender implements SmsSender {
  readonly revealsCode = false;
  constructor(
    private readonly options: { accountSid: string; authToken: string; from: string; apiUrl: string },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  sendOtp(phone: string, code: string): Promise<void> {
    return this.sendText(phone, `${code} is your Luxe Wheels sign-in code. It expires in 5 minutes. Do not share it with anyone.`);
  }

  async sendText(phone: string, text: string): Promise<void> {
    const { accountSid, authToken, from, apiUrl } = this.options;
    const url = new URL(`/2010-04-01/Accounts/${accountSid}/Messages.json`, apiUrl);
    const body = new URLSearchParams({ To: `+91${phone}`, From: from, Body: text });
    const res = await this.fetchImpl(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new SmsDeliveryError(`Twilio answered ${res.status}`);
  }
}

export function createSmsSender(config: Config, log: Pick<FastifyBaseLogger, 'info'>): SmsSender {
  if (config.SMS_PROVIDER === 'twilio') {
    return new TwilioSmsSender({
      accountSid: config.TWILIO_ACCOUNT_SID ?? '',
      authToken: config.TWILIO_AUTH_TOKEN ?? '',
      from: config.TWILIO_FROM ?? '',
      apiUrl: config.TWILIO_API_URL,
    });
  }
  return new ConsoleSmsSender(log);
}
