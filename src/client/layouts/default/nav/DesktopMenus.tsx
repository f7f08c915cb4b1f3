import { DesktopNav } from './DesktopNav';
import type { NavMenu } from './menus';
import { TagMegaMenu } from './TagMegaMenu';

/**
 * The desktop navigation and the tag mega-menu, in their own chunk: phones never download them (nor Radix's
 * NavigationMenu), which keeps the home page's initial JavaScript within budget where it matters most.
 */
export default function DesktopMenus({ menus }: { menus: NavMenu[] }) {
  return (
    <>
      <DesktopNav menus={menus} />
      <TagMegaMenu />
    </>
  );
}
