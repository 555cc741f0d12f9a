import type { HTMLAttributes } from 'react';
import { cx } from './cx';
import './Card.css';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('card', className)} {...props} />;
}
