import type { SVGProps } from 'react';
import SPRITE from './icons.svg?no-inline';

/**
 * The header's own line icons (24-unit grid, current colour), drawn for this site: nothing is loaded from a
 * network's servers. Decorative: the links and buttons carry the accessible names. Their shapes are one SVG file
 * (icons.svg, a hashed asset cached for a year) that each icon references: the page's scripts carry names, not paths.
 */
type IconProps = SVGProps<SVGSVGElement>;
// download, print and plus are the account's, portal's and admin's (components/ui/action-icons.tsx): names, no bytes here.
type IconName = 'linkedin' | 'youtube' | 'x' | 'facebook' | 'instagram' | 'phone' | 'mail' | 'search' | 'chevron-down' | 'menu' | 'close' | 'download' | 'print' | 'plus';

export function Icon({ shape, ...props }: IconProps & { shape: IconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <use href={`${SPRITE}#${shape}`} />
    </svg>
  );
}

const icon = (shape: IconName) => (props: IconProps) => <Icon shape={shape} {...props} />;

export const LinkedInIcon = icon('linkedin');
export const YouTubeIcon = icon('youtube');
export const XIcon = icon('x');
export const FacebookIcon = icon('facebook');
export const InstagramIcon = icon('instagram');
export const PhoneIcon = icon('phone');
export const MailIcon = icon('mail');
export const SearchIcon = icon('search');
export const MenuIcon = icon('menu');
export const CloseIcon = icon('close');

export function ChevronDownIcon(props: IconProps) {
  return <Icon shape="chevron-down" width="16" height="16" {...props} />;
}

export const SOCIAL_ICONS = {
  linkedin: LinkedInIcon,
  youtube: YouTubeIcon,
  x: XIcon,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
} as const;
