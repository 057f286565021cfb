import { useState } from 'react';
import { Search } from 'lucide-react';
import type { PagedItems } from '@upclub/shared/queries';
import { Button, SearchPill, Spinner } from '@upclub/shared/ui';
import { PagedList } from '@upclub/shared/ui/PagedList';
import { ChosenChips } from './ChosenChips';
import { ExceedLimitModal } from './ExceedLimitModal';
import { PersonLine } from './PersonLine';
import { canPickAnother } from './pickerLimit';
import type { PickableUser } from './pickable';
import * as S from './UserPickList.styles';

export type { PickableUser };

/** What the results show before anything is searched for. */
export const USER_PICK_HINT = 'Type a name to find people.';

export interface UserPickListProps<U extends PickableUser> {
  /** The search box's name and placeholder. */
  searchLabel: string;
  /** What the search box holds. */
  search: string;
  onSearchChange: (text: string) => void;
  /** The query `results` answer: while it is empty, a hint stands in for the list. */
  query: string;
  results: PagedItems<U>;
  /** The no-data text of the results. */
  emptyText: string;
  /** The name a row shows above '@username'. */
  nameOf: (user: U) => string;
  /** The name a chosen user's chip shows (their row's name unless given). */
  chipNameOf?: (user: U) => string;
  /** Why a user cannot be picked (shown on their row, ticked and disabled), or null. */
  lockedLabel: (user: U) => string | null;
  /** How many users are locked in all: they count towards the picker's limit. */
  lockedCount: number;
  cancelText: string;
  confirmText: string;
  /** The confirmation is under way: its button waits with a spinner. */
  busy?: boolean;
  onCancel: () => void;
  onConfirm: (users: U[]) => void;
  /** The results scroll by themselves (at most half the window tall), keeping the buttons in view. */
  scrollResults?: boolean;
}

/**
 * The body of a modal that picks people (spec part 2 §2, §5): a search box, the chosen users as
 * chips that can be removed, the results with a checkbox each (with the list's loading, empty and
 * error states), then Cancel and the confirmation. The ticked plus the locked must stay under the
 * picker's limit, else the warning 'Exceed Limit'.
 */
export function UserPickList<U extends PickableUser>({
  searchLabel,
  search,
  onSearchChange,
  query,
  results,
  emptyText,
  nameOf,
  chipNameOf = nameOf,
  lockedLabel,
  lockedCount,
  cancelText,
  confirmText,
  busy = false,
  onCancel,
  onConfirm,
  scrollResults = false,
}: UserPickListProps<U>) {
  const [chosen, setChosen] = useState<ReadonlyMap<number, U>>(() => new Map());
  const [warning, setWarning] = useState(false);

  const toggle = (user: U) => {
    if (chosen.has(user.upclubuser)) {
      setChosen((current) => {
        const next = new Map(current);
        next.delete(user.upclubuser);
        return next;
      });
    } else if (!canPickAnother(chosen.size, lockedCount)) {
      setWarning(true);
    } else {
      setChosen((current) => new Map(current).set(user.upclubuser, user));
    }
  };

  return (
    <>
      <SearchPill>
        <Search size={18} aria-hidden />
        <input
          type="search"
          aria-label={searchLabel}
          placeholder={searchLabel}
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
          autoComplete="off"
          data-autofocus
        />
      </SearchPill>

      <ChosenChips
        label="Chosen users"
        chips={[...chosen.values()].map((user) => ({
          key: String(user.upclubuser),
          name: chipNameOf(user),
          onRemove: () => toggle(user),
        }))}
      />

      <S.Results $scroll={scrollResults}>
        {query === '' ? (
          <S.Hint>{USER_PICK_HINT}</S.Hint>
        ) : (
          <PagedList
            list={results}
            label="Users"
            emptyText={emptyText}
            keyOf={(user) => user.upclubuser}
            renderItem={(user) => {
              const locked = lockedLabel(user);
              return (
                <S.Choice $disabled={locked !== null}>
                  <input
                    type="checkbox"
                    checked={locked !== null || chosen.has(user.upclubuser)}
                    disabled={locked !== null}
                    onChange={() => toggle(user)}
                  />
                  <PersonLine user={user} name={nameOf(user)} />
                  {locked !== null ? <S.State>{locked}</S.State> : null}
                </S.Choice>
              );
            }}
          />
        )}
      </S.Results>

      <S.Footer>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {cancelText}
        </Button>
        <Button
          type="button"
          onClick={() => onConfirm([...chosen.values()])}
          disabled={chosen.size === 0 || busy}
          aria-busy={busy || undefined}
        >
          {busy ? <Spinner $size={16} /> : null}
          {confirmText}
        </Button>
      </S.Footer>
      {warning ? <ExceedLimitModal onClose={() => setWarning(false)} /> : null}
    </>
  );
}
