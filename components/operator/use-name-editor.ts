'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { apiRequest } from '@/components/api/client';
import { useFormState } from '@/components/ui/use-form-state';
import type { LoreRecord } from '@/lib/catalog/types';
import { editFrom, valuesOf, type EditableName, type FieldErrors, type NameEditorValues } from './name-editor-values';

export type SetNameValue = <K extends keyof NameEditorValues>(key: K, value: NameEditorValues[K]) => void;

/**
 * The name editor's fields, whether its sale is overridden, and saving: each field is checked by the API's own schema
 * before the change is sent (its problem kept for the field), and the page is read again once it is saved.
 */
export function useNameEditor(name: EditableName, defaultLore: LoreRecord) {
  const router = useRouter();
  const [values, setValues] = useState<NameEditorValues>(() => valuesOf(name, defaultLore));
  const [override, setOverride] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useFormState();
  const set: SetNameValue = (key, value) => setValues((current) => ({ ...current, [key]: value }));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = editFrom(name, values, override);
    setErrors('errors' in checked ? checked.errors : {});
    if ('unchanged' in checked) return form.fail('Nothing changed.');
    if ('errors' in checked) return form.fail('Some fields need a fix: see the messages beside them.');
    const saved = await form.submit(() =>
      apiRequest(`/api/operator/catalog/domains/${encodeURIComponent(name.name)}`, {
        method: 'PATCH',
        body: checked.edit,
      }),
    );
    if (saved) router.refresh();
  }
  return { values, set, override, setOverride, errors, form, save };
}
