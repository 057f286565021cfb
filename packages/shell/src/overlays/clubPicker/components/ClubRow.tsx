import type { JSX } from 'react';
import type { Club } from '@upclub/shared/types';
import { Avatar, Spinner } from '@upclub/shared/ui';
import * as S from '../ClubPicker.styles';

export interface ClubRowProps {
  club: Club;
  /** The signed-in user's id: their own clubs say Owner, the others Curator. */
  me: number | undefined;
  /** This club's post is on its way. */
  posting: boolean;
  disabled: boolean;
  onChoose: (club: Club) => void;
}

/** One club of the picker: choosing it posts the song there. */
export function ClubRow({ club, me, posting, disabled, onChoose }: ClubRowProps): JSX.Element {
  return (
    <S.Row type="button" onClick={() => onChoose(club)} disabled={disabled} aria-busy={posting || undefined}>
      <Avatar src={club.thumbnail_picture} name={club.club_name} decorative />
      <S.RowText>
        <span>{club.club_name}</span>
        <span>{club.club_owner === me ? 'Owner' : 'Curator'}</span>
      </S.RowText>
      {posting ? <Spinner $size={16} /> : null}
    </S.Row>
  );
}
