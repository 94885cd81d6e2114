import 'server-only';
import { getDb } from '../db';
import { contactMessages, notifyRequests, submissions, waitlistEntries } from '../db/schema';

export interface Submission {
  kind: 'domain' | 'article';
  name: string | null;
  email: string;
  title: string;
  details: string | null;
}

/** /submit: a domain or an article idea for the operator to review. */
export async function storeSubmission(submission: Submission): Promise<void> {
  const db = await getDb();
  await db.insert(submissions).values(submission);
}

export interface ContactMessage {
  name: string | null;
  email: string;
  subject: string | null;
  message: string;
}

/** /contact: a message for the operator. */
export async function storeContactMessage(message: ContactMessage): Promise<void> {
  const db = await getDb();
  await db.insert(contactMessages).values(message);
}

export const NOTIFY_TOPICS = ['domain-tester'] as const;
export type NotifyTopic = (typeof NOTIFY_TOPICS)[number];

/** 'Notify Me': one sign-up per e-mail and topic; asking twice is harmless. */
export async function requestNotification(email: string, topic: NotifyTopic): Promise<void> {
  const db = await getDb();
  await db.insert(notifyRequests).values({ email, topic }).onConflictDoNothing();
}

/** Stores a landing-page waitlist e-mail; the same e-mail twice is one entry. */
export async function joinWaitlist(email: string, source = 'app'): Promise<void> {
  const db = await getDb();
  await db.insert(waitlistEntries).values({ email, source }).onConflictDoNothing();
}
