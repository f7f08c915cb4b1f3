import type { SearchSuggestion } from '../../../../shared/catalog/search.schema';
import { Typeahead } from '../../../components/ui/Typeahead';
import { useSearchSuggestions } from './use-search-suggestions';

const TEXTS = { namespace: 'nav', keyPrefix: 'search.suggestions' };

export interface SearchTypeaheadProps {
  label: string;
  name: string;
  placeholder: string;
  inputClassName: string;
  onSelect(item: SearchSuggestion): void;
  onInputChange(value: string): void;
  adopt?(): { value: string; focused: boolean };
}

/**
 * The search boxes' typeahead (SPEC.md section 5): from 2 characters, products and options by name or model code,
 * each with its picture. A chunk of its own (SearchForm.tsx): a phone never shows the header box.
 */
export default function SearchTypeahead({ label, name, placeholder, inputClassName, onSelect, onInputChange, adopt }: SearchTypeaheadProps) {
  const suggest = useSearchSuggestions();
  return (
    <Typeahead<SearchSuggestion>
      label={label}
      hideLabel
      type="search"
      name={name}
      placeholder={placeholder}
      search={suggest}
      onSelect={onSelect}
      onInputChange={onInputChange}
      itemLabel={(item) => item.name}
      itemKey={(item) => `${item.kind}-${item.id}`}
      renderItem={(item) => <Suggestion item={item} />}
      texts={TEXTS}
      className="min-w-0 flex-1"
      inputClassName={inputClassName}
      adopt={adopt}
    />
  );
}

/** One suggestion: picture, name and model code (the option's text colour follows the highlighted state). */
function Suggestion({ item }: { item: SearchSuggestion }) {
  return (
    <span className="flex items-center gap-3">
      {item.imageUrl ? (
        <img src={item.imageUrl} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 shrink-0 rounded bg-white object-contain" />
      ) : (
        <span aria-hidden="true" className="h-10 w-10 shrink-0 rounded bg-slate-100" />
      )}
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium">{item.name}</span>
        {item.modelCode && <span className="block text-xs tabular-nums opacity-75">{item.modelCode}</span>}
      </span>
    </span>
  );
}
