import { Icon } from '../../layouts/default/nav/icons';

/**
 * The small icons of download, print and add links in the account, portal and admin, drawn from the site's one
 * sprite by the header's icon component. They were characters (⎙ ＋) that many system fonts lack, so they showed as
 * empty boxes. Only their shapes' names are in the header's module, so public pages' first load carries none of this.
 */
const actionIcon = (shape: 'download' | 'print' | 'plus') => () => <Icon shape={shape} width="18" height="18" className="inline-block shrink-0 align-text-bottom" />;

export const DownloadIcon = actionIcon('download');
export const PrintIcon = actionIcon('print');
export const PlusIcon = actionIcon('plus');
