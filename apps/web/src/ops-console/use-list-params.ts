// A list's filters and page in the address, so a filtered list can be linked to and survives a reload.
import { useSearchParams } from 'react-router';

export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  /** Sets the given filters (undefined or '' removes one); any change but the page's goes back to page 1. */
  const show = (next: Record<string, string | number | undefined>) => {
    const search = new URLSearchParams(params);
    if (!('page' in next)) search.delete('page');
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined || value === '' || (key === 'page' && value === 1)) search.delete(key);
      else search.set(key, String(value));
    }
    setParams(search);
  };
  return { params, page, show };
}
