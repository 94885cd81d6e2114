import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as operatorFeedbackRoute } from '@/app/api/operator/feedback/route';
import { POST as operatorRewardsRoute } from '@/app/api/operator/rewards/route';
import { POST as feedbackRoute } from '@/app/api/rewards/feedback/route';
import { POST as referralVisitRoute } from '@/app/api/rewards/referral/route';
import { GET as rewardsRoute } from '@/app/api/rewards/route';
import { POST as welcomeRoute } from '@/app/api/rewards/welcome/route';
import { SIGN_IN_REQUIRED } from '@/lib/auth';
import { feedback, referrals } from '@/lib/db/schema';
import { resetRateLimits } from '@/lib/rate-limit';
import {
  FEEDBACK_ALREADY_CREDITED_TODAY,
  FEEDBACK_ALREADY_REVIEWED,
  FEEDBACK_TOO_MANY,
  WELCOME_ALREADY_CLAIMED,
} from '@/lib/rules/rewards';
import { approveFeedback, ledgerSum, readTicketStatement, readWalletRegistry } from '@/lib/tickets';
import { testEngines, useTestDatabase } from './support/databases';
import { vouchFor } from './support/reward-proof';
import { postJson, signIn, testWallet } from './support/test-wallet';

const OPERATOR = 'integration-operator-token';
process.env.OPERATOR_TOKEN = OPERATOR;
const asOperator = { authorization: `Bearer ${OPERATOR}` };

const sendFeedback = (cookie: string | undefined, body: unknown) =>
  feedbackRoute(postJson('http://localhost:3000/api/rewards/feedback', body, cookie ? { cookie } : {}), undefined);
const operatorFeedback = (body: unknown, headers: Record<string, string> = asOperator) =>
  operatorFeedbackRoute(postJson('http://localhost:3000/api/operator/feedback', body, headers), undefined);
const operatorRewards = (body: unknown) =>
  operatorRewardsRoute(postJson('http://localhost:3000/api/operator/rewards', body, asOperator), undefined);
const claimWelcome = (cookie?: string) =>
  welcomeRoute(
    new Request('http://localhost:3000/api/rewards/welcome', { method: 'POST', headers: cookie ? { cookie } : {} }),
    undefined,
  );
const channels = async (cookie: string) =>
  (
    await (
      await rewardsRoute(new Request('http://localhost:3000/api/rewards', { headers: { cookie } }), undefined)
    ).json()
  ).channels;
const balance = async (wallet: string) => (await readWalletRegistry(wallet)).total_rts;

