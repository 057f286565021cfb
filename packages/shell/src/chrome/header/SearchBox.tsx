import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Search, X } from 'lucide-react';
import { HeaderStyles as S } from './Header.styles';

export const SEARCH_PLACEHOLDER = 'Search posts and users';

/** /search?query=<text> (the search page's own parameter), or /search alone for an empty query (the page then shows recent searches). */
export function searchPathFor(text: string): string {
  const query = text.trim();
  return query ? `/search?${new URLSearchParams({ query }).toString()}` : '/search';
}

/** The query of the search page (any of its tabs) at this location, or null elsewhere. */
function queryShownAt(pathname: string, search: string): string | null {
  return /^\/search(\/|$)/.test(pathname) ? (new URLSearchParams(search).get('query') ?? '') : null;
}

/** The expanding search box of the header: Enter opens the search page. */
export function SearchBox() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => queryShownAt(pathname, search) ?? '');

  // On the search page the box shows the query being looked at: each new location is compared,
  // while rendering, with the one the box last followed.
  const [followed, setFollowed] = useState({ pathname, search });
  if (followed.pathname !== pathname || followed.search !== search) {
    setFollowed({ pathname, search });
    const shown = queryShownAt(pathname, search);
    if (shown !== null) setText(shown);
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(searchPathFor(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (text) setText('');
      else inputRef.current?.blur();
    }
  };

  return (
    <S.SearchForm role="search" aria-label={SEARCH_PLACEHOLDER} onSubmit={onSubmit}>
      <S.SearchIcon aria-hidden="true">
        <Search size={18} />
      </S.SearchIcon>
      <S.SearchInput
        ref={inputRef}
        type="search"
        name="query"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={SEARCH_PLACEHOLDER}
        aria-label={SEARCH_PLACEHOLDER}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {text ? (
        <S.ClearButton
          label="Clear search"
          size={26}
          onClick={() => {
            setText('');
            inputRef.current?.focus();
          }}
        >
          <X size={16} aria-hidden="true" />
        </S.ClearButton>
      ) : null}
    </S.SearchForm>
  );
}
