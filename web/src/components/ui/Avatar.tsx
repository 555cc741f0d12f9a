import { uploadedImage } from '../../lib/image-sources';
import { cx } from './cx';
import './Avatar.css';

/** The avatar's width on the page (Avatar.css), for the browser's choice of the picture's size. */
const IMAGE_SIZES = { md: '3rem', lg: '6rem' } as const;

interface AvatarProps {
  name: string;
  imageUrl?: string | null | undefined;
  size?: 'md' | 'lg';
}

/** A profile picture, or the person's initials when there is none. Decorative: the name is shown beside it. */
export function Avatar({ name, imageUrl, size = 'md' }: AvatarProps) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <span className={cx('avatar', `avatar--${size}`)} aria-hidden="true">
      {imageUrl ? <img {...uploadedImage(imageUrl, IMAGE_SIZES[size])} alt="" /> : initials}
    </span>
  );
}
