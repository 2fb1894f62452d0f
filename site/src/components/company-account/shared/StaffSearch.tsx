import { useState, type SubmitEvent } from 'react';
import { SubmitButton } from '@/kit/buttons';
import { TextField } from '@/kit/controls';
import './admin.css';

export interface StaffSearchProps {
  readonly label: string;
  readonly name: string;
  readonly maxLength: number;
  readonly inputMode?: 'text' | 'email';
  readonly busy: boolean;
  readonly searchLabel: string;
  readonly busyLabel: string;
  /** Called with what was typed, when it is not blank. */
  readonly onSearch: (text: string) => void;
}

/** The staff screens' search: one text (an address, a name, or the beginning of either) and "Search". */
export function StaffSearch({
  label,
  name,
  maxLength,
  inputMode = 'text',
  busy,
  searchLabel,
  busyLabel,
  onSearch,
}: StaffSearchProps) {
  const [text, setText] = useState('');
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim()) onSearch(text);
  };
  return (
    <form className="admin-card staff-search" role="search" onSubmit={onSubmit}>
      <TextField
        label={label}
        name={name}
        value={text}
        onChange={setText}
        inputMode={inputMode}
        autoComplete="off"
        required
        maxLength={maxLength}
      />
      <SubmitButton busy={busy} label={searchLabel} busyLabel={busyLabel} />
    </form>
  );
}
