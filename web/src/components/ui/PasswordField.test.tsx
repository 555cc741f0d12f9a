import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/i18n';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  afterEach(() => setLanguage('en'));

  it('names its toggle by what it does, in the language shown', async () => {
    const { unmount } = render(<PasswordField label="Password" name="password" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByRole('button', { name: 'Hide password' }).textContent).toBe('Hide password');
    unmount();

    await setLanguage('fr');
    render(<PasswordField label="Mot de passe" name="password" />);
    const toggle = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Masquer le mot de passe' }).getAttribute('aria-pressed')).toBe('true');
  });
});
