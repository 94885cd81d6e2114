'use client';

import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form-status';
import type { LoreRecord } from '@/lib/catalog/types';
import { NameFields } from './name-fields';
import { NameLoreFields } from './name-lore-fields';
import { NamePreview } from './name-preview';
import type { EditableName } from './name-editor-values';
import { useNameEditor } from './use-name-editor';

/**
 * A name's editor (docs/operators.md "Catalogue"): one field per editable field, each checked by the API's own schema
 * before it is sent and its problem shown beside it, and a preview of the name as the mall will show it.
 */
export function NameEditor({ name, defaultLore }: { name: EditableName; defaultLore: LoreRecord }) {
  const { values, set, override, setOverride, errors, form, save } = useNameEditor(name, defaultLore);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <form onSubmit={save} noValidate className="panel grid gap-4 p-4 sm:p-6">
        <NameFields values={values} errors={errors} set={set} />
        <fieldset className="grid gap-3 rounded border border-edge p-3">
          <legend className="px-1 font-mono text-xs tracking-widest text-dim">LORE</legend>
          <label className="flex items-center gap-2 font-mono text-sm">
            <input type="checkbox" checked={values.ownLore} onChange={(e) => set('ownLore', e.target.checked)} /> Its
            own lore (unticked: the default lore)
          </label>
          {values.ownLore ? (
            <NameLoreFields lore={values.lore} errors={errors} onChange={(lore) => set('lore', lore)} />
          ) : null}
        </fieldset>
        <label className="flex items-center gap-2 font-mono text-sm">
          <input type="checkbox" checked={override} onChange={(e) => setOverride(e.target.checked)} /> Override its sale
          (change status, price or listing although an order holds or sold it)
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={form.saving}>
            {form.saving ? 'Saving…' : 'Save'}
          </Button>
          <FormStatus state={form.state} />
        </div>
      </form>
      <NamePreview name={name} values={values} />
    </div>
  );
}
