import { SearchPage } from './SearchPage';
import { apiSearchSource } from './apiSource';
import type { SearchTab } from './recent';
import { SearchSourceContext } from './source';

/** The search page on the product API, one mount per tab (each reads its own recent searches). */
export function SearchRoute({ tab }: { tab: SearchTab }) {
  return (
    <SearchSourceContext.Provider value={apiSearchSource}>
      <SearchPage key={tab} tab={tab} />
    </SearchSourceContext.Provider>
  );
}
