import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import type { AppInstance, Clock } from '../../src/deps';
import { createPaymentProvider, deliverByInject, type PaymentProvider, type WebhookDeliver } from '../../src/integrations/payments';
import { loadConfig } from '../../src/config';
import { LocalFileStore, PRIVATE_DOCUMENTS, type FileStore } from '../../src/integrations/file-store';
import type { SmsSender } from '../../src/integrations/sms';
import { createTestDatabase, type TestDatabase } from './database';

/** A clock the test moves by hand (token expiry, OTP windows). */
export class TestClock implements Clock {
  constructor(private current = new Date('2026-11-20T10:00:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** Records the codes it is asked to send; reveals them like the console sender unless told not to. */
export class CapturingSms implements SmsSender {
  readonly sent: { phone: string; code: string }[] = [];
  readonly texts: { phone: string; text: string }[] = [];
  constructor(readonly revealsCode = true) {}
  async sendOtp(phone: string, code: string): Promise<void> {
    this.sent.push({ phone, code });
  }
  async sendText(phone: string, text: string): Promise<void> {
    this.texts.push({ phone, text });
  }
  lastCode(phone: string): string {
    const found = this.sent.filter((s) => s.phone === phone).at(-1);
    if (!found) throw new Error(`no code was sent to ${phone}`);
    return found.code;
  }
}

export interface TestApp {
  app: AppInstance;
  database: TestDatabase;
  clock: TestClock;
  sms: CapturingSms;
  payments: PaymentProvider;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  webDist?: string;
  sms?: CapturingSms;
  /** A provider of the test's own (a Razorpay against its stand-in, or one gateway shared by two apps). */
  payments?: PaymentProvider;
  /** Where the test gateway's webhooks go; by default into this app's POST /api/webhooks/razorpay. */
  deliverWebhook?: WebhookDeliver;
  /** More environment for loadConfig (TRUST_PROXY, PUBLIC_ORIGIN...). */
  env?: Record<string, string>;
  /** A file store of the test's own (an S3FileStore on s3rver); by default the disk under dataDir/uploads. */
  files?: FileStore;
  /** The private documents' store of the test's own; by default the disk under dataDir/documents. */
  documents?: FileStore;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'luxe-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env });
  const clock = new TestClock();
  const sms = options.sms ?? new CapturingSms();
  const files = options.files ?? new LocalFileStore(path.join(dataDir, 'uploads'));
  const documents = options.documents ?? new LocalFileStore(path.join(dataDir, 'documents'), PRIVATE_DOCUMENTS);
  const built: { app?: AppInstance } = {};
  const payments =
    options.payments ??
    createPaymentProvider(config, { db: database.db, clock, deliver: options.deliverWebhook ?? deliverByInject(() => built.app) });
  const app = await buildApp(
    { config, database, clock, sms, files, documents, payments },
    {
      webDist: options.webDist,
      facetRefreshMs: 0,
      validateResponses: true,
      logger: process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false,
    },
  );
  built.app = app;
  await app.ready();
  return {
    app,
    database,
    clock,
    sms,
    payments,
    dataDir,
    async close() {
      await app.close();
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
