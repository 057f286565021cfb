import { useLocation, useNavigate } from 'react-router-dom';
import { ListPlus } from 'lucide-react';
import { emitReloadContent } from '@upclub/shared/bus';
import { IconButton } from '@upclub/shared/ui';
import { POST_PATH, normalizePath } from '../sideMenu/menuItems';
import { AccountMenu } from './AccountMenu';
import { SearchBox } from './SearchBox';
import { HeaderStyles as S } from './Header.styles';

export interface HeaderProps {
  /** Width of the side menu, so the header starts right of it. */
  offsetLeft: number;
}

/** The fixed header: search, add-song button and the avatar menu. */
export function Header({ offsetLeft }: HeaderProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const addSong = () => {
    if (normalizePath(pathname) === POST_PATH) emitReloadContent({ path: POST_PATH });
    else navigate(POST_PATH);
  };

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
