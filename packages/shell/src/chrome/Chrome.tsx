import { useSidebar } from './layout/useSidebar';
import { useChromeDocument } from './layout/useChromeDocument';
import { SideMenu } from './sideMenu/SideMenu';
import { Header } from './header/Header';
import { Footer } from './footer/Footer';
import { LazyPlayer } from '../player/lazy/LazyPlayer';

/**
 * The application chrome inside a router: side menu (its markers read the unread counts the live
 * session keeps, see ../live), header, footer, and the player's place (the player itself is
 * loaded when first needed).
 */
export function Chrome() {
  const sidebar = useSidebar();
  useChromeDocument(sidebar.width);

  return (
    <>
      <SideMenu collapsed={sidebar.collapsed} narrow={sidebar.narrow} width={sidebar.width} onToggle={sidebar.toggle} />
      <Header offsetLeft={sidebar.width} />
      <Footer />
      <LazyPlayer />
    </>
  );
}
