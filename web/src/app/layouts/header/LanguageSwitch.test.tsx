import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { renderRoutes } from '../../../test/utils';
import { LanguageSwitch } from './LanguageSwitch';

describe('LanguageSwitch', () => {
  it('offers the other language by its own name, and switches the page in place', async () => {
    renderRoutes([{ path: '/', element: <LanguageSwitch /> }], '/');
    const toFrench = screen.getByRole('link', { name: 'FR – Français' });
    expect(toFrench.getAttribute('href')).toBe('?lang=fr');
    expect(toFrench.getAttribute('lang')).toBe('fr');

    await act(async () => {
      fireEvent.click(toFrench);
    });

    expect(currentLanguage()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.cookie).toContain('lang=fr');
    expect(screen.getByRole('link', { name: 'EN – English' }).getAttribute('href')).toBe('?lang=en');
  });
});
