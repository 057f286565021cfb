import styled from 'styled-components';
import type { Club } from '@upclub/shared/types';
import { VisuallyHidden, color, fontSize } from '@upclub/shared/ui';
import { CURATOR_LABEL } from '@upclub/shared/ui/ClubCard';
import { PagedList } from '@upclub/shared/ui/PagedList';
import { UserRow } from '@upclub/shared/ui/UserRow';
import { useClubCuratorsQuery } from '../../queries/members';
import { CLUB_TEXT } from '../../texts';

/** The club's curators (spec part 2 §2, §6): the owner shown as Admin, the others as Curator. */
export function CuratorsTab({ club }: { club: Club }) {
  const list = useClubCuratorsQuery(club.club);
  return (
    <>
      <VisuallyHidden as="h2">{CLUB_TEXT.curators}</VisuallyHidden>
      <PagedList
        list={list}
        label={`Curators of ${club.club_name}`}
        emptyText={CLUB_TEXT.noCurators}
        keyOf={(entry) => entry.curator}
        renderItem={(entry) => (
          <UserRow
            user={entry}
            action={
              <Role $owner={entry.upclubuser === club.club_owner}>
                {entry.upclubuser === club.club_owner ? CURATOR_LABEL.owner : CURATOR_LABEL.curator}
              </Role>
            }
          />
        )}
      />
    </>
  );
}

const Role = styled.span<{ $owner: boolean }>`
  color: ${(p) => (p.$owner ? color.text : color.muted)};
  font-size: ${fontSize.xs}px;
  font-weight: 600;
`;
