import { z } from 'zod';
import { handler, json, readJson } from '@/lib/api/handler';
import { emailField, optionalText, requiredText } from '@/lib/community/fields';
import { communityFormLimiter } from '@/lib/community/limits';
import { storeSubmission } from '@/lib/community/messages';
import { checkNameSafety } from '@/lib/rules/name-safety';
import { clientIp } from '@/lib/rate-limit';

const submissionSchema = z
  .object({
    kind: z.enum(['domain', 'article'], { error: 'Choose what you are submitting: a domain or an article idea.' }),
    name: optionalText(80),
    email: emailField,
    title: requiredText(120, 'Give your submission a title (the domain name or the article idea).'),
    details: optionalText(2000),
  })
  .strict()
  .transform((submission, context) => {
    if (submission.kind !== 'domain') return submission;
    const safety = checkNameSafety(submission.title);
    if (!safety.ok) {
      context.addIssue({ code: 'custom', path: ['title'], message: safety.reason });
      return z.NEVER;
    }
    return { ...submission, title: `${safety.name}.sol` };
  });

/** Stores a domain or article idea for the operator. */
export const POST = handler(async (request) => {
  await communityFormLimiter.hit(clientIp(request));
  await storeSubmission(await readJson(request, submissionSchema, { maxBytes: 8192 }));
  return json({ ok: true }, { status: 201 });
});
