// Contact messages: rate limited per network and per e-mail address (so the form cannot flood us), stored.
import type { ContactBody } from '@luxe/contract';
import type { AppDeps } from '../../deps';
import { hitLimit } from '../../http/rate-limit';
import { insertContactMessage } from './queries';

const HOUR = 3600_000;

export async function receiveContactMessage(deps: AppDeps, body: ContactBody, clientIp: string): Promise<void> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const email = body.email.toLowerCase();
  await hitLimit(db, now, { key: `contact:ip:${clientIp}`, max: 10, windowMs: HOUR }, 'messages from your network');
  await hitLimit(db, now, { key: `contact:email:${email}`, max: 5, windowMs: HOUR }, 'messages from this e-mail address');
  await insertContactMessage(db, {
    name: body.name,
    email,
    phoneNumber: body.phone_number.replace(/\D/g, '').slice(-10),
    description: body.description,
    clientIp,
    createdAt: now,
  });
}
