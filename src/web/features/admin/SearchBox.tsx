import { Search } from 'lucide-react';
import * as z from 'zod';
import { adminMessages as m } from '../../../shared/messages/admin';
import { useSchemaForm } from '../../lib/use-schema-form';

const searchSchema = z.object({ text: z.string().max(100).trim() });

/** A search that runs when sent (Enter or "Buscar"), not on every key. */
export function SearchBox({ label, onSearch }: { label: string; onSearch(text: string): void }) {
  const form = useSchemaForm(searchSchema, { defaultValues: { text: '' } });
  return (
    <form
      role="search"
      className="flex gap-2"
      onSubmit={form.submit(async ({ text }) => onSearch(text), { fallback: m.actionFailed })}
    >
      <label className="sr-only" htmlFor={`search-${label}`}>
        {label}
      </label>
      <input
        id={`search-${label}`}
        type="search"
        className="field-input flex-1"
        placeholder={label}
        maxLength={100}
        {...form.register('text')}
      />
      <button type="submit" className="btn-primary">
        <Search aria-hidden="true" className="h-4 w-4 shrink-0" />
        {m.search}
      </button>
    </form>
  );
}
