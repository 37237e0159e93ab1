import { Trans } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { searchQueryMaxLength } from '../../api/limits';
import { buttonStyles } from '../ui/button-styles';
import { controlStyles } from '../ui/control';

interface AdminSearchFormProps {
  id: string;
  /** What is searched, for the landmark and the field ("Search products"). */
  label: string;
  placeholder: string;
  /** The search shown, which the field holds. */
  searched: string;
  onSearch: (typed: string) => void;
}

/** A paged admin table's search box, sent with Enter or its button. */
export function AdminSearchForm({ id, label, placeholder, searched, onSearch }: AdminSearchFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('q');
    onSearch(typeof typed === 'string' ? typed : '');
  };
  return (
    <search aria-label={label} className="block max-w-2xl flex-[1_1_20rem]">
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        {/* Keyed by the search shown, so Back brings its words back into the box. */}
        <input
          id={id}
          key={searched}
          type="search"
          name="q"
          defaultValue={searched}
          maxLength={searchQueryMaxLength}
          placeholder={placeholder}
          className={`${controlStyles} min-h-11 flex-1`}
        />
        <button type="submit" className={buttonStyles.secondary}>
          <Trans>Search</Trans>
        </button>
      </form>
    </search>
  );
}
