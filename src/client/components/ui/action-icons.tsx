import SPRITE from '../../layouts/default/nav/icons.svg?no-inline';

/**
 * The small icons of download, print and add links in the account, portal and admin, drawn from the site's one
 * sprite. They were characters (⎙ ＋) that many system fonts lack, so they showed as empty boxes. This module draws
 * them itself rather than through the header's icon component, so public pages' first load carries none of it.
 */
function ActionIcon({ shape }: { shape: 'download' | 'print' | 'plus' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="inline-block shrink-0 align-text-bottom"
    >
      <use href={`${SPRITE}#${shape}`} />
    </svg>
  );
}

export const DownloadIcon = () => <ActionIcon shape="download" />;
export const PrintIcon = () => <ActionIcon shape="print" />;
export const PlusIcon = () => <ActionIcon shape="plus" />;
