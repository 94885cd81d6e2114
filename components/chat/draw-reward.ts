import { apiRequest } from '@/components/api/client';
import type { ChatReward } from '@/lib/commerce/vouchers/chat-voucher';
import type { ChatVoucher } from '@/lib/rules/vouchers';

/**
 * The server's reward draw for one bot reply (POST /api/chat/reward): a voucher it issued, or null. A failed draw
 * (offline, rate limited) is simply no voucher: the bot still answers.
 */
export async function drawReward(signal?: AbortSignal): Promise<ChatVoucher | null> {
  const result = await apiRequest<ChatReward>('/api/chat/reward', { method: 'POST', signal });
  return result.ok ? result.data.voucher : null;
}
