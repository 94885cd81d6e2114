import { handler, json } from '@/lib/api/handler';
import { sessionWallet } from '@/lib/auth';

/** The signed-in wallet, or { wallet: null }. */
export const GET = handler(async (request) => json({ wallet: await sessionWallet(request) }));
