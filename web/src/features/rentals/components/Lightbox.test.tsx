import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../test/utils';
import { toolImages } from '../format';
import { ToolGallery } from './ToolGallery';

const tool = {
  coverImage: '/uploads/cover.png',
  image1: '/uploads/one.jpg',
  image2: 'null',
  image3: null,
  image4: '/uploads/four.webp',
};

function renderGallery() {
  const urls = toolImages(tool).map((image) => image.url);
  return render(
    <main>
      <button type="button">Before</button>
      <ToolGallery urls={urls} toolName="Cordless drill" />
    </main>,
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Cordless drill' });
const shownImage = () => dialog().querySelector('img')!;
const press = (key: string, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(document.activeElement!, { key, ...init });

describe('the photo lightbox', () => {
  it('opens full screen at the chosen photo, skipping missing ones and never showing "null"', () => {
    renderGallery();
    // Three real photos: the cover and two thumbnails ('null' and null are left out).
    expect(screen.getAllByRole('button', { name: /full screen/ })).toHaveLength(3);
    expect(document.body.textContent).not.toContain('null');

    fireEvent.click(screen.getByRole('button', { name: /Cordless drill: photo 3 of 3/ }));
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(shownImage().getAttribute('src')).toBe('/uploads/four.webp');
    expect(screen.getByText('Photo 3 of 3')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('moves with the arrow keys (wrapping around), Home and End', () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: /cover photo/ }));
    expect(shownImage().getAttribute('src')).toBe('/uploads/cover.png');
    press('ArrowRight');
    expect(shownImage().getAttribute('src')).toBe('/uploads/one.jpg');
    expect(screen.getByText('Photo 2 of 3').getAttribute('aria-live')).toBe('polite');
    press('ArrowRight');
    press('ArrowRight');
    expect(shownImage().getAttribute('src')).toBe('/uploads/cover.png');
    press('ArrowLeft');
    expect(shownImage().getAttribute('src')).toBe('/uploads/four.webp');
    press('Home');
    expect(shownImage().getAttribute('src')).toBe('/uploads/cover.png');
    press('End');
    expect(shownImage().getAttribute('src')).toBe('/uploads/four.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(shownImage().getAttribute('alt')).toBe('Cordless drill: photo 2 of 3');
  });

  it('keeps Tab inside and the page behind inert', () => {
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: /cover photo/ }));
    const close = screen.getByRole('button', { name: 'Close' });
    const next = screen.getByRole('button', { name: 'Next photo' });
    next.focus();
    press('Tab');
    expect(document.activeElement).toBe(close);
    press('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(next);
    const page = screen.getByRole('button', { name: 'Before', hidden: true }).closest('div')!;
    expect(page.hasAttribute('inert')).toBe(true);
  });

  it('closes with Escape and gives focus back to the photo that opened it', () => {
    renderGallery();
    const opener = screen.getByRole('button', { name: /Cordless drill: photo 2 of 3/ });
    opener.focus();
    fireEvent.click(opener);
    press('Escape');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(opener.closest('[inert]')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});
