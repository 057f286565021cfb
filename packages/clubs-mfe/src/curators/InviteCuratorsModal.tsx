import { useMemo, useState } from 'react';
import { Search, X } from 'lucide-react';
import { EMPTY_TEXT, SEARCH_DEBOUNCE_MS } from '@upclub/shared/constants';
import type { Club, ClubUserSearchResult } from '@upclub/shared/types';
import {
  Avatar,
  Button,
  ExceedLimitModal,
  IconButton,
  Modal,
  PagedList,
  Spinner,
  canPickAnother,
  useDebouncedValue,
} from '@upclub/shared/ui';
import { useClubUserSearchQuery, useCuratorsAndRequestsQuery, useInviteCuratorsMutation } from '../queries/curators';
import { CLUB_TEXT } from '../texts';
import * as S from './Curators.styles';

export interface InviteCuratorsModalProps {
  club: Club;
  onClose: () => void;
}

/** Users who cannot be invited: they curate the club or have an invite waiting. */
const isLocked = (user: ClubUserSearchResult) => user.is_curator || user.is_invited;

const nameOf = (user: Pick<ClubUserSearchResult, 'name' | 'username'>) => user.name || user.username;

/**
 * Invite Curators (spec part 2 §2, §4, §5): search users, tick them, invite them. Curators and
 * invited users are shown ticked and disabled; the ticked plus the disabled must stay under 25,
 * else the warning 'Exceed Limit'.
 */
export default function InviteCuratorsModal({ club, onClose }: InviteCuratorsModalProps) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useClubUserSearchQuery(club.club, query);
  const curators = useCuratorsAndRequestsQuery(club.club);
  const invite = useInviteCuratorsMutation(club.club);
  const [chosen, setChosen] = useState<Map<number, ClubUserSearchResult>>(() => new Map());
  const [warning, setWarning] = useState(false);

  // The club's curators, and the curators or invited users the search shows.
  const locked = useMemo(() => {
    const ids = new Set(curators.items.filter((e) => e.is_curator).map((e) => e.upclubuser));
    results.items.filter(isLocked).forEach((u) => ids.add(u.upclubuser));
    return ids;
  }, [curators.items, results.items]);

  const toggle = (user: ClubUserSearchResult) => {
    if (chosen.has(user.upclubuser)) {
      setChosen((current) => {
        const next = new Map(current);
        next.delete(user.upclubuser);
        return next;
      });
    } else if (!canPickAnother(chosen.size, locked.size)) {
      setWarning(true);
    } else {
      setChosen((current) => new Map(current).set(user.upclubuser, user));
    }
  };

  const send = () => {
    if (chosen.size === 0 || invite.isPending) return;
    invite.mutate({ users: [...chosen.keys()], clubName: club.club_name }, { onSuccess: onClose });
  };

  return (
    <Modal title={CLUB_TEXT.inviteCurators} onClose={onClose} width={S.CURATOR_MODAL_WIDTH}>
      <S.SearchBox>
        <Search size={18} aria-hidden />
        <input
          type="search"
          aria-label="Search user"
          placeholder="Search user"
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          data-autofocus
        />
      </S.SearchBox>

      {chosen.size > 0 ? (
        <S.Chips aria-label="Chosen users">
          {[...chosen.values()].map((user) => (
            <S.Chip key={user.upclubuser}>
              {nameOf(user)}
              <IconButton label={`Remove ${nameOf(user)}`} size={24} onClick={() => toggle(user)}>
                <X size={14} aria-hidden />
              </IconButton>
            </S.Chip>
          ))}
        </S.Chips>
      ) : null}

      <S.Results>
        {query === '' ? (
          <S.Hint>Type a name to find people.</S.Hint>
        ) : (
          <PagedList
            list={results}
            label="Users"
            emptyText={EMPTY_TEXT.users}
            keyOf={(user) => user.upclubuser}
            renderItem={(user) => {
              const lockedUser = isLocked(user);
              return (
                <S.Choice $disabled={lockedUser}>
                  <input
                    type="checkbox"
                    checked={lockedUser || chosen.has(user.upclubuser)}
                    disabled={lockedUser}
                    onChange={() => toggle(user)}
                  />
                  <Avatar src={user.thumbnail_picture} name={nameOf(user)} size={36} decorative />
                  <S.Who>
                    <span>{nameOf(user)}</span>
                    <span>@{user.username}</span>
                  </S.Who>
                  {lockedUser ? <S.State>{user.is_curator ? 'Curator' : 'Invited'}</S.State> : null}
                </S.Choice>
              );
            }}
          />
        )}
      </S.Results>

      <S.Footer>
        <Button type="button" $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="button"
          onClick={send}
          disabled={chosen.size === 0 || invite.isPending}
          aria-busy={invite.isPending || undefined}
        >
          {invite.isPending ? <Spinner $size={16} /> : null}
          {CLUB_TEXT.inviteCurators}
        </Button>
      </S.Footer>
      {warning ? <ExceedLimitModal onClose={() => setWarning(false)} /> : null}
    </Modal>
  );
}
