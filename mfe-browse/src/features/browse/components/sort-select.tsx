import type { SelectHTMLAttributes } from 'react';
import { BROWSE_ORDERINGS, type BrowseOrdering } from '@booknook/contract';
import { messages } from '../../../messages';

const t = messages.browse;

/** Browse's sort (the sidebar's and the phone's): "best" first, then the API's orderings; a GET form's `ordering`. */
export function SortSelect({
  ordering,
  onChange,
  ...rest
}: { ordering: BrowseOrdering | undefined; onChange: (ordering: BrowseOrdering | undefined) => void } & Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'name'
>) {
  return (
    <select
      {...rest}
      name="ordering"
      value={ordering ?? ''}
      onChange={(event) => onChange((event.target.value || undefined) as BrowseOrdering | undefined)}
    >
      <option value="">{t.sortOptions.best}</option>
      {BROWSE_ORDERINGS.map((value) => (
        <option key={value} value={value}>
          {t.sortOptions[value]}
        </option>
      ))}
    </select>
  );
}
