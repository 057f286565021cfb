import { ListPlus } from 'lucide-react';
import { openOverlay } from '@upclub/shared/bus';
import { IconButton } from '@upclub/shared/ui';
import { AccountMenu } from './AccountMenu';
import { SearchBox } from './SearchBox';
import { HeaderStyles as S } from './Header.styles';

export interface HeaderProps {
  /** Width of the side menu, so the header starts right of it. */
  offsetLeft: number;
}

/** The fixed header: search, add-song button and the avatar menu. */
export function Header({ offsetLeft }: HeaderProps) {
  // The song search modal in 'post' mode, over whatever page is shown.
  const addSong = () => openOverlay({ type: 'songSearch', mode: 'post' });

  return (
    <S.Bar $left={offsetLeft}>
      <SearchBox />
      <S.Actions>
        <IconButton label="Add a song" variant="raised" onClick={addSong}>
          <ListPlus size={20} aria-hidden="true" />
        </IconButton>
        <AccountMenu />
      </S.Actions>
    </S.Bar>
  );
}
