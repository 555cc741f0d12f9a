import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../../../components/ui/icons';
import { uploadedImage } from '../../../lib/image-sources';

export interface LightboxImage {
  url: string;
  alt: string;
}

interface LightboxProps {
  images: readonly LightboxImage[];
  startIndex: number;
  /** Names the dialog, e.g. the tool's name. */
  title: string;
  onClose: () => void;
}

const FOCUSABLE = 'button:not([disabled]), [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A full-screen, modal photo viewer (WAI-ARIA APG dialog pattern). Left and Right arrows (and the
 * buttons) move through the photos, wrapping around; Home and End jump to the first and last; Escape
 * or Close shuts it. Tab stays inside, the page behind is inert, and focus returns to the control that
 * opened it.
 */
export function Lightbox({ images, startIndex, title, onClose }: LightboxProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(() => clampIndex(startIndex, images.length));
  const count = images.length;
  const image = images[clampIndex(index, count)];

  useModalEffects(dialogRef, closeRef);

  function show(next: number) {
    setIndex(((next % count) + count) % count);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        onClose();
        break;
      case 'ArrowRight':
        event.preventDefault();
        show(index + 1);
        break;
      case 'ArrowLeft':
        event.preventDefault();
        show(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        show(0);
        break;
      case 'End':
        event.preventDefault();
        show(count - 1);
        break;
      case 'Tab':
        trapTab(event, dialogRef.current);
        break;
    }
  }

  if (!image) return null;

  return createPortal(
    <div
      ref={dialogRef}
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={handleKeyDown}
    >
      <div className="lightbox__bar">
        <h2 id={titleId} className="lightbox__title">
          {title}
        </h2>
        <p className="lightbox__count" aria-live="polite">
          Photo {index + 1} of {count}
        </p>
        <button ref={closeRef} type="button" className="lightbox__button lightbox__close" onClick={onClose}>
          <CloseIcon />
          <span className="visually-hidden">Close</span>
        </button>
      </div>
      <div
        className="lightbox__stage"
        onClick={(event) => {
          // A click on the dark backdrop (not the photo or a button) closes, as in most viewers.
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <img className="lightbox__image" {...uploadedImage(image.url, '100vw')} alt={image.alt} />
        {count > 1 && (
          <>
            <button
              type="button"
              className="lightbox__button lightbox__step lightbox__step--previous"
              onClick={() => show(index - 1)}
            >
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">Previous photo</span>
            </button>
            <button
              type="button"
              className="lightbox__button lightbox__step lightbox__step--next"
              onClick={() => show(index + 1)}
            >
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">Next photo</span>
            </button>
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}

function clampIndex(index: number, count: number): number {
  return Math.min(Math.max(Math.trunc(index) || 0, 0), Math.max(count - 1, 0));
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function trapTab(event: KeyboardEvent, dialog: HTMLElement | null) {
  if (!dialog) return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * While open: focus the Close button, make everything else on the page inert, stop it scrolling, and
 * bring back focus that lands outside (a script, the browser's own UI). On close, undo all of that and
 * give focus back to where it was. One layout effect, so the opener is read before anything moves focus
 * and the focus guard is gone before focus is given back.
 */
function useModalEffects(dialogRef: RefObject<HTMLDivElement | null>, initialFocusRef: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const madeInert: Element[] = [];
    for (const sibling of document.body.children) {
      if (sibling !== dialog && !sibling.hasAttribute('inert')) {
        sibling.setAttribute('inert', '');
        madeInert.push(sibling);
      }
    }
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    function keepFocusInside(event: FocusEvent) {
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) initialFocusRef.current?.focus();
    }
    document.addEventListener('focusin', keepFocusInside);
    initialFocusRef.current?.focus();
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      for (const element of madeInert) element.removeAttribute('inert');
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [dialogRef, initialFocusRef]);
}
