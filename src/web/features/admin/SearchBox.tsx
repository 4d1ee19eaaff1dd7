import { useState } from 'react';
import { Search } from 'lucide-react';
import { adminMessages as m } from '../../../shared/messages/admin';

/** A search that runs when sent (Enter or "Buscar"), not on every key. */
export function SearchBox({ label, onSearch }: { label: string; onSearch(text: string): void }) {
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label className="sr-only" htmlFor={`search-${label}`}>
        {label}
      </label>
      <input
        id={`search-${label}`}
        type="search"
        className="field-input flex-1"
        placeholder={label}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="btn-primary">
        <Search aria-hidden="true" className="h-4 w-4 shrink-0" />
        {m.search}
      </button>
    </form>
  );
}
