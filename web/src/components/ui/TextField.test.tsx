import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/i18n';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

const hintOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

function ControlledMessage() {
  const [value, setValue] = useState('');
  return (
    <>
      <TextAreaField
        label="Message"
        name="message"
        maxLength={10}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="button" onClick={() => setValue('')}>
        Clear
      </button>
    </>
  );
}

describe('a text field with a limit', () => {
  it('stops at the limit and counts from 80% of it, as typed', () => {
    render(<TextField label="First name" name="firstName" maxLength={10} />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input.getAttribute('maxlength')).toBe('10');
    fireEvent.input(input, { target: { value: 'Ada' } });
    expect(hintOf(input)).toBe('');
    fireEvent.input(input, { target: { value: 'Ada Lovela' } });
    expect(hintOf(input)).toBe('10 of 10 characters.');
  });

  it('counts a controlled field by its value, so clearing it clears the count', () => {
    render(<ControlledMessage />);
    const message = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(message, { target: { value: 'Nine char' } });
    expect(hintOf(message)).toBe('9 of 10 characters.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(hintOf(message)).toBe('');
  });

  describe('in French', () => {
    afterEach(() => setLanguage('en'));

    it('counts in French, after the field’s own hint', async () => {
      await setLanguage('fr');
      render(<TextField label="Prénom" name="firstName" maxLength={10} hint="Comme sur votre pièce d’identité." />);
      const input = screen.getByRole('textbox', { name: 'Prénom' });
      fireEvent.input(input, { target: { value: 'Ada Lovela' } });
      expect(hintOf(input)).toBe('Comme sur votre pièce d’identité. 10 sur 10 caractères.');
    });
  });
});
