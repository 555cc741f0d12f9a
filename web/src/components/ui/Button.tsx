import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { cx } from './cx';
import { Spinner } from './Spinner';
import './Button.css';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost';

/** For links that look like buttons (calls to action). */
export function buttonClassName(variant: ButtonVariant = 'primary', className?: string): string {
  return cx('btn', `btn--${variant}`, className);
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and ignores clicks, but stays focusable (a disabled button would drop focus). */
  loading?: boolean;
  /** Replaces the label while loading, e.g. 'Signing in…'. */
  loadingText?: string;
}

export function Button({
  variant = 'primary',
  loading = false,
  loadingText,
  className,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      type={type}
      className={buttonClassName(variant, className)}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading && <Spinner />}
      <span>{loading && loadingText ? loadingText : children}</span>
    </button>
  );
}
