'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import * as chatCopy from '@/content/chat';
import { CHAT_GREETING, CHAT_LOOKUP_FAILED } from '@/content/chat';
import {
  chatReply,
  chatReplyDelayMs,
  chatTypingFrames,
  chatWordDelayMs,
  bareNameCandidate,
  extractDomainQuery,
  type DomainLookupResult,
} from './chat-reply';
import { checkNameSafety } from '@/lib/rules/name-safety';
import type { Random } from '@/lib/rules/random';
import { isSendableChatMessage } from '@/lib/rules/validation';
import type { ChatVoucher } from '@/lib/rules/vouchers';
import { drawReward } from './draw-reward';
import { lookupDomain } from './lookup-domain';

export interface ChatMessage {
  id: number;
  type: 'bot' | 'user';
  text: string;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** The name the catalogue must be asked about, or null when the message is no (valid) lookup. */
function lookupTarget(message: string): string | null {
  const query = extractDomainQuery(message) ?? bareNameCandidate(message);
  if (query === null) return null;
  const safety = checkNameSafety(query);
  return safety.ok ? safety.name : null;
}

/**
 * The bot's bubbles for a message: the catalogue is asked and the server draws the reward (a voucher is issued
 * there, so it can be redeemed), then chatReply picks the reply.
 */
async function replyTo(message: string, random: Random, signal: AbortSignal): Promise<string[]> {
  const target = lookupTarget(message);
  const reward: Promise<ChatVoucher | null> = drawReward(signal).catch(() => null);
  let found: DomainLookupResult | null = null;
  if (target !== null) {
    try {
      found = await lookupDomain(target, signal);
    } catch (error) {
      if (signal.aborted) throw error;
      return [CHAT_LOOKUP_FAILED];
    }
  }
  const reply = chatReply(message, {
    random,
    copy: chatCopy,
    lookup: () => found ?? { exists: false, sellable: false, price: '' },
    voucher: await reward,
  });
  return reply?.messages ?? [];
}

/** The sarcastic chat bot: think 1.0-1.5 s, then type each bubble word by word at 55-80 ms per word. */
export function useChatBot(random: Random = Math.random) {
  const [messages, setMessages] = useState<ChatMessage[]>([{ id: 0, type: 'bot', text: CHAT_GREETING }]);
  const [replying, setReplying] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const nextId = useRef(1);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const send = useCallback(
    async (text: string) => {
      if (!isSendableChatMessage(text) || controllerRef.current) return;
      const controller = new AbortController();
      controllerRef.current = controller;
      const { signal } = controller;
      setMessages((current) => [...current, { id: nextId.current++, type: 'user', text }]);
      setReplying(true);
      try {
        const [bubbles] = await Promise.all([replyTo(text, random, signal), wait(chatReplyDelayMs(random), signal)]);
        for (const bubble of bubbles) {
          const id = nextId.current++;
          setMessages((current) => [...current, { id, type: 'bot', text: '' }]);
          for (const frame of chatTypingFrames(bubble)) {
            await wait(chatWordDelayMs(random), signal);
            setMessages((current) =>
              current.map((message) => (message.id === id ? { ...message, text: frame } : message)),
            );
          }
        }
        setAnnouncement(bubbles.join(' '));
      } catch (error) {
        if (!signal.aborted) throw error;
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
        if (!signal.aborted) setReplying(false);
      }
    },
    [random],
  );

  return { messages, replying, announcement, send };
}
