import type { ReactNode } from 'react';
import { cx } from './cx';
import './Alert.css';

interface AlertProps {
  tone?: 'error' | 'success' | 'info';
  title?: string | undefined;
  children?: ReactNode;
  className?: string | undefined;
}

/** Errors interrupt (role alert); success and info notices are announced politely (role status). */
export function Alert({ tone = 'error', title, children, className }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cx('alert', `alert--${tone}`, className)}>
      {title && <p className="alert__title">{title}</p>}
      {children && <div className="alert__body">{children}</div>}
    </div>
  );
}
