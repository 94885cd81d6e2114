'use client';
import { apiRequest } from '@/components/api/client';
import { useFormState } from '@/components/ui/use-form-state';
import { buttonClass, FormError, inputClass, labelClass, Received, SenderFields } from './form-parts';

const RECEIVED = {
  title: 'Message received.',
  next: 'The ops desk answers by e-mail, usually within a couple of days.',
  again: 'Send Another',
};

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
    return <Received {...RECEIVED} onAgain={form.reset} />;
  }

  return (
    <form onSubmit={submit} className="space-y-5 rounded-xl border border-edge bg-panel p-6">
      <SenderFields nameLabel="Name (optional)" ids="contact" />
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
