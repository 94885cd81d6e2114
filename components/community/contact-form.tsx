'use client';
import { apiRequest } from '@/components/api/client';
import { useFormState } from '@/components/ui/use-form-state';
import { buttonClass, FormError, inputClass, labelClass } from './form-parts';

/** /contact: a message stored for the operator. */
export function ContactForm() {
  const form = useFormState();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const body = {
      name: text('name') || null,
      email: text('email'),
      subject: text('subject') || null,
      message: text('message'),
    };
    await form.submit(() => apiRequest('/api/contact', { method: 'POST', body }));
  }

  if (form.state.kind === 'done') {
    return (
      <section role="status" className="rounded-xl border border-neon-green bg-panel p-8 text-center">
        <p className="font-display text-xl text-neon-green">Message received.</p>
        <p className="mt-2 text-dim">The ops desk answers by e-mail, usually within a couple of days.</p>
        <button type="button" className={`${buttonClass} mt-6`} onClick={form.reset}>
          Send Another
        </button>
      </section>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-5 rounded-xl border border-edge bg-panel p-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-name" className={labelClass}>
            Name (optional)
          </label>
          <input id="contact-name" name="name" maxLength={80} autoComplete="name" className={inputClass} />
        </div>
        <div>
          <label htmlFor="contact-email" className={labelClass}>
            Email *
          </label>
          <input id="contact-email" name="email" type="email" required autoComplete="email" className={inputClass} />
        </div>
      </div>
      <div>
        <label htmlFor="contact-subject" className={labelClass}>
          Subject (optional)
        </label>
        <input id="contact-subject" name="subject" maxLength={120} className={inputClass} />
      </div>
      <div>
        <label htmlFor="contact-message" className={labelClass}>
          Message *
        </label>
        <textarea id="contact-message" name="message" required rows={6} maxLength={5000} className={inputClass} />
      </div>
      <FormError message={form.error} />
      <button type="submit" className={buttonClass} disabled={form.saving}>
        {form.saving ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