describe.each(testEngines)('earning channels on $name', (engine) => {
  const database = useTestDatabase(engine, { seed: false });
  beforeEach(() => resetRateLimits());

  describe('feedback', () => {
    it('a signed-in wallet sends feedback: stored pending, nothing credited yet; anonymous and bad input refused', async () => {
      const wallet = testWallet();
      const session = await signIn(wallet);
      expect((await sendFeedback(undefined, { message: 'hello' })).status).toBe(401);
      expect((await (await sendFeedback(undefined, { message: 'hi' })).json()).error.message).toBe(SIGN_IN_REQUIRED);
      for (const bad of [{}, { message: '   ' }, { message: 'x'.repeat(1001) }, { message: 'ok', extra: 1 }]) {
        expect((await sendFeedback(session, bad)).status).toBe(400);
      }
      const sent = await sendFeedback(session, { message: '  The wheel needs a sound toggle.  ' });
      expect(sent.status).toBe(201);
      const body = await sent.json();
      expect(body.feedback).toMatchObject({
        wallet: wallet.address,
        message: 'The wheel needs a sound toggle.',
        status: 'pending',
        creditedOn: null,
      });
      expect(await balance(wallet.address)).toBe(0);
      expect((await channels(session)).feedback).toMatchObject({ earned: 0, recent: [{ status: 'pending' }] });
    });

    it('is rate limited: a 4th message in an hour is a 429', async () => {
      const session = await signIn(testWallet());
      for (let i = 0; i < 3; i++) expect((await sendFeedback(session, { message: `note ${i}` })).status).toBe(201);
      const fourth = await sendFeedback(session, { message: 'note 4' });
      expect(fourth.status).toBe(429);
      expect((await fourth.json()).error.message).toBe(FEEDBACK_TOO_MANY);
    });

    it('is limited per address before the body is read: the 11th post in a minute is a 429', async () => {
      const wallet = testWallet();
      const session = await signIn(wallet);
      const fromOneAddress = (body: unknown) =>
        feedbackRoute(
          postJson('http://localhost:3000/api/rewards/feedback', body, {
            cookie: session,
            'x-forwarded-for': '192.0.2.90',
          }),
          undefined,
        );
      for (let i = 0; i < 10; i++) expect((await fromOneAddress({})).status).toBe(400);
      const limited = await fromOneAddress({ message: 'not read' });
      expect(limited.status).toBe(429);
      expect((await limited.json()).error.message).toBe('Too many requests. Please wait a moment and try again.');
      expect(await database().db.select().from(feedback).where(eq(feedback.walletAddress, wallet.address))).toEqual([]);
    });

    it('approval credits 3 RT once; a second approval the same day is a 409 and stays pending; next day it credits', async () => {
      const wallet = testWallet();
      const session = await signIn(wallet);
      const first = (await (await sendFeedback(session, { message: 'first' })).json()).feedback;
      const second = (await (await sendFeedback(session, { message: 'second' })).json()).feedback;

      expect((await operatorFeedback({ action: 'approve', id: first.id }, {})).status).toBe(401);
      const approved = await operatorFeedback({ action: 'approve', id: first.id });
      expect(approved.status).toBe(200);
      expect((await approved.json()).feedback).toMatchObject({ status: 'approved', creditedOn: expect.any(String) });
      expect(await balance(wallet.address)).toBe(3);
      const [entry] = await readTicketStatement(wallet.address, 1);
      expect(entry).toMatchObject({ action: 'Earn', amount: 3, accessTarget: 'Feedback' });

      const again = await operatorFeedback({ action: 'approve', id: first.id });
      expect(again.status).toBe(409);
      expect((await again.json()).error.message).toBe(FEEDBACK_ALREADY_REVIEWED);

      const sameDay = await operatorFeedback({ action: 'approve', id: second.id });
      expect(sameDay.status).toBe(409);
      expect((await sameDay.json()).error.message).toBe(FEEDBACK_ALREADY_CREDITED_TODAY);
      const [stillPending] = await database().db.select().from(feedback).where(eq(feedback.id, second.id));
      expect(stillPending).toMatchObject({ status: 'pending', creditedOn: null });
      expect(await balance(wallet.address)).toBe(3);

      const tomorrow = new Date(Date.now() + 24 * 3600_000);
      await approveFeedback(second.id, tomorrow);
      expect(await balance(wallet.address)).toBe(6);
      expect(await ledgerSum(wallet.address)).toBe(6);
      expect((await channels(session)).feedback.earned).toBe(6);
    });

    it('racing approvals of two feedbacks of one wallet credit one', async () => {
      const wallet = testWallet();
      const session = await signIn(wallet);
      const ids: number[] = [];
      for (const message of ['a', 'b']) ids.push((await (await sendFeedback(session, { message })).json()).feedback.id);
      const answers = await Promise.all(ids.map((id) => operatorFeedback({ action: 'approve', id })));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await balance(wallet.address)).toBe(3);
    });

    it('rejection credits nothing; unknown feedback is a 404; the operator lists by status', async () => {
      const wallet = testWallet();
      const session = await signIn(wallet);
      const sent = (await (await sendFeedback(session, { message: 'spam?' })).json()).feedback;
      const rejected = await operatorFeedback({ action: 'reject', id: sent.id });
      expect((await rejected.json()).feedback.status).toBe('rejected');
      expect((await operatorFeedback({ action: 'approve', id: sent.id })).status).toBe(409);
      expect((await operatorFeedback({ action: 'approve', id: 999_999 })).status).toBe(404);
      expect(await balance(wallet.address)).toBe(0);
      const listed = await (await operatorFeedback({ action: 'list', status: 'rejected' })).json();
      expect(listed.feedback.map((f: { id: number }) => f.id)).toContain(sent.id);
      expect(listed.feedback.every((f: { status: string }) => f.status === 'rejected')).toBe(true);
    });
  });

  describe('welcome grant', () => {
    it('a signed-in wallet claims it once (default 5 RT); the second claim is a 409; the operator sees the count', async () => {
      const before = (await (await operatorRewards({ action: 'show' })).json()).welcomeClaims;
      const wallet = testWallet();
      const session = await signIn(wallet);
      await vouchFor(wallet.address);
      expect((await claimWelcome()).status).toBe(401);
      expect((await channels(session)).welcome).toEqual({ claimed: false, amount: 5, notice: null });
      const claimed = await claimWelcome(session);
      expect(claimed.status).toBe(201);
      expect(await claimed.json()).toEqual({ amount: 5, balance: 5 });
      const second = await claimWelcome(session);
      expect(second.status).toBe(409);
      expect((await second.json()).error.message).toBe(WELCOME_ALREADY_CLAIMED);
      expect(await balance(wallet.address)).toBe(5);
      expect((await channels(session)).welcome).toEqual({ claimed: true, amount: 5, notice: null });
      const shown = await (await operatorRewards({ action: 'show' })).json();
      expect(shown).toMatchObject({ welcomeGrant: 5, welcomeClaims: before + 1 });
    });

    it('is limited per address before anything else: the 11th claim in a minute is a 429, signed in or not', async () => {
      const wallet = testWallet();
      const session = await signIn(wallet);
      const fromOneAddress = (cookie?: string) =>
        welcomeRoute(
          new Request('http://localhost:3000/api/rewards/welcome', {
            method: 'POST',
            headers: { 'x-forwarded-for': '192.0.2.91', ...(cookie ? { cookie } : {}) },
          }),
          undefined,
        );
      for (let i = 0; i < 10; i++) expect((await fromOneAddress()).status).toBe(401);
      const limited = await fromOneAddress(session);
      expect(limited.status).toBe(429);
      expect((await limited.json()).error.message).toBe('Too many requests. Please wait a moment and try again.');
      expect(await balance(wallet.address)).toBe(0);
    });

    it('racing claims credit once', async () => {
      const wallet = testWallet();
      const session = await signIn(wallet);
      await vouchFor(wallet.address);
      const answers = await Promise.all(Array.from({ length: 5 }, () => claimWelcome(session)));
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
      expect(await balance(wallet.address)).toBe(5);
    });

    it('the operator sets the amount for later claims (1-100)', async () => {
      expect((await operatorRewards({ action: 'set-welcome', amount: 0 })).status).toBe(400);
      expect((await operatorRewards({ action: 'set-welcome', amount: 101 })).status).toBe(400);
      const set = await operatorRewards({ action: 'set-welcome', amount: 7 });
      expect((await set.json()).welcomeGrant).toBe(7);
      const wallet = testWallet();
      const session = await signIn(wallet);
      await vouchFor(wallet.address);
      const claimed = await claimWelcome(session);
      expect(await claimed.json()).toEqual({ amount: 7, balance: 7 });
      await operatorRewards({ action: 'set-welcome', amount: 5 });
    });
  });

  describe('referrals', () => {
    const visit = async (ref: string) => {
      const response = await referralVisitRoute(
        postJson('http://localhost:3000/api/rewards/referral', { ref }),
        undefined,
      );
      return { status: response.status, cookie: response.headers.get('set-cookie')?.split(';')[0] };
    };
    const referrerOf = async (wallet: string) =>
      (await database().db.select().from(referrals).where(eq(referrals.referredWallet, wallet)))[0]?.referrerWallet;

    it('remembers ?ref= in an HttpOnly cookie and binds a new wallet to its referrer at first sign-in', async () => {
      const referrer = testWallet();
      await signIn(referrer);
      expect((await visit('not-a-wallet')).status).toBe(400);
      const { status, cookie } = await visit(referrer.address);
      expect(status).toBe(200);
      expect(cookie).toBe(`rv_ref=${referrer.address}`);

      const newcomer = testWallet();
      await signIn(newcomer, cookie);
      expect(await referrerOf(newcomer.address)).toBe(referrer.address);
      const session = await signIn(referrer);
      expect((await channels(session)).referrals).toMatchObject({
        referred: 1,
        credited: 0,
        earned: 0,
        link: `http://localhost:3000/?ref=${referrer.address}`,
      });
    });

    it('never binds a self-referral, a wallet seen before, or a referrer that never signed in', async () => {
      const self = testWallet();
      await signIn(self, (await visit(self.address)).cookie);
      expect(await referrerOf(self.address)).toBeUndefined();

      const referrer = testWallet();
      await signIn(referrer);
      const known = testWallet();
      await signIn(known);
      await signIn(known, (await visit(referrer.address)).cookie);
      expect(await referrerOf(known.address)).toBeUndefined();

      const stranger = testWallet();
      const newcomer = testWallet();
      await signIn(newcomer, (await visit(stranger.address)).cookie);
      expect(await referrerOf(newcomer.address)).toBeUndefined();
    });
  });
});
