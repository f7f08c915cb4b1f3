import { Icon } from '../../layouts/default/nav/icons';

/**
 * The small icons of download, print and add links in the account, portal and admin, from the site's one sprite.
 * They were characters (⤓ ⎙ ＋) that many system fonts lack, so they showed as empty boxes. A module of their own, so
 * that public pages do not carry them in their first load.
 */
const LOOK = 'inline-block shrink-0 align-text-bottom';
export const DownloadIcon = () => <Icon shape="download" width="18" height="18" className={LOOK} />;
export const PrintIcon = () => <Icon shape="print" width="18" height="18" className={LOOK} />;
export const PlusIcon = () => <Icon shape="plus" width="18" height="18" className={LOOK} />;
